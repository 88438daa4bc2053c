package basevalues

import (
	"fmt"
	"net/http"
	"strings"
)

// case: basevalues bug helper-formats-field-base
type Objects3 struct {
	cfg objectsConfig
	hc  *http.Client
}

type objectsConfig struct {
	root   string
	bucket string
}

func NewObjects3(root, bucket string) *Objects3 {
	return &Objects3{cfg: objectsConfig{root: root, bucket: bucket}, hc: http.DefaultClient}
}

func objectURL(root, bucket, key string) string {
	return fmt.Sprintf("%s%s/%s", root, bucket, key)
}

func (o *Objects3) Head(key string) (*http.Response, error) {
	return o.hc.Head(objectURL(o.cfg.root, "/"+o.cfg.bucket, key))
}

func ArchiveObjects() *Objects3 {
	return NewObjects3("https://s3.archive.example.com/", "cold") // want `joining two strings makes "//" in the path`
}

// case: basevalues valid helper-formats-field-base-trimmed
type Feeds struct {
	cfg feedsConfig
}

type feedsConfig struct{ origin string }

func NewFeeds(origin string) *Feeds {
	return &Feeds{cfg: feedsConfig{origin: strings.TrimRight(origin, "/")}}
}

func feedURL(origin, name string) string { return fmt.Sprintf("%s%s.xml", origin, name) }

func (f *Feeds) Fetch(name string) (*http.Response, error) {
	return http.Get(feedURL(f.cfg.origin, "/feeds/"+name))
}

func NewsFeeds() *Feeds { return NewFeeds("https://news.example.com/") }

// endcase
