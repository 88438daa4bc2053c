package usersinks

func Open(name, u string) {}

type Store struct{}

func (Store) Put(host string) {}

func use(s Store) {
	Open("a b", "http://example.com/a b") // want `usersinks\.Open: .*pchar`
	s.Put("example.com:80x")              // want `usersinks\.Store\.Put: .*port`
}
