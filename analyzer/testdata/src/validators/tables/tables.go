package tables // want package:`urlValidators\(2\)`

// tables holds validators that use no regexp: a lookup in a
// table of the package, and a test that calls another package's
// validator.

import "validators/names"

var zones = map[string]string{"eu-west": "Europe (West)", "us-east": "US (East)"}

// IsZone reports whether z names a zone.
func IsZone(z string) bool { // want IsZone:`urlValidates\(0 ~ .*\)`
	_, ok := zones[z]
	return ok
}

// IsStd reports whether p is a package of the standard library.
func IsStd(p string) bool { return p != "" && names.IsBuiltin(p) } // want IsStd:`urlValidates\(0 ~ .*\)`

// Describe is no validator: it returns true for a key of the table and
// for any text with a space.
func Describe(z string) bool {
	if _, ok := zones[z]; ok {
		return true
	}
	for i := range z {
		if z[i] == ' ' {
			return true
		}
	}
	return false
}
