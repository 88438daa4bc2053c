#!/bin/bash
# bench.sh times urlvet, the same driver with an analyzer that does nothing,
# staticcheck -checks SA1007 (empty cache each run) and go vet on the same
# packages of the standard library. It prints benchstat lines (wall time
# and peak RSS from /usr/bin/time) to standard output:
#
#   scripts/bench.sh [runs] [set...] > bench.txt && benchstat bench.txt
#
# Sets: net (net/http/... net/url/... encoding/json/...) and std.
set -euo pipefail
runs=${1:-5}
shift || true
[ $# -gt 0 ] || set -- net std
EVAL=${EVAL:-/tmp/eval}
repo=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$repo" && go build -o "$tmp/urlvet" ./cmd/urlvet && go build -o "$tmp/urlvet-eval" ./internal/eval/cmd/urlvet-eval)
staticcheck=${STATICCHECK:-$(go env GOPATH)/bin/staticcheck}
cd "$(go env GOROOT)/src"

# measure NAME CMD... appends one benchstat line for one run of CMD.
measure() {
	local name=$1
	shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr" || true
	# On failure, time writes a status line first: the figures are last.
	tail -1 "$tmp/time" | awk -v name="$name" '{ printf "Benchmark%s 1 %.0f ns/op %d peak-RSS-B\n", name, $1 * 1e9, $2 * 1024 }'
}

for set; do
	case $set in
	net) pkgs="net/http/... net/url/... encoding/json/..." ;;
	std) pkgs=std ;;
	*) echo "unknown set $set" >&2; exit 2 ;;
	esac
	for ((i = 0; i < runs; i++)); do
		measure "Urlvet/set=$set" "$tmp/urlvet" -test=false $pkgs
		measure "Harness/analyzer=urlvet/set=$set" "$tmp/urlvet-eval" -o /dev/null $pkgs
		measure "Harness/analyzer=nop/set=$set" "$tmp/urlvet-eval" -analyzer nop -o /dev/null $pkgs
		rm -rf "$tmp/cache" && mkdir "$tmp/cache"
		measure "StaticcheckSA1007/set=$set" env XDG_CACHE_HOME="$tmp/cache" STATICCHECK_CACHE="$tmp/cache" \
			"$staticcheck" -checks SA1007 -tests=false $pkgs
		measure "GoVet/set=$set" go vet $pkgs
		# A new tool binary (appended bytes change its ID) is a vet cache
		# miss; running it again is a hit.
		cp "$tmp/urlvet" "$tmp/vettool" && head -c 16 /dev/urandom >>"$tmp/vettool"
		measure "GoVetVettool/run=first/set=$set" go vet -vettool="$tmp/vettool" $pkgs
		measure "GoVetVettool/run=second/set=$set" go vet -vettool="$tmp/vettool" $pkgs
	done
done
