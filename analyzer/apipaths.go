package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/rfc"
)

// More paths of APIs whose grammar says what a hole holds there (as
// registryPath, kubePath and gitilesPath do): an image reference in a
// path of the container engines' API, a secret's path in one of Vault's
// key-value store.

// apiPlace reports whether a hole at off in the URL text s, in component
// comp (the value of query parameter key, in a query), stands where an
// API's grammar puts text that needs no escaping there: an image
// reference of the engine API (enginePath), a mount's or a secret's
// path of Vault's KV store, or the version number of its ?version=
// (vaultPath).
func apiPlace(s string, off int, comp rfc.Component, key string) bool {
	switch comp {
	case rfc.InPath:
		return enginePath(s, off) || vaultPath(s, off)
	case rfc.InQueryValue:
		return key == "version" && vaultPath(s, strings.IndexAny(s, "?#"))
	}
	return false
}

// engineImageOps are the segments that follow an image's reference in
// the image paths of the Docker Engine API and of Podman's (its own
// /libpod/images/ paths and the ones it serves for Docker's clients):
// /images/<name>/json, /images/<name>/history, /images/<name>/get.
var engineImageOps = [...]string{"json", "history", "get", "push", "tag", "exists", "tree", "changes", "resolve", "untag"}

// enginePath reports whether off, where a hole stands in the URL text s,
// starts the image reference of a container engine's image path: right
// after "/images/", with one of engineImageOps after the reference and
// nothing but the query after that. The engines match the reference
// across its '/' ("registry.example/team/app:1.2", an image ID); its
// grammar (letters, digits, '.', '_', '-', ':', '@' and '/') needs no
// escaping in a path, and url.PathEscape would turn its '/' into %2F.
func enginePath(s string, off int) bool {
	if !strings.HasSuffix(s[:off], "/images/") {
		return false
	}
	rest := s[off:]
	if q := strings.IndexAny(rest, "?#"); q >= 0 {
		rest = rest[:q]
	}
	j := strings.LastIndexByte(rest, '/')
	if j < 0 {
		return false
	}
	for _, op := range engineImageOps {
		if rest[j+1:] == op {
			return true
		}
	}
	return false
}

// vaultKVOps are the segments of the paths of version 2 of Vault's
// key-value secrets engine that come between the engine's mount path
// and a secret's: /v1/<mount>/data/<path>, /v1/<mount>/metadata/<path>.
var vaultKVOps = [...]string{"/data/", "/metadata/", "/delete/", "/undelete/", "/destroy/", "/subkeys/"}

// vaultPath reports whether off, where a hole stands in the URL text s
// (or the end of its path, for a query's hole), is in a path of Vault's
// key-value store: after "/v1/", with one of vaultKVOps after it (the
// mount's path: "secret", "team/kv") or before it (the secret's path,
// "app/db/creds", which nests secrets under its '/'), up to the query.
// Both are paths meant whole: url.PathEscape would turn their '/' into
// %2F. Its ?version= is a version's number.
func vaultPath(s string, off int) bool {
	if off < 0 {
		return false
	}
	p := s
	if q := strings.IndexAny(s, "?#"); q >= 0 {
		if off > q {
			return false
		}
		p = s[:q]
	}
	v1 := strings.Index(p, "/v1/")
	if v1 < 0 || off < v1+len("/v1/") {
		return false
	}
	for _, op := range vaultKVOps {
		if strings.Contains(p[v1+len("/v1/")-1:], op) {
			return true
		}
	}
	return false
}
