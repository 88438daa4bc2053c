// Package testonlyhelpers holds unexported functions that only the
// package's tests call: the package analyzed alone sees no call of them
// and leaves them to its test variant, which sees the tests' arguments.
package testonlyhelpers

import (
	"fmt"
	"net/http"
	"testing"
)

// createGroup is called by the tests alone, with constants: quiet. Alone,
// the package would take its host and group for free input.
func createGroup(hostname string, port int, group string) error {
	req, err := http.NewRequest(http.MethodPut,
		fmt.Sprintf("http://%s:%d/settings/rbac/groups/%s", hostname, port, group), nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// waitForBucket takes a *testing.T: the tests call it, and it calls
// checkBucketReady, which no other code calls. Both are the tests'.
func waitForBucket(t *testing.T, address, bucket string) {
	if err := checkBucketReady(address, bucket); err != nil {
		t.Fatal(err)
	}
}

func checkBucketReady(address, bucket string) error {
	resp, err := http.Get(fmt.Sprintf("http://%s:8091/pools/default/buckets/%s", address, bucket))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// lookup's only caller is the package's own, with input: reported.
func lookup(term string) (*http.Response, error) {
	return http.Get("https://api.example.org/find?q=" + term) // want `term, run-time input, is written unescaped into the query value`
}

func Lookup(r *http.Request) (*http.Response, error) {
	return lookup(r.FormValue("q"))
}

// unused has no caller at all, in the package or its tests: both
// analyses check it.
func unused(host string) (*http.Response, error) {
	return http.Get("http://" + host + ":8080/a b") // want `space` `a host and ':port' joined by hand`
}
