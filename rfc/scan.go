package rfc

// scan checks that every byte of s[start:end] may stand in component k,
// reporting stray bytes, bad escapes and runs of non-ASCII bytes. Bytes
// that delimit components in a whole URL ('?' in a path field, '#' in a
// query field) are data in a component on its own and get a fix there.
// What a check of mistakes looks for is noted on the way (see note).
func (c *checker) scan(start, end int, k comp) {
	c.scanClass(start, end, plainBits[k], compBits[k], k)
}

// scanClass is scan with the allowed bytes given by a class bit, bit; the
// bytes with bit but not plain are noted.
func (c *checker) scanClass(start, end int, plain, bit uint8, k comp) {
	t := &classes[c.profile()]
	s := c.s[:end] // i < len(s) then proves every s[i] in bounds
	for i := start; ; i++ {
		// Four bytes a step while they are plain, then one.
		for i+4 <= len(s) {
			if w := s[i : i+4]; t[w[0]]&t[w[1]]&t[w[2]]&t[w[3]]&plain == 0 {
				break
			}
			i += 4
		}
		for i < len(s) && t[s[i]]&plain != 0 {
			i++
		}
		if i >= len(s) {
			return
		}
		switch b := s[i]; {
		case t[b]&bit != 0:
			c.note(i, start, end)
		case b == '%':
			if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				i += 2
			} else {
				c.phCand = true // may be a format verb
				if !c.escapeHole(i, end) {
					c.badEscape(i, k)
				}
			}
		case b >= 0x80:
			j := i + 1
			for j < len(s) && s[j] >= 0x80 {
				j++
			}
			c.nonASCII(i, j, k)
			i = j - 1
		default:
			c.phCand = c.phCand || b == '{'
			c.badChar(i, k, c.fixable(b, k))
		}
	}
}

// note records what a check of mistakes needs to know about the byte at
// i, allowed in the component s[start:end], a path or a query: a ':'
// after a '/' may start a route parameter (placeholders); a '?' or an '&'
// that starts an HTML entity is what the query checks look for.
func (c *checker) note(i, start, end int) {
	s := c.s
	switch s[i] {
	case ':':
		c.phCand = c.phCand || i > start && s[i-1] == '/'
	case '?':
		c.queryCand = true
	case '&':
		// "&amp;", or "&#38;" (whose '#' ends a whole URL's query).
		c.queryCand = c.queryCand || i+1 == end || s[i+1]|0x20 == 'a' || s[i+1] == '#'
	}
}

// fixable reports whether percent-encoding a stray printable byte keeps
// the author's intent. A second '#' in a fragment may be meant as a
// delimiter (two fragments joined), so it gets no fix.
func (c *checker) fixable(b byte, k comp) bool {
	if b == '#' && k == compFragment && c.whole() {
		return false
	}
	return true
}

// escapeHole reports whether the '%' at i may be completed by a hole: the
// bytes between it and a hole within two bytes are hex digits.
func (c *checker) escapeHole(i, end int) bool {
	for j := i + 1; j <= i+2; j++ {
		if c.holeAt(j) {
			return true
		}
		if j >= end || !isHex(c.s[j]) {
			return false
		}
	}
	return false
}

// holeAt reports whether a hole stands exactly at offset i.
func (c *checker) holeAt(i int) bool {
	return c.hole(i, i)
}

// whole reports whether the target is a whole URL rather than a component.
func (c *checker) whole() bool { return c.opts.Target <= Request }
