// Package testwarnings holds hostport and unescaped-input findings, errors
// outside test files and warnings in them.
package testwarnings

import (
	"fmt"
	"net/http"
	"os"
)

// Outside tests, both stay errors.
func connect(host string, port int) {
	http.Get(fmt.Sprintf("http://%s:%d/health", host, port)) // want `http\.Get: a host and ':port' joined by hand`
}

// Run calls connect in the package, as the test does.
func Run() { connect(os.Getenv("HOST"), 80) }

func search() {
	http.Get("https://api.example.com/search?q=" + os.Getenv("QUERY")) // want `os\.Getenv\("QUERY"\), run-time input, is written unescaped into the query value`
}
