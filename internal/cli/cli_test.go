package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// TestIntFlag: number flags read base 10 only, and a bad value is worded
// with what the flag takes.
func TestIntFlag(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		arg, want string
		honba     int
	}{
		{"--honba=010", "", 10},
		{"--honba=7", "", 7},
		{"--honba=0x10", `--honba 0x10: not a whole number (counters)`, 0},
		{"--honba=0b11", `--honba 0b11: not a whole number (counters)`, 0},
	} {
		var honba int
		cmd := &cobra.Command{Use: "t", RunE: func(*cobra.Command, []string) error { return nil }, SilenceErrors: true, SilenceUsage: true}
		clibase.IntFlag(cli.PFlags{FlagSet: cmd.Flags()}, &honba, "honba", 0, "counters")
		cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return cli.FlagError(c, err) })
		cmd.SetArgs([]string{tt.arg})
		err := cmd.Execute()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want || honba != tt.honba {
			t.Errorf("%s: %d, %q; want %d, %q", tt.arg, honba, got, tt.honba, tt.want)
		}
	}
}

// TestReadFile: a file named on the command line is read within its
// limit, relative to the run's folder; a longer one, or a folder, is
// refused with a message naming it as the user wrote it.
func TestReadFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte("kiriage = true\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	sys := clibase.System{Dir: dir}
	if data, err := sys.ReadFile("house.toml", 64<<10, "a rules file"); err != nil || string(data) != "kiriage = true\n" {
		t.Errorf("house.toml: %q, %v", data, err)
	}
	if _, err := sys.ReadFile("house.toml", 4, "a rules file"); err == nil || err.Error() != "house.toml: 15 bytes is too long for a rules file (at most 0 KB)" {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := sys.ReadFile(".", 1<<20, "a rules file"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a folder: %v", err)
	}
	if got := clibase.SizeText(64 << 10); got != "64 KB" {
		t.Errorf("SizeText(64 KiB) = %q", got)
	}
}
