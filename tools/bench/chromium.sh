#!/bin/sh
# Times hayami writing one PDF sheet against headless Chromium printing
# hayami's own HTML of the same sheet to PDF, in the same run, and prints
# the ratio. Both are whole processes, as a user runs them.
#   usage: tools/bench/chromium.sh [runs]   (default 10; needs bin/hayami and chromium)
set -eu
runs=${1:-10}
hayami=${HAYAMI:-bin/hayami}
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chromium" ]; then
	echo "chromium not found: install it (apt-get install chromium)" >&2
	exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
"$hayami" build --sheets nondealer --format html --out "$tmp" >/dev/null
page="file://$tmp/ema2025-en-nondealer.html"

. "$(dirname "$0")/times.sh"
# One warm-up run each, so neither pays for a cold disk cache.
"$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami" >/dev/null
"$chromium" --headless --no-sandbox --disable-gpu --no-pdf-header-footer --user-data-dir="$tmp/profile" \
	--print-to-pdf="$tmp/chromium.pdf" "$page" >/dev/null 2>&1

hayami_ns=$(times_ns "$runs" "$hayami" build --sheets nondealer --format pdf --out "$tmp/hayami")
chromium_ns=$(times_ns "$runs" "$chromium" --headless --no-sandbox --disable-gpu --no-pdf-header-footer --user-data-dir="$tmp/profile" \
	--print-to-pdf="$tmp/chromium.pdf" "$page")

hayami_pdf=$(wc -c <"$tmp/hayami/ema2025-en-nondealer-a4.pdf")
chromium_pdf=$(wc -c <"$tmp/chromium.pdf")
awk -v n="$runs" -v h="$hayami_ns" -v c="$chromium_ns" -v hb="$hayami_pdf" -v cb="$chromium_pdf" 'BEGIN {
	printf "non-dealer sheet, A4, %d runs each\n", n
	printf "hayami PDF:               %8.1f ms per sheet, %d bytes\n", h / n / 1e6, hb
	printf "chromium printing HTML:   %8.1f ms per sheet, %d bytes\n", c / n / 1e6, cb
	printf "ratio chromium / hayami:  %8.1f\n", c / h
}'
