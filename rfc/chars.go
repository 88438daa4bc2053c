package rfc

// A comp is the component a byte stands in; it selects the character class
// and the rule and section named in a violation.
type comp uint8

const (
	compScheme comp = iota
	compUserinfo
	compHost
	compPort
	compPath
	compQuery
	compFragment
	nComps
)

var compNames = [nComps]string{
	compScheme:   "a scheme",
	compUserinfo: "user information",
	compHost:     "a host",
	compPort:     "a port",
	compPath:     "a path",
	compQuery:    "a query",
	compFragment: "a fragment",
}

// Bits of the class tables: a set bit means the byte may stand unescaped
// in that component.
const (
	bitScheme uint8 = 1 << iota
	bitUserinfo
	bitHost
	bitPath
	bitQuery
	bitFragment
	// The bytes of a path or a query but those that a check of mistakes
	// looks for: ':' in a path (a route parameter "/:id"), '?' and '&' in
	// a query (a second '?', an HTML entity "&amp;"). The scan that checks
	// the component notes those (see note), so that a valid URL is read
	// once.
	bitPathPlain
	bitQueryPlain
)

// classes[profile][b] holds the bits of byte b under a profile. The three
// profiles agree except on '~' (RFC 1738 §2.2 calls it national, hence
// unsafe) and on '?' in user information (RFC 1738 allows it); the
// grammars differ mostly in structure, not in character sets.
var classes = [3][256]uint8{}

func init() {
	const (
		alpha      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digit      = "0123456789"
		subDelims  = "!$&'()*+,;="
		unreserved = alpha + digit + "-._~"
	)
	for p := range classes {
		t := &classes[p]
		set := func(chars string, bits uint8) {
			for i := 0; i < len(chars); i++ {
				t[chars[i]] |= bits
			}
		}
		set(alpha+digit+"+-.", bitScheme)
		set(unreserved+subDelims, bitUserinfo|bitHost|bitPath|bitQuery|bitFragment)
		set(":", bitUserinfo|bitPath|bitQuery|bitFragment)
		set("@/", bitPath|bitQuery|bitFragment)
		set("?", bitQuery|bitFragment)
		if Profile(p) == RFC1738 {
			t['~'] &^= bitUserinfo | bitHost | bitPath | bitQuery | bitFragment
			// RFC 1738 §5: user and password = *[ uchar | ";" | "?" | "&" | "=" ].
			t['?'] |= bitUserinfo
		}
		for b := range t {
			if t[b]&bitPath != 0 && b != ':' {
				t[b] |= bitPathPlain
			}
			if t[b]&bitQuery != 0 && b != '?' && b != '&' {
				t[b] |= bitQueryPlain
			}
		}
	}
}

// letters holds the ASCII letters and hex digits, as kindAlpha and
// kindHex bits.
var letters = func() (t [256]uint8) {
	for b := 'a'; b <= 'z'; b++ {
		t[b], t[b-'a'+'A'] = kindAlpha, kindAlpha
	}
	for _, b := range "0123456789abcdefABCDEF" {
		t[b] |= kindHex
	}
	return t
}()

const (
	kindAlpha = 1 << iota
	kindHex
)

func isHex(b byte) bool   { return letters[b]&kindHex != 0 }
func isAlpha(b byte) bool { return letters[b]&kindAlpha != 0 }
func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// compBits holds the class bit of each component (none for a port, which
// is checked as digits); plainBits, the bit of its bytes that the scan
// passes without a note.
var (
	compBits = [nComps]uint8{
		compScheme: bitScheme, compUserinfo: bitUserinfo, compHost: bitHost,
		compPath: bitPath, compQuery: bitQuery, compFragment: bitFragment,
	}
	plainBits = [nComps]uint8{
		compScheme: bitScheme, compUserinfo: bitUserinfo, compHost: bitHost,
		compPath: bitPathPlain, compQuery: bitQueryPlain, compFragment: bitFragment,
	}
)
