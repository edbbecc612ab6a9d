package locale_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
)

var update = flag.Bool("update", false, "rewrite docs/glossary.md from the catalogs")

var glossaryTerms = []string{"mangan", "haneman", "baiman", "sanbaiman", "yakuman", "dealer", "nondealer", "tsumo", "ron", "fu", "han", "honba"}

// glossaryDoc writes the terms and tsumo notation of every language, with
// their sources, as Markdown.
func glossaryDoc() string {
	var b strings.Builder
	b.WriteString("# Glossary\n\nThe words every sheet uses, per language, and where each usage comes from. Generated from `locale/locales/*.json` by `go test ./locale -update`; a test fails when this file and the catalogs disagree, and another when a sheet's limit names differ from these terms.\n\n")
	all := locale.Locales()
	b.WriteString("| term |")
	for _, l := range all {
		fmt.Fprintf(&b, " %s (%s) |", l.Name, l.Language)
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(all)) + "\n")
	for _, term := range glossaryTerms {
		fmt.Fprintf(&b, "| %s |", term)
		for _, l := range all {
			fmt.Fprintf(&b, " %s |", l.Glossary[term])
		}
		b.WriteString("\n")
	}
	b.WriteString("| non-dealer tsumo |")
	for _, l := range all {
		first, second := "300", "500"
		if l.Notation.Order == "dealer-first" {
			first, second = second, first
		}
		fmt.Fprintf(&b, " `%s%s%s` (%s) |", first, l.Notation.Separator, second, l.Notation.Order)
	}
	b.WriteString("\n| dealer tsumo |")
	for _, l := range all {
		fmt.Fprintf(&b, " `%s` |", fmt.Sprintf(l.Messages[locale.TsumoAll].Text, "500", l.Notation.All))
	}
	b.WriteString("\n\n## Sources\n")
	for _, l := range all {
		fmt.Fprintf(&b, "\n### %s (%s)\n\n", l.Name, l.Language)
		for _, s := range l.Sources {
			fmt.Fprintf(&b, "- %s\n", s)
		}
	}
	return b.String()
}

func TestGlossaryDocIsCurrent(t *testing.T) {
	t.Parallel()
	want := glossaryDoc()
	const path = "../docs/glossary.md"
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Errorf("docs/glossary.md is not what the catalogs say; run go test ./locale -update (%v)", err)
	}
}
