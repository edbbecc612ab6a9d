package standings_test

import "github.com/hayami-mahjong/hayami/table/tabletest"

// base and with are the rules the tests start from (package tabletest).
var base, with = tabletest.Base, tabletest.With
