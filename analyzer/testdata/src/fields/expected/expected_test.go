package expected

import "testing"

// The hook a row expects the parser to give is compared, not used: its
// address is not reported, as it is the parse of the line.
func TestParse(t *testing.T) {
	tests := [...]struct {
		line string
		res  hook
	}{
		{line: "loki", res: hook{addr: "http://127.0.0.1:3100/push", limit: 100}},
		{line: "loki=somewhere:1233", res: hook{addr: "somewhere:1233", limit: 100}},
	}
	for _, tt := range tests {
		got, err := parse(tt.line)
		if err != nil || got != tt.res {
			t.Fatal(got)
		}
	}
}

// A hook a test builds and pushes with is used: its address is checked.
func TestPush(t *testing.T) {
	h := hook{addr: "somewhere:1233"} // want `http\.Post: "somewhere:1233" parses as scheme "somewhere"`
	h.push()
}
