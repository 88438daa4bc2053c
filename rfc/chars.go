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
	bitHex
	bitAlpha
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
		set(alpha, bitAlpha)
		set(digit+"abcdefABCDEF", bitHex)
		set(unreserved+subDelims, bitUserinfo|bitHost|bitPath|bitQuery|bitFragment)
		set(":", bitUserinfo|bitPath|bitQuery|bitFragment)
		set("@/", bitPath|bitQuery|bitFragment)
		set("?", bitQuery|bitFragment)
		if Profile(p) == RFC1738 {
			t['~'] &^= bitUserinfo | bitHost | bitPath | bitQuery | bitFragment
			// RFC 1738 §5: user and password = *[ uchar | ";" | "?" | "&" | "=" ].
			t['?'] |= bitUserinfo
		}
	}
}

func isHex(b byte) bool   { return classes[0][b]&bitHex != 0 }
func isAlpha(b byte) bool { return classes[0][b]&bitAlpha != 0 }
func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// compBit returns the class bit of a component.
func compBit(k comp) uint8 {
	switch k {
	case compScheme:
		return bitScheme
	case compUserinfo:
		return bitUserinfo
	case compHost:
		return bitHost
	case compPath:
		return bitPath
	case compQuery:
		return bitQuery
	case compFragment:
		return bitFragment
	}
	return 0
}
