#!/usr/bin/env bash
# Injection scan (issue 9; not part of `npm test`, results in docs/security.md).
#
# Starts the built app on loopback with a throwaway data folder (embedded PostgreSQL, PGlite) and
# the demo data, then runs Debian's sqlmap against the public JSON forms, the query-string and
# path parameters of the public API, and the signed-in client and admin APIs (with their session
# cookies), and wapiti over the site. Every run is bounded in time. The server logs each request
# with its status, so the figures (requests received, 5xx answers) are counted on the server side.
# Writes $OUT/summary.md (default .artifacts/security-scan) and prints it.
#
#   bash scripts/security-scan.sh
#   WEB_DIST=/tmp/me/dist SCAN_TARGET_SEC=120 SCAN_WAPITI_SEC=300 bash scripts/security-scan.sh
#
# The public forms allow 5 submissions a minute per address; a scanner sends hundreds. The server
# runs with FORMS_RATE_LIMIT_OFF=true (refused when NODE_ENV=production) so the scan reaches the
# validation and the database instead of stopping at 429.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=${SCAN_OUT:-$ROOT/.artifacts/security-scan}
TARGET_SEC=${SCAN_TARGET_SEC:-150}
WAPITI_SEC=${SCAN_WAPITI_SEC:-420}
LEVEL=${SCAN_LEVEL:-2}
RISK=${SCAN_RISK:-1}
rm -rf "$OUT" && mkdir -p "$OUT/sqlmap"

for tool in sqlmap wapiti curl; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install $tool)" >&2; exit 1; }
done

# 1. The built web app (a scratch build unless WEB_DIST names one).
if [ -z "${WEB_DIST:-}" ]; then
  WEB_DIST="$OUT/dist"
  WEB_OUT_DIR="$WEB_DIST" npm run build --silent -w apps/web >"$OUT/build.log" 2>&1
fi

# 2. The server: fresh data folder, demo users and content, manual rate feed, loopback only.
DATA_DIR=$(mktemp -d /tmp/mizani-scan-XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE="http://127.0.0.1:$PORT"
SERVER_LOG="$OUT/server.log"
env -u DATABASE_URL NODE_ENV=development HOST=127.0.0.1 PORT="$PORT" DATA_DIR="$DATA_DIR" \
  BETTER_AUTH_URL="$BASE" WEB_DIST="$WEB_DIST" SEED_DEMO=true RATE_FEED=manual LOG_LEVEL=info \
  FORMS_RATE_LIMIT_OFF=true VITEST='' \
  node --import tsx apps/server/src/index.ts >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!
cleanup() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT
for _ in $(seq 1 240); do
  curl -fs "$BASE/api/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$SERVER_LOG" >&2; exit 1; }
  sleep 0.5
done
curl -fs "$BASE/api/health" >/dev/null

# Session cookies of the demo client and admin (apps/server/src/db/seed/demo-users.ts).
sign_in() {
  curl -s -D - -o /dev/null -H 'content-type: application/json' -H "origin: $BASE" \
    --data "{\"email\":\"$1\",\"password\":\"$2\"}" "$BASE/api/auth/sign-in/email" |
    tr -d '\r' | grep -i '^set-cookie:' | sed -E 's/^[Ss]et-[Cc]ookie: *([^;]*).*/\1/' | paste -sd';' -
}
CLIENT_COOKIE=$(sign_in client@mizani.demo 'Demo-Client-2026!')
ADMIN_COOKIE=$(sign_in admin@mizani.demo 'Demo-Admin-2026!')
[ -n "$CLIENT_COOKIE" ] && [ -n "$ADMIN_COOKIE" ] || { echo "demo sign-in failed" >&2; exit 1; }
JOB_ID=$(curl -s "$BASE/api/jobs" | node -e "let d='';process.stdin.on('data',c=>d+=c).on('end',()=>{const j=JSON.parse(d);const a=j.items??j.jobs??j;console.log(a[0].id)})")
MONTH=$(date -u +%Y-%m)
SOON=$(date -u -d '+3 days' +%Y-%m-%d)
YEAR=$(date -u +%Y)

