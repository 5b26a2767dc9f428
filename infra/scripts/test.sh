#!/usr/bin/env bash
# `npm test`: everything CI checks, against the real local engines.
#   1. setup       engines up, npm deps installed (infra/scripts/setup.sh)
#   2. static      `npm run lint` and `npm run typecheck`, in parallel
#   3. unit        mocha: `npm test -w backend` and `npm test -w workers`, in parallel; each test
#                  file uses its own database name on the same engines
#   4. e2e         frontend build (when stale), backend + workers on PORT 3100 with a freshly seeded
#                  database `conecta_e2e`, then Playwright (frontend/playwright.config.ts)
#   5. contract    Schemathesis over /api/openapi.json, anonymously and as each role, against the
#                  app on a fresh database `<E2E_DB>_contract` (infra/contract/contract.ts)
# Ends with one line `N passed, N failed` (mocha + Playwright tests + Schemathesis runs; a failing
# lint, typecheck, build or a suite that crashed before reporting counts as one failure) and exits
# non-zero on any failure. Logs of every step are kept in .data/test-logs/.
#
# Usage: bash infra/scripts/test.sh [--no-static] [--no-unit] [--no-e2e] [--no-contract]
# Env: MONGODB_URI, REDIS_URL, SMTP_URL (as for setup.sh); E2E_PORT (default 3100); E2E_DB (the e2e
#   database name and Redis prefix, default conecta_e2e: two checkouts testing at once pick two);
#   E2E_ARGS (extra Playwright arguments, e.g. E2E_ARGS='e2e/profile.spec.ts --repeat-each=3').
set -uo pipefail   # no -e: a failing phase is recorded and the next one still runs
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

RUN_STATIC=1; RUN_UNIT=1; RUN_E2E=1; RUN_CONTRACT=1
for arg in "$@"; do
  case "$arg" in
    --no-static|--no-lint) RUN_STATIC=0 ;;
    --no-unit) RUN_UNIT=0 ;;
    --no-e2e) RUN_E2E=0 ;;
    --no-contract) RUN_CONTRACT=0 ;;
    -h|--help) sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test: unknown option '$arg'" >&2; exit 2 ;;
  esac
done

export MONGODB_URI="${MONGODB_URI:-$DEFAULT_MONGODB_URI}"
export REDIS_URL="${REDIS_URL:-$DEFAULT_REDIS_URL}"
export SMTP_URL="${SMTP_URL:-$DEFAULT_SMTP_URL}"
E2E_PORT_SET="${E2E_PORT:+1}"
E2E_PORT="${E2E_PORT:-3100}"
E2E_DB="${E2E_DB:-conecta_e2e}"
LOGS="$DATA/test-logs"
mkdir -p "$LOGS"

PASSED=0
FAILED=0
PROBLEMS=()   # one line per failed step, repeated at the end
TIMINGS=()
T_ALL=$SECONDS

bold() { if [[ -t 1 ]]; then printf '\033[1m%s\033[0m\n' "$*"; else printf '%s\n' "$*"; fi; }
phase_start() { PHASE="$1"; T_PHASE=$SECONDS; echo; bold "== $1"; }
phase_end() { TIMINGS+=("$(printf '%-8s %4d s' "$PHASE" $((SECONDS - T_PHASE)))"); bold "== $PHASE: $((SECONDS - T_PHASE)) s"; }
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
if ((RUN_STATIC)); then
  phase_start static
  declare -A pids=()
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
  phase_end
fi

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

if ((RUN_UNIT)); then
  phase_start unit
  echo "backend and workers suites run in parallel (logs: .data/test-logs/unit-*.log) ..."
  # The suites name their own databases (and Redis prefixes) from these base addresses.
  declare -A pids=()
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
  phase_end
fi

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

