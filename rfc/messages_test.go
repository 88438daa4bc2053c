package rfc

import (
	"fmt"
	"testing"
)

func TestByteEscape(t *testing.T) {
	for b := range 256 {
		if got, want := byteEscape(byte(b)), fmt.Sprintf("%%%02X", b); got != want {
			t.Errorf("byteEscape(0x%02X) = %q, want %q", b, got, want)
		}
	}
}

func TestCharMsg(t *testing.T) {
	for _, tc := range []struct {
		k    comp
		b    byte
		kind int
		want string
	}{
		{compPath, '{', msgPlain, "'{' is not allowed in a path"},
		{compQuery, ' ', msgFix, "space is not allowed in a query; write %20"},
		{compFragment, '\n', msgRemove, "control byte 0x0A is not allowed in a fragment; remove it"},
		{compHost, 0x7f, msgPlain, "control byte 0x7F is not allowed in a host"},
	} {
		if got := charMsg(tc.k, tc.b, tc.kind); got != tc.want {
			t.Errorf("charMsg(%d, %q, %d) = %q, want %q", tc.k, tc.b, tc.kind, got, tc.want)
		}
	}
}
