package rfc

import (
	"net/url"
	"testing"
)

// The benchmarks run over the sample of real URLs in testdata/bench, so
// that BenchmarkCheck and BenchmarkNetURLParse are compared on the same
// inputs in the same run. Each reports ns/URL, and cpu-ns/URL: the CPU
// time the process spent, which a busy shared machine does not inflate.

// perURL reports the per-URL metrics of a benchmark that ran from
// cpu0 over n URLs per iteration.
func perURL(b *testing.B, cpu0 int64, n int) {
	urls := float64(b.N * n)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/urls, "ns/URL")
	if cpu := cpuTime(); cpu > 0 {
		b.ReportMetric(float64(cpu-cpu0)/urls, "cpu-ns/URL")
	}
}

func BenchmarkCheck(b *testing.B) {
	in := benchInputs(b)
	var dst []Violation
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, s := range in {
			dst = AppendCheck(dst[:0], s, Options{})
		}
	}
	perURL(b, cpu0, len(in))
}

func BenchmarkNetURLParse(b *testing.B) {
	in := benchInputs(b)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, s := range in {
			url.Parse(s)
		}
	}
	perURL(b, cpu0, len(in))
}

// BenchmarkCheckValid checks only the sample's valid URLs: the path that
// must not allocate.
func BenchmarkCheckValid(b *testing.B) {
	in := validBenchInputs(b)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, s := range in {
			AppendCheck(nil, s, Options{})
		}
	}
	perURL(b, cpu0, len(in))
}

func validBenchInputs(tb testing.TB) []string {
	var valid []string
	for _, s := range benchInputs(tb) {
		if len(Check(s, Options{})) == 0 {
			valid = append(valid, s)
		}
	}
	if len(valid) < len(benchInputs(tb))/2 {
		tb.Fatalf("only %d valid URLs in the sample", len(valid))
	}
	return valid
}

// TestValidAllocatesNothing checks the promise of AppendCheck: checking a
// valid string allocates nothing, under every profile, with and without
// the scheme grammars.
func TestValidAllocatesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	in := validBenchInputs(t)
	for _, p := range []Profile{RFC3986, RFC2396, RFC1738} {
		for _, gen := range []bool{false, true} {
			opts := Options{Profile: p, Generic: gen}
			n := 0
			for _, s := range in {
				if len(Check(s, opts)) > 0 {
					continue
				}
				n++
				if a := testing.AllocsPerRun(5, func() { AppendCheck(nil, s, opts) }); a != 0 {
					t.Errorf("%v generic=%v: %q: %v allocations", p, gen, s, a)
				}
			}
			if n == 0 {
				t.Errorf("%v generic=%v: no valid input", p, gen)
			}
		}
	}
}
