package intent

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
		{"TestAuthorizationURL_CannotParseAuthorizeURL", true},
		{"unable to resolve", true},
		{"testBadOptions", true},
		{"Panics", true},
		{"assertError", true},
		{"requireErrorContains", true},
		{"TestHTTPInvalidCode", true},
		{"invalid2", true},
		{"1_error", true},
		{"TestNHCBNotCorruptHeader", false},
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

func TestBadTestName(t *testing.T) {
	for name, want := range map[string]bool{
		"TestParse_invalid_url":    true,
		"TestOIDCLogoutErrors":     true,
		"TestDialFailures":         true,
		"TestGetErr":               false,
		"TestReportsError":         false,
		"TestErrors":               true,
		"TestErrorPage":            false,
		"TestLogoutNoErrors":       false,
		"TestRetryWithoutFailure":  false,
		"TestLogout":               false,
		"TestRedirectsToErrorPage": false,
		"TestOIDCLogoutErrors2":    true,
		"TestHandlerDoesNotFail":   false,
	} {
		if got := badTestName(name); got != want {
			t.Errorf("badTestName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestTestPackagePath(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/tdrn-org/go-tr064/mock":               true,
		"github.com/x/y/internal/testutil":                true,
		"github.com/x/y/mocks":                            true,
		"github.com/x/y/fakeserver":                       true,
		"net/http/httptest":                               true,
		"github.com/x/y/internal/oauthtest":               true,
		"github.com/slack-go/slack/examples/webhooks":     false, // example code: InExampleCode
		"github.com/tencentyun/cos-go-sdk-v5/example/obj": false, // example code: InExampleCode
		"github.com/x/y/_examples/basic":                  false, // example code: InExampleCode
		"github.com/x/y/test":                             true,
		"github.com/stretchr/testify/assert":              false,
		"github.com/x/y/testimonials":                     false,
		"github.com/x/y/attestation":                      false,
		"github.com/x/y/latest":                           false,
		"github.com/x/y/contest":                          true, // a name ending in "test" is taken for a test helper
		"github.com/prometheus/prometheus/web/api/v1":     false,
		"github.com/truora/minidyn/e2e":                   true, // end-to-end tests' setup
		"github.com/x/y/e2e_utils":                        true,
		"github.com/x/y/e2ee":                             false, // end-to-end encryption
		"example.com/e2e/clean":                           false, // a module named e2e
	} {
		if got := TestPackagePath(path); got != want {
			t.Errorf("TestPackagePath(%q) = %v, want %v", path, got, want)
		}
	}
}
