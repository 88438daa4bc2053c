package allowlist

import (
	"iter"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// patternFlaws judges a regular expression that a URL or a host name is
// matched against. Each candidate flaw is tried: a bypass is built from a
// string the pattern means to match, and the compiled pattern is run on
// it.
func (t Test) patternFlaws() []Flaw {
	if t.Subject == Target {
		return nil
	}
	re, err := regexp.Compile(t.Lit)
	if err != nil {
		return nil
	}
	var flaws []Flaw
	branches := topBranches(t.Lit)
	anchored := false
	for _, b := range branches {
		anchored = anchored || b.anchored
	}
	for _, br := range branches {
		want, ok := sample(br.src)
		if !ok {
			continue
		}
		host := HostOf(t.Subject, want)
		if !isHostName(host) || !re.MatchString(want) {
			continue
		}
		flaws = append(flaws, t.dotFlaws(re, br, host)...)
		if !br.anchored {
			rule, fix := RegexpNoStart, ""
			if anchored {
				rule = RegexpAltAnchor
			}
			if b := t.proved(host, startBypass(t.Subject, want)); b != "" {
				flaws = append(flaws, Flaw{Rule: rule, Start: br.start, End: br.start, Host: host, Bypass: b, Fix: fix})
			}
		}
		if b := t.proved(host, endBypasses(t.Subject, want, host)...); b != "" {
			flaws = append(flaws, Flaw{Rule: RegexpNoEnd, Start: br.end, End: br.end, Host: host, Bypass: b})
		}
	}
	return flaws
}

// dotFlaws finds the unescaped '.' of a branch that stand in a host name:
// each followed by a label, a '.' (escaped or not) and another label, as
// "www.example\.com" is. A bypass puts a letter in its place, which makes
// another registrable domain ("wwwxexample.com").
func (t Test) dotFlaws(re *regexp.Regexp, br branch, host string) []Flaw {
	var flaws []Flaw
	for _, i := range unescapedDots(br.src) {
		if !hostDot(br.src[i+1:]) {
			continue
		}
		alt, ok := sample(br.src[:i] + "x" + br.src[i+1:])
		if ok && t.Subject == Origin && !strings.Contains(alt, "://") {
			alt = "https://" + alt // what a browser sends
		}
		if !ok || !re.MatchString(alt) || !otherSite(HostOf(t.Subject, alt), host) {
			continue
		}
		flaws = append(flaws, Flaw{Rule: RegexpDot, Start: br.start + i, End: br.start + i + 1, Host: host, Bypass: alt, Fix: `\.`})
	}
	return flaws
}

// startBypass puts another host before what the pattern means to match.
func startBypass(s Subject, want string) string {
	switch s {
	case Host:
		return "attacker-" + want
	case Origin:
		// No path to hide it in: another name before the host.
		if i := strings.Index(want, "://"); i >= 0 {
			return want[:i+3] + "attacker-" + want[i+3:]
		}
		return "https://attacker-" + want
	}
	return "https://" + attacker + "/?u=" + want
}

// endBypasses go on after the host the pattern means to match, where the
// sample ends with it (and its port).
func endBypasses(s Subject, want, host string) []string {
	if s == Host {
		return []string{want + "." + attacker}
	}
	i := strings.LastIndex(strings.ToLower(want), host)
	if i < 0 {
		return nil
	}
	rest := want[i+len(host):]
	if rest != "" && strings.Trim(rest, ":0123456789") != "" {
		return nil // a path, query or fragment ends the host
	}
	if s == Origin {
		if rest != "" {
			return nil // after a port, only a userinfo's '@' goes on, which no origin has
		}
		if !strings.Contains(want, "://") {
			want = "https://" + want
		}
		return []string{want + "." + attacker}
	}
	if rest == "" {
		return []string{want + "." + attacker + "/", want + "@" + attacker + "/"}
	}
	return []string{want + "@" + attacker + "/"}
}

// A branch is a top-level alternative of a pattern.
type branch struct {
	src        string
	start, end int  // its bytes in the pattern
	anchored   bool // it starts with '^' or \A (after leading flags)
}

// topBranches splits a pattern at its top-level '|'.
func topBranches(p string) []branch {
	var out []branch
	depth, start := 0, 0
	for i := range metachars(p) {
		switch p[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '|':
			if depth == 0 {
				out = append(out, newBranch(p, start, i))
				start = i + 1
			}
		}
	}
	return append(out, newBranch(p, start, len(p)))
}

// metachars yields the offsets of the bytes of p that are neither escaped
// nor in a character class.
func metachars(p string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < len(p); i++ {
			switch p[i] {
			case '\\':
				i++
			case '[':
				i = classEnd(p, i)
			default:
				if !yield(i) {
					return
				}
			}
		}
	}
}

