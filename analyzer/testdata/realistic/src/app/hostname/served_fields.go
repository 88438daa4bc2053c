package hostname

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// A request context that carries the request being handled, read by
// the API's methods.

type RequestContext struct {
	Request *http.Request
	Org     string
}

type rctxKey struct{}

func requestContext(r *http.Request) RequestContext {
	rctx, _ := r.Context().Value(rctxKey{}).(RequestContext)
	return rctx
}

type deviceAPI struct{ baseDomain string }

// case: hostname bug served-field-url-host
func (a *deviceAPI) verificationURI(r *http.Request) string {
	rctx := requestContext(r)
	host := a.baseDomain
	if host == "" {
		host = rctx.Request.URL.Host // want `rctx\.Request\.URL\.Host is empty in a server's handler`
	}
	return fmt.Sprintf("https://%s/device", host)
}

// case: hostname valid served-field-host
func (a *deviceAPI) verificationURIOK(r *http.Request) string {
	rctx := requestContext(r)
	host := a.baseDomain
	if host == "" {
		host = rctx.Request.Host
	}
	return fmt.Sprintf("https://%s/device", host)
}

func (a *deviceAPI) routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/device", func(w http.ResponseWriter, r *http.Request) {
		rctx := RequestContext{Request: r}
		r = r.WithContext(context.WithValue(r.Context(), rctxKey{}, rctx))
		_ = json.NewEncoder(w).Encode(map[string]string{"uri": a.verificationURI(r), "ok": a.verificationURIOK(r)})
	})
}
