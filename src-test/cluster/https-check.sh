#!/usr/bin/env bash
# HTTPS end to end through a running cluster started with `cluster.sh start --tls`: every check goes through
# HAProxy's TLS port and trusts the cluster's CA only. The sign-in page; signing in as uid:0 (the form posted with
# a browser's Origin, so the node must see the balancer's https address) and the session cookie marked Secure; a
# signed-in page that shows the user and is private; a SOAP getQuote; a REST read; plain HTTP on the balancer's
# port gets no answer. --cache-front: also through cache-front.sh (nginx, 127.0.0.1:P+2, plain HTTP on loopback)
# in front of the balancer, its HTTPS back end checked against the CA: a guest's public page comes from the cache,
# a signed-in user's pages never do, and nothing of theirs reaches a guest. Prints one line per check and exits 1
# if any failed.
#
#   sudo src-test/cluster/https-check.sh [--dir DIR] [--cache-front]
set -uo pipefail  # no -e: each check tests the status of its commands

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR_ARGS=() CACHE_FRONT=false
while [ $# -gt 0 ]; do
	case "$1" in
	--dir) DIR_ARGS=(--dir "$2"); shift 2 ;;
	--cache-front) CACHE_FRONT=true; shift ;;
	-h | --help) sed -n '2,11p' "$0"; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
done

eval "$("$ROOT/src-test/cluster/cluster.sh" env "${DIR_ARGS[@]}")"
[ "${BALANCER_TLS:-false}" = true ] || { echo "The cluster runs without --tls (balancer $BALANCER)" >&2; exit 2; }
[ -s "$TLS_CA" ] || { echo "No CA certificate $TLS_CA" >&2; exit 2; }

WORK="$(mktemp -d)"
FRONT_PID=""
trap '[ -z "$FRONT_PID" ] || { kill -TERM "$FRONT_PID" 2>/dev/null; wait "$FRONT_PID" 2>/dev/null; }; rm -rf "$WORK"' EXIT
FAILED=0
check() { # check NAME CONDITION-RESULT DETAIL
	if [ "$2" = 0 ]; then echo "PASS  $1"; else echo "FAIL  $1: $3"; FAILED=1; fi
}
https() { # https CURL-ARGS...: through the balancer, the cluster's CA the only trust, headers in $WORK/headers
	curl -s --max-time 20 --cacert "$TLS_CA" -D "$WORK/headers" -b "$WORK/cookies" -c "$WORK/cookies" "$@"
}
header() { tr -d '\r' <"$WORK/headers" | grep -i "^$1:" | head -1 | cut -d: -f2- | sed 's/^ *//'; }

# the sign-in page
code="$(https -o "$WORK/welcome.html" -w '%{http_code}' "$BALANCER/")"
[ "$code" = 200 ] && grep -q 'action="/login"' "$WORK/welcome.html"
check "sign-in page over HTTPS (GET $BALANCER/)" $? "status $code"

# signing in: the form as a browser posts it, with its Origin (the node compares it with its own address, which
# it builds from the balancer's Host and X-Forwarded-Proto)
code="$(https -o /dev/null -w '%{http_code}' -H "Origin: $BALANCER" --data-urlencode uid=uid:0 -d passwd=xxx "$BALANCER/login")"
location="$(header location)"
cookie="$(tr -d '\r' <"$WORK/headers" | grep -i '^set-cookie: *JSESSIONID=' | head -1 || true)"
[ "$code" = 302 ] && [[ "$location" == */home ]] && [[ "$location" != http:* ]]
check "sign-in as uid:0 (POST /login with Origin $BALANCER)" $? "status $code, Location '$location'"
[[ "$cookie" == *"; Secure"* ]] && [[ "$cookie" == *HttpOnly* ]]
check "session cookie Secure and HttpOnly" $? "'$cookie'"

# a signed-in page, with the session cookie
code="$(https -o "$WORK/home.html" -w '%{http_code}' "$BALANCER/home")"
cache="$(header cache-control)"
[ "$code" = 200 ] && grep -q 'uid:0' "$WORK/home.html"
check "signed-in page /home shows uid:0" $? "status $code"
[[ "$cache" == *no-store* ]]
check "/home is never stored (Cache-Control: $cache)" $? "Cache-Control '$cache'"

