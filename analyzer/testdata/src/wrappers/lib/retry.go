package lib

import (
	"io"
	"net/http"
	"time"
)

// GetRetry tries its URL on a fixed backoff schedule: the failure of a
// try runs the same request again, so the URL reaches the sink on every
// call (crl-monitor's retryhttp.Get).
func GetRetry(u string) ([]byte, error) { // want GetRetry:`urlWrapper\(0→http\.Get:http\)`
	var err error
	for _, backoff := range []time.Duration{10, 20, 0} {
		var body []byte
		body, err = getBody(u)
		if err == nil {
			return body, nil
		}
		time.Sleep(backoff * time.Millisecond)
	}
	return nil, err
}

func getBody(u string) ([]byte, error) {
	resp, err := http.Get(u)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
