package tablecmd

import (
	"errors"
	"strings"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/internal/answer"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/locale"
)

// fuOptions are the flags of hayami fu.
type fuOptions struct {
	clibase.RuleFlags
	chi, pon, kan, ankan []string
	win                  string
	tsumo, rinshan       bool
	seat, round          string
	format, lang         string
}

// fu is hayami fu.
var fu = Command{
	Use:   "fu HAND",
	Short: "Count a hand's fu and show every line of the count",
	Long: `Count a hand's fu. HAND is the concealed tiles in MPSZ notation, the
winning tile among them: digits then their suit (m characters, p circles,
s bamboo, z honours 1z-7z = east, south, west, north, white, green, red;
0 is a red five). Called sets and quads are flags and are not repeated in
HAND. Every reading of the hand is counted; the one that scores most is
shown, then the others.`,
	Example: `  hayami fu 123456m999p555s77z --win 5m
  hayami fu 33567p456678s --chi 234m --win 6s
  hayami fu 11234567789p444z --win 7p --tsumo
  hayami fu 123456m333s11z --pon 777p --win 6m --tsumo --seat E --round E --rules tenhou`,
	Args: func(_ string, args []string) error {
		switch {
		case len(args) == 0:
			return clibase.Usagef("give the hand's concealed tiles, e.g. hayami fu 123m456p789s11122z --win 2z")
		case len(args) > 1:
			return clibase.Usagef("hayami fu takes one hand, %d words given: write the tiles without spaces, or quote them (%q)", len(args), strings.Join(args, " "))
		}
		return nil
	},
	Define: func(f clibase.Flags) RunFunc {
		var opts fuOptions
		opts.RuleFlags.Define(f)
		f.StringArrayVar(&opts.chi, "chi", nil, "a called sequence, e.g. 234m (repeatable)")
		f.StringArrayVar(&opts.pon, "pon", nil, "a called triplet, e.g. 777z (repeatable)")
		f.StringArrayVar(&opts.kan, "kan", nil, "an open quad, e.g. 1111m (repeatable)")
		f.StringArrayVar(&opts.ankan, "ankan", nil, "a concealed quad, e.g. 9999p; the hand stays closed (repeatable)")
		f.StringVar(&opts.win, "win", "", "the winning tile (default: the last tile of HAND)")
		f.BoolVarP(&opts.tsumo, "tsumo", "", false, "won by self-draw (default: ron)")
		f.BoolVarP(&opts.rinshan, "rinshan", "", false, "won by tsumo on the replacement tile after a quad")
		f.StringVar(&opts.seat, "seat", "S", "the winner's seat wind: E, S, W or N")
		f.StringVar(&opts.round, "round", "E", "the round wind: E, S, W or N")
		f.StringVar(&opts.format, "format", "text", "text or json")
		f.StringVar(&opts.lang, "lang", "en", "language of the lines, e.g. ja")
		return func(e Env, args []string) error { return runFu(e, args[0], &opts) }
	},
}

func runFu(e Env, concealed string, opts *fuOptions) error {
	var err error
	if opts.format, err = textOrJSON(opts.format); err != nil {
		return err
	}
	lang, err := clibase.ChooseLanguage(opts.lang)
	if err != nil {
		return err
	}
	p := locale.PrinterFor(lang)
	h, err := hand.Parse(concealed, map[hand.MeldKind][]string{hand.Chi: opts.chi, hand.Pon: opts.pon, hand.Kan: opts.kan, hand.Ankan: opts.ankan}, opts.win)
	if err != nil {
		return clibase.Usagef("%w", worded(p, err))
	}
	h.Tsumo, h.Rinshan = opts.tsumo, opts.rinshan
	if h.Seat, err = hand.ParseWind(opts.seat); err != nil {
		return clibase.Usagef("--seat: %w", worded(p, err))
	}
	if h.Round, err = hand.ParseWind(opts.round); err != nil {
		return clibase.Usagef("--round: %w", worded(p, err))
	}
	r, err := opts.Load(e.Sys)
	if err != nil {
		return err
	}
	if r.Players == 3 {
		var tp *hand.ThreePlayerError
		if errors.As(hand.CheckThreePlayer(h), &tp) {
			switch {
			case tp.NorthSeat:
				return clibase.Usagef("--seat N: %w", worded(p, tp))
			case tp.Chi == nil:
				return clibase.Usagef("%w", &wordedError{p.Text(locale.ProblemHandSanmaRules, problemText(p, tp), r.Name), tp})
			}
			return clibase.Usagef("%w", worded(p, tp))
		}
	}
	res, err := hand.Count(r.Fu, h)
	if err != nil {
		return clibase.Usagef("%w", worded(p, err)) // Count's errors are all about the hand given
	}
	return answer.Style{Lang: lang, JSON: opts.format == "json"}.Fu(e.Stdout, r, h, res)
}
