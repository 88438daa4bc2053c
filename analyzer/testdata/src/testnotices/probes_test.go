package testnotices

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A proxy fills {{.Filter}} in its backend's URL from its own
// configuration, never from the client's query.
func proxy(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(strings.ReplaceAll("/select?filter={{.Filter}}", "{{.Filter}}", "env=prod") + "&" + r.URL.RawQuery))
}

// The client's own template action is a probe: the test looks for it in
// the response, or expects it back as it stands.
func TestTemplateProbe(t *testing.T) {
	rec := httptest.NewRecorder()
	proxy(rec, httptest.NewRequest("GET", "/query?attack={{.Filter}}", nil))
	if strings.Contains(rec.Body.String(), "{{") {
		t.Fatal("expanded")
	}
}

func TestTemplateEcho(t *testing.T) {
	f := func(r *http.Request, want string) {
		rec := httptest.NewRecorder()
		proxy(rec, r)
		if got := rec.Body.String(); got != strings.TrimSpace(want) {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
	want := "/select?filter=env=prod&attack={{.Filter}}"
	f(httptest.NewRequest("GET", "/query?attack={{.Filter}}", nil), want)
}

// A test that meant to fill the action in compares no text holding it:
// the same action in its configuration is not what it expects back.
func TestTemplateUnfilled(t *testing.T) {
	rec := httptest.NewRecorder()
	tmpl := "/query?filter={{.Filter}}"
	proxy(rec, httptest.NewRequest("GET", "/query?filter={{.Filter}}", nil)) // want `unexpanded template action`
	if rec.Code != http.StatusOK || tmpl == "" {
		t.Fatal(rec.Code)
	}
}
