#!/usr/bin/env bash
# What make test needs beside Go: Debian's chromium and firefox-esr, poppler-utils
# (pdftotext) and a Java runtime (the Nu Html Checker), and the npm tools
# pinned in tools/web/package-lock.json. Installs what is missing: the
# system packages when run as root where apt-get is (CI, a container),
# else it names the command to run; the npm tools whenever npm is there.
# Without them the tests that need them skip locally (CI=true: they fail).
set -eu
cd "$(dirname "$0")/.."

need=()
command -v pdftotext >/dev/null || need+=(poppler-utils)
command -v chromium >/dev/null || need+=(chromium)
command -v firefox-esr >/dev/null || need+=(firefox-esr)
command -v java >/dev/null || need+=(default-jre-headless)
command -v npm >/dev/null || need+=(npm)
if [ ${#need[@]} -gt 0 ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		echo "deps: installing ${need[*]}"
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
	else
		echo "deps: missing ${need[*]}; install them with: sudo apt-get install ${need[*]} (the tests that need them skip until then)"
	fi
fi
if [ ! -d tools/web/node_modules ] && command -v npm >/dev/null; then
	echo "deps: npm ci --prefix tools/web"
	npm ci --prefix tools/web --no-audit --no-fund --ignore-scripts >/dev/null
fi
