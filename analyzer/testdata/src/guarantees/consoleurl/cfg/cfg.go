// Package cfg declares an API's types, whose fields its users write.
package cfg

type ConsoleStatus struct{ ConsoleURL string }

type Console struct{ Status ConsoleStatus }
