package analyzer

import "go/token"

// SetAnalyzingHook sets the function called with each position the
// analysis records, and returns a function that restores the previous one.
func SetAnalyzingHook(f func(token.Position)) (restore func()) {
	old := analyzingHook
	analyzingHook = f
	return func() { analyzingHook = old }
}
