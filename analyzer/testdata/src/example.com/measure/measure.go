// Package measure records the time calls to other services take, by a
// label of the caller's choice.
package measure

import "time"

// Span is one call being timed.
type Span struct {
	label string
	start time.Time
}

// Start begins a span labelled with text of the caller's choice.
func Start(kind, label string) *Span { return &Span{label: kind + " " + label, start: time.Now()} }

// Done ends the span.
func (s *Span) Done() time.Duration { return time.Since(s.start) }

// Observe records a call that started at start.
func Observe(kind, label string, start time.Time) { _ = kind + label + start.String() }
