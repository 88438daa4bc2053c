package analyzer

import "strings"

// eachVerb calls yield for each verb of a printf format, in order: the
// index of its '%', of its verb letter, and the argument it takes (the
// n-th verb takes argument n: no explicit argument indexes, no '*'). A
// "%%" is no verb. It stops where yield returns false or the format
// ends inside a verb.
func eachVerb(format string, yield func(pct, verb, n int) bool) {
	n := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			i++
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.", format[j]) >= 0 {
			j++
		}
		if j == len(format) || !yield(i, j, n) {
			return
		}
		n++
		i = j
	}
}
