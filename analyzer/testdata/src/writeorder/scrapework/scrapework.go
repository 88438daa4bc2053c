// Package scrapework sends the url of each scrape work it runs; its tests
// build works of their own, some only to compare them.
package scrapework

import (
	"context"
	"net/http"
	"strings"
)

type work struct {
	url   string
	label string
}

// workOf makes the work of a static target.
func workOf(target string) *work {
	return &work{url: "http://" + target + "/metrics", label: strings.ToLower(target)}
}

type scraper struct{ works []*work }

func (s *scraper) run(ctx context.Context) {
	for _, w := range s.works {
		if resp, err := scrape(ctx, w); err == nil {
			resp.Body.Close()
		}
	}
}

func scrape(ctx context.Context, w *work) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, w.url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