# 3. sqlmap targets: name | who (anon, client, admin) | URL | JSON body (empty for GET).
# A * marks a path segment to inject; query-string and JSON parameters are found by sqlmap.
LETTER='I have settled cross-border payments for six years and would like to join your desk.'
TARGETS=(
  "form-quote|anon|$BASE/api/requests/quote|{\"name\":\"Kofi Mensah\",\"email\":\"kofi@example.com\",\"company\":\"Mensah Trading\",\"phone\":\"+233 20 000 0000\",\"currencyFrom\":\"USD\",\"currencyTo\":\"GHS\",\"amount\":\"2500\",\"urgency\":\"high\",\"message\":\"Monthly payroll\"}"
  "form-consultation|anon|$BASE/api/requests/consultation|{\"name\":\"Amina Otieno\",\"email\":\"amina@example.com\",\"company\":\"Otieno Ltd\",\"phone\":\"+254 700 000 000\",\"preferredDate\":\"$SOON\",\"preferredTime\":\"10:30\",\"message\":\"Hedging\"}"
  "form-inquiry|anon|$BASE/api/requests/inquiry|{\"name\":\"Zanele Dlamini\",\"email\":\"zanele@example.com\",\"subject\":\"Fees\",\"inquiryType\":\"general\",\"message\":\"What are your fees?\"}"
  "form-application|anon|$BASE/api/requests/application|{\"jobId\":\"$JOB_ID\",\"applicantName\":\"Open Applicant\",\"applicantEmail\":\"open@example.com\",\"applicantPhone\":\"+254 711 000 000\",\"resumeUrl\":\"https://cv.example.com/me.pdf\",\"coverLetter\":\"$LETTER\"}"
  "rates-history|anon|$BASE/api/rates/USD-KES*/history?range=1D|"
  "rates|anon|$BASE/api/rates?base=USD&quote=KES|"
  "jobs|anon|$BASE/api/jobs?department=Trading&q=dealer|"
  "client-orders|client|$BASE/api/orders?status=filled&currency=USD&page=1&pageSize=20|"
  "client-transactions|client|$BASE/api/wallet/transactions?currency=USD&type=deposit&from=$YEAR-01-01&to=$YEAR-12-31&page=1|"
  "client-statement|client|$BASE/api/reports/statement?month=$MONTH&format=json|"
  "client-firm-quote|client|$BASE/api/orders/quotes|{\"sellCurrency\":\"USD\",\"buyCurrency\":\"KES\",\"side\":\"sell\",\"amount\":\"10.00\"}"
  "admin-requests|admin|$BASE/api/admin/requests?type=quote&status=new&q=Kofi&from=$YEAR-01-01&to=$YEAR-12-31|"
  "admin-users|admin|$BASE/api/admin/users?q=client&role=client&status=active&limit=25|"
  "admin-audit|admin|$BASE/api/admin/audit?q=sign&action=sign_in&limit=50|"
)

served() { grep -c '"msg":"request"' "$SERVER_LOG" || true; }
served_5xx() { grep '"msg":"request"' "$SERVER_LOG" | grep -cE '"status":5[0-9][0-9]' || true; }

SUMMARY="$OUT/summary.md"
{
  echo "# Injection scan $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "sqlmap $(sqlmap --version 2>/dev/null | head -1), level $LEVEL, risk $RISK, techniques BEUST, at most ${TARGET_SEC} s a target;"
  echo "$(wapiti --version 2>&1 | grep -i wapiti | tail -1), at most ${WAPITI_SEC} s. Server: NODE_ENV=development, PGlite, demo data, FORMS_RATE_LIMIT_OFF=true."
  echo
  echo "| Target | As | Requests the server received | 5xx | sqlmap verdict |"
  echo "| --- | --- | --- | --- | --- |"
} >"$SUMMARY"

