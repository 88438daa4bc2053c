package flow

// A Reason says why value flow stopped short of a value: what the text
// it did not follow is, or what kept it from following it. A site whose
// argument holds a hole with a reason is unresolved with that reason
// (analyzer.SinkCall.Unresolved).
type Reason string

// The reasons. The first group names what the text is, wherever it is
// read (OriginReason keeps them in facts); the others what kept value flow
// from the text.
const (
	ReasonInput   Reason = "input"   // text the program receives at run time: flags, environment, request fields
	ReasonDecoded Reason = "decoded" // data decoded from input or a service's reply (JSON, YAML, a parsed document, a response header)
	ReasonURL     Reason = "url"     // text of a url.URL, checked where its constants enter it

	ReasonCall        Reason = "call"         // the result of a call value flow cannot see into
	ReasonParameter   Reason = "parameter"    // a parameter whose arguments are not all known
	ReasonWrapper     Reason = "wrapper"      // a wrapper's parameter: checked at its callers
	ReasonVariable    Reason = "variable"     // a variable assigned other than plainly
	ReasonField       Reason = "field"        // a struct field whose writes are not all seen
	ReasonFieldWrites Reason = "field-writes" // a field sink: checked where it is written
	ReasonElement     Reason = "element"      // an element of a slice, array or map
	ReasonIndex       Reason = "index"        // an element read at an unknown index
	ReasonPointer     Reason = "pointer"      // text read through a pointer
	ReasonExpression  Reason = "expression"   // an expression of a kind value flow does not follow
	ReasonBuilder     Reason = "builder"      // a strings.Builder written other than in straight-line code
	ReasonFormat      Reason = "format"       // a format string that is not constant
	ReasonDepth       Reason = "depth"        // a chain of variables or calls deeper than value flow follows, or more expressions than it visits for one site
	ReasonTooMany     Reason = "too-many"     // more combinations of choices than value flow follows (each of several operands with several values)
	ReasonRecursion   Reason = "recursion"    // a function whose result depends on itself
	ReasonInfeasible  Reason = "infeasible"   // a value made of branches no run takes together, not checked
	ReasonUnknown     Reason = "unknown"      // none of the above
)
