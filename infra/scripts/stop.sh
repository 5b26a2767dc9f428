#!/usr/bin/env bash
# Stops the local engines that setup.sh started (MailDev, Redis, FerretDB, PostgreSQL), and only
# those: each is recognised as ours before it is signalled. Data in .data/ is kept; delete .data/
# after stopping to start from scratch.
#
# Usage: bash infra/scripts/stop.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

# SIGTERM, wait up to 10 s, then SIGKILL.
stop_pid() { # name pid
  local name="$1" pid="$2"
  kill "$pid" 2>/dev/null || true
  if ! wait_until 10 "$name exit" not_alive "$pid"; then
    kill -9 "$pid" 2>/dev/null || true
  fi
  printf '%-9s stopped (pid %s)\n' "$name" "$pid"
}

pid="$(our_pid_on_port 1025 "$ROOT/node_modules/maildev/bin/maildev")"
if [[ -n "$pid" ]]; then stop_pid maildev "$pid"; else echo "maildev   not running"; fi
rm -f "$DATA/maildev.pid"

# Redis: ours when its configured pid file is ours (its process title hides the arguments).
if [[ "$(redis-cli -h 127.0.0.1 -p 6379 --raw CONFIG GET pidfile 2>/dev/null | sed -n 2p)" == "$DATA/redis.pid" ]]; then
  stop_pid redis "$(read_pid "$DATA/redis.pid")"
else
  echo "redis     not running"
fi

pid="$(our_pid_on_port 27017 "$DATA/bin/ferretdb")"
if [[ -n "$pid" ]]; then stop_pid ferretdb "$pid"; else echo "ferretdb  not running"; fi
rm -f "$DATA/ferretdb.pid"

if [[ -n "$(our_postgres_pid)" ]]; then
  # Fast shutdown: rolls back open transactions and checkpoints, so the next start needs no recovery.
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres  stopped"
else
  echo "postgres  not running"
fi
