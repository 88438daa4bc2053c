package free

import (
	"fmt"
	"net/http"
)

// A base the code writes only with a constant, which a test's mock
// constructor rewrites with its parameter: in every build users get,
// the base is the constant, judged as such, not free configuration.
const voicesBaseURL = "https://api.voices.example/v1"

type voicesClient struct{ baseURL string }

func NewVoicesClient(apiKey string) *voicesClient { return &voicesClient{baseURL: voicesBaseURL} }

func (c *voicesClient) Models() error {
	_, err := http.NewRequest("GET", fmt.Sprintf("%s/models", c.baseURL), nil)
	return err
}
