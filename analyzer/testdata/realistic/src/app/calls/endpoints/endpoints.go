// Package endpoints names the URLs of the services the application calls.
package endpoints

// case: calls bug cross-package-func
func Token() string { return "https://auth.example.com/oauth2/token?audience=api v2" }

// case: calls valid cross-package-func-ok
func Introspect() string { return "https://auth.example.com/oauth2/introspect" }

// case: calls bug cross-package-template
const api = "https://api.example.com/v1 "

// User is the URL of one user's resource.
func User(id string) string { return api + "/users/" + id }

// endcase

// case: calls bug cross-package-var-string
var Webhook = "https://hooks.example.com/in coming"

// case: calls valid cross-package-var-string-ok
var Metrics = "https://metrics.example.com/push"

// case: calls valid cross-package-var-string-template
var Avatar = "https://avatars.example.com/u/{id} ?s=64"

// endcase
