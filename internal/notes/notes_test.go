package notes

import "testing"

func TestFold(t *testing.T) {
	short := func(name string) string { return "short/" + name }
	for _, tc := range []struct {
		notes []Note
		want  string
	}{
		{nil, "msg"},
		{[]Note{{"/m/a.go", 9, 2, "reaches url.Parse here"}}, "msg; reaches url.Parse at a.go:9:2"},
		{[]Note{{"/m/b.go", 3, 7, "constant declared here"}}, "msg; constant declared at short//m/b.go:3:7"},
		{[]Note{{"/m/a.go", 9, 2, "field written with this constant at c.go:4"}}, "msg; field written with this constant at c.go:4 (at a.go:9:2)"},
		{[]Note{{"/m/a.go", 9, 2, "reaches f here"}, {"/m/a.go", 10, 1, `joined with "/x" here`}}, `msg; reaches f at a.go:9:2; joined with "/x" at a.go:10:1`},
	} {
		if got := Fold("msg", "/m/a.go", tc.notes, short); got != tc.want {
			t.Errorf("Fold(%v) = %q, want %q", tc.notes, got, tc.want)
		}
	}
}
