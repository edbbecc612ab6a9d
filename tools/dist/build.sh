#!/usr/bin/env bash
# Build reproducible hayami binaries into DIR (default dist/): one per
# TARGET (os/arch; default linux, darwin, windows × amd64, arm64), static,
# without local paths or build ids, and a SHA256SUMS beside them.
# Each holds the page that makes sheets in the browser (-tags maker), so
# hayami.wasm is built first, into internal/webpage/wasm/ (make wasm).
# Usage: tools/dist/build.sh [DIR] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-dist}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64)
fi
version=$(git describe --tags --exact-match 2>/dev/null || echo devel)
mkdir -p "$dir"
make --no-print-directory -s wasm BUILDFLAGS="-trimpath -buildvcs=auto -ldflags '-s -w -buildid='" >/dev/null
rm -f "$dir"/hayami-* "$dir"/SHA256SUMS
for target in "${targets[@]}"; do
  os=${target%/*} arch=${target#*/}
  name="hayami-$version-$os-$arch"
  [ "$os" = windows ] && name="$name.exe"
  CGO_ENABLED=0 GOOS=$os GOARCH=$arch go build -trimpath -buildvcs=auto -tags maker \
    -ldflags '-s -w -buildid=' -o "$dir/$name" ./cmd/hayami
done
(cd "$dir" && sha256sum hayami-* > SHA256SUMS)
# Run the binaries this machine can run.
host="$(go env GOOS)/$(go env GOARCH)"
for target in "${targets[@]}"; do
  if [ "$target" = "$host" ]; then
    "$dir/hayami-$version-${target%/*}-${target#*/}" version | head -1
  fi
done
ls -l "$dir"
