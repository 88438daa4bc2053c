// Package lib declares types whose fields it writes, and imports no URL // want package:`urlFieldValues\(Asset.URL="https://example.com/assets/%zz"; Entry.Value=text; Link.Href="https://example.com/home"; Mirror.URL="https://mirror.example.com/x y"\|…; Options.Endpoint="http://localhost:8080/a\|b"\+config\(the flag -endpoint\); Release.APIURL="https://api.example.com/repos/a b"\)`
// sink package.
package lib

import "flag"

// Release is decoded from an API's JSON; Draft gives it a bad default.
type Release struct {
	APIURL  string `json:"url"`
	HTMLURL string `json:"html_url"`
	Name    string `json:"name"`
}

func Draft(name string) Release {
	return Release{APIURL: "https://api.example.com/repos/a b", Name: name}
}

// Asset is written by a positional literal, its type elided.
type Asset struct {
	URL   string
	Label string
}

var Assets = []Asset{{"https://example.com/assets/%zz", ""}}

// Options gets a flag's default.
type Options struct{ Endpoint string }

func (o *Options) Register(fs *flag.FlagSet) {
	fs.StringVar(&o.Endpoint, "endpoint", "http://localhost:8080/a|b", "the endpoint")
}

// Link gets a valid constant.
type Link struct {
	Href string `json:"href"`
}

func Home() Link { return Link{Href: "https://example.com/home"} }

// Entry holds text as well as URLs.
type Entry struct {
	Value string `json:"value"`
}

func Entries() []Entry {
	return []Entry{{Value: "https://example.com/a b"}, {Value: "not a url"}}
}

// Mirror also gets a value that is not a constant.
type Mirror struct{ URL string }

func NewMirror(u string) Mirror {
	if u == "" {
		return Mirror{URL: "https://mirror.example.com/x y"}
	}
	return Mirror{URL: u}
}

// PingRequest is decoded from JSON and never given a constant here.
type PingRequest struct {
	URL  string `json:"url"`
	Note string `json:"-"`
	Peer string
}

// Hook is written by importers only.
type Hook struct {
	URL string `json:"url"`
}

// Msg stands for a generated protobuf message.
type Msg struct{ Target string }

func (*Msg) ProtoReflect() {}

// Reset gives the message an empty target: not a constant.
func (m *Msg) Reset() { m.Target = "" }

// Server is no decoded type: no field has a tag.
type Server struct{ Addr string }
