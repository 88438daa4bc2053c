package rfc

// A CheckID names a class of violation. IDs are stable: users select and
// suppress checks by them, and they appear as Diagnostic.Category.
type CheckID string

// The checks. Checks (below) documents each.
const (
	CheckChar           CheckID = "char"            // a character that must be percent-encoded where it stands
	CheckNonASCII       CheckID = "non-ascii"       // a non-ASCII byte outside the host
	CheckEscape         CheckID = "escape"          // '%' that starts no valid escape
	CheckScheme         CheckID = "scheme"          // malformed scheme
	CheckHost           CheckID = "host"            // malformed host name or reg-name
	CheckIDNA           CheckID = "idna"            // non-ASCII host name: use its A-label
	CheckHostUnderscore CheckID = "host-underscore" // underscore in a DNS host name (warning)
	CheckIPv4           CheckID = "ipv4"            // malformed or out-of-range IPv4 address
	CheckIPv6           CheckID = "ipv6"            // malformed IP literal
	CheckPort           CheckID = "port"            // non-numeric or out-of-range port
	CheckCredentials    CheckID = "credentials"     // password embedded in userinfo
	CheckPath           CheckID = "path"            // path structure (colon in first segment, '//' without authority)
	CheckSchemeGrammar  CheckID = "scheme-grammar"  // breaks its scheme's own grammar (RFC 1738 §3, §5)
	CheckTarget         CheckID = "target"          // not the kind of URL the receiver requires
)

// A CheckDoc documents a check, in the manner of staticcheck's check docs.
type CheckDoc struct {
	ID          CheckID
	Title       string   // one line: "Character that must be percent-encoded"
	Explanation string   // a paragraph or two of plain text
	RFC         string   // main reference: "RFC 3986 §2"
	URL         string   // link to the RFC section, https://www.rfc-editor.org/rfc/rfcNNNN#section-X
	Bad, Good   string   // an example URL that the check reports, and its fixed form
	Severity    Severity // default severity
	Since       string   // urlvet version that introduced it: "v0.1.0"
}

// Checks documents every check, in a stable order.
var Checks []CheckDoc

// Doc returns the documentation of the check with the given ID.
func Doc(id CheckID) (CheckDoc, bool) {
	for _, d := range Checks {
		if d.ID == id {
			return d, true
		}
	}
	return CheckDoc{}, false
}
