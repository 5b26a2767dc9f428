# Shared helpers for the infra shell scripts (sourced, not run).
#
# Engines are recognised as "ours" by the process that listens on their port, not by a pid file
# alone: after a container restart a stale pid file can name an unrelated process, and a port can
# be held by a system service (Debian starts its own Redis or PostgreSQL on install).

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA="$ROOT/.data"
PGBIN=/usr/lib/postgresql/15/bin
# The cluster lives in .data/postgres. When the postgres system user cannot reach .data (a checkout
# under /root, mode 700), it lives under /var/lib/postgresql instead and .data/postgres is a
# symlink to it (see setup.sh); PostgreSQL is always handed the real path, which it can reach.
PGDATA="$DATA/postgres"
if [[ -L "$PGDATA" ]]; then PGDATA="$(readlink -f "$PGDATA")"; fi
PG_LOG="$(dirname "$PGDATA")/postgres.log"
PG_PORT="${PG_PORT:-5433}"
MAILDEV_WEB_PORT="${MAILDEV_WEB_PORT:-1080}"

# Default addresses: an env var set to anything that resolves to another address means "use that
# engine, do not start ours".
DEFAULT_MONGODB_URI="mongodb://127.0.0.1:27017/conecta"
DEFAULT_REDIS_URL="redis://127.0.0.1:6379"
DEFAULT_SMTP_URL="smtp://127.0.0.1:1025"

say()  { printf '%s\n' "$*"; }
warn() { printf 'setup: warning: %s\n' "$*" >&2; }
die()  { printf '\nsetup: ERROR: %s\n' "$*" >&2; exit 1; }

# host:port of a URL (first host only; credentials, path and query stripped).
url_hostport() {
  local rest="${1#*://}"
  rest="${rest##*@}"
  rest="${rest%%/*}"
  rest="${rest%%\?*}"
  printf '%s' "$rest"
}

# True when the URL points at exactly the default address of our local engine (127.0.0.1:port),
# so setup owns that engine. Anything else - another port, several hosts, +srv, and on purpose also
# `localhost:port` - means a server the user runs: the documented way to say "use the Redis/MongoDB
# already on this port" is to write it as localhost.
is_local_default() { # url default_hostport
  local url="$1" want="$2"
  case "$url" in mongodb+srv://*) return 1 ;; esac
  [[ "$(url_hostport "$url")" == "$want" ]]
}

# Does something accept TCP connections on 127.0.0.1:port?
port_open() { timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

# Pid of the process listening on 127.0.0.1:port (empty if none or not visible to us).
listener_pid() {
  ss -Hltnp "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2
}

# Human description of whoever holds a port, for error messages.
port_holder() {
  local pid; pid="$(listener_pid "$1")"
  if [[ -n "$pid" ]]; then
    printf 'pid %s: %s' "$pid" "$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-120)"
  else
    printf 'a process we cannot identify (see: ss -ltnp "sport = :%s")' "$1"
  fi
}

# Alive and not a zombie: PID 1 of some containers never reaps, and kill -0 succeeds on zombies.
pid_alive() {
  [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null && [[ "$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null)" != Z ]]
}
read_pid() { [[ -f "$1" ]] && tr -dc '0-9' <"$1" || true; }
cmdline_of() { tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null || true; }

# Run a command as the postgres system user when we are root (PostgreSQL refuses to run as root).
as_pg() {
  # From / : the postgres user may not be allowed into the current directory.
  if [[ "$(id -u)" == 0 ]]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# Poll a check until it succeeds or the timeout (seconds) passes.
wait_until() { # timeout_s description command...
  local timeout="$1" what="$2"; shift 2
  local deadline=$((SECONDS + timeout))
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || return 1
    sleep 0.2
  done
}

# Pid of our postmaster, if it is running (postmaster.pid names a live postgres on our PGDATA).
our_postgres_pid() {
  local pid
  pid="$(head -1 "$PGDATA/postmaster.pid" 2>/dev/null | tr -dc '0-9' || true)"
  if pid_alive "$pid" && [[ "$(cmdline_of "$pid")" == *postgres* ]]; then printf '%s' "$pid"; fi
}

# Pid of our FerretDB (the one listening on the port and running our binary).
our_pid_on_port() { # port pattern-in-cmdline
  local pid; pid="$(listener_pid "$1")"
  if [[ -n "$pid" && "$(cmdline_of "$pid")" == *"$2"* ]]; then printf '%s' "$pid"; fi
}

not_alive() { ! pid_alive "$1"; }

# Checkout directory of a Conecta engine that ANOTHER checkout of this project started on `port`
# (its command line matches `pattern`; its checkout is the argument ending in `marker`, minus the
# marker). Empty when the port is free, held by something else, or by this checkout.
conecta_engine_dir() { # port pattern marker
  local pid arg dir=""
  pid="$(listener_pid "$1")"
  [[ -n "$pid" && "$(cmdline_of "$pid")" == $2 ]] || return 0
  while IFS= read -r -d '' arg; do
    if [[ "$arg" == *"$3" ]]; then dir="${arg%"$3"}"; break; fi
  done <"/proc/$pid/cmdline"
  if [[ -n "$dir" && "$dir" != "$ROOT" ]]; then printf '%s' "$dir"; fi
}
