#!/bin/sh
# check-project.sh OWNER/REPO [CASE] says whether a project may become a
# case of the held-out set being built, and claims it for CASE if so.
#
# A project may not be used when the repository names it anywhere (an
# earlier set's project list, a sweep list, a finding, a corpus), or when
# another case of the set has claimed it. Exit 0: free (and now claimed);
# 1: taken, with the reason on stderr.
#
# Environment: HELDOUT (default /work/heldout), REPO (this repository).
set -eu
[ $# -ge 1 ] || { echo "usage: check-project.sh OWNER/REPO [CASE]" >&2; exit 2; }
HELDOUT=${HELDOUT:-/work/heldout}
REPO=${REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
p=$(echo "$1" | sed 's,^https://github.com/,,; s,/*$,,' | tr 'A-Z' 'a-z')
name=${p#*/}
claims=$HELDOUT/claims.txt
mkdir -p "$HELDOUT"
touch "$claims"
if git -C "$REPO" grep -q -i -F "$p" -- . ; then
	echo "taken: the repository names $p:" >&2
	git -C "$REPO" grep -l -i -F "$p" -- . | head -3 >&2
	exit 1
fi
if [ -d /work/shared/corpora ] && grep -r -q -i -F "$p" /work/shared/corpora 2>/dev/null; then
	echo "taken: a shared corpus names $p" >&2
	exit 1
fi
exec 9>>"$claims.lock"
flock 9
if grep -q -i -F -x -e "$p" "$claims" || grep -q -i -F -e "$p " "$claims"; then
	echo "taken: another case claimed $p: $(grep -i -F -e "$p" "$claims" | head -1)" >&2
	exit 1
fi
echo "$p ${2:-}" >>"$claims"
echo "free: $p claimed${2:+ for $2} ($name)"
