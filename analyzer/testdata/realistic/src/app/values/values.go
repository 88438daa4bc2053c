// Package values builds request URLs from values whose names, types and
// origins say what they are: free text a person writes, which must be
// escaped, and identifiers, URLs and paths, which must not be. The
// realistic suite runs it with the default checks: free text is an
// error there, an identifier is never reported.
package values

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
)

// Forge talks to a code forge's REST API.
type Forge struct {
	BaseURL string
	HTTP    *http.Client
}

func (f *Forge) get(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return f.HTTP.Do(req)
}

// case: values bug branch-protection
func (f *Forge) Protection(ctx context.Context, repo, branch string) (*http.Response, error) {
	return f.get(ctx, fmt.Sprintf("%s/repos/%s/branches/%s/protection", f.BaseURL, url.PathEscape(repo), branch)) // want `branch, free text|PathEscape`
}

// case: values bug code-search-term
func (f *Forge) SearchCode(ctx context.Context, searchTerm string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/search/code?q="+searchTerm+"&per_page=100") // want `searchTerm, free text|QueryEscape`
}

// case: values bug issue-title-filter
type Issue struct {
	Number int
	Title  string
}

func (f *Forge) FindIssue(ctx context.Context, i Issue) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/issues?state=all&title="+i.Title) // want `i\.Title, free text|QueryEscape`
}

// case: values bug upload-file-name
func (f *Forge) Upload(ctx context.Context, releaseID int64, local string) (*http.Response, error) {
	u := f.BaseURL + "/releases/" + strconv.FormatInt(releaseID, 10) + "/assets?name=" + filepath.Base(local) // want `filepath\.Base\(local\), free text|QueryEscape`
	return f.get(ctx, u)
}

// case: values bug invite-email
func (f *Forge) Invite(ctx context.Context, org, email string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/orgs/"+url.PathEscape(org)+"/invitations?email="+email) // want `email, free text|QueryEscape`
}

// case: values bug commit-message-query
type Commit struct {
	SHA, Message string
}

func (f *Forge) Annotate(ctx context.Context, c Commit) (*http.Response, error) {
	return f.get(ctx, fmt.Sprintf("%s/annotate/%s?message=%s", f.BaseURL, c.SHA, c.Message)) // want `c\.Message, free text|QueryEscape`
}

// case: values bug label-name-path
func (f *Forge) DeleteLabel(ctx context.Context, repo, labelName string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/repos/"+url.PathEscape(repo)+"/labels/"+labelName) // want `labelName, free text|PathEscape`
}

// case: values bug login-return-url
func (f *Forge) LoginLink(returnURL string) string {
	return f.BaseURL + "/login?return_to=" + returnURL // want `returnURL, free text|QueryEscape`
}

func (f *Forge) Login(ctx context.Context, returnURL string) (*http.Response, error) {
	return f.get(ctx, f.LoginLink(returnURL))
}

// case: values bug blame-file-path-query
func (f *Forge) Blame(ctx context.Context, repo, filePath string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/repos/"+url.PathEscape(repo)+"/blame?path="+filePath) // want `filePath, free text|QueryEscape`
}

// case: values bug milestone-description
type Milestone struct{ Description string }

func (f *Forge) Milestones(ctx context.Context, m Milestone) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/milestones?description="+m.Description) // want `m\.Description, free text|QueryEscape`
}

// case: values bug compare-branches
func (f *Forge) Compare(ctx context.Context, baseBranch, headBranch string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/compare/"+baseBranch+"..."+headBranch) // want `baseBranch, free text|PathEscape`
}

// case: values valid user-id-path
func (f *Forge) Keys(ctx context.Context, userID string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/users/"+userID+"/keys")
}

// case: values valid request-uuid
func (f *Forge) Request(ctx context.Context, requestUUID string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/requests/"+requestUUID)
}

// case: values valid commit-sha-status
func (f *Forge) Status(ctx context.Context, c Commit) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/commits/"+c.SHA+"/status")
}

// case: values valid blob-digest
type Digest string

func (d Digest) String() string { return string(d) }

func (f *Forge) Blob(ctx context.Context, repo string, d Digest) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/v2/"+url.PathEscape(repo)+"/blobs/"+d.String())
}

// case: values valid webhook-token
type Hook struct{ Token string }

func (f *Forge) Deliver(ctx context.Context, h Hook) (*http.Response, error) {
	return f.get(ctx, "https://hooks.example.com/services/"+h.Token)
}

// case: values valid api-path-after-base
func (f *Forge) Raw(ctx context.Context, apiPath string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+apiPath)
}

// case: values valid relative-uri-env
func callback(ctx context.Context, f *Forge) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+os.Getenv("CALLBACK_RELATIVE_URI"))
}

// case: values valid next-page-url-path
func (f *Forge) Next(ctx context.Context, nextPageURL string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/"+nextPageURL)
}

// case: values valid forge-branch-escaped
func (f *Forge) Branch(ctx context.Context, branch string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/branches/"+url.PathEscape(branch))
}

// case: values valid etag-query
func (f *Forge) Changed(ctx context.Context, etag string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/events?since="+etag)
}

// case: values valid search-values
func (f *Forge) Search(ctx context.Context, searchTerm string) (*http.Response, error) {
	return f.get(ctx, f.BaseURL+"/search/code?"+url.Values{"q": {searchTerm}}.Encode())
}

// endcase
