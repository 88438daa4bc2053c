package basevalues

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// case: basevalues bug test-setup-base-slash
type promClient struct{ base string }

func newPromClient(base string) *promClient { return &promClient{base: base} }

func (p *promClient) targets() (*http.Response, error) { return http.Get(p.base + "/api/v1/targets") }

func TestTargets(t *testing.T) {
	p := newPromClient("http://127.0.0.1:9090/") // want `joining two strings makes "//" in the path`
	if _, err := p.targets(); err != nil {
		t.Skip(err)
	}
}

// case: basevalues valid test-setup-server-url
type alertClient struct{ base string }

func newAlertClient(base string) *alertClient { return &alertClient{base: base} }

func (a *alertClient) alerts() (*http.Response, error) { return http.Get(a.base + "/api/v2/alerts") }

func TestAlerts(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	a := newAlertClient(srv.URL)
	if _, err := a.alerts(); err != nil {
		t.Fatal(err)
	}
}

// endcase
