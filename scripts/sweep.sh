#!/bin/sh
# sweep.sh runs urlvet (through urlvet-eval) with tests over modules taken
# from the Go module proxy, one at a time, and writes one JSON report per
# module and a Markdown table of them.
#
#   scripts/sweep.sh [list]
#
# The list (default scripts/sweep-modules.txt) has one module@version a
# line, optionally followed by the package patterns to measure (default
# ./...: every package of the module); # starts a comment. For each module the script downloads it into
# its own module cache, copies its source to a writable tree (adding a
# go.mod where a pre-module version has none), downloads what loading its
# packages and tests needs (not measured), then measures
#
#   urlvet-eval -C TREE -tests=true -o MODULE.json PATTERNS
#
# under /usr/bin/time -v: wall time and peak RSS of the whole run, go
# list's children included. A module that cannot be downloaded or
# measured gets a row saying so; the sweep goes on.
#
# Environment: WORK (default /tmp/sweep: modcache/, src/, out/), OUT
# (reports, default $WORK/out), BIN (a urlvet-eval binary to use instead
# of building one from this tree, e.g. an older commit's), RUN (a prefix
# for each measurement, default "nice"), LIMIT (seconds one measurement may
# take, default 900), ONLY (a grep pattern: measure only the matching list
# lines; the table still covers every report in $OUT), EVALFLAGS (more
# urlvet-eval flags, e.g. -warnings).
#
# Outputs: $OUT/NAME.json (urlvet-eval's report), NAME.time (time -v),
# NAME.log (stderr), NAME.status (ok, or why not), $OUT/table.md (one row
# a module) and $OUT/findings.tsv (every finding with its source line).
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
list=${1:-$repo/scripts/sweep-modules.txt}
WORK=${WORK:-/tmp/sweep}
OUT=${OUT:-$WORK/out}
RUN=${RUN:-nice}
LIMIT=${LIMIT:-900}
ONLY=${ONLY:-}
mkdir -p "$WORK/modcache" "$WORK/src" "$OUT"
if [ -z "${BIN:-}" ]; then
	BIN=$WORK/urlvet-eval
	(cd "$repo" && go build -o "$BIN" ./internal/eval/cmd/urlvet-eval)
fi
export GOMODCACHE="$WORK/modcache" GOFLAGS=-mod=mod GOTOOLCHAIN=local GOWORK=off

# measure MODULE@VERSION NAME PATTERNS
measure() {
	mv=$1 name=$2 pkgs=$3 status=$OUT/$name.status
	mod=${mv%@*}
	rm -f "$OUT/$name.json" "$OUT/$name.time"
	if ! info=$(cd "$WORK" && go mod download -json "$mv" 2>"$OUT/$name.log"); then
		echo "download failed: $(echo "$info" | jq -r '.Error // empty' | head -1)" >"$status"
		return
	fi
	src=$(echo "$info" | jq -r .Dir)
	tree=$WORK/src/$name
	rm -rf "$tree"
	cp -r "$src" "$tree"
	chmod -R u+w "$tree"
	if [ ! -f "$tree/go.mod" ]; then
		(cd "$tree" && go mod init "$mod" >>"$OUT/$name.log" 2>&1)
	fi
	# Bring every dependency of the packages and their tests into the
	# cache first, so that the measurement does not time the network.
	(cd "$tree" && go mod tidy -e >>"$OUT/$name.log" 2>&1 || true)
	(cd "$tree" && go list -e -deps -test $pkgs >/dev/null 2>>"$OUT/$name.log" || true)
	rc=0
	(cd "$tree" && timeout "$LIMIT" $RUN /usr/bin/time -v -o "$OUT/$name.time" \
		"$BIN" -C . -project "$mv" -tests=true ${EVALFLAGS:-} -o "$OUT/$name.json" $pkgs 2>>"$OUT/$name.log") || rc=$?
	if [ -s "$OUT/$name.json" ]; then
		echo ok >"$status"
	elif [ $rc -eq 124 ]; then
		echo "timeout after ${LIMIT}s" >"$status"
	else
		echo "urlvet-eval exit $rc: $(grep -v '^\s' "$OUT/$name.log" | tail -1)" >"$status"
	fi
}

grep -v '^[[:space:]]*\(#\|$\)' "$list" | sed 's/#.*//' | awk '{$1=$1; print}' >"$OUT/modules.txt"
while read -r mv pkgs; do
	if [ -n "$ONLY" ] && ! echo "$mv" | grep -q -- "$ONLY"; then
		continue
	fi
	name=$(echo "$mv" | tr '/@' '__')
	echo "$(date -u +%H:%M:%S) $mv" >&2
	measure "$mv" "$name" "${pkgs:-./...}" </dev/null
	echo "    $(cat "$OUT/$name.status")" >&2
done <"$OUT/modules.txt"

# The table: one row a module of the list, from the reports in $OUT.
{
	echo "| module | time s | peak RSS MiB | packages | findings non-test | findings test | load errors | status |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
	while read -r mv _; do
		name=$(echo "$mv" | tr '/@' '__')
		st=$(cat "$OUT/$name.status" 2>/dev/null || echo "not run")
		if [ -s "$OUT/$name.json" ] && [ -s "$OUT/$name.time" ]; then
			wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,a,":"); s=0; for(i=1;i<=n;i++) s=s*60+a[i]; printf "%.1f", s}' "$OUT/$name.time")
			rss=$(awk -F': ' '/Maximum resident set size/ {printf "%d", $2/1024}' "$OUT/$name.time")
			jq -r --arg mv "$mv" --arg wall "$wall" --arg rss "$rss" --arg st "$st" \
				'"| \($mv) | \($wall) | \($rss) | \(.Packages) | \([.Findings[]? | select(.Test|not)] | length) | \([.Findings[]? | select(.Test)] | length) | \(.LoadErrors) | \($st) |"' \
				"$OUT/$name.json"
		else
			echo "| $mv | | | | | | | $st |"
		fi
	done <"$OUT/modules.txt"
} >"$OUT/table.md"
# Every finding, with the module tree it is relative to.
for f in "$OUT"/*.json; do
	[ -s "$f" ] || continue
	jq -r '.Project as $p | .Dir as $d | .Findings[]? | "\($p)\t\($d)\t\(if .Test then "test" else "code" end)\t\(.Check)\t\(.Pos)\t\(.Message)\t\(.Line)"' "$f"
done >"$OUT/findings.tsv"
echo "wrote $OUT/table.md and $OUT/findings.tsv" >&2
