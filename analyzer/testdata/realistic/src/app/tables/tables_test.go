package tables

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestStatusCodes(t *testing.T) {
	h := http.NotFoundHandler()
	tests := []struct {
		name string
		url  string
		want int
	}{
		// case: tables valid test-table-httptest
		{"discount", "http://example.com/search?q=100%", 404}, // accepted, and served as the test means
		// case: tables valid test-table-httptest-panics
		{"missing", "http://example.com/does not exist", 404}, // NewRequest panics: the test notices
		// case: tables valid test-table-httptest-ok
		{"ok", "http://example.com/ok", 200},
		// endcase
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.url, nil))
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		wantErr bool
	}{
		// case: tables valid test-table-want-err
		{"http://example.com:port/", true},
		// case: tables valid test-table-want-no-err
		{"http://example.com:80/x y", false}, // url.Parse accepts it, as the row says
		// case: tables valid test-table-want-no-err-ok
		{"http://example.com:80/x%20y", false},
		// endcase
	}
	for _, tt := range tests {
		_, err := url.Parse(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("Parse(%q): %v", tt.in, err)
		}
	}
}

func TestInvalidField(t *testing.T) {
	tests := []struct {
		input   string
		invalid bool
	}{
		// case: tables valid test-table-invalid-field
		{"http://[::1", true},
		// case: tables valid test-table-invalid-field-ok
		{"http://[::1]:8080/", false},
		// endcase
	}
	for _, tt := range tests {
		if _, err := url.Parse(tt.input); (err != nil) != tt.invalid {
			t.Error(err)
		}
	}
}

func TestRoutes(t *testing.T) {
	mux := http.NewServeMux()
	// case: tables valid test-map-of-paths
	cases := map[string]string{
		"root":   "/",
		"search": "/search?q=crème", // the test's own query
	}
	for name, path := range cases {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		_ = name
	}
}

// case: tables valid test-map-of-paths-ok
func TestRoutesOK(t *testing.T) {
	mux := http.NewServeMux()
	cases := map[string]string{
		"root":   "/",
		"search": "/search?q=go+lang",
	}
	for _, path := range cases {
		mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, path, nil))
	}
}

// endcase

var errBadHost = errors.New("bad host")

func TestErrField(t *testing.T) {
	tests := []struct {
		url string
		err error
	}{
		// case: tables valid test-table-nil-err
		{"https://example.com/ümlaut", nil}, // NewRequest accepts it, as the row says
		// case: tables valid test-table-non-nil-err
		{"http://exa mple.com/", errBadHost},
		// endcase
	}
	for _, tt := range tests {
		_, err := http.NewRequest(http.MethodGet, tt.url, nil)
		if (err == nil) != (tt.err == nil) {
			t.Fatal(err)
		}
	}
}

func TestClientTable(t *testing.T) {
	client := &http.Client{}
	tests := []struct {
		name   string
		target string
	}{
		// case: tables valid test-table-sent
		{"list", "http://127.0.0.1:8080/v1/items?limit=ten|x"}, // every server reads the '|'
		// case: tables valid test-table-sent-ok
		{"get", "http://127.0.0.1:8080/v1/items/42"},
		// endcase
	}
	for _, tt := range tests {
		req, err := http.NewRequest(http.MethodGet, tt.target, nil)
		if err != nil {
			t.Fatal(err)
		}
		client.Do(req)
	}
}

type clientConfig struct{ BaseURL string }

func TestNestedConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  clientConfig
	}{
		// case: tables bug test-table-nested-struct
		{"key", clientConfig{BaseURL: "https://api.example.com/v1?key=a b"}}, // want `space`
		// case: tables valid test-table-nested-struct-ok
		{"plain", clientConfig{BaseURL: "https://api.example.com/v1?key=ab"}},
		// endcase
	}
	for _, tt := range tests {
		resp, err := http.Get(tt.cfg.BaseURL)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}
