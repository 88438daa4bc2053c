// Package null is a reduced gopkg.in/guregu/null.v3: its nullable String.
package null

import "database/sql"

type String struct {
	sql.NullString
}

func StringFrom(s string) String { return NewString(s, true) }

func StringFromPtr(s *string) String {
	if s == nil {
		return NewString("", false)
	}
	return NewString(*s, true)
}

func NewString(s string, valid bool) String {
	return String{NullString: sql.NullString{String: s, Valid: valid}}
}
