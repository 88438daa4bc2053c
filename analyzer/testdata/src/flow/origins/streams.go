package origins

import (
	"bufio"
	"context"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/grafana/sobek"
)

// credentialURL reads "url=..." lines a program is given on its standard
// input: the text is input.
func credentialURL() {
	s := bufio.NewScanner(os.Stdin)
	for s.Scan() {
		key, value, _ := strings.Cut(s.Text(), "=")
		if key == "url" {
			url.Parse(value)
		}
	}
}

// embeddedURLs reads lines of the program's own text: not input, and not
// followed through the scanner either.
func embeddedURLs() {
	s := bufio.NewScanner(strings.NewReader("http://a b/\nhttp://c/\n"))
	for s.Scan() {
		url.Parse(s.Text())
	}
	r := bufio.NewReader(os.Stdin)
	line, _ := r.ReadString('\n')
	url.Parse(line)
}

// scriptURL parses a value of the script being run.
func scriptURL(v sobek.Value) {
	url.Parse(v.String())
}

// report takes the environment lookup its caller passes: the default is
// checked, the looked-up text is the caller's.
func report(ctx context.Context, lookupEnv func(string) (string, bool)) {
	target := "https://stats.example.com/report"
	if v, ok := lookupEnv("REPORT_URL"); ok && v != "" {
		target = v
	}
	http.NewRequestWithContext(ctx, http.MethodPost, target, nil)
	http.NewRequestWithContext(ctx, http.MethodPost, "https://stats.example.com/a b", nil) // want `space is not allowed`
}
