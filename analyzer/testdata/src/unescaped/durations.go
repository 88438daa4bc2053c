package unescaped

import (
	"net/http"
	"time"
)

// pollEvery is set once, where it is declared.
var pollEvery = 250 * time.Millisecond

// A duration's text is a number and its units, which no component of a
// URL escapes: quiet in a query whatever the duration, and a constant
// one is checked as the text it makes.
func waitFor(job string, d time.Duration) {
	http.Get(base + "/jobs/wait?timeout=" + d.String())
	http.Get(base + "/jobs/wait?every=" + pollEvery.String())
	http.Get(base + "/jobs/wait?every=" + (90 * time.Second).String())
}

// shard is text with a String method of its own: what it holds is not
// known, and a string of the warning tier in a query.
type shard string

func (s shard) String() string { return string(s) }

func readShard(s shard, d time.Duration) {
	http.Get(base + "/shards/read?shard=" + s.String() + "&wait=" + d.String()) // want `s\.String\(\), a string, is written unescaped into the query value`
}
