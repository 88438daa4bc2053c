package values

import (
	"net/http"
	"strings"
)

// case: values bug graphql-suffix-cutset
type GraphQL struct{ endpoint string }

func NewGraphQL(endpoint string) *GraphQL {
	endpoint = strings.TrimRight(endpoint, "/graphql") // want `strings\.TrimRight removes any of the characters of "/graphql"`
	return &GraphQL{endpoint: endpoint + "/graphql"}
}

func (g *GraphQL) Do() (*http.Response, error) {
	return http.Post(g.endpoint, "application/json", nil)
}

// case: values bug scheme-prefix-cutset
func HostOf(serverURL string) string {
	return strings.TrimLeft(serverURL, "http://") // want `strings\.TrimLeft removes any of the characters of "http://"`
}

// case: values bug api-root-cutset
const registryAPI = "https://registry.example.com/api"

func RegistryRoot() string {
	return strings.TrimRight(registryAPI, "/api") // want `strings\.TrimRight removes any of the characters of "/api"`
}

// case: values valid trailing-slash-cutset
func TrimBase(baseURL string) string {
	return strings.TrimRight(baseURL, "/") + "/v1"
}

// case: values valid suffix-trimmed
func APIBase(endpoint string) string {
	return strings.TrimSuffix(endpoint, "/graphql")
}

// case: values valid path-cutset
func RelPath(dir string) string {
	return strings.TrimLeft(dir, "./tmp")
}
