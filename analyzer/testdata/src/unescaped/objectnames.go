package unescaped

import (
	"context"
	"fmt"
	"net/http"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// A Kubernetes object's name is one the API server accepted as a DNS
// subdomain: quiet in a path, also where a helper's parameter is given
// it by every call, through a variable reassigned it before the call.
// A parameter also given a command-line argument, or an annotation, is
// not known, nor one given an ID from a request: input.
type workflow struct {
	metav1.ObjectMeta
	Phase string
}

func getWorkflow(ctx context.Context, name string) *workflow { return &workflow{} }

func copyArtifacts(ctx context.Context, args []string) {
	workflowName := args[0]
	wf := getWorkflow(ctx, workflowName)
	workflowName = wf.Name
	fetchArtifact(ctx, wf.Namespace, workflowName, wf.Annotations["note"])
	fetchLogs(ctx, wf.Name)
	fetchLogs(ctx, args[1])
}

func fetchArtifact(ctx context.Context, namespace, workflowName, note string) {
	http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/artifacts/%s/%s", base, namespace, workflowName), nil)
	http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/notes/%s", base, note), nil) // want `note, a string, is written unescaped into the path`
}

func fetchLogs(ctx context.Context, podName string) {
	http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/logs/%s", base, podName), nil) // want `podName, a string, is written unescaped into the path`
}

func runHandler(w http.ResponseWriter, req *http.Request) {
	fetchRun(req.Context(), req.FormValue("id"))
}

func fetchRun(ctx context.Context, run string) {
	http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/runs/%s", base, run), nil) // want `run, run-time input, is written unescaped into the path`
}
