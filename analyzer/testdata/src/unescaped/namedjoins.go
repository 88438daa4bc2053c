package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

// A helper that joins its variadic segments with '/', every call of
// which passes constants and identifiers: the join is a path of segments
// the path keeps. Look-alikes: a helper one call of which passes a
// title, and one that a call gives a slice spread with "...".
type ticketDesk struct {
	endpoint, account string
}

var ticketsSeg = "tickets"

func (d *ticketDesk) route(segs ...string) string {
	return fmt.Sprintf("%s/api/%s", d.endpoint, strings.Join(segs, "/"))
}

func (d *ticketDesk) Close(ticketID string) (*http.Response, error) {
	return http.Post(d.route(ticketsSeg, ticketID, "close"), "text/plain", nil)
}

func (d *ticketDesk) Board() (*http.Response, error) {
	return http.Get(d.route("accounts", d.account, "board"))
}

func (d *ticketDesk) titled(segs ...string) string {
	return d.endpoint + "/api/" + strings.Join(segs, "/") // want `strings\.Join\(segs, "/"\), a string, is written unescaped into the path`
}

func (d *ticketDesk) Find(title string) (*http.Response, error) {
	return http.Get(d.titled("tickets", title))
}

func (d *ticketDesk) Open(ticketID string) (*http.Response, error) {
	return http.Get(d.titled("tickets", ticketID))
}

func (d *ticketDesk) spread(segs ...string) string {
	return d.endpoint + "/api/" + strings.Join(segs, "/") // want `strings\.Join\(segs, "/"\), a string, is written unescaped into the path`
}

func (d *ticketDesk) Walk(parts []string) (*http.Response, error) {
	return http.Get(d.spread(parts...))
}
