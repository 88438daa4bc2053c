package gate // want package:`urlListens\(2\)`

// gate serves through package netonly and imports no package of
// listeners itself: a wrapper of a wrapper.

import "listen/netonly"

// Open accepts connections on addr.
func Open(addr string) error { // want Open:`urlListen\(0:listen\)`
	l, err := netonly.Accept(addr, nil)
	if err != nil {
		return err
	}
	return l.Close()
}

// Join connects to addr.
func Join(addr string) error { // want Join:`urlListen\(0:dial\)`
	c, err := netonly.Reach(addr)
	if err != nil {
		return err
	}
	return c.Close()
}
