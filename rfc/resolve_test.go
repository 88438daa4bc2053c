package rfc

import (
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

// readTable reads a table of testdata/resolve.
func readTable(t *testing.T, name string) [][]string {
	t.Helper()
	rows := readTSV(t, filepath.Join("testdata", "resolve", name), true)
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

// TestResolveRFCExamples checks every example of RFC 1808 §5, RFC 2396
// Appendix C and RFC 3986 §5.4 against its own RFC.
func TestResolveRFCExamples(t *testing.T) {
	columns := []struct {
		profile Profile
		base    string
	}{
		{RFC1738, "http://a/b/c/d;p?q#f"}, // RFC 1808 §5 gives its base a fragment
		{RFC2396, "http://a/b/c/d;p?q"},
		{RFC3986, "http://a/b/c/d;p?q"},
	}
	checked := 0
	for _, row := range readTable(t, "rfc-examples.tsv") {
		if len(row) != 4 {
			t.Fatalf("bad row %q", row)
		}
		ref := row[0]
		for i, col := range columns {
			want := row[i+1]
			if want == "-" {
				continue // not among this RFC's examples
			}
			// RFC 2396 §4.2: "(current document)" is the base without
			// its fragment.
			want = strings.Replace(want, "(current document)", "http://a/b/c/d;p?q", 1)
			got, err := Resolve(col.base, ref, col.profile)
			if err != nil || got != want {
				t.Errorf("RFC %s: Resolve(%q, %q) = %q, %v; want %q", col.profile, col.base, ref, got, err, want)
			}
			checked++
		}
	}
	if checked != 123 {
		t.Errorf("checked %d examples, want 123", checked)
	}
}

// A departure is a peer table row whose expected result is not what the
// RFC text gives.
type departure struct {
	want   string // what the RFC text gives
	reason string
}

// peerDepartures lists, by "file\tref\tbase\texpected", the peer rows that
// depart from RFC 3986 as written.
var peerDepartures = map[string]departure{
	// The roytest pages predate the last drafts of RFC 3986: they keep RFC
	// 2396's handling of dot segments above the root and in absolute paths.
	"roytest.tsv\t../../../g\thttp://a/b/c/d;p?q\thttp://a/../g":       {"http://a/g", "RFC 3986 §5.4.2: \"..\" above the root is removed (RFC 2396 kept it)"},
	"roytest.tsv\t../../../../g\thttp://a/b/c/d;p?q\thttp://a/../../g": {"http://a/g", "RFC 3986 §5.4.2: \"..\" above the root is removed (RFC 2396 kept it)"},
	"roytest.tsv\t/./g\thttp://a/b/c/d;p?q\thttp://a/./g":              {"http://a/g", "RFC 3986 §5.2.2 removes dot segments from absolute paths too"},
	"roytest.tsv\t/../g\thttp://a/b/c/d;p?q\thttp://a/../g":            {"http://a/g", "RFC 3986 §5.2.2 removes dot segments from absolute paths too"},

	// 4Suite (as kept by uriparser) lists both RFC 2396's and RFC 3986's
	// answer for some references.
	"foursuite.tsv\t?y\thttp://a/b/c/d;p?q=1/2\thttp://a/b/c/?y": {"http://a/b/c/d;p?y", "RFC 2396's answer; RFC 3986 §5.2.2 keeps the base path for a query-only reference"},
	"foursuite.tsv\t.//g\tf:/a\tf://g":                           {"f:/.//g", "RFC 3986 §5.2.4 gives the path \"//g\", which §3.3 forbids without an authority; written \"/.//g\" so that \"g\" is not read as an authority (the table also lists this answer)"},

	// uriparser keeps a rootless base path rootless; RFC 3986 §5.2.4 step C
	// as written leaves the '/' of "/.." in the input buffer, so the path
	// comes out rooted (python-hyper/rfc3986 issue 84 discusses the same).
	"foursuite.tsv\t../c\tfoo:a/b\tfoo:c":             {"foo:/c", "RFC 3986 §5.2.4 step C on \"a/../c\" gives \"/c\""},
	"foursuite.tsv\tfoo/../../../bar\tzz:abc\tzz:bar": {"zz:/bar", "RFC 3986 §5.2.4 step C on \"foo/../../../bar\" gives \"/bar\""},
	"foursuite.tsv\tfoo/../bar\tzz:abc\tzz:bar":       {"zz:/bar", "RFC 3986 §5.2.4 step C on \"foo/../bar\" gives \"/bar\""},
}

// TestResolvePeers checks the peer tables under RFC 3986: roytest (written
// for the draft that became RFC 3986) and 4Suite's absolutize cases
// directly, and 4Suite's relativize cases by resolving the relative form
// back to the target.
func TestResolvePeers(t *testing.T) {
	used := map[string]bool{}
	check := func(file, ref, base, want string) {
		t.Helper()
		got, err := Resolve(base, ref, RFC3986)
		if err != nil {
			t.Errorf("%s: Resolve(%q, %q): %v", file, base, ref, err)
			return
		}
		key := file + "\t" + ref + "\t" + base + "\t" + want
		if d, ok := peerDepartures[key]; ok {
			used[key] = true
			if got != d.want || got == want {
				t.Errorf("%s: Resolve(%q, %q) = %q; the table says %q, RFC 3986 gives %q (%s)", file, base, ref, got, want, d.want, d.reason)
			}
			return
		}
		if got != want {
			t.Errorf("%s: Resolve(%q, %q) = %q; want %q", file, base, ref, got, want)
		}
	}
	for _, row := range readTable(t, "roytest.tsv") {
		check("roytest.tsv", row[0], row[1], row[2])
	}
	for _, row := range readTable(t, "foursuite.tsv") {
		switch row[3] {
		case "absolutize":
			check("foursuite.tsv", row[0], row[1], row[2])
		case "relativize":
			// row[0] is the target, row[2] its form relative to row[1].
			got, err := Resolve(row[1], row[2], RFC3986)
			if err != nil || got != row[0] {
				t.Errorf("foursuite.tsv: Resolve(%q, %q) = %q, %v; want %q (relativize row)", row[1], row[2], got, err, row[0])
			}
		default:
			t.Errorf("foursuite.tsv: unknown mode %q", row[3])
		}
	}
	for key := range peerDepartures {
		if !used[key] {
			t.Errorf("departure %q matches no row", key)
		}
	}
}

func TestResolveErrors(t *testing.T) {
	for _, tc := range []struct {
		base, ref string
		p         Profile
		err       error
	}{
		{"/a/b", "g", RFC3986, ErrRelativeBase},
		{"", "g", RFC1738, ErrRelativeBase},
		{"1http://a/", "g", RFC3986, ErrBadScheme},
		{"http://a/", "1a:b", RFC3986, ErrBadScheme},
		{"http://a/", "a b:c", RFC2396, ErrBadScheme},
	} {
		if _, err := Resolve(tc.base, tc.ref, tc.p); err != tc.err {
			t.Errorf("Resolve(%q, %q, %s) error = %v; want %v", tc.base, tc.ref, tc.p, err, tc.err)
		}
	}
	// RFC 1808 §2.4.2 reads any run of scheme characters before ':' as a
	// scheme, and anything else as a relative path.
	if got, err := Resolve("http://a/b", "a b:c", RFC1738); err != nil || got != "http://a/a b:c" {
		t.Errorf("RFC 1738: Resolve(a b:c) = %q, %v", got, err)
	}
}

// TestResolveCases covers what the tables do not: bases without a path,
// the "/." guard, RFC 1808's empty net_loc and params.
func TestResolveCases(t *testing.T) {
	for _, tc := range []struct {
		p               Profile
		base, ref, want string
	}{
		{RFC3986, "http://a", "g", "http://a/g"},
		{RFC2396, "http://a", "g", "http://a/g"},
		{RFC1738, "http://a", "g", "http://a/g"},
		{RFC3986, "http://a/b?q#f", "#s", "http://a/b?q#s"},
		{RFC3986, "f:/a", "/..//g", "f:/.//g"},
		{RFC3986, "f:a/b", "..//g", "f:/.//g"},
		{RFC2396, "f:/a", ".//g", "f:/.//g"},
		{RFC3986, "mailto:x", "//g", "mailto://g"},
		{RFC1738, "http://a/b/c", "///g", "http://a/g"}, // RFC 1808 step 3: an empty net_loc is inherited
		{RFC3986, "http://a/b/c", "///g", "http:///g"},
		{RFC1738, "http://a/b;p?q", ";", "http://a/b;p?q"},
		{RFC1738, "http://a/b;p?q", "?", "http://a/b;p?q"},
		{RFC1738, "http://a/b/c;p=1/2?q", "g", "http://a/b/g"}, // params are off the path
		{RFC2396, "http://a/b/c/d", "g/../../../h/./i/.", "http://a/h/i/"},
		{RFC2396, "http://a/b/c/d", "../../../..", "http://a/../.."},
		{RFC2396, "foo:a/b", "../../c", "foo:../c"},
		{RFC3986, "http://a/b/c/d", "../../../..", "http://a/"},
		{RFC3986, "http://a/b/c/d", "g/./h/../../i", "http://a/b/c/i"},
		{RFC3986, "A:.", "#", "A:#"},                      // the base path is normalized first (§5.2.1)
		{RFC3986, "http://a/b/c/..", "d", "http://a/b/d"}, // so a base ending in "/.." names its parent
	} {
		got, err := Resolve(tc.base, tc.ref, tc.p)
		if err != nil || got != tc.want {
			t.Errorf("RFC %s: Resolve(%q, %q) = %q, %v; want %q", tc.p, tc.base, tc.ref, got, err, tc.want)
		}
	}
}

// removeDotSegmentsText is RFC 3986 §5.2.4 transcribed step by step on
// strings, as an independent check of removeDotSegments.
func removeDotSegmentsText(in string) string {
	out := ""
	dropLast := func() {
		if i := strings.LastIndexByte(out, '/'); i >= 0 {
			out = out[:i]
		} else {
			out = ""
		}
	}
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = "/" + in[3:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = "/" + in[4:]
			dropLast()
		case in == "/..":
			in = "/"
			dropLast()
		case in == "." || in == "..":
			in = ""
		default:
			i := strings.IndexByte(in[1:], '/') + 1
			if i == 0 {
				i = len(in)
			}
			out += in[:i]
			in = in[i:]
		}
	}
	return out
}

// relativeDotsText is RFC 2396 §5.2 steps 6c–6f transcribed as string
// rewriting, for rooted paths (where a segment starts after a '/'), as an
// independent check of relativeDots.
func relativeDotsText(p string) string {
	// 6c: remove every "./" whose "." is a complete segment.
	for i := 1; i+2 <= len(p); {
		if p[i-1] == '/' && p[i:i+2] == "./" {
			p = p[:i] + p[i+2:]
			continue
		}
		i++
	}
	// 6d: a final "." segment.
	if strings.HasSuffix(p, "/.") {
		p = p[:len(p)-1]
	}
	// 6e: remove the leftmost "<segment>/../" (segment not ".."), again
	// and again.
	for removed := true; removed; {
		removed = false
		for i := 1; i < len(p); i++ {
			if p[i-1] != '/' {
				continue
			}
			j := strings.IndexByte(p[i:], '/')
			if j < 0 {
				break
			}
			if p[i:i+j] != ".." && strings.HasPrefix(p[i+j:], "/../") {
				p = p[:i] + p[i+j+4:]
				removed = true
				break
			}
		}
	}
	// 6f: a final "<segment>/..".
	if strings.HasSuffix(p, "/..") && len(p) > 3 {
		k := strings.LastIndexByte(p[:len(p)-3], '/') + 1
		if p[k:len(p)-3] != ".." {
			p = p[:k]
		}
	}
	return p
}

func TestRelativeDots(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/b/c/../../../g", "/../g"}, // RFC 2396 Appendix C.2
		{"/b/c/./../../g", "/g"},
		{"/s//a/b/../../../g", "/s/g"},
		{"/a/b/..", "/a/"},
		{"/../..", "/../.."},
		{"/a/./b/.", "/a/b/"},
	} {
		if got := string(relativeDots(nil, "", tc.in)); got != tc.want {
			t.Errorf("relativeDots(%q) = %q; want %q", tc.in, got, tc.want)
		}
		if got := relativeDotsText(tc.in); got != tc.want {
			t.Errorf("relativeDotsText(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}

func TestRemoveDotSegments(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"}, // RFC 3986 §5.2.4
		{"mid/content=5/../6", "mid/6"},
		{"/..//a", "//a"},
		{"a/../b", "/b"},
		{"", ""},
		{"/", "/"},
		{"..", ""},
		{"/a/..", "/"},
	} {
		if got := string(removeDotSegments([]byte(tc.in))); got != tc.want {
			t.Errorf("removeDotSegments(%q) = %q; want %q", tc.in, got, tc.want)
		}
		if got := removeDotSegmentsText(tc.in); got != tc.want {
			t.Errorf("removeDotSegmentsText(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}

// TestResolveAllocs checks that resolving a short reference allocates only
// the result.
func TestResolveAllocs(t *testing.T) {
	for _, p := range []Profile{RFC3986, RFC2396, RFC1738} {
		for _, ref := range []string{"g", "../../../g", "?y", "g;x?y#s", "http://x/a/./b"} {
			if n := testing.AllocsPerRun(50, func() { Resolve("http://a/b/c/d;p?q", ref, p) }); n > 1 {
				t.Errorf("RFC %s: Resolve(%q) allocates %v times, want 1", p, ref, n)
			}
		}
	}
}

func FuzzResolve(f *testing.F) {
	for _, s := range []string{"g", "../../../g", "/./g", "?y", ";x", "#s", "", "g:h", "//g", ".//g", "a/../../b", "http://x/a/./b/../c"} {
		f.Add("http://a/b/c/d;p?q", s, uint8(0))
	}
	f.Add("foo:a/b", "../c", uint8(0))
	f.Add("f:/a", ".//g", uint8(1))
	f.Fuzz(func(t *testing.T, base, ref string, n uint8) {
		p := Profile(n % 3)
		got, err := Resolve(base, ref, p)
		if err != nil {
			return
		}
		// Resolving the result against the base gives the result.
		again, err := Resolve(base, got, p)
		if err != nil || again != got {
			t.Fatalf("RFC %s: Resolve(%q, %q) = %q, but Resolve(%q, %q) = %q, %v", p, base, ref, got, base, got, again, err)
		}
		if p != RFC3986 {
			// The stack algorithm agrees with RFC 2396's rewriting.
			path := "/" + ref
			if got, want := string(relativeDots(nil, "", path)), relativeDotsText(path); got != want {
				t.Fatalf("relativeDots(%q) = %q; the RFC 2396 steps give %q", path, got, want)
			}
			return
		}
		rp := splitOf(ref, splitRFC3986)
		r := rp.text(ref)
		if !r.scheme.ok {
			return
		}
		// Under RFC 3986, an absolute reference comes back with its
		// dot segments removed, and nothing else changed.
		path := removeDotSegmentsText(r.path.s)
		if !r.authority.ok && strings.HasPrefix(path, "//") {
			path = "/." + path
		}
		want := r.scheme.s + ":"
		if r.authority.ok {
			want += "//" + r.authority.s
		}
		want += path
		if r.query.ok {
			want += "?" + r.query.s
		}
		if r.fragment.ok {
			want += "#" + r.fragment.s
		}
		if got != want {
			t.Fatalf("Resolve(%q, %q) = %q; want %q", base, ref, got, want)
		}
	})
}

// BenchmarkResolve resolves the RFC examples under each profile, and with
// net/url's ResolveReference (RFC 3986) for comparison.
func BenchmarkResolve(b *testing.B) {
	const base = "http://a/b/c/d;p?q"
	refs := []string{"g", "./g", "../g", "?y", "#s", "g;x?y#s", "../../../g", "/./g", "g/../h", "http://x/a/./b"}
	for _, p := range []Profile{RFC3986, RFC2396, RFC1738} {
		b.Run("RFC"+p.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range refs {
					if _, err := Resolve(base, r, p); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
	b.Run("net-url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, err := url.Parse(base)
			if err != nil {
				b.Fatal(err)
			}
			for _, r := range refs {
				ref, err := url.Parse(r)
				if err != nil {
					b.Fatal(err)
				}
				_ = u.ResolveReference(ref).String()
			}
		}
	})
}
