package unescaped

import (
	"net/http"
	"strings"
	"testing"
)

// The name of the running test, t.Name(), is its test function's name,
// then each subtest's name with '_' for its spaces, joined with '/'.
// Where every name on the way is known and needs no escaping there, a
// test that keys what it stores by its own name writes nothing to escape.
// A name with a delimiter, a name run twice (the testing package adds
// "#01" to the second), a subtest's name in a path (its '/'), and the
// name of a test the analyzer cannot place (a helper's t) still report.

const shelf = "http://127.0.0.1:7070"

func fetchShelf(t *testing.T, label string) {
	t.Helper()
	resp, err := http.Get(shelf + "/items?label=" + label)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestShelfLabels(t *testing.T) {
	fetchShelf(t, t.Name())
	if _, err := http.Get(shelf + "/items/" + t.Name()); err != nil {
		t.Fatal(err)
	}
	t.Run("empty shelf", func(t *testing.T) {
		slot := strings.ToLower(t.Name())
		fetchShelf(t, slot+"_old")
		slots := [2]string{slot + "_a", slot + "_b"}
		for i := range slots {
			fetchShelf(t, slots[i])
		}
		if _, err := http.Get(shelf + "/items/" + slot); err != nil { // want `warning: http\.Get: slot, a string, is written unescaped into the path`
			t.Fatal(err)
		}
	})
	rows := []struct{ title string }{{"first row"}, {"second row"}}
	for _, row := range rows {
		t.Run(row.title, func(t *testing.T) {
			fetchShelf(t, t.Name())
		})
	}
	for title := range map[string]bool{"left": true, "right": false} {
		t.Run(title, func(t *testing.T) {
			fetchShelf(t, t.Name()+"-side")
		})
	}
}

func TestShelfOddLabels(t *testing.T) {
	t.Run("cats & dogs", func(t *testing.T) {
		if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\), a string, is written unescaped into the query value`
			t.Fatal(err)
		}
	})
	for i := 0; i < 2; i++ {
		t.Run("again", func(t *testing.T) {
			if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\)`
				t.Fatal(err)
			}
		})
	}
	t.Run("twice", func(t *testing.T) {})
	t.Run("twice", func(t *testing.T) {
		if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\)`
			t.Fatal(err)
		}
	})
	for _, row := range []struct{ title string }{{"same"}, {"same"}} {
		t.Run(row.title, func(t *testing.T) {
			if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\)`
				t.Fatal(err)
			}
		})
	}
	for _, title := range []string{"a=1", "b=2"} {
		t.Run(title, func(t *testing.T) {
			if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\)`
				t.Fatal(err)
			}
		})
	}
	labelOf(t)
}

func labelOf(t *testing.T) {
	if _, err := http.Get(shelf + "/items?label=" + t.Name()); err != nil { // want `warning: http\.Get: t\.Name\(\)`
		t.Fatal(err)
	}
}
