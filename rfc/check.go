package rfc

// Check returns every violation in s, in order of Start (then End, then
// Check), each reported once.
func Check(s string, opts Options) []Violation {
	return AppendCheck(nil, s, opts)
}

// AppendCheck appends the violations in s to dst and returns the extended
// slice. Checking a valid string allocates nothing.
func AppendCheck(dst []Violation, s string, opts Options) []Violation {
	// TODO(rfc): the grammars.
	return dst
}
