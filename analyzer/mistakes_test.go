package analyzer_test

import (
	"net/url"
	"testing"
)

func TestMistakes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "mistakes")
}

// TestParseRequestURIFragmentOracle runs what requestURIParseCheck says of
// url.ParseRequestURI: a URL's fragment stays in the path, written back
// as %23, where url.Parse splits it off.
func TestParseRequestURIFragmentOracle(t *testing.T) {
	const link = "https://v2ex.com/t/831987#reply0"
	u, err := url.ParseRequestURI(link)
	if err != nil {
		t.Fatal(err)
	}
	if u.Fragment != "" || u.Path != "/t/831987#reply0" || u.String() != "https://v2ex.com/t/831987%23reply0" {
		t.Errorf("ParseRequestURI(%q): path %q, fragment %q, text %q", link, u.Path, u.Fragment, u.String())
	}
	p, err := url.Parse(link)
	if err != nil || p.Path != "/t/831987" || p.Fragment != "reply0" {
		t.Errorf("Parse(%q): path %q, fragment %q, %v", link, p.Path, p.Fragment, err)
	}
}

// TestPathStringEscaperOracle runs what pathStringEscaperCheck says of
// url.URL{Path: s}.String(): a first segment with ':' gets "./", one that
// starts with '/' does not, and url.PathEscape adds nothing.
func TestPathStringEscaperOracle(t *testing.T) {
	const mac = "00:00:5E:00:53:00"
	if got := (&url.URL{Path: mac}).String(); got != "./"+mac {
		t.Errorf("url.URL{Path: %q}.String() = %q, want the \"./\" prefix", mac, got)
	}
	if got := (&url.URL{Path: "/" + mac}).String(); got != "/"+mac {
		t.Errorf("url.URL{Path: %q}.String() = %q", "/"+mac, got)
	}
	if got := url.PathEscape(mac + " x"); got != mac+"%20x" {
		t.Errorf("url.PathEscape = %q", got)
	}
}
