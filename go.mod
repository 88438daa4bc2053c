module github.com/urlvet/urlvet

go 1.26.0

require (
	github.com/golangci/plugin-module-register v0.1.2 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
	honnef.co/go/tools v0.8.2 // indirect
)
