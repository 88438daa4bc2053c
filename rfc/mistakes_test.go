package rfc

import (
	"net/url"
	"strings"
	"testing"
)

func TestMistakes(t *testing.T) {
	http := Options{Target: HTTP}
	runCases(t, []checkCase{
		// A second scheme in the authority.
		{in: "http://https://api.example.com/v1", want: []string{"scheme-in-host@7-15"}},
		{in: "http://http//api.example.com/v1", opts: http, want: []string{"scheme-in-host@7-13"}},
		{in: "HTTPS://HTTP://x/", want: []string{"scheme-in-host@8-15"}},
		{in: "http://http.example.com//x"}, // a host named http.example.com
		{in: "http://http:8080//x"},        // a port: a host named http
		{in: "http://https://x", opts: Options{Holes: []int{7}}},

		// Components in the wrong url.URL field.
		{in: "https://example.com", opts: Options{Target: HostPort}, want: []string{"url-field@0-8"}},
		{in: "example.com/v1", opts: Options{Target: HostPort}, want: []string{"url-field@11-14"}},
		{in: "example.com:8080?x=1", opts: Options{Target: HostPort}, want: []string{"url-field@16-20"}},
		{in: "https://example.com:8080/v1", opts: Options{Target: HostPort}, want: []string{"url-field@0-8", "url-field@24-27"}},
		{in: "[::1]:8080", opts: Options{Target: HostPort}},
		{in: "https://", opts: Options{Target: SchemePart}, want: []string{"url-field@5-8"}},
		{in: "https:", opts: Options{Target: SchemePart}, want: []string{"url-field@5-6"}},
		{in: "ht tp://", opts: Options{Target: SchemePart}, want: []string{"scheme@2-3", "scheme@5-6", "scheme@6-7", "scheme@7-8"}},
		{in: "/search?q=go", opts: Options{Target: DecodedPath}, want: []string{"url-field@7-12"}},
		{in: "/search?q=go", opts: Options{Target: RawPath}, want: []string{"url-field@7-12"}},
		{in: "/what?.txt", opts: Options{Target: DecodedPath}},                                                     // a file name with '?'
		{in: "/what?", opts: Options{Target: RawPath}, want: []string{"char@5-6"}},                                 // data: escape it
		{in: "/search?q=", opts: Options{Target: DecodedPath, Holes: []int{10}}, want: []string{"url-field@7-10"}}, // the query is known

		// A second '?' where '&' was meant.
		{in: "https://x/items?page=2?limit=10", want: []string{"query-question@22-23"}},
		{in: "page=2?limit=10", opts: Options{Target: RawQuery}, want: []string{"query-question@6-7"}},
		{in: "https://x/items?a=1&b=2?c=3?d=4", want: []string{"query-question@23-24", "query-question@27-28"}},
		{in: "https://x/login?next=/home?tab=1"},                          // a path's own query
		{in: "https://x/r?url=https://y/?a=1"},                            // a URL's own query
		{in: "https://x/r?q=what?"},                                       // no parameter after it
		{in: "https://x/r?q=what?is=it", opts: Options{Holes: []int{18}}}, // unknown text
		{in: "https://x/r?q=a%20b?c=d"},                                   // an escaped value: may be anything
		{in: "https://x/r?q=?c=d"},                                        // an empty value

		// HTML entities.
		{in: "https://example.com/story?id=81417&amp;page=1", want: []string{"html-entity@34-39"}},
		{in: "https://example.com/?a=1&#38;b=2&#x26;c=3&AMP;d", want: []string{"html-entity@24-29", "html-entity@32-38", "html-entity@41-46"}},
		{in: "a=1&amp;b=2", opts: Options{Target: RawQuery}, want: []string{"html-entity@3-8"}},
		{in: "https://example.com/?a=1&ampere=2"},
		{in: "https://example.com/a&amp;b"}, // in a path: not a separator

		// Whitespace and control bytes at the ends are deleted.
		{in: " https://example.com/", opts: http, want: []string{"char@0-1"}},
		{in: "https://example.com/a \n", opts: http, want: []string{"char@21-23"}},
		{in: "\thttps://example.com/a b ", opts: http, want: []string{"char@0-1", "char@22-23", "char@24-25"}},
		{in: "https://example.com/ ", opts: Options{Holes: []int{21}}, want: []string{"char@20-21"}}, // text follows: a space in the path
		{in: " /a", opts: Options{Target: RawPath}, want: []string{"char@0-1"}},                      // a component: escaped, not trimmed
		{in: "example.com ", opts: Options{Target: HostPort}, want: []string{"char@11-12"}},
		{in: "   ", opts: http, want: []string{"char@0-3", "target@3-3"}},

		// http//x lacks its ':'.
		{in: "http//example.com/x", opts: http, want: []string{"target@0-4"}},
		{in: "https//example.com/x", opts: Options{Target: Absolute}, want: []string{"target@0-5"}},
	})
}

