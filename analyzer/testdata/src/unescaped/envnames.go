package unescaped

import (
	"net/http"
	"net/url"
	"os"
	"strings"
)

// The name of an environment variable, as the program's own use of the
// variable holding it tells (os.LookupEnv(key), os.Getenv(name)), is
// letters, digits and '_': asking a server for that variable by its name
// needs no escaping. The variable's value is still run-time input, and a
// parameter that a caller gives something else stays a string of the
// warning tier.

func remoteValue(base, envKey string) (*http.Response, error) {
	return http.Get(base + "?key=" + envKey)
}

func LookupRemote(key string) (string, bool) {
	v, ok := os.LookupEnv(key)
	if ok && strings.HasPrefix(v, "env://") {
		if resp, err := remoteValue("http://"+strings.TrimPrefix(v, "env://"), key); err == nil {
			resp.Body.Close()
		}
	}
	return v, ok
}

func defaultMode() (*http.Response, error) {
	return remoteValue("http://config.internal/env", "APP_MODE")
}

func reportSet(base string, names []string) {
	for _, name := range names {
		if os.Getenv(name) != "" {
			http.Get(base + "/set?name=" + name)
		}
	}
}

func forwardValue(base, key string) (*http.Response, error) {
	v := os.Getenv(key)
	return http.Get(base + "?value=" + v) // want `v, run-time input`
}

func settingValue(base, setting string) (*http.Response, error) {
	return http.Get(base + "/settings?key=" + setting) // want `setting, a string`
}

func ModeSetting(base, setting string) (*http.Response, error) {
	if os.Getenv("APP_MODE") == "" {
		return nil, nil
	}
	return settingValue(base, setting)
}

// An identifier a service issued that the environment gives (an API
// key, a token) needs no escaping: its deployer copies it as issued.
// One a request sends is still input; free text the environment gives
// is too.
func domainReport(domain string) (*http.Response, error) {
	apiKey := os.Getenv("VT_API_KEY")
	return http.Get("https://www.virustotal.com/vtapi/v2/domain/report?apikey=" + apiKey + "&domain=" + url.QueryEscape(domain))
}

func proxiedReport(r *http.Request, domain string) (*http.Response, error) {
	apiKey := r.FormValue("apikey")
	return http.Get("https://www.virustotal.com/vtapi/v2/domain/report?apikey=" + apiKey + "&domain=" + url.QueryEscape(domain)) // want `apiKey, run-time input`
}

func envSearch() (*http.Response, error) {
	term := os.Getenv("SEARCH_TERM")
	return http.Get("https://search.example.com/?q=" + term) // want `term, run-time input`
}
