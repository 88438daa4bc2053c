#!/bin/bash
# scale.sh measures urlvet's package mode against staticcheck -checks SA1007
# on whole trees: cold (an empty XDG_CACHE_HOME, so empty urlvet, staticcheck
# and go build caches) and warm (the same command again). It prints one
# Markdown table row per run: tree, tool, cold/warm, wall seconds, user+sys
# CPU seconds, peak RSS in MiB, exit status, and the load average (1 min)
# when the run started.
#
#   scripts/scale.sh [tree...]     trees: std (GOROOT/src, with tests) or a
#                                  directory under $EVAL (default /tmp/eval)
#
# Set URLVET to a built urlvet to measure it instead of this tree's,
# STATICCHECK to staticcheck v0.8.2's binary, TOOLS to the tools to run
# (default "urlvet staticcheck"), and WARM_GOCACHE=1 to keep the go build
# cache warm in cold runs (then only the tool's own cache is empty). Run it alone on the machine
# (flock /tmp/heavy.lock scripts/scale.sh std).
set -euo pipefail
EVAL=${EVAL:-/tmp/eval}
repo=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "${URLVET:-}" ]; then
	cp "$URLVET" "$tmp/urlvet"
else
	(cd "$repo" && go build -o "$tmp/urlvet" ./cmd/urlvet)
fi
staticcheck=${STATICCHECK:-$(go env GOPATH)/bin/staticcheck}
[ $# -gt 0 ] || set -- std tailscale prometheus

# measure TREE TOOL STATE CMD... runs CMD and prints a table row.
measure() {
	local tree=$1 tool=$2 state=$3
	shift 3
	local status=0 load
	load=$(cut -d' ' -f1 /proc/loadavg)
	/usr/bin/time -v -o "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr" || status=$?
	awk -v tree="$tree" -v tool="$tool" -v state="$state" -v status="$status" -v load="$load" '
		/User time/ { cpu += $NF }
		/System time/ { cpu += $NF }
		/Maximum resident/ { rss = $NF / 1024 }
		/Elapsed/ { n = split($NF, t, ":"); wall = (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
		END { printf "| %s | %s | %s | %.1f | %.1f | %.0f | %s | %s |\n", tree, tool, state, wall, cpu, rss, status, load }' "$tmp/time"
}

for tree in "$@"; do
	if [ "$tree" = std ]; then dir=$(go env GOROOT)/src; else dir=$EVAL/$tree; fi
	cd "$dir"
	export GOWORK=${GOWORK:-}
	for tool in ${TOOLS:-urlvet staticcheck}; do
		cache=$(mktemp -d)
		gocache=$cache/go-build
		[ -z "${WARM_GOCACHE:-}" ] || gocache=$(go env GOCACHE)
		for state in cold warm; do
			case $tool in
			urlvet) measure "$tree" urlvet "$state" env XDG_CACHE_HOME="$cache" GOCACHE="$gocache" "$tmp/urlvet" ./... ;;
			staticcheck) measure "$tree" "staticcheck -checks SA1007" "$state" env XDG_CACHE_HOME="$cache" GOCACHE="$gocache" "$staticcheck" -checks SA1007 ./... ;;
			esac
		done
		rm -rf "$cache"
	done
done
