package analyzer

import (
	"errors"
	"fmt"

	"github.com/urlvet/urlvet/rfc"
)

// Validate reports what is wrong with cfg: an unknown profile or check ID
// (in Checks or Disable), or a sink that names no function in the
// pkgpath.Func or pkgpath.Type.Method form (no field in the
// pkgpath.Type.Field form), has a negative argument index or an unknown
// target. Every driver calls it on the configuration it
// builds (the -checks and -disable flags, golangci-lint's settings), and an
// analyzer made by New fails its first run with its error, so a
// configuration never silently does less than it says.
//
// Checks selects the checks to run; nil and empty both mean all of them
// but the warnings (checks of rfc.Warning severity, host-underscore), as do
// an empty -checks= flag and an empty checks setting. Warnings (the
// -warnings flag) adds the warnings; a warning named in Checks runs too. To
// turn checks off, list them in Disable.
func (cfg Config) Validate() error {
	var errs []error
	if _, err := rfc.ParseProfile(cfg.Profile.String()); err != nil {
		errs = append(errs, fmt.Errorf("rfc: %v", err))
	}
	if err := validateIDs(cfg.Checks); err != nil {
		errs = append(errs, fmt.Errorf("checks: %w", err))
	}
	if err := validateIDs(cfg.Disable); err != nil {
		errs = append(errs, fmt.Errorf("disable: %w", err))
	}
	for i, s := range cfg.Sinks {
		if err := s.Validate(); err != nil {
			errs = append(errs, fmt.Errorf("sinks[%d]: %v", i, err))
		}
	}
	return errors.Join(errs...)
}

// validateIDs reports the first check ID in ids that Checks does not
// document.
func validateIDs(ids []rfc.CheckID) error {
	for _, id := range ids {
		if _, ok := Doc(id); !ok {
			return fmt.Errorf("unknown check %q (urlvet help lists them)", id)
		}
	}
	return nil
}
