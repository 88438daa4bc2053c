package unescaped

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
)

// A helper of the package that returns only text of a URL-safe alphabet
// (base64's URL encoding without padding, hex) gives text that needs no
// escaping, as the encoder called directly does.
func cursorToken(offset int) string {
	return base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"offset":%d}`, offset)))
}

func digestOf(b []byte) string {
	sum := hex.EncodeToString(b)
	return sum
}

func nextPage(offset int, b []byte) {
	http.Get(base + "/items?page_token=" + cursorToken(offset))
	http.Get(base + "/blobs/" + digestOf(b))
}

// A helper that returns base64's standard alphabet, whose '+', '/' and
// '=' a query reads otherwise, or that also returns other text.
func signatureOf(b []byte) string {
	return base64.StdEncoding.EncodeToString(b)
}

func tokenOr(b []byte, fallback string) string {
	if len(b) == 0 {
		return fallback
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func signedPage(b []byte, fallback string) {
	http.Get(base + "/items?sig=" + signatureOf(b))        // want `signatureOf\(b\), a string, is written unescaped into the query value`
	http.Get(base + "/items?token=" + tokenOr(b, fallback)) // want `tokenOr\(b, fallback\), a string, is written unescaped into the query value`
}
