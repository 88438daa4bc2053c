package unescaped

import (
	"fmt"
	"net/http"
)

// A key's ID (JOSE's "kid" header, a JWK's thumbprint) is an
// identifier: quiet anywhere. A note about the key is not known.
type keyCase struct {
	kid, note string
}

func encryptedKey(tc keyCase) {
	http.NewRequest("GET", fmt.Sprintf("/provisioners/%s/encrypted-key", tc.kid), nil)
	http.Get(base + "/keys?kid=" + tc.kid)
	http.NewRequest("GET", fmt.Sprintf("/keys/%s/encrypted-key", tc.note), nil) // want `tc\.note, a string, is written unescaped into the path`
}

// An API key is issued by the service, as a token is: quiet. A key of no
// known kind is a string of the warning tier.
type keyClient struct{ APIKey, key string }

func keyedLinks(c keyClient) {
	http.Get(base + "/projects?apiKey=" + c.APIKey)
	http.Get(base + "/projects?key=" + c.key) // want `c\.key, a string, is written unescaped into the query value`
}

// An SDK key is issued by the service too (a feature-flag datafile's).
func datafile(sdkKey string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://cdn.example.com/datafiles/%s.json", sdkKey))
}
