package rfc

import (
	"strings"
	"testing"
)

// quickCases are strings at the edges of what quickValid accepts: each
// mistake the full check looks for, and each limit of the host and port.
var quickCases = []string{
	"http://example.com", "http://example.com/", "https://a.example/x/y?z=1&w=2#f", "HTTP://Example.COM/",
	"ws://x.example:65535/", "ws://x.example:65536/", "http://x.example:0/", "http://x.example:/", "http://x.example:00080/",
	"http://x.example:80:90/", "http://x.example:8a/", "http://x.example:80?q", "http://x.example:80#f",
	"http://https//x", "http://http//x", "http://x.example//a", "http://x.example/a//b",
	"http://x.example/users/:id", "http://x.example/a:b", "http://x.example/:", "http://x.example/?a=:id",
	"http://x.example/?a=b?c=d", "http://x.example/?next=/a?b=c", "http://x.example/?a=1&amp;b=2",
	"http://x.example/?a=1&AMP;b=2", "http://x.example/?a=1&#38;b=2", "http://x.example/?a=1&", "http://x.example/?a=1&&b",
	"http://x.example/%s", "http://x.example/%de", "http://x.example/%4", "http://x.example/%4?", "http://x.example/?%zz",
	"http://x.example/#%", "http://x.example/#a#b", "http://x.example/#?/:@", "http://x.example/{id}", "http://x.example/${V}",
	"http://-x.example/", "http://x-.example/", "http://x.-example/", "http://x..example/", "http://x.example./",
	"http://1.2.3.4/", "http://x.1example/", "http://localhost/", "http://a_b.example/", "http://[::1]/",
	"http://u@x.example/", "http://u:p@x.example/", "http://%78.example/", "http://x{.example/", "http://x.exämple/",
	"http://" + repeat("a", 63) + ".example/", "http://" + repeat("a", 64) + ".example/",
	"http://" + repeat("a.", 125) + "abc/", "http://" + repeat("a.", 126) + "ab/", "http://" + repeat("a.", 126) + "abc/",
	"ftp://x.example/a;type=i", "file://x.example/etc", "mailto://x.example/", "news://x.example/", "gopher://x.example/",
	"nntp://x.example/", "nntp://x.example/a/b/c", "telnet://x.example/a/b", "telnet://x.example/?q", "ftp://x.example/a?b",
	"unknown+scheme.x://x.example/", "1http://x.example/", "h:/x", "h://", "http:///x", "http://", "//x.example/",
	"http://x.example/ a", " http://x.example/", "http://x.example/\x00", "http://x.example/é", "http://x.example/~a",
	"http://x.example/a\\b", "http://x.example/|", "http://x.example/?[]", "http://x.example/#[",
}

func repeat(s string, n int) string {
	out := ""
	for range n {
		out += s
	}
	return out
}

// TestQuickValidFindsNothing checks the promise of quickValid: the full
// check finds no violation in a string it accepts, under every profile,
// target and scheme setting, on the inputs of the net/url comparison (the
// validity tables and the benchmark sample) and strings at the edges of
// its shape.
func TestQuickValidFindsNothing(t *testing.T) {
	in := append(differentialInputs(t), quickCases...)
	accepted := 0
	for _, s := range in {
		for p := range Profile(4) {
			for target := range Target(len(targetNames)) {
				for _, gen := range []bool{false, true} {
					opts := Options{Profile: p, Target: target, Generic: gen}
					if !quickValid(s, &opts) {
						continue
					}
					accepted++
					if vs := appendCheck(nil, s, opts); len(vs) > 0 {
						t.Errorf("%q %+v: quickValid accepts it, the full check finds %v", s, opts, vs)
					}
				}
			}
		}
		if quickValid(s, &Options{Holes: []int{0}}) || quickValid(s, &Options{Joins: []int{0}}) {
			t.Errorf("%q: quickValid accepts it with a hole or a join", s)
		}
	}
	if accepted == 0 {
		t.Fatal("quickValid accepts nothing")
	}
}

