package rfc

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// applyAllFixes applies the replacements of the fixable violations, which
// must not overlap.
func applyAllFixes(t testing.TB, s string, vs []Violation) string {
	var sb strings.Builder
	last := 0
	for _, v := range vs {
		if !v.Fixable {
			continue
		}
		if v.Start < last {
			t.Fatalf("%q: fix %+v overlaps the previous one", s, v)
		}
		sb.WriteString(s[last:v.Start])
		sb.WriteString(v.Replacement)
		last = v.End
	}
	sb.WriteString(s[last:])
	return sb.String()
}

// libraryRefs are the references of rules that a client library, not an
// RFC, defines.
var libraryRefs = map[string]bool{grpcRule.ref: true, postgresRule.ref: true, mongoRule.ref: true}

// checkInvariants checks what holds for every input: ranges inside the
// input, in order, each reported once, with a rule, an RFC (or a client
// library's documentation) and a message.
func checkInvariants(t testing.TB, s string, opts Options, vs []Violation) {
	for i, v := range vs {
		if v.Start < 0 || v.Start > v.End || v.End > len(s) {
			t.Fatalf("%q %+v: range of %+v outside the input", s, opts, v)
		}
		if v.Rule == "" || !strings.HasPrefix(v.RFC, "RFC ") && !libraryRefs[v.RFC] || v.Message == "" || v.Check == "" {
			t.Fatalf("%q %+v: incomplete violation %+v", s, opts, v)
		}
		if v.Fixable != (v.Replacement != "" || v.Fixable) {
			t.Fatalf("%q: bad fix %+v", s, v)
		}
		if i > 0 {
			if compareViolations(vs[i-1], v) > 0 {
				t.Fatalf("%q %+v: violations out of order: %+v then %+v", s, opts, vs[i-1], v)
			}
			if w := vs[i-1]; w.Start == v.Start && w.End == v.End && w.Check == v.Check {
				t.Fatalf("%q %+v: reported twice: %+v", s, opts, v)
			}
		}
	}
}

func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		"", "http://x/a b?q=c d", "https://bücher.example/ü", "a#b#c", "50%", "%4", "http://[::1]:80/",
		"http://[fe80::1%25eth0]/", "ftp://h/p;type=a", "mailto:a@b", "localhost:8080/x", "http//x",
		"http://user:pass@300.1.1.1:99999/", "\x00\xff", "http://my_svc/", "//[v7.x]/?#",
		"https://example.com/?next=/a?b", "http://a..b-/", "http://é%/",
		"https://a-b.example:8080/p/a%20t;x=y?q=1&r=/s#frag", // the shape quickValid accepts
		// Client library targets.
		"unix://x/y",
		"nats://a:1, b:2",
		"mongodb+srv://a,b:1/?x",
		"postgres://u:p@h1:1,h2/db?x#y",
		"dns:///[::1]:443",
	} {
		f.Add(s, uint8(0), uint8(0), false)
	}
	f.Add("http://x/{}", uint8(1), uint8(3), true)
	f.Add("news:comp.lang.go", uint8(2), uint8(1), false)
	f.Fuzz(func(t *testing.T, s string, profile, target uint8, generic bool) {
		opts := Options{Profile: Profile(profile % 3), Target: Target(int(target) % len(targetNames)), Generic: generic}
		vs := Check(s, opts)
		checkInvariants(t, s, opts, vs)
		sameAsReadingAll(t, s, opts)
		if quickValid(s, &opts) {
			if full := appendCheck(nil, s, opts); len(full) > 0 {
				t.Fatalf("%q %+v: quickValid accepts it, the full check finds %v", s, opts, full)
			}
		}
		fixed := applyAllFixes(t, s, vs)
		for _, v := range Check(fixed, opts) {
			if v.Fixable {
				t.Fatalf("%q %+v: fixed to %q, which still has the fixable %+v", s, opts, fixed, v)
			}
		}
		if again := applyAllFixes(t, fixed, Check(fixed, opts)); again != fixed {
			t.Fatalf("%q: fixing twice changes %q to %q", s, fixed, again)
		}
		// A hole anywhere must not make the checker misbehave.
		if len(s) > 0 {
			opts.Holes = []int{len(s) / 2}
			checkInvariants(t, s, opts, Check(s, opts))
		}
	})
}

// TestBadInput feeds invalid UTF-8, NUL and control bytes: each is
// reported, nothing panics.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		in    string
		check CheckID
	}{
		{"http://x/\xff\xfe", CheckNonASCII},
		{"http://x/a\x00b", CheckChar},
		{"http://x/?a\x7f", CheckChar},
		{"http://x/#\n", CheckChar},
		{"\t", CheckChar},
		{"http://x\x00y/", CheckHost},
		{"ht\x00tp://x/", CheckScheme},
	} {
		for p := range Profile(3) {
			opts := Options{Profile: p}
			vs := Check(tc.in, opts)
			checkInvariants(t, tc.in, opts, vs)
			check, fixable := tc.check, tc.check == CheckChar
			if p == RFC1738 && check == CheckScheme {
				// RFC 1808 §2.4.2: no scheme, so a relative path, which the
				// deletion would turn into a URL with a scheme and a host.
				check, fixable = CheckChar, false
			}
			// A control byte is deleted; other bad bytes have no fix.
			found := false
			for _, v := range vs {
				found = found || v.Check == check && v.Fixable == fixable && v.Replacement == ""
			}
			if !found {
				t.Errorf("%v %q: no %s violation (fixed by deletion if char, else unfixable) in %v", p, tc.in, check, vs)
			}
		}
	}
	if vs := Check("/a b/é\xff", Options{Target: DecodedPath}); len(vs) != 1 || vs[0].Start != 7 || vs[0].Check != CheckNonASCII {
		t.Errorf("DecodedPath: want only the invalid byte at 7, got %v", vs)
	}
}

