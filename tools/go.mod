module github.com/urlvet/urlvet/tools

go 1.26.0

require (
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	github.com/urlvet/urlvet v0.0.0-00010101000000-000000000000
	golang.org/x/mod v0.42.0
)

require (
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/urlvet/urlvet => ../
