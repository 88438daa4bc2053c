package testrows

import "testing"

func TestMatches(t *testing.T) {
	tests := []struct {
		glob, target string
		want         bool
	}{
		{glob: "*.kubernetes.io", target: "prefix.kubernetes.io", want: true},
		{glob: "prefix.*.io", target: "prefix.kubernetes.io", want: true},
	}
	for _, test := range tests {
		matched, _ := matches(test.glob, test.target)
		if matched != test.want {
			t.Error(test)
		}
	}
}

func TestMirror(t *testing.T) {
	if _, err := mirror("pool/main"); err != nil {
		t.Fatal(err)
	}
}