// TestLinearTime checks inputs of the shapes that could make a checker
// quadratic (one violation per byte, long hosts, many labels, many '@' and
// ':', many holes) at two sizes, 8 KiB and 64 KiB: eight times the input
// must take about eight times the CPU time, not 64, and at most a few
// microseconds per byte.
func TestLinearTime(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	shapes := []struct {
		prefix, unit string
		opts         Options
		holes        bool // a hole every 16 bytes
	}{
		{"http://x/", " ", Options{}, false},
		{"http://x/", "%", Options{}, false},
		{"http://x/", "\xff", Options{}, false},
		{"http://", "-_.", Options{}, false},
		{"http://", "@:", Options{}, false},
		{"http://[", ":", Options{}, false},
		{"", "a:[", Options{}, false},
		{"", "#", Options{}, false},
		{"http://x/?", "/?", Options{Profile: RFC1738}, false},
		{"", "\x01", Options{Target: DecodedPath}, false},
		{"http://x/", " %", Options{}, true},
	}
	const perByte = 3 * time.Microsecond
	for _, sh := range shapes {
		check := func(n int) func() {
			in := sh.prefix + strings.Repeat(sh.unit, n/len(sh.unit))
			opts := sh.opts
			for i := 20; sh.holes && i < n; i += 16 {
				opts.Holes = append(opts.Holes, i)
			}
			if vs := Check(in, opts); len(vs) == 0 {
				t.Errorf("%q%q…: no violation in %d bytes", sh.prefix, sh.unit, n)
			}
			return func() { Check(in, opts) }
		}
		small, large := growth(check)
		t.Logf("%q%q…: %d KiB in %v, %d KiB in %v", sh.prefix, sh.unit, smallInput>>10, small, largeInput>>10, large)
		if !linear(small, large) || large > perByte*largeInput {
			t.Errorf("%q%q…: %d KiB in %v, %d KiB in %v: not linear", sh.prefix, sh.unit, smallInput>>10, small, largeInput>>10, large)
		}
	}
}

// TestLinearDetectsQuadratic checks that growth and linear reject a scan
// of the rest of the input at every fourth byte.
func TestLinearDetectsQuadratic(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	var sink int
	// A byte loop, not strings.IndexByte: a vector search runs faster on
	// the longer tails of the larger input, which hides the growth on
	// some machines (a ratio of 25 to 39 instead of 64).
	quadratic := func(n int) func() {
		in := strings.Repeat("a", n)
		return func() {
			for i := 0; i < len(in); i += 8 {
				for j := i; j < len(in); j++ {
					if in[j] == 'b' {
						sink++
					}
				}
			}
		}
	}
	small, large := growth(quadratic)
	t.Logf("%d KiB in %v, %d KiB in %v", smallInput>>10, small, largeInput>>10, large)
	if linear(small, large) {
		t.Errorf("a quadratic scan passes as linear: %d KiB in %v, %d KiB in %v", smallInput>>10, small, largeInput>>10, large)
	}
}

// The input sizes of growth.
const smallInput, largeInput = 8 << 10, 64 << 10

// growth returns the times that the function prepare returns for an input
// of smallInput and one of largeInput bytes take: the least CPU time (or,
// without it, wall time) of three runs, with the garbage collector off,
// whose pacing makes allocation-heavy work on small inputs look
// superlinear.
func growth(prepare func(n int) func()) (small, large time.Duration) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	measure := func(f func()) time.Duration {
		best := time.Duration(1 << 62)
		for range 3 {
			runtime.GC()
			start, cpu0 := time.Now(), cpuTime()
			f()
			d := time.Since(start)
			if cpu0 > 0 {
				d = time.Duration(cpuTime() - cpu0)
			}
			best = min(best, d)
		}
		return best
	}
	return measure(prepare(smallInput)), measure(prepare(largeInput))
}

// linear reports whether a run on an input eight times as long taking
// large rather than small is linear growth: measured ratios for linear work
// reach 16 on a shared machine, quadratic work gives 64. Under a millisecond
// the work is too small to tell, and too fast to matter.
func linear(small, large time.Duration) bool {
	return large < time.Millisecond || large < 32*small
}

// TestDeletionKeepsSplit checks that a control byte's deletion is offered
// only when the URL without it splits into the same parts: deleting it
// must not give the URL a scheme or an authority it did not have.
func TestDeletionKeepsSplit(t *testing.T) {
	for _, tc := range []struct {
		in      string
		profile Profile
		fixable bool
	}{
		{"http://x/a\x00b", RFC3986, true},
		{"http://x/a/\x00/b", RFC3986, true}, // an empty segment, still a path
		{"ftp:/\x00//;", RFC3986, false},     // the path "/\x00//;" would become an authority
		{"http:\x00//example.com/", RFC3986, false},
		{"a\x00b:/x", RFC3986, true},  // a scheme either way under Appendix B
		{"a\x00b:/x", RFC1738, false}, // under RFC 1808 "ab" would become a scheme
	} {
		vs := Check(tc.in, Options{Profile: tc.profile})
		for _, v := range vs {
			if v.Check == CheckChar && v.Replacement == "" && v.Start < len(tc.in) && tc.in[v.Start] < 0x20 && v.Fixable != tc.fixable {
				t.Errorf("%v %q: deletion of byte %d fixable = %v, want %v", tc.profile, tc.in, v.Start, v.Fixable, tc.fixable)
			}
		}
	}
}
