// Package amqp091 is a stub of github.com/rabbitmq/amqp091-go.
package amqp091

import "crypto/tls"

type Connection struct{}

type Config struct{ Vhost string }

type URI struct{}

func Dial(url string) (*Connection, error) { return &Connection{}, nil }

func DialTLS(url string, amqps *tls.Config) (*Connection, error) { return &Connection{}, nil }

func DialTLS_ExternalAuth(url string, amqps *tls.Config) (*Connection, error) {
	return &Connection{}, nil
}

func DialConfig(url string, config Config) (*Connection, error) { return &Connection{}, nil }

func ParseURI(uri string) (URI, error) { return URI{}, nil }
