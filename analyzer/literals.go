package analyzer

// checkLiterals implements -literals.
func (r *run) checkLiterals() {
	// TODO(analyzer): URL-looking literals that reach no sink.
}