// TestMistakeFixes checks each fix against net/url: the bad string means
// something else than it seems, the fixed one what was meant.
func TestMistakeFixes(t *testing.T) {
	apply := func(s string, opts Options) string {
		t.Helper()
		vs := Check(s, opts)
		var b strings.Builder
		last := 0
		for _, v := range vs {
			if !v.Fixable {
				t.Errorf("Check(%q): %+v has no fix", s, v)
				continue
			}
			b.WriteString(s[last:v.Start])
			b.WriteString(v.Replacement)
			last = v.End
		}
		b.WriteString(s[last:])
		fixed := b.String()
		if vs := Check(fixed, opts); len(vs) != 0 {
			t.Errorf("fixed %q still has %v", fixed, vs)
		}
		return fixed
	}

	q, _ := url.ParseQuery("page=2?limit=10")
	if q.Get("page") != "2?limit=10" {
		t.Errorf("a second '?' is data to url.ParseQuery: %v", q)
	}
	q, _ = url.ParseQuery(apply("page=2?limit=10", Options{Target: RawQuery}))
	if q.Get("page") != "2" || q.Get("limit") != "10" {
		t.Errorf("fixed query: %v", q)
	}

	if q, err := url.ParseQuery("id=1&amp;page=1"); err == nil && q.Get("page") == "1" {
		t.Errorf("url.ParseQuery reads &amp; as '&': %v", q)
	}
	q, _ = url.ParseQuery(apply("id=1&amp;page=1&#38;x=2", Options{Target: RawQuery}))
	if q.Get("id") != "1" || q.Get("page") != "1" || q.Get("x") != "2" {
		t.Errorf("fixed query: %v", q)
	}

	//lint:ignore SA1007 the URL is bad on purpose: the test checks that url.Parse rejects a leading space, which the fix removes
	if _, err := url.Parse(" https://example.com/"); err == nil {
		t.Error("url.Parse accepts a leading space")
	}
	u, err := url.Parse(apply(" https://example.com/a\t\n", Options{Target: HTTP}))
	if err != nil || u.Host != "example.com" || u.Path != "/a" {
		t.Errorf("fixed: %v, %v", u, err)
	}
	u, err = url.Parse(apply("https://example.com/a\nb", Options{Target: HTTP}))
	if err != nil || u.Path != "/ab" {
		t.Errorf("fixed: %v, %v", u, err)
	}

	if u, _ := url.Parse("http//example.com/x"); u.Host != "" {
		t.Errorf("url.Parse finds a host in http//example.com/x: %q", u.Host)
	}
	u, err = url.Parse(apply("http//example.com/x", Options{Target: HTTP}))
	if err != nil || u.Scheme != "http" || u.Host != "example.com" || u.Path != "/x" {
		t.Errorf("fixed: %v, %v", u, err)
	}

	if s := (&url.URL{Scheme: "https://", Host: "example.com"}).String(); s != "https://://example.com" {
		t.Errorf("url.URL.String with Scheme https:// = %q", s)
	}
	if got := apply("https://", Options{Target: SchemePart}); got != "https" {
		t.Errorf("fixed scheme %q", got)
	}
	if s := (&url.URL{Path: "/search?q=go"}).String(); s != "/search%3Fq=go" {
		t.Errorf("url.URL.String with a '?' in Path = %q", s)
	}
}

