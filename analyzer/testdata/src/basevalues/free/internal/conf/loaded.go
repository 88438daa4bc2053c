package conf

import (
	"fmt"
	"os"
	"strings"
)

// Loaded is configuration its package loads from the environment itself.
type Loaded struct {
	Registry string
	Fallback string
	Mirror   string // trimmed where it is loaded
	Name     string // not configuration
	Checked  string // its end tested where it is loaded
	API      string // given a scheme where it has none
	Agent    string // given a scheme, then trimmed
	unread   string
}

// Load reads the environment.
func Load(name string) *Loaded {
	l := &Loaded{Registry: os.Getenv("REGISTRY_URL")}
	l.Fallback = "https://fallback.example.com"
	if v, ok := os.LookupEnv("FALLBACK_URL"); ok {
		l.Fallback = v
	}
	l.Mirror = strings.TrimSuffix(os.Getenv("MIRROR_URL"), "/")
	l.Name = name
	l.Checked = os.Getenv("CHECKED_URL")
	if strings.HasSuffix(l.Checked, "/") {
		panic("CHECKED_URL must not end with '/'")
	}
	l.API = os.Getenv("API_URL")
	if !strings.HasPrefix(l.API, "https://") && !strings.HasPrefix(l.API, "http://") {
		l.API = fmt.Sprintf("https://%s", l.API)
	}
	l.Agent = os.Getenv("AGENT_URL")
	if !strings.Contains(l.Agent, "://") {
		l.Agent = "https://" + l.Agent
	}
	l.Agent = strings.TrimRight(l.Agent, "/")
	l.unread = os.Getenv("UNREAD")
	return l
}
