package rfc

import (
	"slices"
	"strings"
)

// This file finds unfilled placeholders: text that a template, a router or
// a format would replace, sent as it stands. The grammar either rejects it
// ('{' and '}' must be escaped, "%s" is no escape) or accepts it (":id" is a
// valid segment); either way the URL is wrong, and percent-encoding the
// braces only hides the mistake, so a placeholder is one violation without
// a fix, and the violations of the grammar inside it are dropped.

// Kinds of placeholder, for messages.
const (
	phBrace    = iota // {id}, {id:[0-9]+}, {?q,page} (RFC 6570), {name...}
	phTemplate        // {{.ID}}
	phShell           // ${VAR}
	phInterp          // ${tc.id}: a JavaScript template literal's interpolation
	phColon           // /:id
	phVerb            // %s, %d, %v, %q
)

// placeholders reports the placeholders of the checked string and drops
// the violations that lie inside one, which it explains better.
func (c *checker) placeholders() {
	s := c.s
	var pathStart, pathEnd int
	if c.phScanned {
		// The scan of the whole URL saw every byte, and the path.
		if !c.phCand {
			return // the common case
		}
		pathStart, pathEnd = c.phPathStart, c.phPathEnd
	} else {
		if strings.IndexByte(s, '{') < 0 && strings.IndexByte(s, '%') < 0 && !strings.Contains(s, "/:") {
			return // the common case
		}
		pathStart, pathEnd = c.pathSpan()
	}
	add := func(start, end, kind int) {
		// Unknown text inside, or right after a route parameter, may
		// make it something else.
		if c.hole(start+1, end-1) || kind == phColon && c.holeAt(end) {
			return
		}
		c.drop(start, end)
		c.add(Violation{Start: start, End: end, Check: CheckPlaceholder, Rule: placeholderRule.rule, RFC: placeholderRule.ref,
			Severity: Error, Message: placeholderMessage(s[start:end], kind)})
	}
	depth := 0 // open braces not part of a placeholder: {viewer{login}} is a GraphQL query
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			if depth == 0 {
				if start, end, kind := placeholderAt(s, i); end > 0 {
					add(start, end, kind)
					i = end - 1
					continue
				}
			}
			depth++
		case '}':
			if depth > 0 {
				depth--
			}
		case '%':
			if i+1 < len(s) && strings.IndexByte("sdvq", s[i+1]) >= 0 &&
				!(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
				add(i, i+2, phVerb)
				i++
			}
		case ':':
			// After a '/' that is known to end the text before it:
			// "oci://" + host + "/" + name + ":latest" is a tag.
			if i > pathStart && i < pathEnd && s[i-1] == '/' && !c.holeAt(i) && i+1 < pathEnd && (isAlpha(s[i+1]) || s[i+1] == '_') {
				j := i + 1
				for j < pathEnd && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_') {
					j++
				}
				if j == pathEnd || s[j] == '/' {
					if !(j == pathEnd && c.actionSegment(i, pathStart)) {
						add(i, j, phColon)
					}
					i = j - 1
				}
			}
		}
	}
}

// actionSegment reports whether the ':name' segment at i, the last of
// the path, names an action on the resource the path before it names
// (Azure's "/api/hubs/%s/:send", "/:generateToken"), not a route
// parameter: the segment before it, in the path, is a value put in place
// of all its text (a hole between two '/'), and the '/' and ':' of this
// one are one literal's text (no join at i). Whoever wrote that literal
// filled the segment before by formatting or concatenation and wrote
// this one as it is meant: a router template whose segments are being
// filled would have had this one filled too. A ':name' that constant
// text joins to a '/' ("%s/%s/%s" with ":cancel", where the API wants
// "NAME:cancel"), that follows a constant segment ("/users/:id"), or
// that more segments follow ("/repos/%s/:repo/issues") is still a route
// parameter.
func (c *checker) actionSegment(i, pathStart int) bool {
	if i-2 < pathStart || c.s[i-2:i] != "//" || !c.holeAt(i-1) {
		return false
	}
	_, joined := slices.BinarySearch(c.opts.Joins, i)
	return !joined
}

