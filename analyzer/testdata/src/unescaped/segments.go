package unescaped

import (
	"net/http"
	"net/url"
	"strings"
)

// Text made of several path segments on purpose: a dotted name whose
// dots become directories, the rest of a '/'-separated reference after
// its host. In a path it is meant whole; PathEscape would make its '/'
// %2F.
func schemaDoc(kind string) {
	http.Get(base + "/schemas/" + strings.ReplaceAll(kind, ".", "/") + ".json")
}

type imageRef struct{ Name string } // registry.example.com/library/app

func (i imageRef) registry() string { return strings.SplitN(i.Name, "/", 2)[0] }

func manifest(i imageRef, tag string) {
	http.Get("https://" + i.registry() + "/v2/" + strings.TrimPrefix(i.Name, i.registry()+"/") + "/manifests/latest")
}

// The same text in a query, and an edit that makes no segment.
func schemaSearch(kind, title string) {
	http.Get(base + "/search?schema=" + strings.ReplaceAll(kind, ".", "/"))            // want `strings\.ReplaceAll\(kind, "\.", "/"\), free text, is written unescaped into the query value`
	http.Get(base + "/schemas/" + strings.ReplaceAll(title, "_", " ") + "/index.json") // want `strings\.ReplaceAll\(title, "_", " "\), a string, is written unescaped into the path`
}

var _ = url.PathEscape
