package rebaseduse

import (
	"context"
	"net/url"

	"calls/rebased"
)

func chat(ctx context.Context, base *url.URL) {
	rebased.Do(ctx, "POST", "chat/completions", base)
	c, _ := rebased.NewCall(ctx, "GET", "models", nil)
	c.Base = base
	c.Run()
}

func jobs() {
	rebased.NewJob("POST", "jobs/run")   // want `rebased\.NewJob: "jobs/run" is a relative reference`
	rebased.NewTask("POST", "tasks/run") // want `rebased\.NewTask: "tasks/run" is a relative reference`
	rebased.NewProbe("health")           // want `rebased\.NewProbe: "health" is a relative reference`
}
