// Package mysql is a stub of gorm.io/driver/mysql.
package mysql

// Dialector opens a MySQL database for gorm.
type Dialector struct{ DSN string }

func Open(dsn string) Dialector { return Dialector{DSN: dsn} }
