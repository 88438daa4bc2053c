module github.com/urlvet/urlvet/tools

go 1.26.0

require (
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	golang.org/x/mod v0.42.0
)

require golang.org/x/text v0.43.0 // indirect

replace github.com/urlvet/urlvet => ../
