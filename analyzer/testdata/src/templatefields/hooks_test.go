package templatefields

import "testing"

func TestRender(t *testing.T) {
	p := Notification{Hook: &Hook{}}
	p.Hook.Target = "https://hooks.example.com/{{.team}}/notify"
	var d Notification
	if err := p.Render()(&d, map[string]any{"team": "infra"}); err != nil {
		t.Fatal(err)
	}
	if d.Hook.Target != "https://hooks.example.com/infra/notify" {
		t.Fatal(d.Hook.Target)
	}
}
