package unescaped

import (
	"net/http"
	"net/url"
	"time"
)

// A time formatted with a constant layout is digits, letters and the
// layout's punctuation: in UTC, RFC 3339 writes "Z" for the zone, and
// its text needs no escaping in a query; elsewhere the offset's '+' is a
// space where the query is read as a form.

func eventsSince(base string, since time.Time) (*http.Response, error) {
	var after string
	if !since.IsZero() {
		after = since.UTC().Format(time.RFC3339Nano)
	}
	return http.Get(base + "/events?after=" + after)
}

func dayLog(day time.Time) (*http.Response, error) {
	d := day.In(time.UTC)
	return http.Get("https://logs.example.com/days/" + d.Format("2006-01-02") + "/index?at=" + d.Format(time.TimeOnly))
}

func stamped(t time.Time) (*http.Response, error) {
	return http.Get("https://logs.example.com/day/" + t.Format("20060102") + "?q=" + url.QueryEscape(t.Format(time.RFC1123)))
}

// A time not known to be in UTC whose layout writes the zone's offset:
// "+01:00" is " 01:00" to the server, by default; in a path the '+' is
// a '+'.
func eventsAround(base string, at time.Time) (*http.Response, error) {
	return http.Get(base + "/events?around=" + at.Format(time.RFC3339)) // want `at\.Format\(time\.RFC3339\), a time whose zone offset \("\+01:00"\) a query reads with a space for its '\+', is written unescaped into the query value`
}

func changesSince(base string, since time.Time) (*http.Response, error) {
	ts := since.Format("2006-01-02T15:04:05-0700")
	return http.Get(base + "/changes?since=" + ts) // want `ts, a time whose zone offset`
}

func utcSince(base string, since time.Time) (*http.Response, error) {
	return http.Get(base + "/changes?since=" + since.UTC().Format("2006-01-02T15:04:05-0700")) // want `since\.UTC\(\)\.Format\("2006-01-02T15:04:\.\.\., a time whose zone offset`
}

func dayOf(base string, at time.Time) (*http.Response, error) {
	return http.Get(base + "/days/" + at.Format(time.RFC3339) + "/events")
}

// Look-alikes: a layout with a space or a zone's name, a layout not
// known.

func eventsOn(base string, at time.Time) (*http.Response, error) {
	return http.Get(base + "/events?on=" + at.UTC().Format(time.RFC1123)) // want `at\.UTC\(\)\.Format\(time\.RFC1123\), a string, is written unescaped into the query value`
}

func eventsAs(base string, at time.Time, layout string) (*http.Response, error) {
	return http.Get(base + "/events?at=" + at.UTC().Format(layout)) // want `at\.UTC\(\)\.Format\(layout\), a string, is written unescaped into the query value`
}
