package servers
