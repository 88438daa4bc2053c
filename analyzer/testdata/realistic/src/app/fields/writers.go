package fields

import (
	"strings"

	"app/fields/apiclient"
)

// case: fields bug importer-writes-config
func newAPIClient() *apiclient.Client {
	return apiclient.New(apiclient.Config{BaseURL: "https://api.example.com/v1|beta", Token: "t"}) // want `\|`
}

// case: fields valid importer-writes-config-ok
func newProdClient() *apiclient.Client {
	return apiclient.New(apiclient.Config{BaseURL: "https://api.example.com/v1", Token: "a b"})
}

// case: fields bug importer-assigns-field
const hooksHost = "hooks.example.com"

func opsHook() *apiclient.Webhook {
	w := &apiclient.Webhook{}
	w.URL = "https://" + hooksHost + "/services/T0 B1" // want `space`
	return w
}

// case: fields valid importer-assigns-field-ok
func devHook(team string) *apiclient.Webhook {
	w := &apiclient.Webhook{}
	w.URL = "https://" + hooksHost + "/services/" + strings.ToUpper(team)
	return w
}

// case: fields valid field-also-a-path
func localArtifact() apiclient.Artifact {
	return apiclient.Artifact{Location: "/var/cache/build output.tar"}
}

// case: fields valid field-sink-on-some-paths
func grpcExporter() apiclient.Exporter {
	return apiclient.Exporter{Protocol: "grpc", Endpoint: "otel-collector:4317"}
}

// case: fields bug importer-base-url-prefix
func euRegistry() *apiclient.Registry {
	return &apiclient.Registry{BaseURL: "https://registry.example.com/mirror|eu"} // want `\|`
}

// case: fields bug importer-base-url-port
func mirrorRegistry() *apiclient.Registry {
	return &apiclient.Registry{BaseURL: "https://mirror.example.com:65536"} // want `port 65536`
}

// case: fields bug importer-base-url-trailing-slash
func cacheRegistry() *apiclient.Registry {
	return &apiclient.Registry{BaseURL: "https://cache.example.com/"} // want `"//"`
}

// case: fields valid importer-base-url-prefix-ok
func localRegistry() *apiclient.Registry {
	return &apiclient.Registry{BaseURL: "https://registry.example.com:5000"}
}

// case: fields bug importer-writes-builder-base
func stagingAPI() *apiclient.API {
	return &apiclient.API{BaseURL: "https://api.staging example.com"} // want `space`
}

// case: fields valid importer-writes-builder-base-ok
func prodAPI() *apiclient.API {
	return &apiclient.API{BaseURL: "https://api.example.com"}
}

// case: fields valid carrier-result-also-a-label
func cacheMirror() apiclient.Mirror {
	return apiclient.Mirror{Source: "local cache"}
}

// endcase
