package facts_test

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// TestFactsGob checks that facts survive gob, as unitchecker (go vet)
// serializes them between packages.
func TestFactsGob(t *testing.T) {
	for _, fact := range []any{
		&facts.WrapperFact{Params: []facts.WrappedParam{{Index: 1, Sink: "net/http.NewRequest", Param: sinks.Param{Target: rfc.HTTP, OriginForm: true}}}},
		&facts.WrapperFact{Params: []facts.WrappedParam{{Index: 1, Sink: "net/http.NewRequestWithContext", Refused: facts.RefusalReturned, Param: sinks.Param{Target: rfc.Absolute, Prefixed: true, Format: true, Schemes: []string{"ws"}, Rejects: sinks.RejectsUnparsable}}}},
		&facts.PackageWrappersFact{Count: 3},
		&facts.FieldSinkFact{Type: "Config", Sink: "net/http.NewRequest", Prefix: true, Param: sinks.Param{Target: rfc.HTTP, OriginForm: true}},
		&facts.PackageFieldSinksFact{Count: 2},
		&facts.HostResultFact{Param: 0, Result: 0, Field: 1},
		&facts.ListenFact{Params: []facts.ListenParam{{Index: -1, Field: 0}, {Index: 2, Field: -1, Listens: true}, {Index: 0, Field: -1, Dials: true}}},
		&facts.PackageListensFact{Count: 2},
		&facts.ValidatorFact{Param: 1, Pattern: `^[a-z]+(?:/[a-z]+)*$`},
		&facts.PackageValidatorsFact{Count: 2},
		&facts.HostNameFact{Results: []int{0}},
		&facts.PackageHostNamesFact{Count: 1},
	} {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(fact); err != nil {
			t.Fatalf("encoding %v: %v", fact, err)
		}
		got := reflect.New(reflect.TypeOf(fact).Elem()).Interface()
		if err := gob.NewDecoder(&buf).Decode(got); err != nil {
			t.Fatalf("decoding %v: %v", fact, err)
		}
		if !reflect.DeepEqual(got, fact) {
			t.Errorf("round trip: got %v, want %v", got, fact)
		}
	}
}
