package rfc

import (
	"net/url"
	"runtime"
	"testing"
	"time"
)

// The benchmarks run over the sample of real URLs in testdata/bench, so
// that BenchmarkCheck, BenchmarkByteClassScan and BenchmarkNetURLParse are
// compared on the same inputs in the same run. Each reports ns/URL, and
// cpu-ns/URL: the CPU time the process spent, which a busy shared machine
// does not inflate. BenchmarkRatios times the three in turn within each
// iteration and reports their ratios. Over the full lists (-corpus, see
// testdata/README.md):
//
//	go test ./rfc -run XXX -bench 'Ratios|ByteClassScan|Check$|CheckValid|NetURL' -benchmem -count 10 -corpus DIR > new.txt
//	benchstat new.txt

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

// byteClassScan is the floor of a check: one pass over every byte of
// each string, one class-table test a byte (is it a byte of a URL at all,
// unreserved, sub-delims, ':', '@', '/' or '?'), nothing else. It returns
// the number of other bytes, so that the loop is not optimized away.
func byteClassScan(in []string) int {
	t := &classes[RFC3986]
	n := 0
	for _, s := range in {
		for i := 0; i < len(s); i++ {
			if t[s[i]]&bitFragment == 0 {
				n++
			}
		}
	}
	return n
}

var scanSink int

func BenchmarkByteClassScan(b *testing.B) {
	in := benchInputs(b)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		scanSink += byteClassScan(in)
	}
	perURL(b, cpu0, len(in))
}

// BenchmarkRatios times byteClassScan, Check and url.Parse over the same
// URLs, one after the other in each iteration, so that a change of load
// on a shared machine weighs on the three alike. It reports each one's
// ns/URL, Check's time over the scan's (check/scan) and url.Parse's over
// Check's (neturl/check); on Linux also the CPU time of the benchmark's
// thread in each (cpu-scan-ns/URL, ...) and the same ratios of it
// (cpu-check/scan, cpu-neturl/check), which a wait for a core does not
// inflate.
func BenchmarkRatios(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	in := benchInputs(b)
	var dst []Violation
	var scan, check, parse time.Duration
	var cpuScan, cpuCheck, cpuParse int64
	for b.Loop() {
		t0, c0 := time.Now(), threadCPUTime()
		scanSink += byteClassScan(in)
		t1, c1 := time.Now(), threadCPUTime()
		for _, s := range in {
			dst = AppendCheck(dst[:0], s, Options{})
		}
		t2, c2 := time.Now(), threadCPUTime()
		for _, s := range in {
			url.Parse(s)
		}
		t3, c3 := time.Now(), threadCPUTime()
		scan, check, parse = scan+t1.Sub(t0), check+t2.Sub(t1), parse+t3.Sub(t2)
		cpuScan, cpuCheck, cpuParse = cpuScan+c1-c0, cpuCheck+c2-c1, cpuParse+c3-c2
	}
	urls := float64(b.N * len(in))
	b.ReportMetric(float64(scan)/urls, "scan-ns/URL")
	b.ReportMetric(float64(check)/urls, "check-ns/URL")
	b.ReportMetric(float64(parse)/urls, "neturl-ns/URL")
	b.ReportMetric(float64(check)/float64(scan), "check/scan")
	b.ReportMetric(float64(parse)/float64(check), "neturl/check")
	if cpuScan > 0 && cpuCheck > 0 {
		b.ReportMetric(float64(cpuScan)/urls, "cpu-scan-ns/URL")
		b.ReportMetric(float64(cpuCheck)/urls, "cpu-check-ns/URL")
		b.ReportMetric(float64(cpuParse)/urls, "cpu-neturl-ns/URL")
		b.ReportMetric(float64(cpuCheck)/float64(cpuScan), "cpu-check/scan")
		b.ReportMetric(float64(cpuParse)/float64(cpuCheck), "cpu-neturl/check")
	}
	b.ReportMetric(0, "ns/op") // the sum of the three says nothing
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
