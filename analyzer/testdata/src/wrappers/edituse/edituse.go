package edituse

import "wrappers/edited"

func comment(c *edited.Client, change, id string) {
	c.NewRequest("GET", "changes/"+change+"/com ments/"+id) // want `edited\.Client\.NewRequest: space is not allowed in a path`
	edited.Trimmed(" https://example.com/a b")              // want `edited\.Trimmed: space is not allowed in a path`
	edited.TrimmedEnd("https://example.com/c d")
	edited.Replaced("https://example.com/e f")
	edited.Suffixed("https://example.com/g h")
}
