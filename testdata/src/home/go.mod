module example.com/urls

go 1.26
