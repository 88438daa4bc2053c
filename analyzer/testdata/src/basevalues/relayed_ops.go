package basevalues

import (
	"fmt"
	"net/http"
)

const machinesPath = "/machines" // want `resolving "/machines/..." against "https://api.example.net/fleet/v2/"`

type MachineOps struct{ fleet *Fleet }

func (m *MachineOps) Get(id string) (*http.Response, error) {
	p := fmt.Sprintf("%s/%s?view=full", machinesPath, id)
	return m.fleet.call("GET", p)
}

func (m *MachineOps) Reboot(id string) (*http.Response, error) {
	return m.fleet.call("POST", "/reboots/"+id) // want `resolving "/reboots/..." against "https://api.example.net/fleet/v2/" gives "https://api.example.net/reboots/..."`
}

// Look-alikes: a relative reference, one whose '/' a helper drops, and
// one the caller of an exported method chooses.
func (m *MachineOps) Images() (*http.Response, error) { return m.fleet.call("GET", "images") }

func (m *MachineOps) Racks() (*http.Response, error) { return m.fleet.callTrimmed("GET", "/racks") }

func (m *MachineOps) Raw(p string) (*http.Response, error) { return m.fleet.call("GET", p) } // want Raw:`urlWrapper\(0→url.Parse:reference\)`