total_before=$(served)
findings=0
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name who url body <<<"$t"
  cookie=""
  [ "$who" = client ] && cookie=$CLIENT_COOKIE
  [ "$who" = admin ] && cookie=$ADMIN_COOKIE
  args=(-u "$url" --batch --level "$LEVEL" --risk "$RISK" --technique BEUST --dbms PostgreSQL
    --time-sec 2 --threads 4 --flush-session --disable-coloring --output-dir "$OUT/sqlmap/$name"
    --headers "Origin: $BASE")
  [ -n "$body" ] && args+=(--data "$body")
  # The session cookie is sent but not itself injected (that would only sign the scanner out).
  [ -n "$cookie" ] && args+=(--cookie "$cookie" --skip "${cookie%%=*}")
  before=$(served)
  before5=$(served_5xx)
  set +e
  timeout "$TARGET_SEC" sqlmap "${args[@]}" >"$OUT/sqlmap/$name.log" 2>&1
  code=$?
  set -e
  sent=$(($(served) - before))
  errs=$(($(served_5xx) - before5))
  log="$OUT/sqlmap/$name.log"
  if grep -q 'identified the following injection point' "$log"; then
    verdict="**INJECTABLE** (see sqlmap/$name.log)"
    findings=$((findings + 1))
  elif grep -qE 'do not appear to be injectable|does not seem to be injectable' "$log" && [ "$code" -ne 124 ]; then
    verdict="no injection found (all parameters tested)"
  elif [ "$code" -eq 124 ]; then
    verdict="no injection found before the ${TARGET_SEC} s limit ($(grep -cE "testing '" "$log") tests run)"
  else
    verdict="sqlmap ended with code $code: $(grep -E '\[CRITICAL\]' "$log" | tail -1 | sed 's/|/\\|/g' | cut -c1-160)"
  fi
  echo "| $name | $who | $sent | $errs | $verdict |" >>"$SUMMARY"
  echo "sqlmap $name: $sent requests, $errs 5xx, $verdict"
done
sqlmap_total=$(($(served) - total_before))

# 4. wapiti over the site (anonymous: crawls the pre-rendered pages and the links in them).
# No -x exclusions: Debian's wapiti 3.0.4 crashes on them under Python 3.11 (its wildcard
# translation puts the (?ms) flags at the end of the regex). The live rates stream, if it is
# crawled, ends at wapiti's own request timeout.
before=$(served)
before5=$(served_5xx)
set +e
timeout $((WAPITI_SEC + 120)) wapiti -u "$BASE/" --scope folder -d 4 --max-links-per-page 60 \
  -m "sql,exec,file,xss,permanentxss,crlf,redirect,http_headers,cookieflags,csp" \
  --max-scan-time "$WAPITI_SEC" --max-attack-time 120 \
  --flush-session -f json -o "$OUT/wapiti.json" -v 1 >"$OUT/wapiti.log" 2>&1
wcode=$?
set -e
wsent=$(($(served) - before))
werrs=$(($(served_5xx) - before5))
wapiti_summary=$(node -e "
const r = JSON.parse(require('fs').readFileSync('$OUT/wapiti.json', 'utf8'));
const count = (o) => Object.entries(o || {}).filter(([, v]) => v.length).map(([k, v]) => k + ': ' + v.length);
const v = count(r.vulnerabilities), a = count(r.anomalies);
console.log('vulnerabilities: ' + (v.join(', ') || 'none') + '; anomalies: ' + (a.join(', ') || 'none'));
" 2>/dev/null || echo "no wapiti report (exit $wcode, see wapiti.log)")
{
  echo
  echo "sqlmap in total: $sqlmap_total requests received by the server, $findings injectable target(s)."
  echo
  echo "wapiti (exit $wcode): $wsent requests received by the server, $werrs answered 5xx; $wapiti_summary"
  echo
  echo "Whole scan: $(served) requests received, $(served_5xx) answered 5xx."
} >>"$SUMMARY"
cat "$SUMMARY"
