package schemes

import "fmt"

// A deployment's webhook settings: the proxy a code host reaches the
// server through.
type WebhookConfig struct {
	ProxyHost  string
	ProxyProto string
}

// case: schemes bug webhook-proxy-swapped
func (c WebhookConfig) hookURL() string {
	return fmt.Sprintf("%s://%s/hooks", c.ProxyHost, c.ProxyProto) // want `swapped`
}

// case: schemes valid webhook-proxy
func (c WebhookConfig) hookURLRight() string {
	return fmt.Sprintf("%s://%s/hooks", c.ProxyProto, c.ProxyHost)
}

// endcase
