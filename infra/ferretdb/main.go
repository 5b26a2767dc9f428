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
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to serve the MongoDB wire protocol on")
	pgURL := flag.String("postgresql-url", "postgres://postgres@127.0.0.1:5433/ferretdb", "PostgreSQL URL")
	flag.Parse()

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Handler:       "postgresql",
		PostgreSQLURL: *pgURL,
	})
	if err != nil {
		log.Fatalf("ferretdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb: serving on %s (postgresql %s)", *listen, *pgURL)
	if err := f.Run(ctx); err != nil {
		log.Fatalf("ferretdb: %v", err)
	}
}
