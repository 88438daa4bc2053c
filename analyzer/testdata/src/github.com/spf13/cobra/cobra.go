// Package cobra is a stand-in for github.com/spf13/cobra: a command runs
// with the arguments of its command line.
package cobra

type Command struct {
	Use  string
	Run  func(cmd *Command, args []string)
	RunE func(cmd *Command, args []string) error
}
