package rfc

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// verdictHashes holds, for each set of inputs verdictInputs reads (named
// by the digest of its strings), the digest of every violation Check
// returns for them. A change that only makes Check faster leaves each as
// it is; a change of verdicts must say so here (a target added changes
// both: its options are checked too).
var verdictHashes = map[string]struct {
	inputs  int
	results string
}{
	// The tables of testdata and the 3,954-URL sample of testdata/bench.
	"2b850ed090b17316": {4883, "bfc7a80a0915f9f6"},
	// The same with -corpus at the 102,855 URLs of the project's shared
	// benchmark corpus (ada-url/url-various-datasets).
	"ab278ace0a7f809d": {103706, "489139405f28a923"},
}

// verdictInputs returns, sorted and without repeats, every string of the
// validity tables, of net/url's test tables, of the resolution tables, of
// the fuzz seed corpus and of the benchmark URLs (-corpus, or the sample).
func verdictInputs(t *testing.T) []string {
	in := differentialInputs(t)
	for _, f := range []string{"foursuite.tsv", "rfc-examples.tsv", "roytest.tsv"} {
		for _, r := range readTSV(t, "testdata/resolve/"+f, true) {
			in = append(in, r...)
		}
	}
	files, err := filepath.Glob("testdata/fuzz/*/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		if len(lines) < 2 || !strings.HasPrefix(lines[1], "string(") {
			continue
		}
		s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "string("), ")"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		in = append(in, s)
	}
	in = append(in, quickCases...)
	slices.Sort(in)
	return slices.Compact(in)
}

// verdictOptions are the options every input is checked under: each
// profile and target, with and without the scheme grammars, and a
// reference with a hole or a join in its middle.
func verdictOptions(s string) []Options {
	var opts []Options
	for p := range Profile(3) {
		for target := range Target(len(targetNames)) {
			for _, gen := range []bool{false, true} {
				opts = append(opts, Options{Profile: p, Target: target, Generic: gen})
			}
		}
		opts = append(opts, Options{Profile: p, Holes: []int{len(s) / 2}}, Options{Profile: p, Joins: []int{len(s) / 2}})
	}
	return opts
}

// verdictWriter writes violations to a hash, each field delimited.
type verdictWriter struct {
	h   hash.Hash
	buf []byte
}

func (w *verdictWriter) str(s string) {
	w.buf = binary.AppendUvarint(w.buf, uint64(len(s)))
	w.buf = append(w.buf, s...)
}

func (w *verdictWriter) int(n int) { w.buf = binary.AppendVarint(w.buf, int64(n)) }

func (w *verdictWriter) write(i int, opts Options, vs []Violation) {
	w.buf = w.buf[:0]
	w.int(i)
	w.int(int(opts.Profile))
	w.int(int(opts.Target))
	w.int(len(opts.Holes))
	w.int(len(opts.Joins))
	if opts.Generic {
		w.int(1)
	} else {
		w.int(0)
	}
	w.int(len(vs))
	for _, v := range vs {
		w.int(v.Start)
		w.int(v.End)
		w.str(string(v.Check))
		w.str(v.Rule)
		w.str(v.RFC)
		w.str(v.Message)
		w.int(int(v.Severity))
		if v.Fixable {
			w.int(1)
		} else {
			w.int(0)
		}
		w.str(v.Replacement)
	}
	w.h.Write(w.buf)
}

// TestVerdictHash checks that Check's verdicts on every input under every
// option are the ones recorded: their range, check, rule, RFC, message,
// severity and fix. Run it with -corpus on the shared benchmark corpus
// after a change for speed.
func TestVerdictHash(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	in := verdictInputs(t)
	ih := sha256.New()
	for _, s := range in {
		ih.Write([]byte(s))
		ih.Write([]byte{0})
	}
	inputs := hex.EncodeToString(ih.Sum(nil))[:16]
	w := verdictWriter{h: sha256.New()}
	var dst []Violation
	for i, s := range in {
		for _, opts := range verdictOptions(s) {
			dst = AppendCheck(dst[:0], s, opts)
			w.write(i, opts, dst)
		}
	}
	results := hex.EncodeToString(w.h.Sum(nil))[:16]
	want, ok := verdictHashes[inputs]
	if !ok {
		t.Skipf("no verdicts recorded for these %d inputs (digest %s); their verdicts' digest is %s", len(in), inputs, results)
	}
	if len(in) != want.inputs || results != want.results {
		t.Errorf("%d inputs (digest %s): verdicts' digest %s, want %s", len(in), inputs, results, want.results)
	}
	t.Logf("%d inputs × %d options: verdicts' digest %s", len(in), len(verdictOptions("")), results)
}