# Starts backend + workers (infra/scripts/start.ts, no seed; the compiled build) on $E2E_PORT against
# database $1 with Redis prefix $2, log $LOGS/$3.log; waits for /api/health. Sets SERVER_PID.
start_app() { # mongo_uri redis_prefix log_name
  local base="http://127.0.0.1:$E2E_PORT" deadline
  # What npm start ships: the compiled backend and workers (start.ts --no-build runs them), rebuilt when stale.
  if ! node --import tsx infra/scripts/server-build.ts >"$LOGS/$3-build.log" 2>&1; then
    show_log "$3-build" FAILED; problem "$3: backend/workers build (.data/test-logs/$3-build.log)"; return 1
  fi
  echo "backend + workers on $base (log: .data/test-logs/$3.log) ..."
  # Every spec searches, signs up and sends from 127.0.0.1: the per-address limits are mocha cases.
  # Specs check pages drawn on the server: a render slowed past 2 s by a busy machine is not a failure.
  # NODE_ENV=test: the specs' factories (an admin per test, backend/src/routes/testing/testWorld.ts).
  PORT="$E2E_PORT" MONGODB_URI="$1" REDIS_PREFIX="$2:" SEARCH_MAX_PER_MINUTE=100000 \
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
  local e2e_mongo base="http://127.0.0.1:$E2E_PORT" deadline rc counts pw_passed pw_failed
  if [[ ! -f frontend/playwright.config.ts ]]; then
    problem "e2e: frontend/playwright.config.ts does not exist"; return
  fi
  echo "frontend build (only when stale) ..."
  if ! node --import tsx infra/scripts/frontend-build.ts >"$LOGS/e2e-build.log" 2>&1; then
    show_log e2e-build FAILED; problem "frontend build (.data/test-logs/e2e-build.log)"; return
  fi
  tail -1 "$LOGS/e2e-build.log"
  if port_open "$E2E_PORT"; then
    if [[ -n "$E2E_PORT_SET" ]]; then
      problem "e2e: port $E2E_PORT is taken by $(port_holder "$E2E_PORT"); free it or choose another E2E_PORT"; return
    fi
    # Default port busy (a dev server of another checkout, a leftover run): take the next free one.
    echo "port $E2E_PORT is taken by $(port_holder "$E2E_PORT"); looking for a free one"
    local p
    for p in $(seq $((E2E_PORT + 1)) $((E2E_PORT + 50))); do
      if ! port_open "$p"; then E2E_PORT=$p; break; fi
    done
    port_open "$E2E_PORT" && { problem "e2e: no free port near $E2E_PORT"; return; }
    base="http://127.0.0.1:$E2E_PORT"
  fi

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

  start_app "$e2e_mongo" "$E2E_DB" e2e-server || return
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

if ((RUN_E2E)); then
  phase_start e2e
  run_e2e
  phase_end
fi

# ==============================================================================================
# The API contract (infra/contract/contract.ts): Schemathesis over GET /api/openapi.json,
# anonymously and as each role, on a fresh database of its own (it writes whatever it generates).
run_contract() {
  local mongo rc
  mongo="$(E2E_DB="${E2E_DB}_contract" e2e_uri "$MONGODB_URI")"
  if ! drop_database "$mongo"; then problem "contract: could not drop $mongo"; return; fi
  start_app "$mongo" "${E2E_DB}_contract" contract-server || return
  node --import tsx infra/contract/contract.ts --base="http://127.0.0.1:$E2E_PORT" --mongo="$mongo" 2>&1 \
    | tee "$LOGS/contract.log" | grep -E '^(== contract|Schemathesis \(|caller|anonymous|student|professional|company|general|admin|total|contract:)'
  rc=${PIPESTATUS[0]}
  stop_server
  local runs failed
  runs="$(sed -n 's/^contract: \([0-9]*\) runs, \([0-9]*\) failed$/\1/p' "$LOGS/contract.log")"
  failed="$(sed -n 's/^contract: \([0-9]*\) runs, \([0-9]*\) failed$/\2/p' "$LOGS/contract.log")"
  if [[ -z "$runs" ]]; then problem "contract: Schemathesis did not report (.data/test-logs/contract.log)"; return; fi
  PASSED=$((PASSED + runs - failed)); FAILED=$((FAILED + failed))
  if ((rc != 0 || failed > 0)); then PROBLEMS+=("contract: $failed of $runs Schemathesis runs failed (.data/test-logs/contract.log)"); fi
}

if ((RUN_CONTRACT)); then
  phase_start contract
  run_contract
  phase_end
fi

summary
((FAILED == 0 && ${#PROBLEMS[@]} == 0))
