package unescaped

import (
	"flag"
	"fmt"
	"net/http"
)

// Free text by its name whose every value is a constant of the package:
// a flag selects one of a table's labels, which need no escaping in a
// query; a label that holds a space is reported where it is written.

type program struct{ Repo, SearchLabel string }

var programs = map[string]program{
	"gopls":    {Repo: "golang/go", SearchLabel: "gopls/telemetry-wins"},
	"compiler": {Repo: "golang/go", SearchLabel: "compiler/telemetry-wins"},
}

var programName = flag.String("program", "gopls", "")

func searchIssues(label string, page int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://api.example.com/issues?state=all&labels=%s&page=%d", label, page))
}

func searchPrograms() {
	if p, ok := programs[*programName]; ok {
		searchIssues(p.SearchLabel, 1)
	}
}

type board struct{ Label string }

var boards = []board{{Label: "good first issue"}, {Label: "help-wanted"}} // want `http\.Get: space is not allowed in a path`

func labelPage(label string) (*http.Response, error) {
	return http.Get("https://api.example.com/labels/" + label)
}

func boardPages() {
	for _, b := range boards {
		labelPage(b.Label)
	}
}
