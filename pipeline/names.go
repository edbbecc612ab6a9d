package pipeline

import (
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// fileName is what a file of a rule set is called:
// RULES[-LANG]-PART[-honbaN][-seedN][-PAPER], then its format's
// extension. Every name of a file hayami makes is built in this file.
type fileName struct {
	rules string // the rule set's ID
	lang  string // the language's tag; "" for data every language of a site shares
	part  string // a sheet's id, "tables" or "index"
	honba int    // the honba counters included
	seed  string // a practice sheet's seed; "" for none
	paper string // the paper, for a paged format; "" for none
}

// The parts of a file's name that are not a sheet's id.
const (
	tablesPart = "tables" // every table as data
	indexPart  = "index"  // the index page linking a build's files
)

// in is the name of the file in format f, written with the HTML options o.
func (n fileName) in(f Format, o html.Options) string {
	parts := []string{n.rules}
	if n.lang != "" {
		parts = append(parts, n.lang)
	}
	parts = append(parts, n.part)
	if n.honba > 0 {
		parts = append(parts, "honba"+strconv.Itoa(n.honba))
	}
	if n.seed != "" {
		parts = append(parts, "seed"+n.seed)
	}
	if n.paper != "" {
		parts = append(parts, n.paper)
	}
	return strings.Join(parts, "-") + extension(f, o)
}

// extension is how a file in format f ends: ".pdf"; ".fragment.html" for
// a fragment, so that fragments and pages never share a name.
func extension(f Format, o html.Options) string {
	if f.Has(CapIndexed) && o.Fragment {
		return ".fragment." + f.Name
	}
	return "." + f.Name
}

// paperName is the paper as a file's name carries it: "a4", "letter-landscape".
func paperName(o pdf.Options) string {
	if o.Landscape {
		return o.Paper.Name + "-landscape"
	}
	return o.Paper.Name
}

// stylesheetFile is the stylesheet the HTML of a build shares, beside it.
const stylesheetFile = html.StylesheetFile

// zipName is the name of the archive of a rule set's files.
func zipName(rulesID string) string { return "hayami-" + rulesID + ".zip" }

// rulesFileName is the name of a house-rules file written for a rule set.
func rulesFileName(rulesID string) string { return rulesID + ".toml" }

// A site's layout: the front page at the top, a folder per rule set with
// its data in it, a folder per language in that, and the page that makes
// sheets in the browser in its own folder.
const (
	siteIndex    = "index.html" // every folder's index page: the front page, a language's, the maker page's
	SiteMaker    = "make"       // the folder of the page that makes sheets in the browser
	siteBackLink = "../../" + siteIndex
)

// windowsDevices are the names Windows keeps for devices, with or without
// an extension: no folder of a site may have one.
var windowsDevices = []string{"con", "prn", "aux", "nul",
	"com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
	"lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9"}

// SiteFolder is the folder of a rule set in a site: its ID in Unicode
// NFC, with "-rules" after a name Windows keeps for a device (con →
// con-rules).
func SiteFolder(rulesID string) string {
	id := norm.NFC.String(rulesID)
	base, ext, dot := strings.Cut(id, ".")
	if !slices.Contains(windowsDevices, strings.ToLower(base)) {
		return id
	}
	if dot {
		return base + "-rules." + ext
	}
	return base + "-rules"
}
