// Package sobek is a stub of the JavaScript engine k6 runs scripts with.
package sobek

// A Value is a value of the running script.
type Value interface {
	String() string
	Export() any
}
