package rfc

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// A ruleRef names a grammar rule and where the RFC defines it.
type ruleRef struct{ rule, ref string }

// compRules[profile][comp] is the rule that a byte in a component breaks.
var compRules = [3][nComps]ruleRef{
	RFC3986: {
		compScheme:   {"scheme", "RFC 3986 §3.1"},
		compUserinfo: {"userinfo", "RFC 3986 §3.2.1"},
		compHost:     {"reg-name", "RFC 3986 §3.2.2"},
		compPort:     {"port", "RFC 3986 §3.2.3"},
		compPath:     {"pchar", "RFC 3986 §3.3"},
		compQuery:    {"query", "RFC 3986 §3.4"},
		compFragment: {"fragment", "RFC 3986 §3.5"},
	},
	RFC2396: {
		compScheme:   {"scheme", "RFC 2396 §3.1"},
		compUserinfo: {"userinfo", "RFC 2396 §3.2.2"},
		compHost:     {"reg_name", "RFC 2396 §3.2.1"},
		compPort:     {"port", "RFC 2396 §3.2.2"},
		compPath:     {"pchar", "RFC 2396 §3.3"},
		compQuery:    {"query", "RFC 2396 §3.4"},
		compFragment: {"fragment", "RFC 2396 §4.1"},
	},
	RFC1738: {
		compScheme:   {"scheme", "RFC 1738 §2.1"},
		compUserinfo: {"user", "RFC 1738 §3.1"},
		compHost:     {"hostname", "RFC 1738 §3.1"},
		compPort:     {"port", "RFC 1738 §3.1"},
		compPath:     {"pchar", "RFC 1808 §2.2"},
		compQuery:    {"query", "RFC 1808 §2.2"},
		compFragment: {"fragment", "RFC 1808 §2.2"},
	},
}

var escapeRules = [3]ruleRef{
	RFC3986: {"pct-encoded", "RFC 3986 §2.1"},
	RFC2396: {"escaped", "RFC 2396 §2.4.1"},
	RFC1738: {"escape", "RFC 1738 §2.2"},
}

// charRule is the rule a disallowed byte b breaks in component k. RFC 2396
// and RFC 1738 name the excluded characters by class; RFC 3986 only lists
// what is allowed, so the component's rule is named.
func (c *checker) charRule(b byte, k comp) ruleRef {
	switch c.opts.Profile {
	case RFC2396:
		switch {
		case b < 0x20 || b == 0x7f:
			return ruleRef{"control", "RFC 2396 §2.4.3"}
		case b == ' ':
			return ruleRef{"space", "RFC 2396 §2.4.3"}
		case strings.IndexByte(`<>#%"`, b) >= 0:
			return ruleRef{"delims", "RFC 2396 §2.4.3"}
		case strings.IndexByte("{}|\\^[]`", b) >= 0:
			return ruleRef{"unwise", "RFC 2396 §2.4.3"}
		}
	case RFC1738:
		switch {
		case strings.IndexByte("{}|\\^~[]`", b) >= 0:
			return ruleRef{"national", "RFC 1738 §2.2"}
		case b <= ' ' || b >= 0x7f || strings.IndexByte(`<>#%"`, b) >= 0:
			return ruleRef{"unsafe", "RFC 1738 §2.2"}
		}
	}
	return c.rule(k)
}

func (c *checker) rule(k comp) ruleRef { return compRules[c.profile()][k] }

// profile returns the profile, treating unknown values as RFC 3986.
func (c *checker) profile() Profile {
	if c.opts.Profile > RFC1738 {
		return RFC3986
	}
	return c.opts.Profile
}

// charName names a byte for a message: "space", "'{'", "control byte 0x0A".
func charName(b byte) string {
	switch {
	case b == ' ':
		return "space"
	case b < 0x20 || b == 0x7f:
		return fmt.Sprintf("control byte 0x%02X", b)
	case b >= 0x80:
		return fmt.Sprintf("byte 0x%02X", b)
	}
	return "'" + string(rune(b)) + "'"
}

const upperhex = "0123456789ABCDEF"

// byteEscapeTable holds "%XX" for every byte, in order: byteEscape slices
// it, so that escapes cost no allocation and no initialization.
const byteEscapeTable = "" +
	"%00%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F" +
	"%20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2D%2E%2F%30%31%32%33%34%35%36%37%38%39%3A%3B%3C%3D%3E%3F" +
	"%40%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A%5B%5C%5D%5E%5F" +
	"%60%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%7B%7C%7D%7E%7F" +
	"%80%81%82%83%84%85%86%87%88%89%8A%8B%8C%8D%8E%8F%90%91%92%93%94%95%96%97%98%99%9A%9B%9C%9D%9E%9F" +
	"%A0%A1%A2%A3%A4%A5%A6%A7%A8%A9%AA%AB%AC%AD%AE%AF%B0%B1%B2%B3%B4%B5%B6%B7%B8%B9%BA%BB%BC%BD%BE%BF" +
	"%C0%C1%C2%C3%C4%C5%C6%C7%C8%C9%CA%CB%CC%CD%CE%CF%D0%D1%D2%D3%D4%D5%D6%D7%D8%D9%DA%DB%DC%DD%DE%DF" +
	"%E0%E1%E2%E3%E4%E5%E6%E7%E8%E9%EA%EB%EC%ED%EE%EF%F0%F1%F2%F3%F4%F5%F6%F7%F8%F9%FA%FB%FC%FD%FE%FF"

