# Writes the non-dealer sheet of `hayami table --format csv` as a typst
# document: the same A4 page, title, fu rows × han columns, ron above
# tsumo, dashes for cells no hand reaches and mangan in bold, and under it
# the winner's limit hands (limit, han, ron, tsumo), as hayami's sheet
# has them, set in hayami's DejaVu Sans Condensed. tools/bench/typst.sh
# times it.
BEGIN { FS = "," }
$1 == "nondealer" && $4 == "cell" {
	key = $6 SUBSEP $5
	if (!($6 in seenfu)) { seenfu[$6] = 1; fus[++nfu] = $6 }
	if (!($5 in seenhan)) { seenhan[$5] = 1; hans[++nhan] = $5 }
	text = ($9 == "ron") ? $12 : $14 "-" $13
	if ($10 == "false") text = "—"
	else if ($7 != "") text = "*" text "*"
	cell[key, $9] = text
}
$1 == "nondealer" && $4 == "limit" {
	if ($9 == "ron") { limits[++nlimit] = $7; limitHan[nlimit] = $5; limitRon[nlimit] = $12 }
	else limitTsumo[nlimit] = $14 "-" $13
}
END {
	print "#set page(paper: \"a4\", margin: 10mm)"
	print "#set text(font: \"DejaVu Sans\", stretch: 87.5%, size: 11pt)"
	print "= EMA 2025: Non-dealer wins"
	printf "#table(columns: (auto,%s), align: right, inset: 6pt,\n  [*Fu*]", substr(" 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr, 1fr", 1, 5 * nhan - 1)
	for (h = 1; h <= nhan; h++) printf ", [*%s han*]", hans[h]
	print ","
	for (f = 1; f <= nfu; f++) {
		printf "  [*%s*]", fus[f]
		for (h = 1; h <= nhan; h++) printf ", [%s \\ %s]", cell[fus[f] SUBSEP hans[h], "ron"], cell[fus[f] SUBSEP hans[h], "tsumo"]
		print ","
	}
	print ")"
	print "== Limit hands"
	print "#table(columns: (auto, auto, 1fr, 1fr), align: right, inset: 4pt,"
	print "  [*Limit*], [*Han*], [*Ron*], [*Tsumo*],"
	for (i = 1; i <= nlimit; i++) printf "  [%s], [%s], [%s], [%s],\n", limitNames(limits[i]), limitHan[i], limitRon[i], limitTsumo[i]
	print ")"
}

function limitNames(l) { return toupper(substr(l, 1, 1)) substr(l, 2) }
