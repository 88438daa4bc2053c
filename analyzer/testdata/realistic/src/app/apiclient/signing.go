package apiclient

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
)

// case: joins bug signed-base-string-path
func baseString(u *url.URL) string {
	return u.Scheme + "://" + u.Host + u.Path // want `u.Path is written right after the host`
}

func SignRequest(req *http.Request, key []byte) {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(req.Method + "&" + url.QueryEscape(baseString(req.URL))))
	req.Header.Set("X-Signature", hex.EncodeToString(mac.Sum(nil)))
}

// case: joins valid signed-base-string-rebuilt
func baseStringOK(u *url.URL) string {
	return (&url.URL{Scheme: u.Scheme, Host: u.Host, Path: u.Path}).String()
}

func SignRequestOK(req *http.Request, key []byte) {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(req.Method + "&" + url.QueryEscape(baseStringOK(req.URL))))
	req.Header.Set("X-Signature", hex.EncodeToString(mac.Sum(nil)))
}

// case: joins bug signed-base-string-escaped-path
func baseStringEscaped(u *url.URL) string {
	return u.Scheme + "://" + u.Host + u.EscapedPath() // want `u.EscapedPath\(\) is written right after the host`
}

func SignRequestEscaped(req *http.Request, key []byte) string {
	return req.Method + "&" + url.QueryEscape(baseStringEscaped(req.URL))
}

// endcase
