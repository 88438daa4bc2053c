package unescaped

import (
	"fmt"
	"net/http"
)

// A switch on a string: in a case clause the tag is one of the clause's
// constants, and a variable assigned only such text is one of them too.

const (
	factorDuo   = "duo"
	factorSMS   = "sms"
	factorEmail = "email"
	factorOther = "other factor"
)

func pushFactor(host, option, other string) {
	switch factor := option; factor {
	case factorSMS, factorEmail:
		api := factor
		if factor == factorSMS {
			api = "phone"
		}
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, api), "application/json", nil)
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, factor), "application/json", nil)
	case factorDuo:
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, factor), "application/json", nil)
		// Not the tag: another parameter is any text.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/other", host, other), "application/json", nil) // want `other, a string, is written unescaped into the path`
	case factorOther:
		// A constant that needs escaping in a path.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, factor), "application/json", nil) // want `factor, a string, is written unescaped into the path`
	case other:
		// A case of a variable: any text.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, factor), "application/json", nil) // want `factor, a string, is written unescaped into the path`
	default:
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, factor), "application/json", nil) // want `factor, a string, is written unescaped into the path`
	}
	// After the switch the tag is any text again.
	http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/done", host, option), "application/json", nil) // want `option, a string, is written unescaped into the path`
}

func pushFactorChanged(host, option, other string) {
	switch option {
	case factorSMS:
		option = other
		// Assigned in the clause: no longer the case's constant.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil) // want `option, a string, is written unescaped into the path`
	}
}

func pushFactorMixed(host, option, other string) {
	switch option {
	case factorDuo:
		api := option
		if len(other) > 3 {
			api = other
		}
		// Assigned other text too.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, api), "application/json", nil) // want `api, a string, is written unescaped into the path`
	}
}

func pushFactorFallthrough(host, option string) {
	switch option {
	case factorDuo:
		fallthrough
	case factorEmail:
		// Either clause's constant.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil)
	case factorOther:
		fallthrough
	case factorSMS:
		// Entered from a clause whose constant needs escaping.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil) // want `option, a string, is written unescaped into the path`
	default:
		fallthrough
	case "totp":
		// Entered from the default clause: any text.
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil) // want `option, a string, is written unescaped into the path`
	}
}

// The same by comparisons with the constants.
func pushFactorCompared(host, option string) {
	if option == factorSMS || option == factorEmail {
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil)
	}
	if option == factorSMS || len(option) > 2 {
		http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/push", host, option), "application/json", nil) // want `option, a string, is written unescaped into the path`
	}
	if option != factorDuo {
		return
	}
	http.Post(fmt.Sprintf("https://%s/api/v1/mfa/%s/verify", host, option), "application/json", nil)
}
