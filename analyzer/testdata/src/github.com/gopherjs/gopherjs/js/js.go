// Package js stands for GopherJS's bridge to JavaScript.
package js

// Object is a JavaScript object.
type Object struct{}

// Global is JavaScript's global object.
var Global *Object
