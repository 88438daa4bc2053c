// Package facts defines the facts urlvet's analyzer exports for other
// packages (see golang.org/x/tools/go/analysis.Fact): the wrappers of URL
// sinks, the struct fields that reach a sink, the constant results of
// functions, the constants written into exported fields and variables,
// and the URL schemes a package registers. Each fact's String method is
// what analysistest's "// want name:..." expectations match.
package facts