func newBranch(p string, start, end int) branch {
	s := p[start:end]
	rest := s
	for strings.HasPrefix(rest, "(?") {
		// Leading flag groups: "(?i)".
		j := strings.IndexByte(rest, ')')
		if j < 0 || strings.ContainsAny(rest[2:j], ":(") {
			break
		}
		rest = rest[j+1:]
	}
	return branch{src: s, start: start, end: end, anchored: strings.HasPrefix(rest, "^") || strings.HasPrefix(rest, `\A`)}
}

// classEnd returns the index of the ']' that closes the class at p[i].
func classEnd(p string, i int) int {
	j := i + 1
	if j < len(p) && p[j] == '^' {
		j++
	}
	if j < len(p) && p[j] == ']' {
		j++ // a leading ']' is a literal
	}
	for ; j < len(p); j++ {
		switch {
		case p[j] == '\\':
			j++
		case strings.HasPrefix(p[j:], "[:"):
			if k := strings.Index(p[j+2:], ":]"); k >= 0 {
				j += k + 3
			}
		case p[j] == ']':
			return j
		}
	}
	return len(p)
}

// unescapedDots returns the offsets of the '.' of p that match any
// character: neither escaped nor in a class.
func unescapedDots(p string) []int {
	var out []int
	for i := range metachars(p) {
		if p[i] == '.' {
			out = append(out, i)
		}
	}
	return out
}

// hostDot reports whether the text after a '.' reads as the rest of a host
// name: a label, a '.' (escaped or not), and another label.
func hostDot(rest string) bool {
	n := labelLen(rest)
	if n == 0 {
		return false
	}
	rest = rest[n:]
	switch {
	case strings.HasPrefix(rest, `\.`):
		rest = rest[2:]
	case strings.HasPrefix(rest, "."):
		rest = rest[1:]
	default:
		return false
	}
	return labelLen(rest) > 0
}

func labelLen(s string) int {
	n := 0
	for n < len(s) && (isAlnum(s[n]) || s[n] == '-') {
		n++
	}
	return n
}

func isAlnum(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
}

// sample returns a short string the pattern matches: the first
// alternative, no optional part, one of each repetition, '.' for a
// character that may be any (so that "www.example.com" reads as the host
// it names), a letter or a digit from a class where it has one.
func sample(pattern string) (string, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	var b strings.Builder
	if !write(&b, re) {
		return "", false
	}
	return b.String(), true
}

// maxSample bounds a sample: nested repetitions can ask for millions of
// characters, and no host allow-list needs more than a few hundred.
const maxSample = 2048

func write(b *strings.Builder, re *syntax.Regexp) bool {
	if b.Len() > maxSample {
		return false
	}
	switch re.Op {
	case syntax.OpNoMatch:
		return false
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 {
				r = unicode.ToLower(r)
			}
			b.WriteRune(r)
		}
	case syntax.OpCharClass:
		r, ok := pick(re.Rune)
		if !ok {
			return false
		}
		b.WriteRune(r)
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		b.WriteByte('.')
	case syntax.OpCapture, syntax.OpPlus:
		return write(b, re.Sub[0])
	case syntax.OpRepeat:
		for range re.Min {
			if !write(b, re.Sub[0]) {
				return false
			}
		}
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !write(b, s) {
				return false
			}
		}
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			var alt strings.Builder
			if write(&alt, s) {
				b.WriteString(alt.String())
				return true
			}
		}
		return false
	}
	// Empty matches, anchors, boundaries, and optional parts (star,
	// quest) add nothing.
	return true
}

// pick chooses a character of a class, given as pairs of ranges: a lower
// case letter, a digit or '-' where it has one, else its first printable
// ASCII character.
func pick(ranges []rune) (rune, bool) {
	in := func(r rune) bool {
		for i := 0; i+1 < len(ranges); i += 2 {
			if ranges[i] <= r && r <= ranges[i+1] {
				return true
			}
		}
		return false
	}
	for _, r := range "abcdefghijklmnopqrstuvwxyz0123456789-" {
		if in(r) {
			return r, true
		}
	}
	for r := rune('!'); r < utf8.RuneSelf; r++ {
		if in(r) {
			return r, true
		}
	}
	return 0, false
}
