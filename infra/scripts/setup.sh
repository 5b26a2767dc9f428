#!/usr/bin/env bash
# Installs and starts the local engines the app needs, with no Docker and no account:
#   PostgreSQL 15 (127.0.0.1:5433) -> FerretDB (MongoDB wire protocol, 127.0.0.1:27017)
#   Redis (127.0.0.1:6379), MailDev (SMTP 127.0.0.1:1025, web/REST http://127.0.0.1:1080)
#   Chromium for Playwright (/usr/bin/chromium, and its headless shell /usr/bin/chromium-headless-shell)
# Data lives in the git-ignored .data/ at the repository root.
#
# Idempotent and meant to be run before every start/test: when everything already runs it only
# checks that each engine answers (well under a second). Engines are daemons of their own session,
# so they outlive `npm start`; stop them with infra/scripts/stop.sh.
#
# Usage: bash infra/scripts/setup.sh [--engines]
#   --engines  only the engines (skip npm install); used by `npm run seed`
# Env: MONGODB_URI, REDIS_URL, SMTP_URL. Pointing one at any address other than its default
#   (mongodb://127.0.0.1:27017, redis://127.0.0.1:6379, smtp://127.0.0.1:1025) means "use that
#   server": setup then leaves that engine alone (e.g. REDIS_URL=redis://localhost:6379 to use a
#   Redis you already run on this port).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

t0=$(date +%s%N)
ONLY_ENGINES=0
for arg in "$@"; do
  case "$arg" in
    --engines) ONLY_ENGINES=1 ;;
    -h|--help) sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$arg' (use --engines or nothing)" ;;
  esac
done

cd "$ROOT"
mkdir -p "$DATA/bin"
# Two setups at once (npm start in one terminal, npm test in another) must not both start engines.
# Daemons are launched with `9>&-` so they do not inherit (and hold) this lock forever.
exec 9>"$DATA/setup.lock"
flock 9

MONGODB_URI="${MONGODB_URI:-$DEFAULT_MONGODB_URI}"
REDIS_URL="${REDIS_URL:-$DEFAULT_REDIS_URL}"
SMTP_URL="${SMTP_URL:-$DEFAULT_SMTP_URL}"
LOCAL_MONGO=0; LOCAL_REDIS=0; LOCAL_SMTP=0
is_local_default "$MONGODB_URI" 127.0.0.1:27017 && LOCAL_MONGO=1
is_local_default "$REDIS_URL" 127.0.0.1:6379 && LOCAL_REDIS=1
is_local_default "$SMTP_URL" 127.0.0.1:1025 && LOCAL_SMTP=1

report() { # name state address
  local from=""
  if [[ -n "${FROM[$1]:-}" ]]; then
    from=" - started by the checkout in ${FROM[$1]}"
  fi
  if [[ "$2" == skipped ]]; then
    printf '%-9s %-8s %s\n' "$1" "$2" "not needed: the shared FerretDB of ${FROM[$1]} runs on its own PostgreSQL"
  else
    printf '%-9s %-8s %s%s\n' "$1" "$2" "$3" "$from"
  fi
}

# ---------------------------------------------------------------------------------------------
# 1. System tools. Only touch apt when something is missing: `apt-get update` alone takes seconds.
# ---------------------------------------------------------------------------------------------
# Node >= 20.19: first 20.x with require(esm) on by default, which tsx and our ESM packages rely on.
if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' 2>/dev/null; then
  die "Node.js >= 20.19 is required (found $(node --version 2>/dev/null || echo none)). Install Node 20 LTS or newer."
fi

missing=()
if ((LOCAL_MONGO)); then
  [[ -x "$PGBIN/initdb" && -x "$PGBIN/pg_ctl" && -x "$PGBIN/psql" ]] || missing+=(postgresql-15)
