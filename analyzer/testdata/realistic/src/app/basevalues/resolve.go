package basevalues

import (
	"net/http"
	"net/url"
)

// case: basevalues bug ctor-parsed-base-absolute-ref
type GitLab struct{ base *url.URL }

func NewGitLab(raw string) (*GitLab, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &GitLab{base: u}, nil
}

func SelfHosted() (*GitLab, error) { return NewGitLab("https://git.example.com/api/v4/") }

func (g *GitLab) Projects() (*http.Response, error) {
	ref := &url.URL{Path: "/projects"} // want `resolving "/projects" against "https://git.example.com/api/v4/"`
	return http.Get(g.base.ResolveReference(ref).String())
}

// case: basevalues valid ctor-parsed-base-relative-ref
func (g *GitLab) Groups() (*http.Response, error) {
	return http.Get(g.base.ResolveReference(&url.URL{Path: "groups"}).String())
}

// case: basevalues bug option-parsed-base-parse
type Vault struct{ addr *url.URL }

type VaultOption func(*Vault)

func WithVaultAddr(raw string) VaultOption {
	return func(v *Vault) {
		u, _ := url.Parse(raw)
		v.addr = u
	}
}

func NewVault(opts ...VaultOption) *Vault {
	v := &Vault{}
	for _, o := range opts {
		o(v)
	}
	return v
}

func Cluster() *Vault { return NewVault(WithVaultAddr("https://vault.example.com/v1/")) }

func (v *Vault) Secret() (*http.Response, error) {
	u, err := v.addr.Parse("/secret/data/app") // want `resolving "/secret/data/app" against "https://vault.example.com/v1/"`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// case: basevalues valid option-parsed-base-root
type Consul struct{ addr *url.URL }

func NewConsul() *Consul {
	u, _ := url.Parse("https://consul.example.com")
	return &Consul{addr: u}
}

func (c *Consul) Leader() (*http.Response, error) {
	u, err := c.addr.Parse("/v1/status/leader")
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// case: basevalues bug ctor-parsed-base-last-segment
type Jenkins struct{ base *url.URL }

func NewJenkins() *Jenkins {
	u, _ := url.Parse("https://ci.example.com/jenkins") // want `resolving "job/build" against "https://ci.example.com/jenkins"`
	return &Jenkins{base: u}
}

func (j *Jenkins) Build() (*http.Response, error) {
	u, err := j.base.Parse("job/build")
	if err != nil {
		return nil, err
	}
	return http.Post(u.String(), "application/json", nil)
}

// case: basevalues valid ctor-joinpath-base
type Nexus struct{ base string }

func NewNexus(base string) *Nexus { return &Nexus{base: base} }

func Repo() *Nexus { return NewNexus("https://nexus.example.com/repository/") }

func (n *Nexus) Artifact(name string) (*http.Response, error) {
	u, err := url.JoinPath(n.base, "releases", name)
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// endcase
