package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/version"
)

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print hayami's version, commit, Go version and embedded data",
		Args:  cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), version.Text())
			return err
		},
	}
}
