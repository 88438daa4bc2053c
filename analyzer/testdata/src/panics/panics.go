// Package panics is analyzed by TestPanicPosition, whose hook panics at
// the call of get.
package panics

func get(url string) {}

func fetch() {
	get("https://example.com/")
}
