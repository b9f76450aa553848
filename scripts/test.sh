#!/usr/bin/env bash
# The one test command (README, CI): installs what it needs, then runs every test —
# unit and API tests on PGlite, the API tests again on a throwaway PostgreSQL, then the browser
# journeys against the built app. Ends with one summary line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RESULTS="$ROOT/.artifacts/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

# 1. npm packages
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# 2. Debian's Chromium, PostgreSQL and nginx (e2e/production), when missing
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/nginx ] || need+=(nginx)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/bin/pdftotext ] || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# 3. A throwaway PostgreSQL cluster, stopped on exit
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGDATA=$(mktemp -d /tmp/mizani-pg.XXXXXX)
PGPORT=${PGPORT:-55432}
while (echo > /dev/tcp/127.0.0.1/$PGPORT) >/dev/null 2>&1; do PGPORT=$((PGPORT + 1)); done
chown postgres:postgres "$PGDATA"
cleanup() {
  su postgres -c "$PGBIN/pg_ctl -D $PGDATA -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$PGDATA"
}
trap cleanup EXIT
su postgres -c "$PGBIN/initdb -D $PGDATA -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
su postgres -c "$PGBIN/pg_ctl -D $PGDATA -l $PGDATA/log -w -o '-h 127.0.0.1 -p $PGPORT -k /tmp -c max_connections=300 -c fsync=off' start" >/dev/null
PG_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
export MIZANI_TEST_PG_URL="$PG_URL"

status=0
run() { # name, then the vitest arguments; says how long the stage took
  local name=$1; shift
  local start=$SECONDS
  echo "── $name"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile="$RESULTS/$name.json" || status=1
  echo "── $name took $((SECONDS - start)) s"
}

# Steps 1-3: npm packages, Debian packages and the PostgreSQL cluster
echo "── install took $SECONDS s"
# 4. Static checks first (types, lint, format): a failure is reported but the tests still run
echo "── check"
start=$SECONDS
npm run --silent check || { status=1; echo "npm run check failed"; }
echo "── check took $((SECONDS - start)) s"

# 5. Unit and API tests on PGlite
run unit-and-api-pglite --project shared --project server --project web
# 6. The API tests again on PostgreSQL, where behaviour can differ (apps/server/test/on-postgres.list)
mapfile -t PG_FILES < <(sed 's/#.*//; s/[[:space:]]*$//' apps/server/test/on-postgres.list | grep .)
for f in "${PG_FILES[@]}"; do
  [ -f "$f" ] || { echo "on-postgres.list names $f, which does not exist"; status=1; }
done
DATABASE_URL="$PG_URL" run api-postgres --project server "${PG_FILES[@]}"
# 7. Browser journeys against the built app
start=$SECONDS
npm run build --silent
echo "── build took $((SECONDS - start)) s"
run e2e --project e2e

node scripts/test-summary.mjs "$RESULTS"
echo "── npm test took $SECONDS s"
exit $status
