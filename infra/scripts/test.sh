#!/usr/bin/env bash
# `npm test`: everything CI checks, against the real local engines.
#   1. setup       engines up, npm deps installed (infra/scripts/setup.sh)
#   2. at once (docs/decisions/0030-test-time-third-round.md): three lanes that do not wait on each other
#      static      `npm run lint` and `npm run typecheck`, in parallel
#      unit        mocha: backend, workers and frontend suites, in parallel; each test file uses its
#                  own database name on the same engines
#      contract    the frontend build (when stale, for e2e), then Schemathesis over /api/openapi.json,
#                  anonymously and as each role, against the app on CONTRACT_PORT with a fresh
#                  database `<E2E_DB>_contract` (infra/contract/contract.ts)
#   3. e2e         backend + workers on E2E_PORT with a freshly seeded database `<E2E_DB>`, then
#                  Playwright (frontend/playwright.config.ts); alone: it is CPU-bound and has deadlines
# Ends with each phase's time (wall, and the CPU of its processes), the total, and one line
# `N passed, N failed` (mocha + Playwright tests + Schemathesis runs; a failing lint, typecheck,
# build or a suite that crashed before reporting counts as one failure) and exits non-zero on any
# failure. Logs of every step are kept in .data/test-logs/.
#
# Usage: bash infra/scripts/test.sh [--no-static] [--no-unit] [--no-e2e] [--no-contract] [--one-at-a-time]
#   --one-at-a-time  the lanes of step 2 one after another (static, unit, contract), to time each alone
# Env: MONGODB_URI, REDIS_URL, SMTP_URL (as for setup.sh); E2E_PORT (default 3100) and CONTRACT_PORT
#   (default E2E_PORT + 1); E2E_DB (the e2e database name and Redis prefix, default conecta_e2e: two
#   checkouts testing at once pick two); E2E_ARGS (extra Playwright arguments, e.g.
#   E2E_ARGS='e2e/profile.spec.ts --repeat-each=3').
set -uo pipefail   # no -e: a failing phase is recorded and the next one still runs
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

RUN_STATIC=1; RUN_UNIT=1; RUN_E2E=1; RUN_CONTRACT=1; AT_ONCE=1
for arg in "$@"; do
  case "$arg" in
    --no-static|--no-lint) RUN_STATIC=0 ;;
    --no-unit) RUN_UNIT=0 ;;
    --no-e2e) RUN_E2E=0 ;;
    --no-contract) RUN_CONTRACT=0 ;;
    --one-at-a-time) AT_ONCE=0 ;;
    -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test: unknown option '$arg'" >&2; exit 2 ;;
  esac
done

export MONGODB_URI="${MONGODB_URI:-$DEFAULT_MONGODB_URI}"
export REDIS_URL="${REDIS_URL:-$DEFAULT_REDIS_URL}"
export SMTP_URL="${SMTP_URL:-$DEFAULT_SMTP_URL}"
E2E_PORT_SET="${E2E_PORT:+1}"
E2E_PORT="${E2E_PORT:-3100}"
CONTRACT_PORT_SET="${CONTRACT_PORT:+1}"
CONTRACT_PORT="${CONTRACT_PORT:-$((E2E_PORT + 1))}"
E2E_DB="${E2E_DB:-conecta_e2e}"
LOGS="$DATA/test-logs"
mkdir -p "$LOGS"

PASSED=0
FAILED=0
PROBLEMS=()   # one line per failed step, repeated at the end
TIMINGS=()
T_ALL=$SECONDS

bold() { if [[ -t 1 ]]; then printf '\033[1m%s\033[0m\n' "$*"; else printf '%s\n' "$*"; fi; }
# CPU_NOW: CPU seconds (user + sys) of this shell's finished children, from the `times` builtin,
# which must run in this shell (in a $(...) subshell it would count the subshell's own children):
# a phase's CPU beside its wall time tells whether it computes (2 cores: up to twice its wall
# time) or waits.
children_cpu() {
  local file="$LOGS/.times.$BASHPID"   # a lane's own: lanes run at once
  times >"$file"
  CPU_NOW="$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }' "$file")"
  rm -f "$file"
}
phase_start() { PHASE="$1"; T_PHASE=$SECONDS; children_cpu; CPU_PHASE=$CPU_NOW; echo; bold "== $1"; }
phase_line() { # name seconds cpu [note]
  printf '%-8s %4d s  cpu %4d s%s' "$1" "$2" "$3" "${4:+  $4}"
}
phase_end() { # [note]
  local wall=$((SECONDS - T_PHASE)) cpu
  children_cpu; cpu=$((CPU_NOW - CPU_PHASE))
  TIMINGS+=("$(phase_line "$PHASE" "$wall" "$cpu" "${1:-}")"); bold "== $PHASE: $wall s (cpu $cpu s)"
}
problem() { FAILED=$((FAILED + 1)); PROBLEMS+=("$1"); }

