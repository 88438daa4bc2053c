// Package lib builds URLs that package unescaped extends.
package lib

import (
	"crypto/md5"
	"fmt"
)

// RepoURL returns the web URL of a repository: its holes are text of
// this function, not operands of its callers.
func RepoURL(owner, repo string) string {
	return "https://github.example.com/" + owner + "/" + repo
}

// ResourcePath joins the parts of a resource's path with '/': several
// segments, meant whole.
func ResourcePath(parts ...string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += "/"
		}
		out += p
	}
	return out
}

// PictureTitle returns the title a person gave a picture.
func PictureTitle(picture int) string {
	return captions[picture]
}

var captions = map[int]string{}

// QueryComponentEscape escapes text for a query value, keeping '/'.
func QueryComponentEscape(s string) string {
	out := ""
	for _, c := range s {
		switch c {
		case ' ':
			out += "%20"
		case '&', '#', '+', '=', '?', '%':
			out += "%" + string("0123456789ABCDEF"[c>>4]) + string("0123456789ABCDEF"[c&15])
		default:
			out += string(c)
		}
	}
	return out
}

// QueryComponent returns the text of a query component as a person wrote it.
func QueryComponent(s string) string { return s }

// Md5 returns the hex of text's MD5 sum: hex digits alone.
func Md5(text string) string {
	h := md5.New()
	h.Write([]byte(text))
	return fmt.Sprintf("%x", h.Sum(nil))
}

// SpacedMd5 returns the hex of text's MD5 sum with a space between
// bytes.
func SpacedMd5(text string) string {
	h := md5.New()
	h.Write([]byte(text))
	return fmt.Sprintf("% x", h.Sum(nil))
}

// Quoted returns text quoted.
func Quoted(text string) string {
	return fmt.Sprintf("%q", text)
}
