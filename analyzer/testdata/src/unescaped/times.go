package unescaped

import (
	"net/http"
	"time"
)

// A time in UTC formatted with a layout of digits, '-', ':' and '.'
// writes its zone as "Z": nothing in it needs escaping in a query.
func changesSince(since time.Time) {
	var from string
	if !since.IsZero() {
		from = since.UTC().Format(time.RFC3339Nano)
	}
	http.Get(base + "/changes?since=" + from)
	http.Get(base + "/changes?day=" + since.UTC().Format("2006-01-02"))
}

// A local time's zone is "+hh:mm", whose '+' a query reads as a space;
// a layout with spaces writes them whatever the zone.
func changesAround(at time.Time) {
	http.Get(base + "/changes?since=" + at.Format(time.RFC3339))             // want `at\.Format\(time\.RFC3339\), a string, is written unescaped into the query value`
	http.Get(base + "/changes?since=" + at.UTC().Format(time.RFC1123))       // want `at\.UTC\(\)\.Format\(time\.RFC1123\), a string, is written unescaped into the query value`
	http.Get(base + "/changes?since=" + at.Local().Format(time.RFC3339Nano)) // want `at\.Local\(\)\.Format\(time\.RFC3339Nano\), a string, is written unescaped into the query value`
}
