package unescaped

import (
	"fmt"
	"net/http"
	"path"
)

// What path.Join returns is a path of several segments, meant whole after
// a bucket: escaping it would turn its '/' into %2F. So is what a method
// returns that only returns such a join, kept in a local variable.

type archiveKey struct{ day, part int }

func (k archiveKey) file() string { return fmt.Sprintf("%03d.%d.gz", k.day, k.part) }

type archive struct {
	bucket, prefix string
	keys           []archiveKey
}

func (a *archive) object(k archiveKey) string {
	return path.Join(a.prefix, k.file())
}

func (a *archive) serve(w http.ResponseWriter, r *http.Request, i int) {
	obj := a.object(a.keys[i])
	http.Redirect(w, r, "https://blobs.example.com/"+a.bucket+"/"+obj, http.StatusFound)
}

func (a *archive) fetch(dir, file string) (*http.Response, error) {
	return http.Get("https://blobs.example.com/" + a.bucket + "/" + path.Join(dir, file))
}

// Look-alikes: a method that returns text of its own in one branch, a
// local variable assigned twice.
func (a *archive) label(k archiveKey, title string) string {
	if title != "" {
		return title
	}
	return path.Join(a.prefix, k.file())
}

func (a *archive) serveLabel(w http.ResponseWriter, r *http.Request, i int, title string) {
	obj := a.label(a.keys[i], title)
	http.Redirect(w, r, "https://blobs.example.com/"+a.bucket+"/"+obj, http.StatusFound) // want `obj, a string, is written unescaped into the path`
}

func (a *archive) serveEither(w http.ResponseWriter, r *http.Request, i int, title string) {
	obj := a.object(a.keys[i])
	if title != "" {
		obj = title
	}
	http.Redirect(w, r, "https://blobs.example.com/"+a.bucket+"/"+obj, http.StatusFound) // want `obj, a string, is written unescaped into the path`
}
