// Command ferretdb runs FerretDB v1 embedded as a library.
//
// Why our own main: `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`
// stops on a deprecation look-up the module proxy refuses, and building its
// cmd/ferretdb from the module cache panics at start (the module lacks
// build/version/version.txt). Embedding the `ferretdb` package avoids both.
package main

import (
	"context"
	"flag"
	"log"
	"net/url"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to serve the MongoDB wire protocol on")
	pgURL := flag.String("postgresql-url", "postgres://postgres@127.0.0.1:5433/ferretdb", "PostgreSQL URL")
	flag.Parse()

	pg, err := withPoolSize(*pgURL)
	if err != nil {
		log.Fatalf("ferretdb: --postgresql-url: %v", err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Handler:       "postgresql",
		PostgreSQLURL: pg,
	})
	if err != nil {
		log.Fatalf("ferretdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb: serving on %s (postgresql %s)", *listen, pg)
	if err := f.Run(ctx); err != nil {
		log.Fatalf("ferretdb: %v", err)
	}
}

// poolMaxConns is the PostgreSQL pool's size unless the URL names one (setup.sh gives PostgreSQL
// room for it: max_connections).
//
// Why not FerretDB's 50: an update holds its query's connection while it writes each matched
// document in a transaction on a second one (internal/handler/msg_update.go keeps the iterator
// open across common.UpdateDocument). With as many updates in flight as the pool has
// connections, each holds one and waits for another forever, and every later command queues
// behind them: the whole engine hangs with PostgreSQL idle. Seen on 2026-11-27 with 76 updates
// in flight from three benches (goroutine dump: 50 updates in UpdateAll's pool acquire, 26 in
// Query's); earlier sessions met the same wedge under e2e and bench load. A Node process's
// driver keeps at most 100 commands in flight (the MongoDB driver's default maxPoolSize), so
// 200 leaves the hang to more than two such processes all updating at once.
const poolMaxConns = "200"

func withPoolSize(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if !q.Has("pool_max_conns") {
		q.Set("pool_max_conns", poolMaxConns)
		u.RawQuery = q.Encode()
	}
	return u.String(), nil
}
