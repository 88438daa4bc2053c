package unescaped

import (
	"crypto/rand"
	mrand "math/rand"
	"net/http"
)

// Random tokens drawn from a constant alphabet of letters and digits: a
// byte or rune slice made with make whose every element is an element of
// the alphabet, converted to a string, needs no escaping. Look-alikes:
// an alphabet that holds '&' and ' ', a slice also filled by rand.Read,
// and one whose elements are written from a parameter.

const tokenDigits = "0123456789"

var tokenRunes = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

func randomString(n int) string {
	charSet := "aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ-_"
	b := make([]byte, n)
	for i := range b {
		b[i] = charSet[mrand.Intn(len(charSet))]
	}
	return string(b)
}

func randomRunes(n int) string {
	b := make([]rune, n)
	for i := range b {
		b[i] = tokenRunes[mrand.Intn(len(tokenRunes))]
	}
	return string(b)
}

func randomDigits(n int) string {
	var b = make([]byte, n)
	for i := 0; i < len(b); i++ {
		b[i] = tokenDigits[mrand.Intn(10)]
	}
	return string(b)
}

func probeNonce() (*http.Response, error) {
	return http.Get(base + "/probe?nonce=" + randomString(16) + "&r=" + randomRunes(8) + "&d=" + randomDigits(6))
}

func spacedString(n int) string {
	const set = "ab &c"
	b := make([]byte, n)
	for i := range b {
		b[i] = set[mrand.Intn(len(set))]
	}
	return string(b)
}

func readString(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	for i := range b {
		b[i] = tokenDigits[int(b[i])%10]
	}
	return string(b)
}

func copiedString(src string) string {
	b := make([]byte, len(src))
	for i := range b {
		b[i] = src[i]
	}
	return string(b)
}

func probeOthers(name string) (*http.Response, error) {
	http.Get(base + "/probe?nonce=" + spacedString(16))          // want `spacedString\(16\), a string, is written unescaped into the query value`
	http.Get(base + "/probe?nonce=" + readString(16))            // want `readString\(16\), a string, is written unescaped into the query value`
	return http.Get(base + "/probe?nonce=" + copiedString(name)) // want `copiedString\(name\), a string, is written unescaped into the query value`
}
