#!/bin/sh
# validate.sh CASEDIR checks one held-out case before the set is frozen:
#
#   - CASE.md names the project, the fix (a commit or pull request URL)
#     and the category;
#   - bug/ and fixed/ are Go modules that use the standard library only
#     (no require), build and pass go vet;
#   - go test ./... fails in bug/ and passes in fixed/;
#   - bug/ marks 1 to 3 lines with // BUG, fixed/ marks none.
#
# Prints "ok CASE" or each failure and exits 1.
set -u
c=${1%/}
name=$(basename "$c")
fail=0
no() { echo "$name: $*"; fail=1; }
[ -f "$c/CASE.md" ] || no "no CASE.md"
if [ -f "$c/CASE.md" ]; then
	grep -q -E 'https://github\.com/[^ ]+/(pull/[0-9]+|commit/[0-9a-f]{7,})' "$c/CASE.md" || no "CASE.md cites no pull request or commit URL"
	grep -q -i -E '^(- )?\**category\**: *(join|resolve|helper|value|template|escape|hostport|parser)' "$c/CASE.md" || no "CASE.md has no 'category:' line of a known category"
fi
for t in bug fixed; do
	d=$c/$t
	[ -f "$d/go.mod" ] || { no "$t: no go.mod"; continue; }
	grep -q '^require' "$d/go.mod" && no "$t: go.mod requires modules (standard library only)"
	(cd "$d" && go build ./... >/dev/null 2>&1) || no "$t: does not build"
	(cd "$d" && go vet ./... >/dev/null 2>&1) || no "$t: go vet fails"
done
if [ -f "$c/bug/go.mod" ]; then
	(cd "$c/bug" && go test -count=1 ./... >/dev/null 2>&1) && no "bug: go test passes (it must fail)"
	n=$(grep -r --include='*.go' -c '// BUG' "$c/bug" | awk -F: '{s+=$2} END {print s+0}')
	[ "$n" -ge 1 ] && [ "$n" -le 3 ] || no "bug: $n lines marked // BUG (1 to 3)"
fi
if [ -f "$c/fixed/go.mod" ]; then
	(cd "$c/fixed" && go test -count=1 ./... >/dev/null 2>&1) || no "fixed: go test fails (it must pass)"
	grep -r -q --include='*.go' '// BUG' "$c/fixed" && no "fixed: marks a line // BUG"
fi
[ $fail = 0 ] && echo "ok $name"
exit $fail
