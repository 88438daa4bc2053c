package joins

import "testing"

// A table of bases and references with the results expected.
func TestResolvePair(t *testing.T) {
	for _, tt := range []struct{ base, ref, want string }{
		{"https://charts.example.com/stable", "index.yaml", "https://charts.example.com/index.yaml"},
	} {
		if got := resolvePair(tt.base, tt.ref); got != tt.want {
			t.Errorf("got %q", got)
		}
	}
}
