#!/usr/bin/env python3
"""run.py BIN SETDIR OUT: read a held-out set with one urlvet binary.

For every case of SETDIR (a directory with CASE.md, bug/ and fixed/) it
runs `BIN -json ./...` and `BIN -warnings -json ./...` in both twins and
writes OUT/CASE.{bug,fixed}.{default,warnings}.json, then prints a table.

A bug is found when a report is on a line of bug/ marked // BUG. Any
report on a non-test file of fixed/ counts against the set (a false
alarm on the twin that works); reports on test files are counted apart.
"""
import json, os, re, subprocess, sys
from collections import defaultdict

def reports(bin_, d, warnings):
    args = [bin_] + (["-warnings"] if warnings else []) + ["-json", "./..."]
    p = subprocess.run(args, cwd=d, capture_output=True, text=True)
    out = []
    try:
        doc = json.loads(p.stdout or "{}")
    except json.JSONDecodeError:
        return None, p.stdout + p.stderr
    for pkg in doc.values():
        for an, items in pkg.items():
            if isinstance(items, dict):  # an analyzer error
                continue
            for it in items:
                out.append(it)
    return out, p.stdout

def bug_lines(d):
    marks = set()
    for root, _, files in os.walk(d):
        for f in files:
            if f.endswith(".go"):
                path = os.path.join(root, f)
                with open(path, encoding="utf-8", errors="replace") as fh:
                    for i, line in enumerate(fh, 1):
                        if "// BUG" in line:
                            marks.add((os.path.realpath(path), i))
    return marks

def where(posn):
    m = re.match(r"(.*):(\d+):(\d+)$", posn)
    return (os.path.realpath(m.group(1)), int(m.group(2))) if m else (posn, 0)

def category(setdir, case):
    try:
        with open(os.path.join(setdir, case, "CASE.md"), encoding="utf-8") as fh:
            for line in fh:
                m = re.match(r"^(?:- )?\**category\**:\s*\**\s*(\w+)", line, re.I)
                if m:
                    return m.group(1).lower()
    except OSError:
        pass
    return "?"

def main():
    bin_, setdir, out = sys.argv[1:4]
    bin_ = os.path.realpath(bin_)
    os.makedirs(out, exist_ok=True)
    cases = sorted(c for c in os.listdir(setdir) if os.path.isdir(os.path.join(setdir, c, "bug")))
    rows = []
    for c in cases:
        row = {"case": c, "category": category(setdir, c)}
        marks = bug_lines(os.path.join(setdir, c, "bug"))
        for tier, w in (("default", False), ("warnings", True)):
            for twin in ("bug", "fixed"):
                d = os.path.join(setdir, c, twin)
                rs, raw = reports(bin_, d, w)
                with open(os.path.join(out, f"{c}.{twin}.{tier}.json"), "w") as fh:
                    fh.write(raw)
                if rs is None:
                    row[f"{twin}.{tier}"] = "error"
                    continue
                if twin == "bug":
                    row[f"found.{tier}"] = any(where(r["posn"]) in marks for r in rs)
                else:
                    nt = [r for r in rs if not where(r["posn"])[0].endswith("_test.go")]
                    row[f"fp.{tier}"] = len(nt)
                    row[f"fptest.{tier}"] = len(rs) - len(nt)
        rows.append(row)
        print("\t".join(str(row.get(k, "")) for k in ("case", "category", "found.default", "found.warnings", "fp.default", "fp.warnings", "fptest.default", "fptest.warnings")), flush=True)
    with open(os.path.join(out, "rows.json"), "w") as fh:
        json.dump(rows, fh, indent=1)
    bycat = defaultdict(lambda: [0, 0, 0])
    for r in rows:
        b = bycat[r["category"]]
        b[0] += 1; b[1] += bool(r.get("found.default")); b[2] += bool(r.get("found.warnings"))
    print("\n| category | cases | default | -warnings |\n| --- | ---: | ---: | ---: |")
    for k in sorted(bycat):
        print(f"| {k} | {bycat[k][0]} | {bycat[k][1]} | {bycat[k][2]} |")
    n = len(rows)
    print(f"| **all** | **{n}** | **{sum(bool(r.get('found.default')) for r in rows)}** | **{sum(bool(r.get('found.warnings')) for r in rows)}** |")
    print(f"\nfixed twins with non-test reports: default {sum(1 for r in rows if r.get('fp.default'))}, -warnings {sum(1 for r in rows if r.get('fp.warnings'))}")
    print(f"fixed twins with test-file reports: default {sum(1 for r in rows if r.get('fptest.default'))}, -warnings {sum(1 for r in rows if r.get('fptest.warnings'))}")

main()
