module github.com/urlvet/urlvet

go 1.26.0

require (
	github.com/golangci/plugin-module-register v0.1.2
	github.com/owenrumney/go-sarif/v3 v3.3.1
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	golang.org/x/mod v0.42.0
	golang.org/x/net v0.62.0
	golang.org/x/tools v0.52.0
)

require (
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/xeipuuv/gojsonpointer v0.0.0-20180127040702-4e3ac2762d5f // indirect
	github.com/xeipuuv/gojsonreference v0.0.0-20180127040603-bd5ef7bd5415 // indirect
	github.com/xeipuuv/gojsonschema v1.2.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
