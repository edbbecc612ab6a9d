package tablecmd

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// drillOptions are the flags of hayami drill.
type drillOptions struct {
	SheetFlags
	seed  uint64
	count int
	kinds []string
}

// NewDrill is hayami drill.
func NewDrill() *cobra.Command {
	opts := &drillOptions{SheetFlags: SheetFlags{Formats: pipeline.FormatsWhere(func(f pipeline.Format) bool { return f.Has(pipeline.CapSheets | pipeline.CapDrills) }), Out: "out"},
		seed: 1, count: 10, kinds: pipeline.DrillKinds()}
	cmd := &cobra.Command{
		Use:   "drill",
		Short: "Write practice sheets with their answers: payments, fu, a table to fill in",
		Long: `Write practice sheets: payments to work out from han and fu, hands whose
fu to count, and the points table with every payment left out. The answers
follow on a new page. The same --seed prints the same questions.`,
		Example: `  hayami drill --seed 7
  hayami drill --seed 7 --kind fu --count 8 --format pdf --paper letter
  hayami drill --kind pay,table --rules tenhou --lang ja`,
		Args: cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runDrill(cmd, opts) },
	}
	opts.RuleFlags.Add(cmd)
	f := cmd.Flags()
	cli.Uint64Flag(f, &opts.seed, "seed", opts.seed, "number of the sheet: the same seed gives the same questions")
	cli.IntFlag(f, &opts.count, "count", opts.count, "questions per sheet, 1 to "+strconv.Itoa(pipeline.MaxQuestions))
	f.StringSliceVar(&opts.kinds, "kind", opts.kinds, "drills: "+strings.Join(pipeline.DrillKinds(), ", "))
	_ = cmd.RegisterFlagCompletionFunc("kind", cobra.FixedCompletions(pipeline.DrillKinds(), cobra.ShellCompDirectiveNoFileComp))
	opts.AddOutputFlags(cmd, func(f pipeline.Format) bool { return f.Has(pipeline.CapDrills) })
	opts.AddHeadingFlags(cmd)
	opts.AddPaperFlags(cmd, true, false)
	opts.AddLanguageFlags(cmd, true)
	cli.AddQuietFlag(cmd)
	return cmd
}

func runDrill(cmd *cobra.Command, opts *drillOptions) error {
	files, err := pipeline.Drills(pipeline.DrillSettings{Settings: opts.Settings(cmd), Seed: opts.seed, Count: opts.count, Kinds: opts.kinds})
	if err != nil {
		return err
	}
	return cli.WriteFiles(cmd.OutOrStdout(), cli.SystemOf(cmd), opts.Out, files, cli.Quiet(cmd))
}