func TestJoins(t *testing.T) {
	j := func(joins ...int) Options { return Options{Target: HTTP, Joins: joins} }
	runCases(t, []checkCase{
		{in: "https://api.example.comv1/items", opts: j(23), want: []string{"join@23-25"}},
		{in: "http://localhost:8080api/items", opts: j(21), want: []string{"join@21-24"}},
		{in: "http://localhostapi/items", opts: j(16), want: []string{"join@16-19"}},
		{in: "http://127.0.0.1:1api/items", opts: j(18), want: []string{"join@18-21"}},
		{in: "https://api.example.com//v1/items", opts: j(24), want: []string{"join@23-25"}},
		{in: "//v1", opts: Options{Joins: []int{1}}, want: []string{"join@0-2"}},
		// An httptest.Server's URL: "http://127.0.0.1:" + port.
		{in: "http://127.0.0.1:api/items", opts: Options{Target: HTTP, Holes: []int{0, 17}}, want: []string{"join@17-20"}},
		{in: "http://127.0.0.1:/api/items", opts: Options{Target: HTTP, Holes: []int{0, 17}}},
		{in: "http://127.0.0.1:80api/items", opts: Options{Target: HTTP, Holes: []int{17}}, want: []string{"join@19-22"}},
		{in: "http://127.0.0.1:a", opts: Options{Target: HTTP, Holes: []int{17, 18}}},

		{in: "https://api.example.com/v1/items", opts: j(23)},
		{in: "https://api.example.com/v1/items", opts: j(8)},
		{in: "https://api.example.com/v1/items", opts: j(12)},                           // "https://api." + "example.com"
		{in: "https://api.example.com/v1/items", opts: j(11)},                           // "https://api" + ".example.com"
		{in: "https://myhost.com/v1", opts: j(10)},                                      // "https://my" + "host.com": labels
		{in: "https://api.exa/v1", opts: j(12)},                                         // "https://api." + "exa"
		{in: "https:////x", opts: Options{Joins: []int{6}}, want: []string{"host@6-8"}}, // "https:" + "//": the authority, not a join
		{in: "https://x.example.com:80/", opts: j(22)},                                  // "…:8" + "0/"
		{in: "https://x.example.comv1/items", opts: Options{Target: HTTP, Joins: []int{21}, Holes: []int{25}}, want: []string{"join@21-23"}},
		{in: "https://x.example.comv1/items", opts: Options{Target: HTTP, Joins: []int{21}, Holes: []int{22}}},

		// Two segments joined into one.
		{in: "https://api.example.com/v1messages", opts: j(26), want: []string{"join@26-34"}},
		{in: "https://api.example.com/apiusers/42", opts: j(27), want: []string{"join@27-32"}},
		{in: "https://api.example.com/v1messages/", opts: Options{Target: HTTP, Joins: []int{26}, Holes: []int{35}}, want: []string{"join@26-34"}},
		{in: "https://api.example.com/api/v2", opts: j(29)},                                                         // a digit after the join
		{in: "https://api.example.com/download/linux-amd64", opts: j(39)},                                           // '-' before it
		{in: "https://api.example.com/icons/app.png", opts: j(33)},                                                  // '.' after it
		{in: "https://api.example.com/v1/users", opts: j(27)},                                                       // "…/v1/" + "users"
		{in: "https://api.example.com/v1Messages", opts: j(26)},                                                     // camel case: one word
		{in: "https://api.example.com/v1messages", opts: Options{Target: HTTP, Joins: []int{26}, Holes: []int{28}}}, // the segment goes on
		{in: "https://api.example.com/search?q=gopher", opts: j(33)},                                                // in the query

		// A host list checked as "ws://h" and its path: the joins keep
		// their places in the text ("mongodb://" + host + ":" + port + "/admin").
		{in: "mongodb://127.0.0.1:17000/admin", opts: Options{Target: MongoDB, Joins: []int{10, 19, 20, 25}}},
		{in: "mongodb://127.0.0.1:17000/adminusers", opts: Options{Target: MongoDB, Joins: []int{31}}, want: []string{"join@31-36"}},
	})
}

// TestDecodedEscapes checks the escapes written into url.URL.Path and
// Fragment against net/url: String sends each '%' as %25, and where the
// check has a fix, String sends the decoded text as the escapes written.
func TestDecodedEscapes(t *testing.T) {
	runCases(t, []checkCase{
		{in: "/files/a%20b.txt", opts: Options{Target: DecodedPath}, want: []string{"url-field@8-11"}},
		{in: "/caf%C3%A9/x%2Fy", opts: Options{Target: DecodedPath}, want: []string{"url-field@4-10", "url-field@12-15"}},
		{in: "sec%201", opts: Options{Target: DecodedFragment}, want: []string{"url-field@3-6"}},
		{in: "/discount/50%", opts: Options{Target: DecodedPath}},                            // no escape: a literal '%'
		{in: "/a%", opts: Options{Target: DecodedPath, Holes: []int{3}}},                     // the digits are not known
		{in: "/files/a%20b", opts: Options{Target: RawPath}},                                 // RawPath holds escapes
		{in: "/a%zz", opts: Options{Target: DecodedPath}},                                    // not an escape
		{in: "/100%25", opts: Options{Target: DecodedPath}, want: []string{"url-field@4-7"}}, // sent as %2525
	})
	for b := 0; b < 256; b++ {
		esc := "%" + strings.ToUpper(hex2(byte(b)))
		for _, field := range []string{"Path", "Fragment"} {
			u := &url.URL{Path: "/x" + esc}
			target := DecodedPath
			if field == "Fragment" {
				u = &url.URL{Path: "/", Fragment: "x" + esc}
				target = DecodedFragment
			}
			got := u.String()
			if !strings.Contains(got, "%25"+esc[1:]) {
				t.Errorf("url.URL{%s: %q}.String() = %q: the escape is not sent escaped again", field, "x"+esc, got)
			}
			in := "/x" + esc
			if field == "Fragment" {
				in = "x" + esc
			}
			vs := Check(in, Options{Target: target})
			if len(vs) != 1 || vs[0].Check != CheckURLField {
				t.Errorf("Check(%q, %s) = %v, want one url-field", in, field, vs)
				continue
			}
			if !vs[0].Fixable || b >= 0x80 {
				continue // a lone byte >= 0x80 is no valid UTF-8: no fix
			}
			fixed := in[:vs[0].Start] + vs[0].Replacement + in[vs[0].End:]
			if field == "Path" {
				u = &url.URL{Path: fixed}
			} else {
				u = &url.URL{Path: "/", Fragment: fixed}
			}
			if got := u.String(); !strings.HasSuffix(got, in) {
				t.Errorf("fix of %s %q: String() = %q, want it to end in %q", field, in, got, in)
			}
		}
	}
	u := &url.URL{Path: "/caf" + "\u00e9"}
	if got := u.String(); got != "/caf%C3%A9" {
		t.Errorf("String of a decoded é = %q", got)
	}
}

func hex2(b byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}
