package joins

import (
	"fmt"
	"net/http"
)

// An SDK client whose base URL is set by its constructor.
type sdk struct{ baseURL string }

func newSDK() *sdk { return &sdk{baseURL: "https://api.example.com/v1"} }

func (s *sdk) post(p string) (*http.Response, error) {
	return http.Post(s.baseURL+p, "application/json", nil)
}

func (s *sdk) send() { s.post("messages") } // want `no '/' where two strings are joined: "v1" and "messages"`

type mailer struct{ base string }

func newMailer() *mailer { return &mailer{base: "https://mail.example.com/api/"} } // want `"//" in the path`

func (m *mailer) get(p string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", m.base, p))
}

func (m *mailer) inbox() { m.get("/inbox") }

// Look-alikes: one '/' at each join, a version digit, a file extension.
type store struct{ base string }

func newStore() *store { return &store{base: "https://store.example.com/api/v"} }

func (s *store) get(p string) (*http.Response, error) { return http.Get(s.base + p) }

func (s *store) v2() { s.get("2/items") }

func (m *mailer) sent() { m.get("sent") }

func icon() (*http.Response, error) {
	const base = "https://cdn.example.com/icons/app"
	return http.Get(base + ".png")
}
