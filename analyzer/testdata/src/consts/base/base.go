package base

// Endpoint is used by package use: the fault is reported there.
const Endpoint = "http://example.com/a b"

const Host = "http://example.com"
