// Package mysql is a stub of github.com/go-sql-driver/mysql.
package mysql

// Config is a DSN parsed.
type Config struct {
	User, Passwd, Net, Addr, DBName string
}

func ParseDSN(dsn string) (*Config, error) { return &Config{}, nil }

func (c *Config) FormatDSN() string { return "" }
