// Package base holds the base URLs its importers join paths to.
package base

// API is the service's base URL.
const API = "https://api.example.com/v1"

// Mirror is a variable of a base URL that nothing changes.
var Mirror = "https://mirror.example.com/v1"
