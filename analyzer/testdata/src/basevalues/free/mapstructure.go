package free

import (
	"net/http"
	"net/url"
)

// A base the configuration file gives (mapstructure, which viper and the
// OpenTelemetry collector decode with), kept in an unexported field and
// joined untrimmed: the warning tier (sumologic-otel-collector's
// heartbeat URL).
type ExtensionConfig struct {
	ApiBaseUrl string `mapstructure:"api_base_url"` // want ApiBaseUrl:`urlField\(ExtensionConfig→url\.Parse:reference\+\)`
	Name       string `mapstructure:"name"`
}

const heartbeatUrl = "/api/v1/collector/heartbeat" // want `warning: url\.Parse: se\.baseUrl holds the configuration key api_base_url, joined untrimmed to "/api/v1/collector/heartbeat"`

type Extension struct {
	baseUrl string
}

func NewExtension(conf *ExtensionConfig) *Extension { return &Extension{baseUrl: conf.ApiBaseUrl} }

func (se *Extension) Heartbeat() error {
	u, err := url.Parse(se.baseUrl + heartbeatUrl)
	if err != nil {
		return err
	}
	_, err = http.Post(u.String(), "application/json", nil)
	return err
}

// Look-alike: a json tag names no configuration (a reply is decoded so
// too).
type Reply struct {
	Next string `json:"next"` // want Next:`urlField\(Reply→http\.Get:http\+\)`
}

func follow(r Reply) (*http.Response, error) {
	return http.Get(r.Next + "/page")
}