// byteEscape returns the percent-encoding of b: "%7B".
func byteEscape(b byte) string { return byteEscapeTable[3*int(b) : 3*int(b)+3] }

// Messages for single ASCII bytes are built on first use, all at once in
// one buffer, so that a string with a million stray bytes costs no
// allocation per violation, and a process that reports none (go vet runs
// one per package) builds none.
var (
	charMsgsOnce sync.Once
	charMsgs     [nComps][128][3]string // by component, byte and charMsg kind
)

// Kinds of single-byte messages.
const (
	msgPlain  = iota // "'{' is not allowed in a path"
	msgFix           // ... "; write %7B"
	msgRemove        // "control byte 0x0A is not allowed in a path; remove it"
)

// charMsg returns the message of kind kind for ASCII byte b in component k.
func charMsg(k comp, b byte, kind int) string {
	charMsgsOnce.Do(buildCharMsgs)
	return charMsgs[k][b&0x7f][kind]
}

func buildCharMsgs() {
	var buf []byte
	type ends [3]int // where each kind's message ends in buf
	var at [nComps][128]ends
	for k := range nComps {
		for b := range 128 {
			start := len(buf)
			buf = append(buf, charName(byte(b))...)
			buf = append(buf, " is not allowed in "...)
			buf = append(buf, compNames[k]...)
			base := buf[start:]
			at[k][b][msgPlain] = len(buf)
			buf = append(buf, base...)
			buf = append(buf, "; write "...)
			buf = append(buf, byteEscape(byte(b))...)
			at[k][b][msgFix] = len(buf)
			buf = append(buf, base...)
			buf = append(buf, "; remove it"...)
			at[k][b][msgRemove] = len(buf)
		}
	}
	all := string(buf)
	start := 0
	for k := range nComps {
		for b := range 128 {
			for kind, end := range at[k][b] {
				charMsgs[k][b][kind] = all[start:end]
				start = end
			}
		}
	}
}

// percentEncode writes every byte of s as %XX with upper-case hex.
func percentEncode(s string) string {
	if len(s) == 1 {
		return byteEscape(s[0])
	}
	var sb strings.Builder
	sb.Grow(3 * len(s))
	for i := 0; i < len(s); i++ {
		sb.WriteByte('%')
		sb.WriteByte(upperhex[s[i]>>4])
		sb.WriteByte(upperhex[s[i]&15])
	}
	return sb.String()
}

// badChar reports the byte at i, which component k does not allow.
// Printable bytes get a percent-encoding fix unless fix is false.
func (c *checker) badChar(i int, k comp, fix bool) {
	b := c.s[i]
	r := c.charRule(b, k)
	v := Violation{Start: i, End: i + 1, Check: CheckChar, Rule: r.rule, RFC: r.ref, Severity: Error}
	switch {
	case b >= 0x80:
		v.Message = charName(b) + " is not allowed in " + compNames[k]
	case b < 0x20 || b == 0x7f:
		// A control byte is never data written as is (url.Parse rejects
		// it): it came with a copy and paste, and is deleted.
		v.Message = charMsg(k, b, msgRemove)
		v.Fixable, v.Replacement = !c.joinsNonASCII(i, k) && !c.deletionResplits(), ""
	case k == compHost || k == compScheme || k == compPort:
		v.Check = checkOfComp(k)
		v.Message = charMsg(k, b, msgPlain)
	case fix:
		if k == compQuery && (b == '[' || b == ']') {
			v.Check = CheckQueryBrackets // ?ids[]=1: common in API clients, so it can be disabled alone
		}
		v.Fixable, v.Replacement = true, byteEscape(b)
		v.Message = charMsg(k, b, msgFix)
	case b == '#':
		v.Message = "a second '#' is not allowed in a fragment; write %23 if it is data"
	default:
		v.Message = charMsg(k, b, msgPlain)
	}
	c.push(v)
}