fi
if ((LOCAL_REDIS)); then
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null || missing+=(redis-server)
fi
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
# Playwright's browser (frontend/playwright.config.ts): Debian's Chromium without its window machinery.
[[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
command -v curl >/dev/null || missing+=(curl)
command -v ss >/dev/null || missing+=(iproute2)
command -v runuser >/dev/null || missing+=(util-linux)
# The contract phase of npm test runs Schemathesis (PyPI) from a project-local virtual environment.
if ((ONLY_ENGINES == 0)); then
  command -v python3 >/dev/null || missing+=(python3)
  python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
fi

if ((${#missing[@]})); then
  say "setup: installing Debian packages: ${missing[*]}"
  if [[ "$(id -u)" == 0 ]]; then APT=(apt-get)
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then APT=(sudo -n apt-get)
  else die "missing Debian packages: ${missing[*]}. Install them as root:
    sudo apt-get update && sudo apt-get install -y ${missing[*]}
  then run this again."
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${APT[@]}" update -qq || die "apt-get update failed (is the Debian mirror reachable?). Install by hand: apt-get install -y ${missing[*]}"
  "${APT[@]}" install -y -qq "${missing[@]}" \
    || die "apt-get install -y ${missing[*]} failed (see above). PostgreSQL must be version 15 (Debian 12's default); on another release add the apt.postgresql.org repository for postgresql-15."
fi
# Debian's packages may start their own PostgreSQL (5432, harmless) and Redis (6379, conflicts);
# the port checks below say what to do about the latter.

# ---------------------------------------------------------------------------------------------
# 2. npm dependencies and Schemathesis' Python environment, at once: both mostly wait on the
#    network and the disk (on a fresh clone ~60 s and ~40 s one after the other, issue 23).
# ---------------------------------------------------------------------------------------------
# Schemathesis for the contract phase (infra/contract/): a virtual environment in .data/venv,
# (re)installed when missing or when the pinned requirements changed. Its output goes to a log,
# shown when it fails, so it does not interleave with npm's.
VENV="$DATA/venv"
VENV_PID=""
if ((ONLY_ENGINES == 0)); then
  if [[ ! -x "$VENV/bin/st" || infra/contract/requirements.txt -nt "$VENV/.installed" ]]; then
    say "setup: Python virtual environment for Schemathesis ($VENV), beside npm"
    (
      rm -rf "$VENV" \
        && python3 -m venv "$VENV" \
        && "$VENV/bin/pip" install -q --disable-pip-version-check -r infra/contract/requirements.txt \
        && touch "$VENV/.installed"
    ) >"$DATA/venv-install.log" 2>&1 9>&- &
    VENV_PID=$!
  fi
fi
venv_wait() {
  [[ -n "$VENV_PID" ]] || return 0
  if ! wait "$VENV_PID"; then
    cat "$DATA/venv-install.log" >&2
    die "the Schemathesis environment failed (above): python3 -m venv needs python3-venv; pip install -r infra/contract/requirements.txt needs PyPI."
  fi
  VENV_PID=""
}

# npm: install when node_modules is missing or a manifest changed since the last install (npm
# stamps node_modules/.package-lock.json; we touch it after a successful run).
STAMP=node_modules/.package-lock.json
if ((ONLY_ENGINES == 0)); then
  if [[ ! -f "$STAMP" ]]; then
    if [[ -f package-lock.json ]]; then
      say "setup: npm ci (no node_modules yet)"
      npm ci --no-audit --no-fund || die "npm ci failed (see above). Is the npm registry reachable?"
    else
      say "setup: npm install (no node_modules yet)"
      npm install --no-audit --no-fund || die "npm install failed (see above)."
    fi
    touch "$STAMP"
  elif [[ -n "$(find package.json package-lock.json ./*/package.json infra/*/package.json -maxdepth 0 -newer "$STAMP" 2>/dev/null)" ]]; then
    say "setup: npm install (package.json or package-lock.json changed)"
    npm install --no-audit --no-fund || die "npm install failed (see above)."
    touch "$STAMP"
  fi
elif [[ ! -f "$STAMP" ]]; then
  die "node_modules is missing: run \`npm install\` (or \`npm run setup\`) first."
fi

venv_wait

# ---------------------------------------------------------------------------------------------
# 3. FerretDB binary: our own small main (infra/ferretdb; main.go says why). Built when missing or
#    older than its sources, and only when we are about to run it.
# ---------------------------------------------------------------------------------------------
FERRET_BIN="$DATA/bin/ferretdb"
FDIR="$ROOT/infra/ferretdb"
ferretdb_stale() {
  [[ ! -x "$FERRET_BIN" || "$FDIR/main.go" -nt "$FERRET_BIN" || "$FDIR/go.sum" -nt "$FERRET_BIN" \
     || "$FDIR/go.mod" -nt "$FERRET_BIN" ]]
}
build_ferretdb() {
  local GO bstart=$SECONDS
  GO="$(command -v go || true)"
  if [[ -z "$GO" && -x /usr/local/go/bin/go ]]; then GO=/usr/local/go/bin/go; fi
  [[ -n "$GO" ]] || die "Go (>= 1.24) is needed once to build FerretDB but is not on PATH.
    Install it from https://go.dev/dl/ (Debian 12's golang package is too old) and add it to PATH,
    or set MONGODB_URI to an existing MongoDB to skip the local database."
  say "ferretdb  building .data/bin/ferretdb with $("$GO" env GOVERSION) (first build takes ~1.5 min, then cached)"
  (cd "$FDIR" && "$GO" build -trimpath -o "$FERRET_BIN.tmp" .) \
    || die "building FerretDB failed (see above). It downloads modules through the Go module proxy (GOPROXY=$("$GO" env GOPROXY)); check that it is reachable."
  mv -f "$FERRET_BIN.tmp" "$FERRET_BIN"
  say "ferretdb  built in $((SECONDS - bstart)) s"
}

# ---------------------------------------------------------------------------------------------
# 4. Engines. Each one is either reused (ours and answering), started, or - when its port is held
#    by something else - we stop and say what to do. An engine that another checkout of this
#    project started (a second worktree, CI's fresh clone on a developer's machine) is the same
#    program with the same flags: it is shared rather than fought over; tests name their own
#    databases and key prefixes. Launches come first, waits after, so engines boot in parallel.
# ---------------------------------------------------------------------------------------------
declare -A STATE=() FROM=()   # FROM: checkout that started a shared engine

mongo_ping() { # uri
  node --input-type=module -e '
    import { MongoClient } from "mongodb";
    const client = new MongoClient(process.argv[1], { serverSelectionTimeoutMS: 3000, directConnection: true });
    try { await client.db("admin").command({ ping: 1 }); }
    catch (err) { console.error(err.message); process.exitCode = 1; }
    finally { await client.close(); }
  ' "$1"
}
pg_ready() { "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U postgres; }
# Redis rewrites its process title, so it is recognised by the pid file it was started with.
redis_pidfile() { redis-cli -h 127.0.0.1 -p 6379 --raw CONFIG GET pidfile 2>/dev/null | sed -n 2p; }
redis_ours() { [[ "$(redis_pidfile)" == "$DATA/redis.pid" ]]; }
redis_pong() { [[ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" == PONG ]]; }
maildev_ok() { curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:$MAILDEV_WEB_PORT/email"; }

# -- PostgreSQL (only as FerretDB's store) ----------------------------------------------------
postgres_config() {
  # Rewritten before every start so that changing a setting here reaches existing clusters.
  cat >"$PGDATA/conecta.conf" <<EOF
# Written by infra/scripts/setup.sh before each start: edit the script, not this file.
port = $PG_PORT
listen_addresses = '127.0.0.1'
# TCP only: no socket directory to own, no clash with Debian's cluster in /var/run/postgresql.
unix_socket_directories = ''
# FerretDB sends prepared statements; generic plans would ignore the values and miss indexes.
plan_cache_mode = force_custom_plan
# FerretDB's pool takes up to 200 (infra/ferretdb/main.go says why), psql and the benches a few more.
max_connections = 250
# Modest memory: a 2-core dev box that also runs Node, Vite and Chromium.
shared_buffers = 128MB
work_mem = 8MB
maintenance_work_mem = 64MB
effective_cache_size = 512MB
# Dev data: a crash may lose the last commits but never corrupts the cluster; tests get faster.
synchronous_commit = off
timezone = 'UTC'
EOF
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$PGDATA/conecta.conf"; fi
}

ensure_postgres() {
  if [[ -n "$(our_postgres_pid)" ]]; then
    if pg_ready; then STATE[postgres]=reused; return; fi
    die "the PostgreSQL of .data/postgres runs (pid $(our_postgres_pid)) but does not answer on 127.0.0.1:$PG_PORT.
    See .data/postgres.log; restart it with: bash infra/scripts/stop.sh && npm run setup"
  fi
  local other
  other="$(conecta_engine_dir "$PG_PORT" '*/postgres -D */.data/postgres*' /.data/postgres)"
  if [[ -n "$other" ]] && pg_ready; then STATE[postgres]=shared; FROM[postgres]=$other; return; fi
  if port_open "$PG_PORT"; then
    die "port $PG_PORT (local PostgreSQL for FerretDB) is taken by $(port_holder "$PG_PORT").
    Free the port, or set MONGODB_URI to a MongoDB you run yourself to skip the local database."
  fi
  if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
    die "PostgreSQL refuses to run as root and there is no 'postgres' system user.
    Reinstall the Debian package (apt-get install --reinstall postgresql-15) or run setup as a normal user."
  fi
  if [[ ! -f "$PGDATA/PG_VERSION" && "$(id -u)" == 0 && ! -L "$DATA/postgres" ]] \
     && ! runuser -u postgres -- test -x "$DATA"; then
    # The postgres user cannot traverse to .data (e.g. the checkout is under /root): keep the
    # cluster where it can, one per checkout, and point .data/postgres at it.
    local home
    home="/var/lib/postgresql/conecta/$(printf '%s' "$ROOT" | md5sum | cut -c1-12)"
    mkdir -p "$home/.data"
    chown postgres: "$home" "$home/.data"
    rmdir "$DATA/postgres" 2>/dev/null || true
    ln -sfn "$home/.data/postgres" "$DATA/postgres"
    ln -sfn "$home/.data/postgres.log" "$DATA/postgres.log"
    PGDATA="$home/.data/postgres"; PG_LOG="$home/.data/postgres.log"
    say "postgres  the postgres user cannot reach $DATA: cluster kept in $PGDATA (linked from .data/postgres)"
  fi
  if [[ ! -f "$PGDATA/PG_VERSION" ]]; then
    if [[ -d "$PGDATA" && -n "$(ls -A "$PGDATA")" ]]; then
      die ".data/postgres exists but is not a PostgreSQL cluster. Move it away (or delete it) and run again."
    fi
    say "postgres  initdb .data/postgres"
    mkdir -p "$PGDATA"
    chmod 700 "$PGDATA"
    if [[ "$(id -u)" == 0 ]]; then chown postgres: "$PGDATA"; fi
    # Trust on loopback only (listen_addresses below); nothing else can reach this cluster.
    as_pg "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
      >"$DATA/initdb.log" 2>&1 || die "initdb failed, see .data/initdb.log"
    echo "include_if_exists = 'conecta.conf'" >>"$PGDATA/postgresql.conf"
  fi
  if [[ "$(id -u)" == 0 && "$(stat -c %U "$PGDATA")" != postgres ]]; then
    chown -R postgres: "$PGDATA"   # e.g. a cluster copied in by root
  fi
  # A postmaster.pid left by a crash or a container restart can name a reused pid; PostgreSQL would
  # then refuse to start. our_postgres_pid said no postgres owns it, so it is stale.
  rm -f "$PGDATA/postmaster.pid"
  postgres_config
  touch "$PG_LOG"
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$PG_LOG"; fi
  # pg_ctl detaches the postmaster into its own session; -w waits until it accepts connections.
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PG_LOG" -w -t 60 start >/dev/null 9>&- \
    || die "PostgreSQL did not start; last lines of .data/postgres.log:
$(tail -n 15 "$PG_LOG")"
  STATE[postgres]=started
}

ensure_ferretdb_database() {
  local exists
  exists="$("$PGBIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'ferretdb'")" || die "cannot query PostgreSQL on 127.0.0.1:$PG_PORT"
  if [[ "$exists" != 1 ]]; then
    "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres ferretdb || die "createdb ferretdb failed"
  fi
}

# -- FerretDB (and the PostgreSQL under it) ----------------------------------------------------
ensure_mongo_stack() {
  local pid other
  pid="$(our_pid_on_port 27017 "$FERRET_BIN --")"
  if [[ -n "$pid" ]] && ferretdb_stale; then
    build_ferretdb
    say "ferretdb  restarting on the new binary"
    kill "$pid"; wait_until 10 "ferretdb exit" not_alive "$pid" || kill -9 "$pid" 2>/dev/null || true
    pid=""
  fi
  if [[ -n "$pid" ]]; then
    ensure_postgres
    echo "$pid" >"$DATA/ferretdb.pid"
    STATE[ferretdb]=reused
    return
  fi
  other="$(conecta_engine_dir 27017 '*/.data/bin/ferretdb --listen-addr=127.0.0.1:27017 *' /.data/bin/ferretdb)"
  if [[ -n "$other" ]]; then
    # Another checkout's FerretDB, on its own PostgreSQL: nothing of ours to run.
    STATE[postgres]=skipped; FROM[postgres]=$other
    STATE[ferretdb]=shared; FROM[ferretdb]=$other
    return
  fi
  if port_open 27017; then
    die "port 27017 is taken by $(port_holder 27017).
    If it is a MongoDB you want to use, point the app at it explicitly, e.g.
      MONGODB_URI=mongodb://localhost:27017/conecta npm start
    (any address other than the default makes setup leave the database alone); otherwise free the port."
  fi
  ferretdb_stale && build_ferretdb
  ensure_postgres
  ensure_ferretdb_database
  # setsid: its own session, so Ctrl-C in the terminal that ran `npm start` does not reach it.
  FERRETDB_TELEMETRY=disable setsid nohup "$FERRET_BIN" --listen-addr=127.0.0.1:27017 \
    --postgresql-url="postgres://postgres@127.0.0.1:$PG_PORT/ferretdb" \
    >>"$DATA/ferretdb.log" 2>&1 </dev/null 9>&- &
  echo $! >"$DATA/ferretdb.pid"
  STATE[ferretdb]=started
}

wait_ferretdb() {
  local pid deadline=$((SECONDS + 30))
  pid="$(read_pid "$DATA/ferretdb.pid")"
  until port_open 27017; do
    if ! pid_alive "$pid" || ((SECONDS > deadline)); then
      die "FerretDB did not start listening on 127.0.0.1:27017; last lines of .data/ferretdb.log:
$(tail -n 15 "$DATA/ferretdb.log")"
    fi
    sleep 0.2
  done
}

# -- Redis -----------------------------------------------------------------------------------
ensure_redis() {
  if port_open 6379; then
    if redis_ours; then
      redis_pong || die "our Redis on 127.0.0.1:6379 does not answer PING; see .data/redis.log"
      # A Redis started by an older setup ran without persistence: turn the AOF on in place.
      redis-cli -p 6379 CONFIG SET appendonly yes >/dev/null 2>&1 || true
      redis-cli -p 6379 CONFIG SET appendfsync everysec >/dev/null 2>&1 || true
      STATE[redis]=reused; return
    fi
    local pidfile; pidfile="$(redis_pidfile)"
    if [[ "$pidfile" == */.data/redis.pid ]] && redis_pong; then
      STATE[redis]=shared; FROM[redis]="${pidfile%/.data/redis.pid}"; return
    fi
    die "port 6379 is taken by $(port_holder 6379).
    If it is Debian's own Redis, stop it (sudo systemctl disable --now redis-server, or
    service redis-server stop), or use it explicitly: REDIS_URL=redis://localhost:6379 npm start
    (any address other than the default makes setup leave Redis alone)."
  fi
  # AOF, fsynced every second: a Redis restart keeps sessions and queued e-mails and notifications
  # (at most the last second is lost). No RDB snapshots: the AOF is the one copy.
  redis-server --port 6379 --bind 127.0.0.1 --save "" --appendonly yes --appendfsync everysec --maxmemory-policy noeviction \
    --daemonize yes --dir "$DATA" --pidfile "$DATA/redis.pid" --logfile "$DATA/redis.log" 9>&- \
    || die "redis-server did not start; see .data/redis.log"
  STATE[redis]=started
}

# -- MailDev ---------------------------------------------------------------------------------
MAILDEV_JS="$ROOT/node_modules/maildev/bin/maildev"
ensure_maildev() {
  local port pid
  [[ -f "$MAILDEV_JS" ]] || die "node_modules/maildev is missing: run npm install (it is a root devDependency)."
  pid="$(our_pid_on_port 1025 "$MAILDEV_JS")"
  if [[ -n "$pid" ]]; then
    maildev_ok || die "our MailDev (pid $pid) does not answer on http://127.0.0.1:$MAILDEV_WEB_PORT/email; see .data/maildev.log"
    echo "$pid" >"$DATA/maildev.pid"
    STATE[maildev]=reused; return
  fi
  local other
  other="$(conecta_engine_dir 1025 '*/node_modules/maildev/bin/maildev --smtp 1025 *' /node_modules/maildev/bin/maildev)"
  if [[ -n "$other" ]] && maildev_ok; then STATE[maildev]=shared; FROM[maildev]=$other; return; fi
  for port in 1025 "$MAILDEV_WEB_PORT"; do
    if port_open "$port"; then
      die "port $port (MailDev) is taken by $(port_holder "$port").
    Free it, or point SMTP_URL at another SMTP server (e.g. SMTP_URL=smtp://localhost:1025 to use
    the one on this port) so setup leaves MailDev alone."
    fi
  done
  mkdir -p "$DATA/maildev"
  setsid nohup node "$MAILDEV_JS" --smtp 1025 --web "$MAILDEV_WEB_PORT" --ip 127.0.0.1 --web-ip 127.0.0.1 \
    --mail-directory "$DATA/maildev" >>"$DATA/maildev.log" 2>&1 </dev/null 9>&- &
  echo $! >"$DATA/maildev.pid"
  STATE[maildev]=started
}

# An engine we do not manage: say where it is and warn when it does not even accept TCP.
check_external() { # name url default_port
  local hp host port
  hp="$(url_hostport "$2")"; host="${hp%:*}"; port="${hp##*:}"
  [[ "$hp" == *:* ]] || port="$3"
  if timeout 2 bash -c "exec 3<>/dev/tcp/$host/$port" 2>/dev/null; then
    report "$1" external "$2 (not managed by setup)"
  else
    report "$1" external "$2 (not managed by setup; NOT reachable at $host:$port)"
  fi
}

if ((LOCAL_MONGO)); then ensure_mongo_stack; fi
if ((LOCAL_REDIS)); then ensure_redis; fi
if ((LOCAL_SMTP)); then ensure_maildev; fi

# Waits: the launches above run concurrently.
if ((LOCAL_MONGO)); then
  report postgres "${STATE[postgres]}" "postgres://postgres@127.0.0.1:$PG_PORT (.data/postgres)"
  [[ "${STATE[ferretdb]}" == started ]] && wait_ferretdb
  # A real round trip through the driver: proves FerretDB and its PostgreSQL both answer.
  if ! err="$(mongo_ping "$MONGODB_URI" 2>&1)"; then
    if [[ "${STATE[ferretdb]}" == started ]]; then
      wait_until 20 "ferretdb ping" mongo_ping "$MONGODB_URI" \
        || die "FerretDB does not answer a ping on 127.0.0.1:27017 ($err); see .data/ferretdb.log"
    else
      die "FerretDB does not answer a ping on 127.0.0.1:27017 ($err); see .data/ferretdb.log"
    fi
  fi
  report ferretdb "${STATE[ferretdb]}" "mongodb://127.0.0.1:27017 (MongoDB wire protocol on PostgreSQL)"
else
  check_external mongodb "$MONGODB_URI" 27017
fi

if ((LOCAL_REDIS)); then
  wait_until 15 "redis ping" redis_pong || die "Redis does not answer PING on 127.0.0.1:6379; see .data/redis.log"
  report redis "${STATE[redis]}" "redis://127.0.0.1:6379"
else
  check_external redis "$REDIS_URL" 6379
fi

if ((LOCAL_SMTP)); then
  if [[ "${STATE[maildev]}" == started ]]; then
    wait_until 30 "maildev" maildev_ok || die "MailDev did not answer on http://127.0.0.1:$MAILDEV_WEB_PORT/email; last lines of .data/maildev.log:
$(tail -n 15 "$DATA/maildev.log")"
  fi
  report maildev "${STATE[maildev]}" "smtp://127.0.0.1:1025, inbox http://127.0.0.1:$MAILDEV_WEB_PORT"
else
  check_external smtp "$SMTP_URL" 25
fi

report chromium ok "/usr/bin/chromium, /usr/bin/chromium-headless-shell"
say "setup: ready in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
