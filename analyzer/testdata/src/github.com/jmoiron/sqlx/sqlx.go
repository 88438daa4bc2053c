// Package sqlx is a stub of github.com/jmoiron/sqlx.
package sqlx

import (
	"context"
	"database/sql"
)

// DB wraps a database/sql DB.
type DB struct{ *sql.DB }

func Open(driverName, dataSourceName string) (*DB, error) {
	db, err := sql.Open(driverName, dataSourceName)
	return &DB{db}, err
}

func MustOpen(driverName, dataSourceName string) *DB {
	db, err := Open(driverName, dataSourceName)
	if err != nil {
		panic(err)
	}
	return db
}

func Connect(driverName, dataSourceName string) (*DB, error) {
	return Open(driverName, dataSourceName)
}

func ConnectContext(ctx context.Context, driverName, dataSourceName string) (*DB, error) {
	return Open(driverName, dataSourceName)
}

func MustConnect(driverName, dataSourceName string) *DB {
	return MustOpen(driverName, dataSourceName)
}
