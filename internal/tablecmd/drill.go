package tablecmd

import (
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// drillOptions are the flags of hayami drill.
type drillOptions struct {
	SheetFlags
	seed  uint64
	count int
	kinds []string
}

// drill is hayami drill.
var drill = Command{
	Use:   "drill",
	Short: "Write practice sheets with their answers: payments, fu, a table to fill in",
	Long: `Write practice sheets: payments to work out from han and fu, hands whose
fu to count, and the points table with every payment left out. The answers
follow on a new page. The same --seed prints the same questions.`,
	Example: `  hayami drill --seed 7
  hayami drill --seed 7 --kind fu --count 8 --format pdf --paper letter
  hayami drill --kind pay,table --rules tenhou --lang ja`,
	Args: clibase.NoArgsAt,
	Define: func(f clibase.Flags) RunFunc {
		opts := &drillOptions{SheetFlags: SheetFlags{Formats: pipeline.FormatsWhere(func(f pipeline.Format) bool { return f.Has(pipeline.CapSheets | pipeline.CapDrills) }), Out: "out"},
			seed: 1, count: 10, kinds: pipeline.DrillKinds()}
		opts.RuleFlags.Define(f)
		clibase.Uint64Flag(f, &opts.seed, "seed", opts.seed, "number of the sheet: the same seed gives the same questions")
		clibase.IntFlag(f, &opts.count, "count", opts.count, "questions per sheet, 1 to "+strconv.Itoa(pipeline.MaxQuestions))
		f.StringSliceVar(&opts.kinds, "kind", opts.kinds, "drills: "+strings.Join(pipeline.DrillKinds(), ", "))
		opts.DefineOutput(f, false, drillFormat)
		opts.DefineHeading(f)
		opts.DefinePaper(f, true, false)
		opts.DefineLanguage(f, true)
		clibase.QuietFlag(f)
		return func(e Env, _ []string) error { return runDrill(e, opts) }
	},
}

// drillFormat reports whether drill writes a format.
func drillFormat(f pipeline.Format) bool { return f.Has(pipeline.CapDrills) }

func runDrill(e Env, opts *drillOptions) error {
	files, err := pipeline.Drills(pipeline.DrillSettings{Settings: opts.Settings(e.Sys, e.Stderr), Seed: opts.seed, Count: opts.count, Kinds: opts.kinds})
	if err != nil {
		return err
	}
	return clibase.WriteFiles(e.Stdout, e.Sys, opts.Out, files, clibase.QuietIn(e.Flags))
}
