package testcallers

import (
	"os"
	"testing"
)

func TestByName(t *testing.T) {
	c := New(os.Getenv("API_KEY"))
	if _, err := c.ByName(); err != nil {
		t.Error(err)
	}
}
