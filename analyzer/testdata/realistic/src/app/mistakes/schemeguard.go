package mistakes

import (
	"fmt"
	"net/http"
	"strings"
)

// case: mistakes bug predictor-http-guard
type Predictor struct{ url string }

func NewPredictor(host, model string) *Predictor {
	u := fmt.Sprintf("%s/v1/models/%s:predict", host, model)
	if !strings.Contains(u, "http://") {
		u = "http://" + u // want `"http://" is written before u where it does not hold "http://"`
	}
	return &Predictor{url: u}
}

func (p *Predictor) Predict() (*http.Response, error) {
	return http.Post(p.url, "application/json", nil)
}

// case: mistakes bug webhook-https-guard
func WebhookURL(target string) string {
	if strings.HasPrefix(target, "https://") {
		return target
	}
	return "https://" + target // want `"https://" is written before target`
}

// case: mistakes valid scheme-guard-any
func ServerURL(addr string) string {
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	return addr
}

// case: mistakes valid scheme-guard-both
func AgentURL(addr string) string {
	if !strings.HasPrefix(addr, "http://") && !strings.HasPrefix(addr, "https://") {
		addr = "http://" + addr
	}
	return addr
}
