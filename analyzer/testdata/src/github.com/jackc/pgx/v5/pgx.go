// Package pgx is a stub of github.com/jackc/pgx/v5.
package pgx

import "context"

type Conn struct{}

type ConnConfig struct{}

func Connect(ctx context.Context, connString string) (*Conn, error) { return &Conn{}, nil }

func ParseConfig(connString string) (*ConnConfig, error) { return &ConnConfig{}, nil }

func (*Conn) Close(ctx context.Context) error { return nil }
