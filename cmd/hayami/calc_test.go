package main

import (
	"strings"
	"testing"
)

// TestCalcLanguages: hayami calc --lang writes the working in the
// language's words, its numbers grouped the language's way (French with a
// no-break space, German with a dot) or, with --digits plain, not at all.
func TestCalcLanguages(t *testing.T) {
	t.Parallel()
	const nbsp = "\u00a0"
	tests := []struct {
		name string
		args []string
		want []string // every line, when the test pins them all
		has  []string // lines or parts of lines it must have
		lack []string
	}{
		{
			name: "ja 3 han 30 fu",
			args: []string{"--han", "3", "--fu", "30", "--lang", "ja"},
			want: []string{
				"EMA 2025、4人打ち：子が3翻30符でアガリ、0本場",
				"基本点：    30 × 2^(3+2) = 960",
				"ロン：      960 × 4 = 3,840 → 3,900（100点単位に切り上げ）、放銃者が3,900点を支払う",
				"ツモ：      960 × 2 = 1,920 → 2,000（100点単位に切り上げ）、親が2,000点を支払う",
				"ツモ：      960 × 1 = 960 → 1,000（100点単位に切り上げ）、子が各1,000点を支払う",
				"ツモ合計：  4,000",
			},
		},
		{
			name: "ja dealer tsumo, kiriage and honba",
			args: []string{"--han", "4", "--fu", "30", "--dealer", "--honba", "2", "--lang", "ja"},
			want: []string{
				"EMA 2025、4人打ち：親が4翻30符でアガリ、2本場",
				"基本点：    30 × 2^(4+2) = 1,920、切り上げ満貫で満貫扱い：2,000",
				"ロン：      2,000 × 6 = 12,000 + 600（本場） = 12,600、放銃者が12,600点を支払う",
				"ツモ：      2,000 × 2 = 4,000 + 200（本場） = 4,200、子が各4,200点を支払う",
				"ツモ合計：  12,600",
			},
		},
		{
			name: "fr plain digits",
			args: []string{"--han", "3", "--fu", "30", "--lang", "fr", "--digits", "plain"},
			want: []string{
				"EMA 2025, 4 joueurs" + nbsp + ": un non-donneur gagne avec 3 han 30 fu, 0 honba",
				"Points de base" + nbsp + ":  30 × 2^(3+2) = 960",
				"Ron" + nbsp + ":             960 × 4 = 3840 → 3900 (arrondi au multiple de 100 supérieur)" + nbsp + "; le joueur qui a fait l’écart paie 3900",
				"Tsumo" + nbsp + ":           960 × 2 = 1920 → 2000 (arrondi au multiple de 100 supérieur)" + nbsp + "; le donneur paie 2000",
				"Tsumo" + nbsp + ":           960 × 1 = 960 → 1000 (arrondi au multiple de 100 supérieur)" + nbsp + "; chaque non-donneur paie 1000",
				"Total tsumo" + nbsp + ":     4000",
			},
		},
		{
			name: "fr honba, grouped",
			args: []string{"--han", "1", "--fu", "30", "--honba", "3", "--lang", "fr"},
			want: []string{
				"EMA 2025, 4 joueurs" + nbsp + ": un non-donneur gagne avec 1 han 30 fu, 3 honba",
				"Points de base" + nbsp + ":  30 × 2^(1+2) = 240",
				"Ron" + nbsp + ":             240 × 4 = 960 → 1" + nbsp + "000 (arrondi au multiple de 100 supérieur) + 900 (honba) = 1" + nbsp + "900" + nbsp + "; le joueur qui a fait l’écart paie 1" + nbsp + "900",
				"Tsumo" + nbsp + ":           240 × 2 = 480 → 500 (arrondi au multiple de 100 supérieur) + 300 (honba) = 800" + nbsp + "; le donneur paie 800",
				"Tsumo" + nbsp + ":           240 × 1 = 240 → 300 (arrondi au multiple de 100 supérieur) + 300 (honba) = 600" + nbsp + "; chaque non-donneur paie 600",
				"Total tsumo" + nbsp + ":     2" + nbsp + "000",
			},
		},
		{
			name: "de mangan",
			args: []string{"--han", "5", "--lang", "de"},
			has: []string{
				"EMA 2025, 4 Spieler: Nicht-Ost gewinnt mit 5 Han, 0 Honba",
				"Grundpunkte:   5 Han sind Mangan: 2.000",
				"Ron:           2.000 × 4 = 8.000; der Abwerfer zahlt 8.000",
				"Tsumo gesamt:  8.000",
			},
			lack: []string{"8,000", "8000"},
		},
		{
			name: "de dealer tsumo",
			args: []string{"--han", "2", "--fu", "30", "--dealer", "--lang", "de"},
			has: []string{
				"Ost gewinnt mit 2 Han 30 Fu",
				"Tsumo:         480 × 2 = 960 → 1.000 (auf volle 100 aufgerundet); jeder Nicht-Ost zahlt 1.000",
				"Tsumo gesamt:  3.000",
			},
			lack: []string{"; Ost zahlt"}, // the dealer won: no share of the dealer's
		},
		{
			name: "de yakuman",
			args: []string{"--yakuman", "1", "--lang", "de"},
			has:  []string{"Nicht-Ost gewinnt mit 1 Yakuman, 0 Honba", "Grundpunkte:   Yakuman: 8.000", "Tsumo gesamt:  32.000"},
		},
		{
			name: "de double yakuman, plain digits",
			args: []string{"--yakuman", "2", "--rules", "tenhou", "--lang", "de", "--digits", "plain"},
			has:  []string{"Grundpunkte:   2× Yakuman: 16000", "Tsumo gesamt:  64000"},
			lack: []string{"16.000", "64.000"},
		},
		{
			name: "en plain digits",
			args: []string{"--han", "3", "--fu", "30", "--digits", "plain"},
			has:  []string{"Ron:          960 × 4 = 3840 → 3900 (rounded up to 100); the discarder pays 3900", "Tsumo total:  4000"},
		},
		{
			name: "a language hayami matches",
			args: []string{"--han", "3", "--fu", "30", "--lang", "jp"},
			has:  []string{"ツモ合計：  4,000"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res := hayami(t, t.TempDir(), append([]string{"calc"}, tt.args...)...)
			if res.code != 0 || res.stderr != "" {
				t.Fatalf("exit %d: %s", res.code, res.stderr)
			}
			if tt.want != nil {
				if want := strings.Join(tt.want, "\n") + "\n"; res.stdout != want {
					t.Errorf("got\n%s\nwant\n%s", res.stdout, want)
				}
			}
			for _, s := range tt.has {
				if !strings.Contains(res.stdout, s) {
					t.Errorf("no %q in\n%s", s, res.stdout)
				}
			}
			for _, s := range tt.lack {
				if strings.Contains(res.stdout, s) {
					t.Errorf("%q in\n%s", s, res.stdout)
				}
			}
		})
	}
}

