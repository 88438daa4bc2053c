// Package pgx stands for github.com/jackc/pgx/v5.
package pgx

import "context"

type Conn struct{}
type ConnConfig struct{}

func Connect(ctx context.Context, connString string) (*Conn, error) { return nil, nil }
func ParseConfig(connString string) (*ConnConfig, error)            { return nil, nil }
