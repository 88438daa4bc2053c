// Package sarifschema holds the test that validates urlvet's -sarif output
// against the SARIF 2.1.0 JSON schema. It lives in the tools module so that
// the schema validator is not a dependency of the urlvet module.
package sarifschema
