package flow

import "testing"

func TestBadInputName(t *testing.T) {
	for _, tt := range []struct {
		name string
		bad  bool
	}{
		{"invalid url", true},
		{"bad_scheme", true},
		{"MalformedHost", true},
		{"not valid", true},
		{"non-valid port", true},
		{"error_parse_url", true},
		{"err-not-nil", true},
		{"errParse", true},
		{"returns error on space", true},
		{"should fail", true},
		{"Fails on IPv6", true},
		{"testBadOptions", true},
		{"Panics", true},
		{"assertError", true},
		{"requireErrorContains", true},
		{"NotPanics", false},
		{"NoError", false},
		{"assertNoError", false},
		{"checkResponse", false},
		{"valid url", false},
		{"no invalid characters", false},
		{"without bad escapes", false},
		{"redirects to error page", false},
		{"returns no error", false},
		{"should not fail", false},
		{"validation", false},
		{"errand", false},
		{"badger", false},
		{"", false},
	} {
		if got := badInputName(tt.name); got != tt.bad {
			t.Errorf("badInputName(%q) = %v, want %v", tt.name, got, tt.bad)
		}
	}
}
