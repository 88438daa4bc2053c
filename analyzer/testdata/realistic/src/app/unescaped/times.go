package unescaped

import (
	"net/http"
	"net/url"
	"time"
)

// case: unescaped-input bug events-since-local-time
func eventsSince(since time.Time) (*http.Response, error) {
	return http.Get(api + "/v1/events?since=" + since.Format(time.RFC3339)) // want `zone offset`
}

// case: unescaped-input bug audit-from-numeric-zone
func auditFrom(from time.Time) (*http.Response, error) {
	return http.Get(api + "/audit?from=" + from.UTC().Format("2006-01-02T15:04:05-0700")) // want `zone offset`
}

// case: unescaped-input valid events-since-utc
func eventsSinceUTC(since time.Time) (*http.Response, error) {
	return http.Get(api + "/v1/events?since=" + since.UTC().Format(time.RFC3339))
}

// case: unescaped-input valid events-since-values
func eventsSinceValues(since time.Time) (*http.Response, error) {
	q := url.Values{"since": {since.Format(time.RFC3339)}}
	return http.Get(api + "/v1/events?" + q.Encode())
}

// case: unescaped-input valid day-path-local-time
func dayReport(day time.Time) (*http.Response, error) {
	return http.Get(api + "/v1/days/" + day.Format(time.RFC3339) + "/report")
}
