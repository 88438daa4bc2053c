package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

type fortify struct{ server string }

// A helper's result computed from its argument by a standard function
// (strings.ToLower) is known text where the call passes a constant.
func (s *fortify) fileToken(kind string) (string, error) {
	return "tok-" + strings.ToLower(kind), nil // want `http\.Get: strings\.ToLower\(kind\), a string, is written unescaped into the query value`
}

func (s *fortify) Upload(endpoint string) {
	token, err := s.fileToken("UPLOAD")
	if err != nil {
		return
	}
	http.Post(fmt.Sprintf("%v%v?mat=%v", s.server, endpoint, token), "application/octet-stream", nil)
}

// Look-alike: the caller's own parameter.
func (s *fortify) Download(endpoint, kind string) {
	token, _ := s.fileToken(kind)
	http.Get(fmt.Sprintf("%v%v?mat=%v", s.server, endpoint, token))
}