// TestQuickValidCases pins what quickValid accepts among quickCases, so
// that a change of its reach is seen.
func TestQuickValidCases(t *testing.T) {
	want := map[string]bool{
		"http://example.com": true, "http://example.com/": true, "https://a.example/x/y?z=1&w=2#f": true,
		"HTTP://Example.COM/": true, "ws://x.example:65535/": true, "http://x.example:0/": true,
		"http://x.example:00080/": true, "http://x.example:80?q": true, "http://x.example:80#f": true,
		"http://x.example/a//b": true, "http://x.example/a:b": true, "http://x.example/?a=:id": true,
		"http://x.example/?a=1&&b": true, "http://x.example/%de": true, "http://x.example/#?/:@": true,
		"http://x.example./": false, "http://localhost/": true,
		"http://" + repeat("a", 63) + ".example/": true, "http://" + repeat("a.", 125) + "abc/": true,
		"file://x.example/etc": true, "mailto://x.example/": true, "unknown+scheme.x://x.example/": true,
		"http://x.example/~a": true,
	}
	for _, s := range quickCases {
		if got := quickValid(s, &Options{}); got != want[s] {
			t.Errorf("quickValid(%q) = %v, want %v", s, got, want[s])
		}
	}
}

// FuzzQuickValid looks for a string quickValid accepts in which the full
// check finds a violation.
func FuzzQuickValid(f *testing.F) {
	for _, s := range quickCases {
		f.Add(s, uint8(0), uint8(0), false)
	}
	f.Fuzz(func(t *testing.T, s string, profile, target uint8, generic bool) {
		opts := Options{Profile: Profile(profile % 4), Target: Target(int(target) % len(targetNames)), Generic: generic}
		if quickValid(s, &opts) {
			if vs := appendCheck(nil, s, opts); len(vs) > 0 {
				t.Fatalf("%q %+v: quickValid accepts it, the full check finds %v", s, opts, vs)
			}
		}
	})
}

// checkHostEnd checks hostEnd against dnsNameValid, the reading of a host
// the full check makes, for the host h followed by each ending.
func checkHostEnd(t *testing.T, h string) {
	name := h
	if i := strings.IndexAny(h, ":/?#"); i >= 0 {
		name = h[:i]
	}
	want := dnsNameValid(name)
	for _, end := range []string{"", "/", ":80", "?q", "#f", "/" + strings.Repeat("p", 9)} {
		s := "http://" + h + end
		e, ok := hostEnd(s, len("http://"))
		if ok != want || ok && e != len("http://")+len(name) {
			t.Errorf("hostEnd(%q) = %d, %v; dnsNameValid(%q) = %v", s, e, ok, name, want)
		}
	}
}

// TestHostEnd compares hostEnd with dnsNameValid on the hosts of the
// benchmark URLs and on hosts whose faults fall at each offset of its
// eight-byte steps.
func TestHostEnd(t *testing.T) {
	var hosts []string
	for _, s := range benchInputs(t) {
		var p parts
		split(s, splitRFC3986, &p)
		if p.authority.ok {
			hosts = append(hosts, s[p.authority.start:p.authority.end])
		}
	}
	for n := 1; n <= 70; n++ {
		for _, fault := range []string{"", ".", "-", "..", ".-", "-.", "--", "_", "@", "%41", "é", "1"} {
			for k := 0; k <= 2; k++ {
				label := strings.Repeat("a", n)
				hosts = append(hosts, fault+label, label+fault, label+fault+"b", "b"+fault+label+".c", label+fault+"b.c",
					label[:n/2]+fault+label[n/2:], strings.Repeat("a", k)+"."+label+fault+".com")
			}
		}
	}
	hosts = append(hosts, strings.Repeat("a.", 126)+"ab", strings.Repeat("a.", 126)+"abc", strings.Repeat("a", 64)+".b",
		"x."+strings.Repeat("a", 63), "x."+strings.Repeat("a", 64), "1.2.3.4", "x.1a", "x.a1", "")
	for _, h := range hosts {
		checkHostEnd(t, h)
	}
}

func FuzzHostEnd(f *testing.F) {
	for _, h := range []string{"example.com", "a-b.c", "a..b", "-a", "a-", "x.1y", "abcdefgh.ijklmnop:8", "a_b"} {
		f.Add(h)
	}
	f.Fuzz(checkHostEnd)
}
