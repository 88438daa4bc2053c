// Package use reads the fields of package lib's types from bases value
// flow cannot follow.
package use

import (
	"crypto/x509"
	"net/http"
	"net/url"

	"fieldvalues/lib"
)

type client struct{ rel lib.Release }

func (c *client) remove() {
	http.NewRequest("DELETE", c.rel.APIURL, nil) // want `http\.NewRequest: .*pchar`
	url.Parse(c.rel.HTMLURL)                     // decoded
}

func upload(a lib.Asset) {
	url.Parse(a.URL) // want `url\.Parse: .*escape`
}

func dial(o *lib.Options) {
	http.Get(o.Endpoint) // want `http\.Get: .*'\|'`
}

func home(l lib.Link) {
	url.Parse(l.Href) // lib's constant is valid; this package's is not
}

var docs = lib.Link{Href: "/docs/a b"} // want `url\.Parse: .*pchar`

func value(e lib.Entry) {
	url.Parse(e.Value) // a field also holding text
}

func mirror(m lib.Mirror) {
	url.Parse(m.URL) // want `url\.Parse: .*pchar`
}

func ping(pr *lib.PingRequest) {
	http.NewRequest("POST", pr.URL, nil) // decoded
	url.Parse(pr.Note)                   // the tag says it is not decoded
	url.Parse(pr.Peer)                   // untagged: decoded by its name
}

// This package writes Hook.URL, a decoded field lib never writes: its
// writes are checked, and the decoded rest is unknown. Those of an
// untagged field of another package (a request's Host) are not resolved:
// every read would pay for them.
var hooks = []lib.Hook{{URL: "https://hooks.example.com/a b"}} // want `http\.Post: .*pchar`

func fire(h lib.Hook) {
	http.Post(h.URL, "text/plain", nil)
}

func target(m *lib.Msg) {
	url.Parse(m.Target) // decoded: a protobuf message
}

// A package-level variable of another package is not every value of its
// type: lib.Assets[0].URL reads what lib declares, a fact or nothing.
func first() {
	url.Parse(lib.Assets[0].URL)
}

// config is decoded from YAML in this package.
type config struct {
	Server string `yaml:"server"`
	Proxy  string
}

func (c *config) validate() {
	url.Parse(c.Server) // decoded
	url.Parse(c.Proxy)  // untagged: decoded by its name
	println(c.Server, c.Proxy)
}

// peer is no decoded type: no field has a tag.
type peer struct{ Addr string }

func (p *peer) dial() {
	url.Parse(p.Addr)
	println(p.Addr)
}

// batchTarget is decoded by a generated MessagePack decoder, which stores each
// field with the error of its read.
type batchTarget struct {
	Endpoint string `msg:"endpoint" json:"endpoint"`
	Bucket   string `msg:"bucket" json:"bucket"`
}

type reader interface{ ReadString() (string, error) }

func (z *batchTarget) DecodeMsg(dc reader) (err error) {
	z.Endpoint, err = dc.ReadString()
	return err
}

func (z *batchTarget) connect() {
	url.Parse(z.Endpoint) // decoded
	println(z.Endpoint)
}

// A tuple from a call outside a decoder is no decoding.
func (z *batchTarget) refresh(dc reader) {
	z.Bucket, _ = dc.ReadString()
	url.Parse(z.Bucket)
	println(z.Bucket)
}

// lib.Server is not decoded: this package's writes of its field are not
// resolved at reads of other bases.
var servers = []lib.Server{{Addr: "http://a b/"}}

func dialServer(s lib.Server) {
	url.Parse(s.Addr)
}

// A parsed certificate's URLs are decoded from its DER.
func revoked(leaf *x509.Certificate) {
	url.Parse(leaf.CRLDistributionPoints[0])
	for _, u := range leaf.OCSPServer {
		http.Post(u, "application/ocsp-request", nil)
	}
}

// run is filled by a function given its address (an API client's method
// that decodes a response into it); rewriting the field from itself adds
// no other origin.
type run struct {
	URL string `json:"html_url"`
}

func getRun(fill func(any) error, attempt int) (*run, error) {
	var result run
	if err := fill(&result); err != nil {
		return nil, err
	}
	if attempt > 0 {
		var err error
		if result.URL, err = url.JoinPath(result.URL, "attempts"); err != nil {
			return nil, err
		}
	}
	return &result, nil
}

// job has no tag: its rewritten field stays unknown.
type job struct{ URL string }

func getJob(fill func(any) error) {
	var j job
	fill(&j)
	j.URL, _ = url.JoinPath(j.URL, "logs")
	println(j.URL)
}

// action has no tag, but message decodes it whole: what a decoded
// field holds is decoded.
type action struct{ URL string }

type message struct {
	Action  *action  `json:",omitempty"`
	Actions []action `json:"actions"`
}

// note is no decoded type: its action is not either.
type note struct{ Action *action }

func show(msgs map[string]message, n note) {
	for _, m := range msgs {
		url.Parse(m.Action.URL)     // decoded
		url.Parse(m.Actions[0].URL) // decoded
	}
	url.Parse(n.Action.URL)
}
