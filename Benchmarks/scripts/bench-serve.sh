#!/usr/bin/env bash
# Requests per second for one guide page: `tutorials serve` ÷ nginx serving the same rendered
# file, both measured with wrk on loopback in the same run (target ≥ 0.5, no errors).
# Needs the Debian packages wrk and nginx (nginx-light is enough).
# Environment: DURATION (seconds per measurement, default 10), CONNECTIONS (default 32).
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${DURATION:-10}"
connections="${CONNECTIONS:-32}"

for tool in wrk nginx; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$tool" ]; then
    echo "$tool is not installed; run: sudo apt-get install -y wrk nginx-light" >&2
    exit 1
  fi
done
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

swift build -c release --product tutorials >/dev/null 2>&1 || swift build -c release --product tutorials
work="$(mktemp -d)"
chmod 755 "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

cp -R Tests/Fixtures/rendering/basic "$work/root"
.build/release/tutorials render --root "$work/root" --theme site --out "$work/_site" >/dev/null
chmod -R a+rX "$work"
page="en/01-getting-started.html"

.build/release/tutorials serve --root "$work/root" --theme site --port 0 \
  >"$work/serve.out" 2>"$work/serve.err" &
pids+=($!)
serve_url="$(scripts/serve-url.sh "$work/serve.out" "$work/serve.err")"

nginx_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
mkdir -p "$work/nginx/logs"
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes auto;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; text/css css; text/javascript js; }
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/_site;
  }
}
CONF
"$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" &
pids+=($!)
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$nginx_port/$page" >/dev/null 2>&1 && break
  sleep 0.1
done

measure() {
  local url="$1" output
  output="$(wrk -t2 -c"$connections" -d"${duration}s" "$url")"
  echo "$output" >&2
  if echo "$output" | grep -qE "Non-2xx|Socket errors"; then
    echo "errors while measuring $url" >&2
    exit 1
  fi
  echo "$output" | awk '/Requests\/sec:/ { print $2 }'
}

echo "== nginx: http://127.0.0.1:$nginx_port/$page" >&2
nginx_rps="$(measure "http://127.0.0.1:$nginx_port/$page")"
echo "== tutorials serve: $serve_url/$page" >&2
serve_rps="$(measure "$serve_url/$page")"
python3 - "$serve_rps" "$nginx_rps" <<'PY'
import sys
serve, nginx = float(sys.argv[1]), float(sys.argv[2])
print(f"tutorials serve: {serve:.0f} requests/s")
print(f"nginx:           {nginx:.0f} requests/s")
print(f"ratio (tutorials serve ÷ nginx): {serve / nginx:.2f} (target ≥ 0.5)")
PY
