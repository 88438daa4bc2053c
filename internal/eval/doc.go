// Package eval measures urlvet on real Go modules: it loads packages with
// go/packages, runs an analyzer over them with the checker driver, and
// records what urlvet saw (sink sites, URL constants, sites whose value it
// could not follow, findings by check) together with load and analysis
// time and peak memory.
//
// The command urlvet-eval (in cmd/urlvet-eval) runs one measurement per
// process, so that peak memory belongs to that measurement alone, and
// renders saved measurements as Markdown tables.
//
// # Sites not followed
//
// A sink site whose value urlvet could not follow to constants is
// recorded with the reason that stopped value flow (analyzer.SinkCall's
// Unresolved). The reasons fall in two groups, shown as separate columns:
//
//   - checked elsewhere: sites no unchecked constant can reach, because
//     the constants are checked where they enter: "url" (text of a
//     url.URL, whose constants are checked at url.Parse, url.URL literals
//     and field assignments), "input" (run-time input: environment,
//     command line, the request a handler serves), "field-writes" (a
//     field whose constants are checked at its writes, through a fact)
//     and "wrapper" (a parameter of a function with a WrapperFact: its
//     callers are checked);
//   - unresolved: the rest, where a constant could reach the site
//     unchecked ("call", "field", "parameter" of a function with no
//     WrapperFact, ...). "decoded" (a field filled by decoding input,
//     which no package the analysis of the read sees gives a constant)
//     is among them: a constant a third package writes into the field
//     reaches the site unchecked.
//
// The counts by reason stay in the tables, so that each group can be
// traced to what it holds.
package eval
