// Package broken has a type error, for the cache tests.
package broken

// N is an int given a string.
var N int = "not an int"
