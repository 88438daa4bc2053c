// Package pathjoinoff is analyzed with -disable=path-join: the host that
// path.Join takes out of a URL is then reported where it reaches the sink.
package pathjoinoff

import (
	"net/http"
	"path"
)

const apiBase = "https://api.example.com/v1"

func users() (*http.Response, error) { return http.Get(path.Join(apiBase, "users")) } // want `https URLs need "//" and a host`
