#!/usr/bin/env bash
# An HTTP cache in front of StockTrader: nginx's proxy_cache (Debian's nginx or nginx-light) with
# src-test/cluster/cache-front.conf, listening on 127.0.0.1:--port and passing to --backend (host:port, such as the
# cluster's HAProxy 127.0.0.1:19850 or one node). Runs in the foreground until stopped (Ctrl-C or SIGTERM), and
# removes its working directory (configuration, cache) then. --backend-ca FILE: the back end speaks HTTPS (the
# balancer of `cluster.sh start --tls`, CA /tmp/st-cluster/tls/ca.crt), its certificate checked against FILE for the
# name localhost.
#
#   src-test/cluster/cache-front.sh --backend 127.0.0.1:19850 [--port 19852] [--backend-ca FILE]
set -euo pipefail
BACKEND="" PORT=19852 BACKEND_CA=""
while [ $# -gt 0 ]; do
	case "$1" in
		--backend) BACKEND="$2"; shift 2 ;;
		--port) PORT="$2"; shift 2 ;;
		--backend-ca) BACKEND_CA="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
		-h | --help) sed -n '2,9p' "$0"; exit 0 ;;
		*) echo "Unknown option: $1" >&2; exit 2 ;;
	esac
done
[[ "$BACKEND" =~ ^[A-Za-z0-9.:-]+:[0-9]+$ ]] || { echo "--backend takes host:port" >&2; exit 2; }
[[ "$PORT" =~ ^[0-9]+$ ]] || { echo "--port takes a number" >&2; exit 2; }
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$NGINX" ] || { echo "Needs nginx: apt-get install nginx-light" >&2; exit 2; }
DIR="$(mktemp -d /tmp/cache-front.XXXXXX)"
# nginx's workers (an unprivileged user when started as root) read and write the cache under it
chmod 755 "$DIR"
trap 'rm -rf "$DIR"' EXIT
SCHEME=http
: >"$DIR/backend-tls.conf"
if [ -n "$BACKEND_CA" ]; then
	[ -r "$BACKEND_CA" ] || { echo "--backend-ca: cannot read $BACKEND_CA" >&2; exit 2; }
	SCHEME=https
	cat >"$DIR/backend-tls.conf" <<EOF
proxy_ssl_trusted_certificate $BACKEND_CA;
proxy_ssl_verify on;
proxy_ssl_name localhost;
proxy_ssl_server_name on;
proxy_ssl_protocols TLSv1.2 TLSv1.3;
proxy_ssl_session_reuse on;
EOF
fi
sed -e "s|@DIR@|$DIR|g" -e "s|@PORT@|$PORT|g" -e "s|@BACKEND@|$BACKEND|g" -e "s|@SCHEME@|$SCHEME|g" \
	"$(dirname "$0")/cache-front.conf" >"$DIR/nginx.conf"
echo "cache front on http://127.0.0.1:$PORT -> $SCHEME://$BACKEND (nginx, $DIR)"
# in the foreground, as a child: a signal to this script stops nginx with it
"$NGINX" -p "$DIR" -c "$DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
trap 'kill -QUIT "$NGINX_PID" 2>/dev/null || true; wait "$NGINX_PID" 2>/dev/null || true; rm -rf "$DIR"' EXIT
trap 'exit 0' INT TERM
wait "$NGINX_PID"
