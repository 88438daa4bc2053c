package params

import (
	"net/http"
	"net/url"

	"github.com/spf13/cobra"
)

// The arguments of a command's command line are run-time input, as
// os.Args is.
func newCmd() *cobra.Command {
	return &cobra.Command{
		Use: "get URL",
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := url.Parse(args[0])
			return err
		},
		Run: func(cmd *cobra.Command, args []string) {
			for _, a := range args {
				http.Get(a)
			}
		},
	}
}

// runPush is a command's RunE declared on its own.
func runPush(cmd *cobra.Command, args []string) error {
	remote := args[1]
	_, err := http.Get(remote)
	return err
}

// A RunE that names no command (helm's push).
var pushCmd = &cobra.Command{
	RunE: func(_ *cobra.Command, args []string) error {
		_, err := url.Parse(args[0])
		return err
	},
}

// A []string parameter of another function stays a parameter.
func getAll(urls []string) {
	for _, u := range urls {
		http.Get(u)
	}
	http.Get(urls[0])
}
