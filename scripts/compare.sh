#!/bin/sh
# compare.sh checks that two builds of urlvet say the same thing about the
# evaluation corpora: corpus by corpus and test mode by test mode, the
# findings (position, check, message) with their suggested fixes' edits,
# the unresolved sites (position, sink, reason), every sink site with its
# constants, and the counts of urlvet-eval's reports (timings, memory and
# directories are left out). It prints every difference and exits 1 if
# there is one (or a run failed, or a report is on one side only).
#
#   scripts/compare.sh -reports BEFORE_DIR AFTER_DIR
#	compare the reports two directories already hold (NAME-tests=B.json,
#	as scripts/eval.sh writes them), by file name
#   [BASE=dir|binary] [BIN=binary | TREE=dir] scripts/compare.sh [corpus...]
#	run the corpora with BIN (and with BASE, if it is a binary; if it is
#	a directory of reports, those are the "before") and compare
#
# Environment: BASE (default $EVAL/base), BIN (the urlvet-eval to
# measure), TREE (instead of BIN: a urlvet source tree, built with this
# tree's internal/eval put in place of its own, so that its reports hold
# what the comparison reads; its analyzer and everything else are its
# own), EVAL (corpora, default /tmp/eval), OUT (where the runs' reports
# go, default a new directory under $EVAL), TESTS (default "false true"),
# RUN (a prefix for each run, e.g. "nice"). Corpus names are those of
# scripts/eval.sh; with none named, the corpora BASE has reports of (a
# directory), or else std and every corpus under $EVAL.
#
# Both sides' reports must come from an urlvet-eval with this tree's
# reporting (sites with their constants, fixes with their edits); an
# older report lacking them is compared on the rest, with a note.
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
EVAL=${EVAL:-/tmp/eval}
TESTS=${TESTS:-false true}
all="std dockercli podman prometheus ghcli tailscale etcd natsserver coredns helm k6 minio minikube ollama argocd"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The differ is this tree's urlvet-eval, whatever the builds compared.
differ=$tmp/urlvet-eval-diff
(cd "$repo" && go build -o "$differ" ./internal/eval/cmd/urlvet-eval)

# compare_dirs BEFORE AFTER [file...]: diff the named reports (default:
# every report in either directory).
compare_dirs() {
	before=$1 after=$2
	shift 2
	if [ $# -eq 0 ]; then
		set -- $( (cd "$before" && ls -- *-tests=*.json || :; cd "$after" && ls -- *-tests=*.json || :) 2>/dev/null | sort -u)
	fi
	[ $# -gt 0 ] || { echo "no reports in $before or $after"; return 1; }
	status=0 same=0
	for f; do
		if [ ! -f "$before/$f" ] || [ ! -f "$after/$f" ]; then
			[ -f "$before/$f" ] || echo "== $f: no report in $before"
			[ -f "$after/$f" ] || echo "== $f: no report in $after"
			status=1
			continue
		fi
		if "$differ" -diff "$before/$f" "$after/$f" > "$tmp/diff"; then
			same=$((same + 1))
		else
			echo "== $f: differs"
			sed 's/^/    /' "$tmp/diff"
			status=1
		fi
	done
	echo "$same of $# reports identical ($before vs $after)"
	return $status
}

if [ "${1:-}" = -reports ]; then
	[ $# -eq 3 ] || { echo "usage: $0 -reports BEFORE_DIR AFTER_DIR" >&2; exit 2; }
	compare_dirs "$2" "$3"
	exit
fi

BASE=${BASE:-$EVAL/base}
OUT=${OUT:-$(mktemp -d "$EVAL/compare.XXXXXX")}
mkdir -p "$OUT"
if [ -z "${BIN:-}" ]; then
	[ -n "${TREE:-}" ] || { echo "$0: set BIN (a urlvet-eval) or TREE (a urlvet tree)" >&2; exit 2; }
	src=$tmp/tree
	mkdir -p "$src"
	(cd "$TREE" && tar -c --exclude=.git .) | tar -x -C "$src"
	rm -rf "$src/internal/eval"
	cp -R "$repo/internal/eval" "$src/internal/eval"
	BIN=$OUT/urlvet-eval
	(cd "$src" && go build -o "$BIN" ./internal/eval/cmd/urlvet-eval)
	echo "built $BIN from $TREE with the internal/eval of $repo"
fi
if [ $# -eq 0 ]; then
	if [ -d "$BASE" ]; then
		set -- $(cd "$BASE" && ls -- *-tests=*.json | sed 's/-tests=.*//' | sort -u)
	else
		for c in $all; do
			[ "$c" = std ] || [ -d "$EVAL/$c" ] && set -- "$@" "$c"
		done
	fi
fi

# run_all NAME BIN: run every corpus with BIN into $OUT/NAME, one corpus
# at a time; a corpus that fails is reported and left out.
run_all() {
	mkdir -p "$OUT/$1"
	for c in $corpora; do
		t0=$(date +%s)
		if TESTS="$TESTS" BIN=$2 OUT=$OUT/$1 RUN=${RUN:-} EVAL=$EVAL "$repo/scripts/eval.sh" "$c" > "$OUT/$1/$c.log" 2>&1; then
			echo "$1 $c: $(($(date +%s) - t0)) s"
		else
			echo "$1 $c: FAILED, see $OUT/$1/$c.log"
		fi
	done
}
corpora="$*"
if [ -d "$BASE" ]; then
	before=$BASE
else
	run_all before "$BASE"
	before=$OUT/before
fi
run_all after "$BIN"
files=
for c in $corpora; do
	for t in $TESTS; do
		files="$files $c-tests=$t.json"
	done
done
compare_dirs "$before" "$OUT/after" $files
