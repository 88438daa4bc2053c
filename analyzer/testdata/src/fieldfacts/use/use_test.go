package use

import (
	"testing"

	"fieldfacts/lib"
)

func TestPing(t *testing.T) {
	c := lib.New(lib.Config{Endpoint: "http://127.0.0.1:99999/${path}"}) // want `lib\.Config\.Endpoint: unexpanded variable`
	if err := c.Ping(); err != nil {
		t.Log(err)
	}
}

func TestRows(t *testing.T) {
	for _, tt := range []struct {
		cfg     lib.Config
		wantErr bool
	}{
		{cfg: lib.Config{Endpoint: "http://example.com/a b"}, wantErr: true},
		{cfg: lib.Config{Endpoint: "https://example.com/"}},
	} {
		err := lib.New(tt.cfg).Ping()
		if (err != nil) != tt.wantErr {
			t.Fatal(err)
		}
	}
}

func TestBadEndpoint(t *testing.T) {
	err := lib.New(lib.Config{Endpoint: "http://example.com/a b"}).Ping()
	if err == nil {
		t.Fatal("want an error")
	}
}

// parseLine stands for a parser of configuration lines under test.
func parseLine(line string) lib.Config { return lib.Config{} }

// The config a row expects the parser to give is compared, never used.
func TestParseLine(t *testing.T) {
	for _, tt := range []struct {
		line string
		want lib.Config
	}{
		{line: "endpoint=somewhere:1233", want: lib.Config{Endpoint: "somewhere:1233"}},
		{line: "endpoint=a b", want: lib.Config{Endpoint: "http://example.com/a b"}},
	} {
		if got := parseLine(tt.line); got != tt.want {
			t.Fatal(got)
		}
	}
	// An input row is still checked.
	for _, tt := range []struct{ cfg lib.Config }{
		{cfg: lib.Config{Endpoint: "http://example.com/${c}"}}, // want `lib\.Config\.Endpoint: unexpanded variable`
	} {
		lib.New(tt.cfg).Ping()
	}
}
