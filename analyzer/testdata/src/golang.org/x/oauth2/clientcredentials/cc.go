// Package clientcredentials stands for golang.org/x/oauth2/clientcredentials.
package clientcredentials

type Config struct {
	ClientID     string
	ClientSecret string
	TokenURL     string
	Scopes       []string
}
