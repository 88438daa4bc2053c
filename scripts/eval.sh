#!/bin/sh
# eval.sh runs urlvet-eval over the evaluation corpora, with and without
# tests, and writes one JSON report per run to $OUT, then a Markdown table.
#
#   scripts/eval.sh [-literals] [-analyzer nop] [corpus...]
#
# Environment: EVAL (corpora), OUT (reports), BIN (a urlvet-eval binary to
# use instead of building one from this tree, e.g. an older commit's), RUN
# (a prefix for each measurement, e.g. RUN="flock /tmp/heavy.lock nice" so
# that one heavy run at a time shares the machine), TESTS (the -tests
# values to run, default "false true"; TESTS=false measures non-test code
# only).
#
# Corpora live under $EVAL (default /tmp/eval), one tree each, brought there
# beforehand (see BENCHMARKS.md); std is always local. Corpus names: std,
# dockercli, podman, prometheus, ghcli, tailscale, etcd, natsserver,
# coredns, helm, k6, minio, minikube, ollama, argocd. With no corpus named, the default set is std,
# dockercli, podman, prometheus and ghcli.
set -eu
EVAL=${EVAL:-/tmp/eval}
OUT=${OUT:-$EVAL/results}
repo=$(cd "$(dirname "$0")/.." && pwd)
flags=
while [ $# -gt 0 ]; do
	case $1 in
	-literals) flags="$flags -literals"; shift ;;
	-analyzer) flags="$flags -analyzer $2"; shift 2 ;;
	*) break ;;
	esac
done
[ $# -gt 0 ] || set -- std dockercli podman prometheus ghcli
RUN=${RUN:-}
TESTS=${TESTS:-false true}
mkdir -p "$OUT"
if [ -z "${BIN:-}" ]; then
	BIN=$EVAL/urlvet-eval
	(cd "$repo" && go build -o "$BIN" ./internal/eval/cmd/urlvet-eval)
fi

tag=$(echo "$flags" | tr -d ' -')
files=
for corpus; do
	dir=$EVAL/$corpus patterns=./... project=$corpus goflags=$(go env GOFLAGS) cgo=$(go env CGO_ENABLED)
	case $corpus in
	std) dir=$(go env GOROOT)/src patterns=std ;;
	dockercli) project=docker/cli goflags=-mod=vendor ;;
	# Without cgo, podman type-checks offline with the tags of its cross builds.
	podman) project=containers/podman goflags="-mod=vendor -tags=containers_image_openpgp,exclude_graphdriver_btrfs" cgo=0 ;;
	ghcli) project=cli/cli ;;
	tailscale) project=tailscale/tailscale ;;
	# etcd is a workspace (go.work): ./... is the root module only, so
	# name the other modules' trees too (tools/ left out).
	etcd) project=etcd-io/etcd patterns="./... ./api/... ./cache/... ./client/... ./etcdctl/... ./etcdutl/... ./pkg/... ./server/... ./tests/..." ;;
	natsserver) project=nats-io/nats-server ;;
	coredns) project=coredns/coredns ;;
	helm) project=helm/helm ;;
	k6) project=grafana/k6 goflags=-mod=vendor ;;
	minio) project=minio/minio ;;
	minikube) project=kubernetes/minikube ;;
	ollama) project=ollama/ollama ;;
	argocd) project=argoproj/argo-cd ;;
	esac
	for tests in $TESTS; do
		f=$OUT/$corpus-tests=$tests${tag:+-$tag}.json
		GOFLAGS=$goflags CGO_ENABLED=$cgo $RUN "$BIN" -C "$dir" -project "$project" -tests=$tests $flags -o "$f" $patterns
		files="$files $f"
	done
done
"$BIN" -table -findings $files > "$OUT/table${tag:+-$tag}.md"
echo "wrote $OUT/table${tag:+-$tag}.md"
