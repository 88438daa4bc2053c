module example.com/e2e

go 1.26
