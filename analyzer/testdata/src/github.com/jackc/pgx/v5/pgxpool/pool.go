// Package pgxpool stands for github.com/jackc/pgx/v5/pgxpool.
package pgxpool

import "context"

type Pool struct{}
type Config struct{}

func New(ctx context.Context, connString string) (*Pool, error) { return nil, nil }
func ParseConfig(connString string) (*Config, error)            { return nil, nil }
