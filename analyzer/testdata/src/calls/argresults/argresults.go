// want package:`urlResults\(Checked=0:"https://example\.com/c"; Fetched=0:\(decoded\); Get=0:\(input\)\(trimmed arg 1\); Lookup=0:\(input\); Or=0:\(arg 0\)"https://example\.com/a"; Same=0:\(arg 0\)\)`

// Package argresults exports functions that return one of their
// parameters: a call's result is also its argument.
package argresults

import (
	"io"
	"net/http"
	"os"
	"strings"
)

// Get is the variable named key, else def, trimmed of spaces.
func Get(key, def string) string {
	if v := Lookup(key); v != "" {
		return strings.TrimSpace(v)
	}
	return strings.TrimSpace(def)
}

// Lookup is the variable, or a value a server holds for it.
func Lookup(key string) string {
	v, ok := os.LookupEnv(key)
	if ok && strings.HasPrefix(v, "env://") {
		req, err := http.NewRequest(http.MethodGet, "https://"+v[len("env://"):], nil)
		if err != nil {
			return ""
		}
		if fetched, err := Fetched(req); err == nil {
			return fetched
		}
	}
	return v
}

// Fetched is the body of a response: a service's reply, decoded data.
func Fetched(req *http.Request) (string, error) {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Same returns its argument.
func Same(s string) string { return s }

// Or is s, or a constant when s is empty.
func Or(s string) string {
	if s == "" {
		return "https://example.com/a"
	}
	return s
}

// Changed assigns its parameter: not the argument.
func Changed(s string) string {
	if s == "" {
		s = "https://example.com/b"
	}
	return s
}

// Checked returns its parameter on a failure only.
func Checked(s string) (string, error) {
	if strings.Contains(s, " ") {
		return s, io.EOF
	}
	return "https://example.com/c", nil
}

// Joined returns its parameters as a list: no parameter as it is.
func Joined(s ...string) string { return strings.Join(s, ",") }

// Reread is the text of a reader the function builds: not input.
func Reread(s string) string {
	b, err := io.ReadAll(strings.NewReader(s + "/"))
	if err != nil {
		return ""
	}
	return string(b)
}
