#!/usr/bin/env bash
# Check that release binaries are reproducible: build linux/amd64 and
# windows/amd64 twice, the second time from a copy of the checkout at
# another path, and compare the bytes. Run by "make test".
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/copy"
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$work/copy"
cp -r .git "$work/copy/.git"
tools/dist/build.sh "$work/a" linux/amd64 windows/amd64 >/dev/null
(cd "$work/copy" && tools/dist/build.sh "$work/b" linux/amd64 windows/amd64 >/dev/null)
if ! cmp "$work/a/SHA256SUMS" "$work/b/SHA256SUMS"; then
  diff "$work/a/SHA256SUMS" "$work/b/SHA256SUMS" || true
  echo "dist: two builds of the same commit differ" >&2
  exit 1
fi
echo "dist: linux/amd64 and windows/amd64 builds are byte-identical:"
cat "$work/a/SHA256SUMS"