// joinsNonASCII reports whether deleting the control bytes around i, in
// component k, would join two non-ASCII bytes: "\xcb\x1f\x94" would become
// the character U+02D4, a different string from the one the bytes stood
// for, so the deletion is not offered. A neighbouring run of valid UTF-8
// that the same fixes percent-encode ("\xd9\x1fθ" gives "\xd9%CE%B8") is
// ASCII once fixed, and joins nothing.
func (c *checker) joinsNonASCII(i int, k comp) bool {
	if c.ctlLo <= i && i < c.ctlHi {
		return c.ctlJoins
	}
	l, r := i-1, i+1
	for l >= 0 && isControl(c.s[l]) {
		l--
	}
	for r < len(c.s) && isControl(c.s[r]) {
		r++
	}
	c.ctlLo, c.ctlHi = l+1, r
	c.ctlJoins = l >= 0 && r < len(c.s) && c.s[l] >= 0x80 && c.s[r] >= 0x80
	if c.ctlJoins && c.encodesNonASCII(k) {
		ls, re := l, r
		for ls > 0 && c.s[ls-1] >= 0x80 {
			ls--
		}
		for re < len(c.s) && c.s[re] >= 0x80 {
			re++
		}
		c.ctlJoins = !utf8.ValidString(c.s[ls:l+1]) && !utf8.ValidString(c.s[r:re])
	}
	return c.ctlJoins
}

// deletionResplits reports whether deleting the control bytes of a whole
// URL would split it differently: "ftp:/\x00//h" would gain an authority,
// "http:\x00//h" too, "\x00:x" would lose its scheme. The deletion then
// changes what the URL means, so it is not offered. Control bytes are
// rare, so the copy it takes is too.
func (c *checker) deletionResplits() bool {
	if !c.urlSplit {
		return false
	}
	if c.ctlResplit == 0 {
		c.ctlResplit = 1
		if !splitsAlikeWithoutControls(c.s, c.urlMode, &c.urlParts) {
			c.ctlResplit = 2
		}
	}
	return c.ctlResplit == 2
}

func isControl(b byte) bool { return b < 0x20 || b == 0x7f }

// splitsAlikeWithoutControls reports whether s without its control bytes
// splits by mode m into the parts p of s, each less its control bytes.
func splitsAlikeWithoutControls(s string, m splitMode, p *parts) bool {
	kept := make([]byte, 0, len(s))
	shift := make([]int, len(s)+1) // shift[i]: bytes of s[:i] deleted
	for i := 0; i < len(s); i++ {
		shift[i+1] = shift[i]
		if isControl(s[i]) {
			shift[i+1]++
		} else {
			kept = append(kept, s[i])
		}
	}
	var q parts
	split(string(kept), m, &q)
	same := func(a, b span) bool {
		if !a.ok {
			return !b.ok
		}
		return b.ok && b.start == a.start-shift[a.start] && b.end == a.end-shift[a.end]
	}
	return same(p.scheme, q.scheme) && same(p.authority, q.authority) && same(p.path, q.path) &&
		same(p.params, q.params) && same(p.query, q.query) && same(p.fragment, q.fragment)
}

// encodesNonASCII reports whether a run of valid UTF-8 in component k gets
// its percent-encoding as the fix (see nonASCII): not in a host, scheme
// or port, nor in the decoded targets, which hold such text as it is.
func (c *checker) encodesNonASCII(k comp) bool {
	switch c.opts.Target {
	case DecodedPath, DecodedFragment, PathElement:
		return false
	}
	return k != compHost && k != compScheme && k != compPort
}

func checkOfComp(k comp) CheckID {
	switch k {
	case compScheme:
		return CheckScheme
	case compHost:
		return CheckHost
	case compPort:
		return CheckPort
	}
	return CheckChar
}

// nonASCII reports the run of non-ASCII bytes s[i:j] outside a host as one
// violation: one character, or one word, is one fault. Valid UTF-8 gets its
// percent-encoding as the fix; invalid UTF-8 has no clear intent.
func (c *checker) nonASCII(i, j int, k comp) {
	r := c.rule(k)
	if c.opts.Profile == RFC1738 {
		r = ruleRef{"unsafe", "RFC 1738 §2.2"}
	}
	v := Violation{Start: i, End: j, Check: CheckNonASCII, Rule: r.rule, RFC: r.ref, Severity: Error}
	run := c.s[i:j]
	if utf8.ValidString(run) {
		v.Fixable, v.Replacement = true, percentEncode(run)
		v.Message = fmt.Sprintf("non-ASCII text %q is not allowed in %s; percent-encode its UTF-8 bytes", run, compNames[k])
	} else {
		v.Message = "invalid UTF-8 in " + compNames[k] + "; percent-encode the intended bytes"
	}
	c.push(v)
}

// badEscape reports a '%' at i that starts no valid escape.
func (c *checker) badEscape(i int, k comp) {
	r := escapeRules[c.profile()]
	v := Violation{Start: i, End: i + 1, Check: CheckEscape, Rule: r.rule, RFC: r.ref, Severity: Error}
	if k == compHost || k == compPort || k == compScheme {
		v.Message = "'%' starts no valid escape (two hex digits must follow)"
	} else {
		v.Fixable, v.Replacement = true, "%25"
		v.Message = "'%' starts no valid escape; write %25 for a literal '%'"
	}
	c.push(v)
}

// violation records a fault that has no fix.
func (c *checker) violation(start, end int, id CheckID, r ruleRef, sev Severity, msg string) {
	c.add(Violation{Start: start, End: end, Check: id, Rule: r.rule, RFC: r.ref, Severity: sev, Message: msg})
}
