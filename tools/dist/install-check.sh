#!/usr/bin/env bash
# Install hayami the way the README says (go install) into a temporary
# GOBIN, then run the README's first command with that binary in an empty
# folder: the default sheets must land in out/. Run by "make test".
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
GOBIN="$work/bin" CGO_ENABLED=0 go install ./cmd/hayami
mkdir "$work/club"
(cd "$work/club" && "$work/bin/hayami" >/dev/null && "$work/bin/hayami" version | head -1)
count=$(find "$work/club/out" -type f | wc -l)
if [ "$count" -lt 10 ]; then
  echo "install: the installed hayami wrote $count files into out/" >&2
  exit 1
fi
echo "install: go install ./cmd/hayami, then hayami: $count files in out/"
