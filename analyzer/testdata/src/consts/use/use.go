package use

import (
	"net/http"
	"net/url"

	"consts/base"
)

const local = "http://example.com/c d" // want `url\.Parse: .*pchar`

const (
	prefix = "http://example.com/"
	joined = prefix + "e f" // want `http\.Get: .*pchar`
)

type named string

const typed named = "http://example.com/g h" // want `url\.Parse: .*pchar`

func use() {
	url.Parse(base.Endpoint)      // want `url\.Parse: .*pchar`
	url.Parse(base.Host + "/x y") // want `url\.Parse: .*pchar`
	url.Parse(local)
	http.Get(joined)
	url.Parse(string(typed))
	url.Parse(base.Host + "/ok")
}
