package free

func newMockVoicesClient(baseURL string) *voicesClient {
	c := NewVoicesClient("")
	c.baseURL = baseURL
	return c
}
