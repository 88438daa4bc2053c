package ci

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A command is one command of a document: a command line of a sh block
// (continuation lines and here-documents joined), or a "$ " line of an
// unlabelled block with the output shown under it.
type command struct {
	doc   string // the document, relative to the repository's root
	line  int    // the command's first line in doc
	text  string // as written, without a trailing comment
	first bool   // the first command of its block
	block string // the whole block, for the first command of a sh block
	shown string // for a "$ " line: the output the document shows
}

// published says whether a block is marked as the published form, for
// later: its first line is this comment.
const published = "# published form"

// documentedCommands returns the commands of the user's documents (the
// measurement documents are left out), and the number of blocks marked as
// the published form.
func documentedCommands(t *testing.T) (cmds []command, marked int) {
	t.Helper()
	docs := []string{"README.md", "docs/usage.md", "docs/configuration.md", "docs/client-libraries.md", "docs/testing.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "integrations", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range more {
		rel, _ := filepath.Rel(root, m)
		docs = append(docs, filepath.ToSlash(rel))
	}
	for _, doc := range docs {
		c, n := parseCommands(doc, read(t, filepath.Join(root, doc)))
		cmds = append(cmds, c...)
		marked += n
	}
	return cmds, marked
}

var (
	fence   = regexp.MustCompile("^( *)```([a-z]*)$")
	heredoc = regexp.MustCompile(`<<'?([A-Z]+)'?`)
)

// parseCommands returns the commands of a Markdown document and the
// number of its blocks marked as the published form.
func parseCommands(doc, src string) (cmds []command, marked int) {
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		m := fence.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		indent, lang := m[1], m[2]
		start := i + 1
		var body []string
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			body = append(body, strings.TrimPrefix(lines[i], indent))
		}
		switch lang {
		case "sh":
			c, isMarked := shCommands(doc, start, body)
			cmds = append(cmds, c...)
			if isMarked {
				marked++
			}
		case "", "console", "text":
			cmds = append(cmds, transcript(doc, start, body)...)
		}
	}
	return cmds, marked
}

// shCommands returns the commands of a sh block whose first line is line
// start of doc, or none and true when the block is the published form.
func shCommands(doc string, start int, body []string) (cmds []command, isMarked bool) {
	if len(body) > 0 && strings.HasPrefix(body[0], published) {
		return nil, true
	}
	for j := 0; j < len(body); j++ {
		line := body[j]
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		c := command{doc: doc, line: start + j + 1, text: stripComment(line)}
		for strings.HasSuffix(c.text, `\`) && j+1 < len(body) {
			j++
			c.text += "\n" + stripComment(body[j])
		}
		if h := heredoc.FindStringSubmatch(c.text); h != nil {
			for j+1 < len(body) {
				j++
				c.text += "\n" + body[j]
				if body[j] == h[1] {
					break
				}
			}
		}
		if len(cmds) == 0 {
			c.first, c.block = true, strings.Join(body, "\n")+"\n"
		}
		cmds = append(cmds, c)
	}
	return cmds, false
}

// transcript returns the "$ " lines of an unlabelled block, each with the
// output shown under it.
func transcript(doc string, start int, body []string) []command {
	var cmds []command
	for j, line := range body {
		if text, ok := strings.CutPrefix(line, "$ "); ok {
			cmds = append(cmds, command{doc: doc, line: start + j + 1, text: text})
			continue
		}
		if len(cmds) > 0 {
			cmds[len(cmds)-1].shown += line + "\n"
		}
	}
	return cmds
}

// stripComment removes a trailing shell comment: a '#' after a blank,
// outside quotes.
func stripComment(line string) string {
	var quote byte
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '#' && i > 0 && (line[i-1] == ' ' || line[i-1] == '\t'):
			return strings.TrimRight(line[:i], " \t")
		}
	}
	return strings.TrimRight(line, " \t")
}

func TestParseCommands(t *testing.T) {
	src := "text\n" +
		"```sh\n" +
		"go vet ./...   # a comment\n" +
		"# a comment line\n" +
		"echo '#not a comment' \\\n  two\n" +
		"cat > f <<'EOF'\nx # y\nEOF\n" +
		"```\n" +
		"```sh\n" + published + ", for later\ngo get x@latest\n```\n" +
		"  ```sh\n  indented\n  ```\n" +
		"```\n$ urlvet check a\n1:1: bad\n$ b\n```\n" +
		"```go\nfmt.Println()\n```\n"
	cmds, marked := parseCommands("doc.md", src)
	var got []string
	for _, c := range cmds {
		got = append(got, c.text+"|"+c.shown)
	}
	want := []string{
		"go vet ./...|",
		"echo '#not a comment' \\\n  two|",
		"cat > f <<'EOF'\nx # y\nEOF|",
		"indented|",
		"urlvet check a|1:1: bad\n",
		"b|",
	}
	if strings.Join(got, "\n---\n") != strings.Join(want, "\n---\n") || marked != 1 {
		t.Errorf("parseCommands = %q, %d marked; want %q, 1", got, marked, want)
	}
	if !cmds[0].first || cmds[1].first || cmds[0].line != 3 {
		t.Errorf("first command: %+v", cmds[0])
	}
}
