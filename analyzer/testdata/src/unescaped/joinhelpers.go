package unescaped

import (
	"net/http"
	"strings"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container"
)

// A helper that joins a base and a tail with one '/' between them, as it
// tests the base's end: the tail is a relative reference, a path meant
// whole. A storage container's name that the package also gives the
// storage client as one: of the service's alphabet. Look-alikes: a tail
// appended where no test of the base's '/' says it is joined, and a
// field given to the client as a connection string, not a name.

func joinedTail(base, tail string) string {
	if strings.HasSuffix(base, "/") {
		return base + tail
	}
	return base + "/" + tail
}

func fetchTail(base, tail string) (*http.Response, error) {
	return http.Get(joinedTail(base, tail))
}

func appendTail(base, tail string) (*http.Response, error) {
	return http.Get(base + "/" + tail) // want `tail, a string, is written unescaped into the path`
}

type shelfStore struct {
	Conn, Crate, Account string
}

func (s *shelfStore) open() (*container.Client, error) {
	return container.NewClientFromConnectionString(s.Conn, s.Crate, nil)
}

func (s *shelfStore) crateURL() (*http.Response, error) {
	return http.Get("https://" + s.Account + ".store.example.net/" + s.Crate)
}

func (s *shelfStore) connURL() (*http.Response, error) {
	return http.Get(base + "/accounts/x/" + s.Conn) // want `s\.Conn, a string, is written unescaped into the path`
}
