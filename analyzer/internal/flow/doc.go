// Package flow resolves the expressions that reach URL sinks to the
// constant text that can reach them: Flow.Resolve returns Values, each a
// sequence of Pieces of known text or holes, with a Reason when not every
// value was found.
//
// Flow resolves expressions (flow.go: literals, constants, sums,
// variables; operands.go) and hands each kind of read to the part that
// owns its state:
//
//   - Vars: the assignments of variables, indexed declaration by
//     declaration (vars.go);
//   - Control: cursors, reaching assignments, dominance, failure paths,
//     the guards of a call (cursor.go, reach.go, dominate.go, failure.go,
//     guard_find.go);
//   - Data: the data index of fields, elements, range variables and flags,
//     whole or in parts, and the values written into a field
//     (data_index.go, data_parts.go, written.go); Fields: the reads
//     through it (field_*.go, tables.go, var_fields.go);
//   - CallFlow: the results of calls and the parameters they bind,
//     return or format (calls.go, bindings.go, returned_*.go, format_*.go,
//     func_vars.go); Lookups: lookup methods (lookups.go);
//   - Updates: what follows a variable's assignments (extend.go,
//     rewrites.go, defaults.go); Formats: printf formats and
//     strings.Builder (template.go, builder.go);
//   - Origins: why text not followed is input, decoded or a URL's
//     (input.go, origins.go, url.go, display.go, command_args.go);
//   - ParamFlow: the arguments of a function's calls, at a sink
//     (param_flow.go, range_elems.go), asking the checks (Checks) and the
//     test-code policy (Intent) what they know;
//   - stdFuncs: the standard functions it evaluates, one row each with
//     what the rest of urlvet knows of it and its evaluator (std_funcs.go,
//     std_eval.go).
//
// The parts reach each other through their Flow; a site being checked is
// passed to ParamFlow.ResolveSite, and each step of its resolution passes
// what it knows of the site (the sink's needs, the arguments bound for a
// call) to the steps below as an argument, its scope (scope.go).
package flow
