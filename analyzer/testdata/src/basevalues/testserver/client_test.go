package testserver

import (
	"net/http/httptest"
	"testing"
)

func TestTags(t *testing.T) {
	srv := httptest.NewServer(nil)
	defer srv.Close()
	c := New(srv.URL)
	if _, err := c.tags(); err != nil {
		t.Fatal(err)
	}
}
