package hostname

import (
	"context"
	"fmt"
	"net/http"
)

// A request context that carries the request being handled: its
// Request field only ever holds a handler's request.
type RequestContext struct {
	Request *http.Request
	User    string
}

type rctxKey struct{}

func requestContext(r *http.Request) RequestContext {
	rctx, _ := r.Context().Value(rctxKey{}).(RequestContext)
	return rctx
}

func verificationURI(r *http.Request, baseDomain string) string {
	rctx := requestContext(r)
	host := baseDomain
	if host == "" {
		host = rctx.Request.URL.Host // want `rctx.Request.URL.Host is empty in a server's handler, but for a proxy's request: the host a request names is in rctx.Request.Host`
	}
	return fmt.Sprintf("https://%s/device", host)
}

func DeviceRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/device", func(w http.ResponseWriter, r *http.Request) {
		rctx := RequestContext{Request: r}
		r = r.WithContext(context.WithValue(r.Context(), rctxKey{}, rctx))
		fmt.Fprintln(w, verificationURI(r, ""))
	})
}

// Look-alike: a field also given a request the package sends.
type Call struct {
	Req *http.Request
}

func outgoing(c Call) string { return c.Req.URL.Host }

func Calls(mux *http.ServeMux) {
	mux.HandleFunc("/call", func(w http.ResponseWriter, r *http.Request) {
		c := Call{Req: r}
		fmt.Fprintln(w, outgoing(c))
	})
	req, _ := http.NewRequest("GET", "https://example.com/", nil)
	fmt.Println(outgoing(Call{Req: req}))
}