// placeholderAt returns the placeholder around the '{' at i, and its
// kind; end is 0 if there is none.
func placeholderAt(s string, i int) (start, end, kind int) {
	if i > 0 && s[i-1] == '$' {
		// ${VAR}, or ${tc.id}: names joined by dots, as a JavaScript
		// template literal writes a field.
		j, kind := i+1, phShell
		for j < len(s) && (isAlpha(s[j]) || s[j] == '_') {
			for j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_') {
				j++
			}
			if j < len(s) && s[j] == '}' {
				return i - 1, j + 1, kind
			}
			if j+1 < len(s) && s[j] == '.' {
				j, kind = j+1, phInterp
			}
		}
		return 0, 0, 0
	}
	if strings.HasPrefix(s[i:], "{{") {
		// {{.ID}}, {{ .Name }}: a Go (or Mustache) template action.
		e := strings.Index(s[i+2:], "}}")
		if e <= 0 || e > 64 || strings.ContainsAny(s[i+2:i+2+e], "{}\n") {
			return 0, 0, 0
		}
		return i, i + 2 + e + 2, phTemplate
	}
	// {name}, with an RFC 6570 operator before it, a pattern after ':' or
	// "..." (routers), or a list of names (RFC 6570).
	j := i + 1
	if j < len(s) && strings.IndexByte("+#./;?&", s[j]) >= 0 {
		j++
	}
	if j >= len(s) || !(isAlpha(s[j]) || s[j] == '_') {
		return 0, 0, 0
	}
	e := strings.IndexByte(s[j:], '}')
	if e < 0 || e > 64 {
		return 0, 0, 0
	}
	body := s[j : j+e]
	if strings.ContainsAny(body, "{\"' \t\n") {
		return 0, 0, 0
	}
	return i, j + e + 1, phBrace
}

// drop removes the violations recorded so far that lie within
// [start, end).
func (c *checker) drop(start, end int) {
	c.dropFunc(func(v *Violation) bool { return v.Start >= start && v.End <= end })
}

// dropFunc removes the violations recorded so far for which f is true.
func (c *checker) dropFunc(f func(*Violation) bool) {
	i := c.base
	for i < len(c.out) && !f(&c.out[i]) {
		i++
	}
	if i == len(c.out) {
		return // nothing dropped: out and its index stay as they are
	}
	out := c.out[:i]
	for j := i + 1; j < len(c.out); j++ {
		if !f(&c.out[j]) {
			out = append(out, c.out[j])
		}
	}
	clear(c.out[len(out):])
	c.out = out
	if c.seen != nil {
		c.seen = nil // rebuilt on the next add
	}
}

// pathSpan returns where the path of the checked string lies: all of it
// for a path component, the path of a whole URL, or nothing.
func (c *checker) pathSpan() (start, end int) {
	m := splitRFC3986
	switch t := c.opts.Target; {
	case t == RawPath || t == DecodedPath || t == Opaque || t == PathElement:
		return 0, len(c.s)
	case t > Request:
		return 0, 0 // a component without a path, or a client library's target
	case t == Request && strings.HasPrefix(c.s, "/"):
		m = splitOrigin
	case c.opts.Profile == RFC1738:
		m = splitRFC1738
	}
	var p parts
	split(c.s, m, &p)
	return p.path.start, p.path.end
}

// placeholderRule cites RFC 6570, which says what a placeholder is: a
// URI Template expression, to be expanded into a URI.
var placeholderRule = ruleRef{"URI-Template", "RFC 6570 §1.1"}

func placeholderMessage(text string, kind int) string {
	q := quoteRun(text)
	switch kind {
	case phTemplate:
		return "unexpanded template action " + q + " in a URL; execute the template before sending it"
	case phShell:
		return "unexpanded variable " + q + " in a URL; expand it (os.ExpandEnv) before sending it"
	case phInterp:
		return "interpolation " + q + " in a URL: Go never expands ${...} in a string; build the URL with + or fmt.Sprintf"
	case phColon:
		return "route parameter " + q + " in a URL; substitute its value before sending it"
	case phVerb:
		return "format verb " + q + " in a string that is never formatted before it reaches the sink; pass it through fmt.Sprintf, or write %25 for a literal '%'"
	}
	return "unfilled placeholder " + q + " in a URL; substitute its value before sending it"
}
