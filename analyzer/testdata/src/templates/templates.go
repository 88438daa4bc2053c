package templates

import (
	"fmt"
	"net/http"
	"net/url"
)

func templates(id string, n int) {
	url.Parse(fmt.Sprintf("https://example.com/a b/%s", id)) // want `url\.Parse: .*pchar`
	url.Parse("https://example.com/u/" + id)
	url.Parse(fmt.Sprintf("https://example.com/u/%s?n=%d", id, n))
	url.Parse(fmt.Sprintf("https://example.com/%d%%", n)) // want `url\.Parse: .*pct-encoded`
	url.Parse(fmt.Sprintf("https://example.com/%d%%20", n))
	http.Get("https://example.com/x y/" + id) // want `http\.Get: .*pchar`
	url.Parse(id)
	// A verb is a rune: "%é" is one (bad) verb, not '%' then two bytes.
	url.Parse(fmt.Sprintf("https://example.com/%é/x", n))
	url.Parse(fmt.Sprintf("https://example.com/%[1]é/a b", n)) // want `url\.Parse: space .*pchar`
}

func schemeHole(scheme, port string) {
	http.Get(scheme + "://example.com:" + port + "/x")
	http.Get(scheme + "://example.com/a b") // want `http\.Get: .*pchar`
}