summary() {
  echo
  bold "== summary"
  for t in "${TIMINGS[@]}"; do echo "  $t"; done
  echo "  total    $((SECONDS - T_ALL)) s"
  for p in "${PROBLEMS[@]}"; do echo "  FAILED: $p"; done
  echo "$PASSED passed, $FAILED failed"
}

# --- processes we start; stopped on any exit (Ctrl-C included) ---------------------------------
BG_PIDS=()
SERVER_PID=""
cleanup() {
  local pid
  for pid in "${BG_PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  stop_server
}
stop_server() {
  [[ -n "$SERVER_PID" ]] || return 0
  # start.ts forwards SIGTERM to the backend and the workers and waits for them to drain.
  kill -TERM "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}
trap cleanup EXIT
trap 'echo; echo "test: interrupted"; exit 130' INT TERM

# Runs "name command..." in the background, output to $LOGS/name.log; sets LAST_PID.
run_bg() {
  local name="$1"; shift
  "$@" >"$LOGS/$name.log" 2>&1 &
  LAST_PID=$!
  BG_PIDS+=("$LAST_PID")
}

# Prints a captured log with a header.
show_log() { # name status
  echo
  bold "---- $1 ($2) ----"
  cat "$LOGS/$1.log"
}

# ==============================================================================================
phase_start setup
if ! bash infra/scripts/setup.sh; then
  problem "setup (see the message above)"
  phase_end
  summary
  exit 1
fi
phase_end

# ==============================================================================================
run_static() {
  local -A pids=()
  local check
  run_bg lint npm run lint;           pids[lint]=$LAST_PID
  run_bg typecheck npm run typecheck; pids[typecheck]=$LAST_PID
  for check in lint typecheck; do
    if wait "${pids[$check]}"; then
      echo "$check: ok"
    else
      show_log "$check" FAILED
      problem "$check (.data/test-logs/$check.log)"
    fi
  done
}

# ==============================================================================================
# Counts from mocha's spec reporter summary ("  12 passing (3s)", "  1 failing").
mocha_count() { # log word
  grep -Eo "^ +[0-9]+ $2" "$1" | tail -1 | grep -Eo '[0-9]+' || echo 0
}
# The first lines of mocha's failure report (titles and messages), so the summary, which is all a
# CI excerpt may keep, names what failed.
mocha_failures() { # log
  awk '/^ +[0-9]+ failing/ { on = 1; next } on && NF { print "      " $0; if (++n == 16) exit }' "$1"
}

run_unit() {
  local -A pids=()
  local suite rc log passing failing status matrix
  echo "backend, workers and frontend suites run in parallel (logs: .data/test-logs/unit-*.log) ..."
  # The suites name their own databases (and Redis prefixes) from these base addresses.
  for suite in backend workers frontend; do
    run_bg "unit-$suite" env NODE_ENV=test npm test -w "$suite" -- --reporter spec
    pids[$suite]=$LAST_PID
  done
  for suite in backend workers frontend; do
    wait "${pids[$suite]}"; rc=$?
    log="$LOGS/unit-$suite.log"
    passing="$(mocha_count "$log" passing)"; failing="$(mocha_count "$log" failing)"
    PASSED=$((PASSED + passing)); FAILED=$((FAILED + failing))
    if ((rc == 0)); then status="$passing passing"; else status="exit $rc, $passing passing, $failing failing"; fi
    show_log "unit-$suite" "$status"
    # The authorization matrix's own count (backend/test/authorizationMatrix.test.ts), kept for the summary.
    matrix="$(grep -Eo '^authorization matrix: .*' "$log" | tail -1)"
    [[ -n "$matrix" ]] && TIMINGS+=("$matrix")
    if ((rc != 0)); then
      if ((failing == 0)); then
        problem "$suite unit tests exited $rc before reporting a failure (.data/test-logs/unit-$suite.log)"
      else
        PROBLEMS+=("$suite unit tests: $failing failing (.data/test-logs/unit-$suite.log)
$(mocha_failures "$log")")
      fi
    fi
  done
}

# ==============================================================================================
# The e2e database: same server as MONGODB_URI, database name $E2E_DB (query string kept).
e2e_uri() {
  local uri="$1" scheme rest hosts query=""
  scheme="${uri%%://*}"; rest="${uri#*://}"
  [[ "$rest" == *\?* ]] && query="?${rest#*\?}"
  rest="${rest%%\?*}"; hosts="${rest%%/*}"
  printf '%s://%s/%s%s' "$scheme" "$hosts" "$E2E_DB" "$query"
}

drop_database() { # uri
  node --input-type=module -e '
    import { MongoClient } from "mongodb";
    const client = new MongoClient(process.argv[1], { serverSelectionTimeoutMS: 10000 });
    try { await client.db().dropDatabase(); }
    catch (err) { console.error(err.message); process.exitCode = 1; }
    finally { await client.close(); }
  ' "$1"
}

# Playwright's JSON report -> "passed failed" (flaky tests passed on a retry).
playwright_counts() { # json
  node -e '
    const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).stats;
    console.log(`${s.expected + s.flaky} ${s.unexpected}`);
  ' "$1" 2>/dev/null || echo "0 0"
}

# Playwright's JSON report -> one line per failed test: "file:line title: first line of the error",
# then how many were skipped (a failure in one project skips the projects that depend on it). The
# summary repeats them, so the tail of a CI log alone names what failed.
playwright_failures() { # json
  node -e '
    const report = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== "unexpected") continue;
          const last = test.results.at(-1) ?? {};
          const message = (last.error?.message ?? last.status ?? "").replace(/\u001b\[[0-9;]*m/g, "");
          const first = message.split("\n").find((l) => l.trim()) ?? "";
          console.log(`${spec.file}:${spec.line} [${test.projectName}] ${[...titles, spec.title].join(" › ")}: ${first.trim().slice(0, 200)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    if (report.stats.skipped) console.log(`(${report.stats.skipped} skipped)`);
  ' "$1" 2>/dev/null
}

# A free port for a server: $1 when free; taken and not chosen by the caller ($2 empty), the next
# free one above it (a dev server of another checkout, a leftover run), skipping $3. Prints it.
free_port() { # port chosen_by_caller skip
  local p
  if ! port_open "$1"; then echo "$1"; return 0; fi
  if [[ -n "$2" ]]; then echo "port $1 is taken by $(port_holder "$1"); free it or choose another" >&2; return 1; fi
  echo "port $1 is taken by $(port_holder "$1"); looking for a free one" >&2
  for p in $(seq $(($1 + 1)) $(($1 + 50))); do
    if [[ "$p" != "${3:-}" ]] && ! port_open "$p"; then echo "$p"; return 0; fi
  done
  echo "no free port near $1" >&2; return 1
}

# What npm start ships: the compiled backend and workers (start.ts --no-build runs them), rebuilt when stale.
server_build() { # log_name
  if ! node --import tsx infra/scripts/server-build.ts >"$LOGS/$1-build.log" 2>&1; then
    show_log "$1-build" FAILED; problem "$1: backend/workers build (.data/test-logs/$1-build.log)"; return 1
  fi
}

# The frontend build (only when stale; infra/scripts/frontend-build.ts, one build at a time across
# processes: the backend suite's drawnPages and renderCache wait for it rather than build again).
frontend_build() { # log_name
  if ! node --import tsx infra/scripts/frontend-build.ts >"$LOGS/$1.log" 2>&1; then
    show_log "$1" FAILED; problem "frontend build (.data/test-logs/$1.log)"; return 1
  fi
  tail -1 "$LOGS/$1.log"
}

# Starts backend + workers (infra/scripts/start.ts, no seed; the compiled build) on port $4 against
# database $1 with Redis prefix $2, log $LOGS/$3.log; waits for /api/health. Sets SERVER_PID.
start_app() { # mongo_uri redis_prefix log_name port
  local base="http://127.0.0.1:$4" deadline
  server_build "$3" || return 1
  echo "backend + workers on $base (log: .data/test-logs/$3.log) ..."
  # Every spec searches, signs up and sends from 127.0.0.1: the per-address limits are mocha cases.
  # Specs check pages drawn on the server: a render slowed past 2 s by a busy machine is not a failure.
  # NODE_ENV=test: the specs' factories (an admin per test, backend/src/routes/testing/testWorld.ts).
  PORT="$4" MONGODB_URI="$1" REDIS_PREFIX="$2:" SEARCH_MAX_PER_MINUTE=100000 \
    SIGNUP_MAX_PER_HOUR=100000 MESSAGES_MAX_PER_MINUTE=100000 REPORTS_MAX_PER_DAY=100000 \
    CONTACT_MAX_PER_HOUR=100000 UPLOADS_MAX_PER_HOUR=100000 SSR_TIMEOUT_MS=30000 NO_COLOR=1 NODE_ENV=test \
    node --import tsx infra/scripts/start.ts --no-seed --no-build >"$LOGS/$3.log" 2>&1 &
  SERVER_PID=$!
  deadline=$((SECONDS + 90))
  until curl -sf -o /dev/null --max-time 2 "$base/api/health"; do
    if ! kill -0 "$SERVER_PID" 2>/dev/null || ((SECONDS > deadline)); then
      show_log "$3" "did not become healthy"
      problem "$3: the server did not answer $base/api/health"
      stop_server; return 1
    fi
    sleep 0.5
  done
}

run_e2e() {
  local e2e_mongo base port rc counts pw_passed pw_failed
  if [[ ! -f frontend/playwright.config.ts ]]; then
    problem "e2e: frontend/playwright.config.ts does not exist"; return
  fi
  echo "frontend build (only when stale) ..."
  frontend_build e2e-build || return
  port="$(free_port "$E2E_PORT" "$E2E_PORT_SET")" || { problem "e2e: no port (see above; E2E_PORT)"; return; }
  base="http://127.0.0.1:$port"

  e2e_mongo="$(e2e_uri "$MONGODB_URI")"
  echo "fresh database $e2e_mongo ..."
  if ! drop_database "$e2e_mongo"; then problem "e2e: could not drop $e2e_mongo"; return; fi
  if [[ -f infra/seed/seed.ts ]]; then
    if ! MONGODB_URI="$e2e_mongo" node --import tsx infra/seed/seed.ts --reset >"$LOGS/e2e-seed.log" 2>&1; then
      show_log e2e-seed FAILED; problem "e2e: seed failed (.data/test-logs/e2e-seed.log)"; return
    fi
  else
    echo "warning: infra/seed/seed.ts does not exist; e2e runs on an empty database"
  fi
  # Own Redis key prefix: a dev app on the same Redis must not pick up the e2e run's jobs (or the
  # other way round). Leftovers of an interrupted run are removed first.
  redis-cli -u "$REDIS_URL" --scan --pattern "$E2E_DB:*" 2>/dev/null \
    | xargs -r -n 500 redis-cli -u "$REDIS_URL" del >/dev/null 2>&1 || true

  start_app "$e2e_mongo" "$E2E_DB" e2e-server "$port" || return
  rm -f "$LOGS/playwright.json"
  # CI=1: the config forbids test.only; line + json reporters: readable output and exact counts.
  # Own output folder: Playwright empties it at start, and a second run in frontend/ (someone's
  # `npx playwright test` at the same time) would otherwise delete this run's traces mid-test.
  (cd frontend && CI=1 E2E_BASE_URL="$base" E2E_MONGODB_URI="$e2e_mongo" PLAYWRIGHT_JSON_OUTPUT_FILE="$LOGS/playwright.json" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="$LOGS/playwright.json" \
    npx playwright test --reporter=line,json --output="$LOGS/playwright-results" ${E2E_ARGS:-}) \
    2>&1 | tee "$LOGS/e2e-playwright.log"
  rc=${PIPESTATUS[0]}
  stop_server

  counts="$(playwright_counts "$LOGS/playwright.json")"
  pw_passed="${counts% *}"; pw_failed="${counts#* }"
  PASSED=$((PASSED + pw_passed)); FAILED=$((FAILED + pw_failed))
  if ((rc != 0)); then
    echo "---- last lines of the e2e server log ----"
    tail -n 40 "$LOGS/e2e-server.log"
    if ((pw_failed == 0)); then
      problem "e2e: Playwright exited $rc before reporting a failure (.data/test-logs/e2e-playwright.log)"
    else
      PROBLEMS+=("e2e: $pw_failed failed (screenshots and traces in .data/test-logs/playwright-results/)")
      local line
      while IFS= read -r line; do PROBLEMS+=("  $line"); done < <(playwright_failures "$LOGS/playwright.json")
    fi
  fi
}

# The API contract (infra/contract/contract.ts): Schemathesis over GET /api/openapi.json,
# anonymously and as each role, on a fresh database of its own (it writes whatever it generates).
# The frontend is built first, when stale: the contract needs none of it, but e2e does, and here
# the build runs beside the unit suites rather than in front of e2e (the backend suite's drawnPages
# waits for this build instead of making its own).
run_contract() {
  local mongo rc port runs failed
  if ((RUN_E2E)); then frontend_build contract-frontend-build || return; fi
  port="$(free_port "$CONTRACT_PORT" "$CONTRACT_PORT_SET" "$E2E_PORT")" || { problem "contract: no port (see above; CONTRACT_PORT)"; return; }
  mongo="$(E2E_DB="${E2E_DB}_contract" e2e_uri "$MONGODB_URI")"
  if ! drop_database "$mongo"; then problem "contract: could not drop $mongo"; return; fi
  start_app "$mongo" "${E2E_DB}_contract" contract-server "$port" || return
  node --import tsx infra/contract/contract.ts --base="http://127.0.0.1:$port" --mongo="$mongo" 2>&1 \
    | tee "$LOGS/contract.log" | grep -E '^(== contract|Schemathesis \(|caller|anonymous|student|professional|company|general|admin|total|contract:)'
  rc=${PIPESTATUS[0]}
  stop_server
  runs="$(sed -n 's/^contract: \([0-9]*\) runs, \([0-9]*\) failed$/\1/p' "$LOGS/contract.log")"
  failed="$(sed -n 's/^contract: \([0-9]*\) runs, \([0-9]*\) failed$/\2/p' "$LOGS/contract.log")"
  if [[ -z "$runs" ]]; then problem "contract: Schemathesis did not report (.data/test-logs/contract.log)"; return; fi
  PASSED=$((PASSED + runs - failed)); FAILED=$((FAILED + failed))
  if ((rc != 0 || failed > 0)); then PROBLEMS+=("contract: $failed of $runs Schemathesis runs failed (.data/test-logs/contract.log)"); fi
}

# ==============================================================================================
# Lanes: a phase run in a background subshell, its output kept in $LOGS/lane-<name>.out and shown
# whole when it ends (lanes never interleave), its counts and problems handed back through
# $LOGS/lane-<name>.state. Static checks, the unit suites and the contract share no resource but
# the CPU, and the unit suites mostly wait on the engines and their own timers.
declare -A LANE_PIDS=()
start_lane() { # name function
  (
    PASSED=0; FAILED=0; PROBLEMS=(); TIMINGS=(); BG_PIDS=(); SERVER_PID=""
    trap cleanup EXIT
    trap 'exit 143' INT TERM
    t=$SECONDS; children_cpu; cpu=$CPU_NOW
    "$2"
    wall=$((SECONDS - t)); children_cpu; cpu=$((CPU_NOW - cpu))
    echo; bold "== $1: $wall s (cpu $cpu s)"
    TIMINGS=("$(phase_line "$1" "$wall" "$cpu" "at once")" "${TIMINGS[@]}")
    declare -p PASSED FAILED PROBLEMS TIMINGS | sed 's/^declare \(-[-a-zA-Z]*\) /declare \1 LANE_/' >"$LOGS/lane-$1.state"
  ) >"$LOGS/lane-$1.out" 2>&1 &
  LANE_PIDS[$1]=$!
  BG_PIDS+=("$!")
}
finish_lane() { # name
  local LANE_PASSED=0 LANE_FAILED=0 LANE_PROBLEMS=() LANE_TIMINGS=()
  wait "${LANE_PIDS[$1]}"
  echo; bold "== $1"
  cat "$LOGS/lane-$1.out"
  if [[ -f "$LOGS/lane-$1.state" ]]; then
    source "$LOGS/lane-$1.state"
    PASSED=$((PASSED + LANE_PASSED)); FAILED=$((FAILED + LANE_FAILED))
    PROBLEMS+=("${LANE_PROBLEMS[@]}"); TIMINGS+=("${LANE_TIMINGS[@]}")
  else
    problem "$1 ended without reporting (.data/test-logs/lane-$1.out)"
  fi
}

LANES=()
((RUN_STATIC)) && LANES+=(static)
((RUN_UNIT)) && LANES+=(unit)
((RUN_CONTRACT)) && LANES+=(contract)
if ((AT_ONCE && ${#LANES[@]} > 1)); then
  phase_start "${LANES[*]}"
  echo "at once (logs: .data/test-logs/lane-*.out, shown as each ends) ..."
  for lane in "${LANES[@]}"; do rm -f "$LOGS/lane-$lane.state"; start_lane "$lane" "run_$lane"; done
  for lane in "${LANES[@]}"; do finish_lane "$lane"; done
  PHASE="${LANES[*]}"; PHASE="${PHASE// /+}"
  phase_end "wall of the three at once"
else
  for lane in "${LANES[@]}"; do
    phase_start "$lane"
    "run_$lane"
    phase_end
  done
fi

if ((RUN_E2E)); then
  phase_start e2e
  run_e2e
  phase_end
fi

summary
((FAILED == 0 && ${#PROBLEMS[@]} == 0))
