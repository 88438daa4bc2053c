// Package pathjoinserver joins a base URL that a flag holds with
// path.Join; a helper gives the flag a local server's URL, so the join
// is known to clean "http://" into "http:/", and is reported where it
// is, with the URL's text, made by a call, as related.
package pathjoinserver

type packageFlags struct{ baseURL string }

var flags packageFlags

type pkg struct{ URL string }

func rewrite(p *pkg, filename string) {
	if flags.baseURL != "" {
		p.URL = joinPath(flags.baseURL, filename)
	}
}
