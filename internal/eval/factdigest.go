package eval

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"fmt"
	"io"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/types/objectpath"
)

// writeFactDigest writes one line for each fact that a's actions of
// graph exported, every package's, dependencies' included: the
// package's ID, the object path of the fact's object (none for a
// package fact), the fact's type and the SHA-256 of the fact in gob, the
// form drivers keep facts in. The lines are sorted: two runs of the same
// packages export the same facts if and only if their digests are
// equal, whatever the order the packages were analyzed in.
func writeFactDigest(w io.Writer, graph *checker.Graph, a *analysis.Analyzer) error {
	var lines []string
	for act := range graph.All() {
		if act.Analyzer != a {
			continue
		}
		pkg := act.Package.Types
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() != pkg {
				continue // an import's, which its own action lists
			}
			path, err := objectpath.For(f.Object)
			if err != nil {
				return fmt.Errorf("%s: fact %T of %v: %v", act.Package.ID, f.Fact, f.Object, err)
			}
			sum, err := factSum(f.Fact)
			if err != nil {
				return fmt.Errorf("%s: fact %T of %v: %v", act.Package.ID, f.Fact, f.Object, err)
			}
			lines = append(lines, fmt.Sprintf("%s %s %T %x\n", act.Package.ID, path, f.Fact, sum))
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package != pkg {
				continue
			}
			sum, err := factSum(f.Fact)
			if err != nil {
				return fmt.Errorf("%s: fact %T: %v", act.Package.ID, f.Fact, err)
			}
			lines = append(lines, fmt.Sprintf("%s %T %x\n", act.Package.ID, f.Fact, sum))
		}
	}
	slices.Sort(lines)
	for _, l := range lines {
		if _, err := io.WriteString(w, l); err != nil {
			return err
		}
	}
	return nil
}

// factSum returns the SHA-256 of fact in gob.
func factSum(fact analysis.Fact) ([sha256.Size]byte, error) {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(fact); err != nil {
		return [sha256.Size]byte{}, err
	}
	return sha256.Sum256(b.Bytes()), nil
}
