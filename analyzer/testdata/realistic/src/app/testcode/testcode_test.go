package testcode

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// case: testcode bug dropped-parse-error
func TestInitialize(t *testing.T) {
	u, _ := url.Parse("telegram://12345:mock-token/?chats=channel-1") // want `port`
	var s Service
	s.Initialize(u)
}

// case: testcode valid dropped-parse-error-ok
func TestInitializeOK(t *testing.T) {
	u, _ := url.Parse("telegram://12345:mock-token@telegram/?chats=channel-1")
	var s Service
	s.Initialize(u)
}

// case: testcode bug shell-template-in-path
func TestDeleteSilence(t *testing.T) {
	for _, tc := range []struct{ sid string }{{"1"}} {
		req, _ := http.NewRequest("DELETE", "/api/v2/silence/${tc.sid}", nil) // want `interpolation`
		Handler.ServeHTTP(httptest.NewRecorder(), req)
		_ = tc
	}
}

// case: testcode valid shell-template-in-path-ok
func TestDeleteSilenceOK(t *testing.T) {
	for _, tc := range []struct{ sid string }{{"1"}} {
		req, _ := http.NewRequest("DELETE", "/api/v2/silence/"+tc.sid, nil)
		Handler.ServeHTTP(httptest.NewRecorder(), req)
	}
}

// case: testcode bug host-read-as-path
func ExampleRoute() {
	req, _ := http.NewRequest("GET", "example.com", nil) // want `relative reference`
	fmt.Println(req.Host)
}

// case: testcode valid host-read-as-path-ok
func ExampleRouteOK() {
	req, _ := http.NewRequest("GET", "http://example.com", nil)
	fmt.Println(req.Host)
}

// case: testcode valid request-carrying-a-body
func TestBody(t *testing.T) {
	req, _ := http.NewRequest("POST", "test", strings.NewReader("x=1"))
	if req.ContentLength != 3 {
		t.Fatal(req.ContentLength)
	}
}

// case: testcode bug join-without-slash
func TestMatchPath(t *testing.T) {
	for _, p := range []string{"bar", "bar$"} { // want `join|/`
		u, _ := url.Parse("http://foo.com" + p)
		_ = u
	}
}

// case: testcode valid join-without-slash-ok
func TestMatchPathOK(t *testing.T) {
	for _, p := range []string{"/bar", "/bar$"} {
		u, _ := url.Parse("http://foo.com" + p)
		_ = u
	}
}

const cookiePath = "/cookie-tests"

// case: testcode bug doubled-slash-in-format
func TestCookies(t *testing.T) {
	req := httptest.NewRequest("GET", fmt.Sprintf("https://%s/%s", "www.example.com", cookiePath), nil) // want `/|join`
	_ = req
}

// case: testcode valid doubled-slash-in-format-ok
func TestCookiesOK(t *testing.T) {
	req := httptest.NewRequest("GET", fmt.Sprintf("https://%s%s", "www.example.com", cookiePath), nil)
	_ = req
}

// case: testcode valid bracketed-json-query
func TestDeepObject(t *testing.T) {
	for _, target := range []string{"/items?ids[a]=hi&test[int]=1", `/items?content={"name":"bob"}`, "/items?pipes=1|2|3"} {
		rec := httptest.NewRecorder()
		Handler.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		if rec.Code != http.StatusNotFound {
			t.Fatal(rec.Code)
		}
	}
}

// case: testcode valid security-input
func TestTraversal(t *testing.T) {
	for _, target := range []string{`/static/..\..\etc\passwd`, "/search?q=<script>alert(1)</script>", "/redirect?to=//evil.example"} {
		rec := httptest.NewRecorder()
		Handler.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
	}
}

// case: testcode valid normaliser-input
func TestNormalize(t *testing.T) {
	u, err := url.Parse("HTTP://www.Example.com:80/%7ea/b c/../d?b=2&a=1#")
	if err != nil {
		t.Fatal(err)
	}
	if got := Normalize(u); got == "" {
		t.Fatal(got)
	}
}

// case: testcode valid unicode-host
func TestUnicodeHost(t *testing.T) {
	u, err := url.Parse("https://гофер.го/путь")
	if err != nil || u.Host != "гофер.го" {
		t.Fatal(u, err)
	}
}

// case: testcode valid library-url-credentials
func TestDial(t *testing.T) {
	u, err := url.Parse("amqp://guest:guest@localhost:5672/")
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

// case: testcode bug space-in-sent-query
func TestSearch(t *testing.T) {
	srv := httptest.NewServer(Handler)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/search?q=go lang") // want `space`
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// case: testcode valid space-in-sent-query-ok
func TestSearchOK(t *testing.T) {
	srv := httptest.NewServer(Handler)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/search?q=go+lang")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// endcase
