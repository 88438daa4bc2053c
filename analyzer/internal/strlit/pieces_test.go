package strlit

import (
	"reflect"
	"strconv"
	"testing"
)

func parsePieces(t *testing.T, srcs ...string) Pieces {
	t.Helper()
	var p Pieces
	for _, src := range srcs {
		l, err := Parse(src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", src, err)
		}
		p = append(p, l)
	}
	return p
}

func TestPiecesSpans(t *testing.T) {
	// "http://" + "" + `a b` + "/\u00e9": value "http://a b/é"
	p := parsePieces(t, `"http://"`, `""`, "`a b`", `"/\u00e9"`)
	if got, want := p.Value(), "http://a b/é"; got != want || p.Len() != len(want) {
		t.Fatalf("Value() = %q, Len() = %d, want %q", got, p.Len(), want)
	}
	for _, tc := range []struct {
		start, end int
		want       []Span
	}{
		{0, 7, []Span{{0, 0, 7}}},
		{5, 9, []Span{{0, 5, 7}, {2, 0, 2}}},
		{8, 9, []Span{{2, 1, 2}}},
		{6, 13, []Span{{0, 6, 7}, {2, 0, 3}, {3, 0, 3}}},
		{7, 7, []Span{{2, 0, 0}}}, // a boundary belongs to the piece it begins
		{13, 13, []Span{{3, 3, 3}}},
		{0, 0, []Span{{0, 0, 0}}},
	} {
		if got := p.Spans(tc.start, tc.end); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Spans(%d, %d) = %v, want %v", tc.start, tc.end, got, tc.want)
		}
	}
	if got := (Pieces{}).Spans(0, 0); got != nil {
		t.Errorf("empty Pieces: Spans(0, 0) = %v, want nil", got)
	}
}

func TestPiecesEdit(t *testing.T) {
	srcs := []string{`"http://ex"`, "`ample .com`", `"/\u00e9"`}
	p := parsePieces(t, srcs...)
	for _, tc := range []struct {
		start, end int
		repl       string
		want       []string // new sources; nil when Edit must fail
	}{
		{14, 15, "%20", []string{`"http://ex"`, "`ample%20.com`", `"/\u00e9"`}},
		{8, 15, "%20", []string{`"http://e%20"`, "`.com`", `"/\u00e9"`}},
		{9, 20, "/", []string{`"http://ex"`, "`/`", `"\u00e9"`}},
		{0, 22, "", []string{`""`, "``", `""`}},
		{22, 22, "#", []string{`"http://ex"`, "`ample .com`", `"/\u00e9#"`}},
		{20, 21, "%C3", nil}, // splits \u00e9
		{14, 15, "`", nil},   // a backquote in a raw string
	} {
		edits, ok := p.Edit(tc.start, tc.end, tc.repl)
		if !ok {
			if tc.want != nil {
				t.Errorf("Edit(%d, %d, %q) failed", tc.start, tc.end, tc.repl)
			}
			continue
		}
		got := append([]string(nil), srcs...)
		for _, e := range edits {
			got[e.Piece] = srcs[e.Piece][:e.SrcStart] + e.NewText + srcs[e.Piece][e.SrcEnd:]
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Edit(%d, %d, %q) gives %q, want %q", tc.start, tc.end, tc.repl, got, tc.want)
		}
		value := ""
		for _, src := range got {
			v, err := strconv.Unquote(src)
			if err != nil {
				t.Fatalf("Edit(%d, %d, %q) gives bad literal %q", tc.start, tc.end, tc.repl, src)
			}
			value += v
		}
		old := p.Value()
		if want := old[:tc.start] + tc.repl + old[tc.end:]; value != want {
			t.Errorf("Edit(%d, %d, %q) gives value %q, want %q", tc.start, tc.end, tc.repl, value, want)
		}
	}
}
