// Package bad has the findings of package e2e/bad through own.Get, one
// per line.
package bad

import "example.com/e2e/own"

func Space() {
	own.Get("http://example.com/a b")
}

func Angle() {
	own.Get("http://example.com/<id>")
}

func Accent() {
	own.Get("http://example.com/café|x")
}
