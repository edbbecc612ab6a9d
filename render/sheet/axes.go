package sheet

// Axes says which way a grid runs: fu down the rows and han across the
// columns, or han down the rows and fu across (the Japanese 早見表 layout).
type Axes string

// The grid layouts.
const (
	FuRows  Axes = "fu-rows"  // a row per fu, a column per han (the default)
	HanRows Axes = "han-rows" // a row per han, a column per fu: wide, for landscape
)

// AxesNames lists the layouts, for flags.
var AxesNames = []string{string(FuRows), string(HanRows)}
