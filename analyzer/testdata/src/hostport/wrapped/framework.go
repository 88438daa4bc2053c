package wrapped

import "github.com/gin-gonic/gin"

func run(host, port string) {
	r := gin.Default()
	r.Run(host + ":" + port) // want `gin.Engine.Run: a host and ':port' joined by hand`
	r.Run(":" + port)
	r.Run()
}
