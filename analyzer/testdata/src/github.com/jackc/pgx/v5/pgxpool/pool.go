// Package pgxpool is a stub of github.com/jackc/pgx/v5/pgxpool.
package pgxpool

import "context"

type Pool struct{}

type Config struct{}

func New(ctx context.Context, connString string) (*Pool, error) { return &Pool{}, nil }

func ParseConfig(connString string) (*Config, error) { return &Config{}, nil }

func (*Pool) Close() {}
