package scrapework

import (
	"context"
	"testing"
)

// The want table is compared on its labels alone: its URLs are never
// scraped.
func TestLabels(t *testing.T) {
	want := []*work{{url: "foo.bar:1234", label: "foo.bar:1234"}, wantWork()}
	for i, target := range []string{"foo.bar:1234", "baz.bar:1235"} {
		if got := workOf(target); got.label != want[i].label {
			t.Fatal(got.label)
		}
	}
}

func wantWork() *work { return &work{url: "baz.bar:1235", label: "baz.bar:1235"} }

// Works that a test runs, directly or through a helper: their URLs are
// scraped.
func TestRun(t *testing.T) {
	s := &scraper{works: []*work{{url: "qux.bar:1236"}, runWork()}} // want `"qux\.bar:1236" parses as scheme`
	s.run(context.Background())
}

func runWork() *work { return &work{url: "quux.bar:1237"} } // want `"quux\.bar:1237" parses as scheme`
