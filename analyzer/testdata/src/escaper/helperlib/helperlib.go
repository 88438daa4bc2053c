// want package:`urlResults\(Digest=0:…\[escaped\]; Either=0:…\[escaped\]\(PathEscape of arg 0\)\|…\[escaped\]\(QueryEscape of arg 0\); EncodeDocID=0:"_design/"…\[escaped\]\(QueryEscape of arg 0\)\|"_local/"…\[escaped\]\(QueryEscape of arg 0\)\|…\[escaped\]\(QueryEscape of arg 0\); QueryValue=0:…\[escaped\]\(QueryEscape of arg 0\); Segment=0:…\[escaped\]\(PathEscape of arg 0\); Tagged=0:"\?tag="…\[escaped\]\(QueryEscape of arg 0\)\)`

// Package helperlib escapes document IDs for its callers, with the
// escaper of one component or the other.
package helperlib

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
)

const (
	prefixDesign = "_design/"
	prefixLocal  = "_local/"
)

// EncodeDocID escapes a document ID, its prefix aside, for a query.
func EncodeDocID(docID string) string {
	for _, prefix := range []string{prefixDesign, prefixLocal} {
		if strings.HasPrefix(docID, prefix) {
			return prefix + url.QueryEscape(strings.TrimPrefix(docID, prefix))
		}
	}
	return url.QueryEscape(docID)
}

// QueryValue escapes a query's value.
func QueryValue(v string) string { return url.QueryEscape(v) }

// Segment escapes a path segment.
func Segment(s string) string { return url.PathEscape(s) }

// Digest escapes text of its own, which holds no space.
func Digest(s string) string {
	sum := sha256.Sum256([]byte(s))
	return url.QueryEscape(hex.EncodeToString(sum[:]))
}

// Tagged returns a query of one value, escaped for it.
func Tagged(tag string) string { return "?tag=" + url.QueryEscape(tag) }

// Either escapes its argument for one component or the other.
func Either(s string, path bool) string {
	if path {
		return url.PathEscape(s)
	}
	return url.QueryEscape(s)
}