# SOAP: getQuote on the Trade services, with the service credential (a trusted-peer API: the balancer's address
# does not make its clients trusted), and refused without it
soap() { # soap CURL-ARGS...: a getQuote of s:1, the answer in $WORK/soap.xml
	curl -s --max-time 20 --cacert "$TLS_CA" -o "$WORK/soap.xml" -w '%{http_code}' "$@" "$BALANCER/services/TradeServices" \
		-H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: ""' \
		-d '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><getQuote xmlns="http://trade.samples.websphere.ibm.com"><symbol>s:1</symbol></getQuote></s:Body></s:Envelope>'
}
code="$(soap -u "service:${SERVICE_PASSWORD:-}")"
[ "$code" = 200 ] && grep -q '<symbol>s:1</symbol>' "$WORK/soap.xml" && ! grep -q 'Fault' "$WORK/soap.xml"
check "SOAP getQuote over HTTPS with the service credential (POST /services/TradeServices)" $? "status $code: $(head -c 300 "$WORK/soap.xml")"
code="$(soap)"
[ "$code" = 401 ]
check "SOAP without a credential refused through the balancer (401)" $? "status $code"

# REST: a public read
code="$(curl -s --max-time 20 --cacert "$TLS_CA" -o "$WORK/quote.json" -w '%{http_code}' "$BALANCER/api/quotes/s:1")"
[ "$code" = 200 ] && grep -q '"s:1"' "$WORK/quote.json"
check "REST GET /api/quotes/s:1 over HTTPS" $? "status $code: $(head -c 300 "$WORK/quote.json")"

# plain HTTP on the balancer's port: HAProxy speaks TLS only there, so no HTTP answer comes back
plain="http://${BALANCER#https://}"
code="$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' "$plain/" || true)"
[ "$code" = 000 ]
check "plain HTTP refused ($plain/ gets no HTTP answer)" $? "status $code"

# the certificate is the cluster's: a client that does not trust the CA refuses it
curl -s --max-time 10 -o /dev/null "$BALANCER/" 2>/dev/null
[ $? = 60 ]
check "certificate signed by the cluster's CA only (curl without --cacert: error 60)" $? "curl accepted it"

if $CACHE_FRONT; then
	port="${BALANCER##*:}"
	front="http://127.0.0.1:$((port + 2))"
	"$ROOT/src-test/cluster/cache-front.sh" --backend "127.0.0.1:$port" --port $((port + 2)) --backend-ca "$TLS_CA" \
		>"$WORK/front.log" 2>&1 &
	FRONT_PID=$!
	for _ in $(seq 1 50); do
		[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$front/actuator/health/liveness")" = 200 ] && break
		sleep 0.2
	done
	through() { # through NAME PATH [CURL-ARGS...]: a GET through the front, its headers in $WORK/front-headers
		local path="$2"
		shift 2
		curl -s --max-time 20 -D "$WORK/front-headers" -o "$WORK/front.html" -w '%{http_code}' "$@" "$front$path"
	}
	front_header() { tr -d '\r' <"$WORK/front-headers" | grep -i "^$1:" | head -1 | cut -d: -f2- | sed 's/^ *//'; }

	through guest /welcome >/dev/null
	code="$(through guest /welcome)"
	[ "$code" = 200 ] && [ "$(front_header x-cache-status)" = HIT ]
	check "cache front: a guest's second /welcome comes from the cache" $? "status $code, X-Cache-Status $(front_header x-cache-status), $(tail -3 "$WORK/front.log")"

	curl -s --max-time 20 -D "$WORK/front-headers" -o /dev/null --data-urlencode uid=uid:0 -d passwd=xxx "$front/login"
	session="$(tr -d '\r' <"$WORK/front-headers" | sed -n 's/^[Ss]et-[Cc]ookie: *\(JSESSIONID=[^;]*\).*/\1/p' | head -1)"
	[ -n "$session" ]
	check "cache front: sign-in as uid:0 through it" $? "no session cookie"
	# the cookie is marked Secure (the node was reached over HTTPS at the balancer): given by hand, as a client of
	# the loopback front would
	for path in /home /account /portfolio /welcome /home; do
		code="$(through user "$path" -H "Cookie: $session")"
		status="$(front_header x-cache-status)" cache="$(front_header cache-control)"
		[ "$code" = 200 ] && [ "$status" = BYPASS ] && [ "$cache" = "private, no-store" ]
		check "cache front: signed-in $path not from the cache (X-Cache-Status $status, Cache-Control $cache)" $? "status $code"
	done
	through user /account -H "Cookie: $session" >/dev/null
	grep -q 'uid:0' "$WORK/front.html"
	check "cache front: signed-in /account shows uid:0" $? "no uid:0 on the page"
	code="$(through guest /home)"
	status="$(front_header x-cache-status)"
	[ "$code" = 302 ] && ! grep -q 'uid:0' "$WORK/front.html" && [ "$status" != HIT ]
	check "cache front: a guest's /home is sent to sign in, nothing of uid:0 (X-Cache-Status $status)" $? "status $code"
fi

exit $FAILED