// TestCalcLanguageDefaults: --lang en and --digits grouped are what calc
// writes without them, and --format json is the same in any language.
func TestCalcLanguageDefaults(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct{ args, flags []string }{
		{[]string{"--han", "1", "--fu", "20"}, []string{"--lang", "en", "--digits", "grouped"}},
		{[]string{"--han", "4", "--fu", "30", "--dealer", "--honba", "2"}, []string{"--lang", "en-GB"}},
		{[]string{"--han", "2", "--fu", "25", "--format", "json"}, []string{"--lang", "ja", "--digits", "plain"}},
	} {
		without := hayami(t, dir, append([]string{"calc"}, tt.args...)...)
		with := hayami(t, dir, append(append([]string{"calc"}, tt.args...), tt.flags...)...)
		if with != without || with.code != 0 {
			t.Errorf("calc %v %v:\n%+v\nwithout %v:\n%+v", tt.args, tt.flags, with, tt.flags, without)
		}
	}
}

// TestCalcBadLanguageFlags: an unknown --lang or --digits is a usage error.
func TestCalcBadLanguageFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "xx"}, "hayami: --lang xx: hayami has no sheets in that language; use en, de, es, fr, it, ja, ko, pl, pt-BR, ru, zh-Hans, zh-Hant"},
		{[]string{"--lang", "jq"}, "hayami: --lang jq: hayami has no sheets in that language; did you mean ja?"},
		{[]string{"--digits", "roman"}, "hayami: --digits roman: use grouped, plain"},
	} {
		args := append([]string{"calc", "--han", "3", "--fu", "30"}, tt.args...)
		res := hayami(t, dir, args...)
		if res.code != 2 || res.stderr != tt.want+"\n" || res.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr\n%s\nwant exit 2 and exactly\n%s", args, res.code, res.stdout, res.stderr, tt.want)
		}
	}
}
