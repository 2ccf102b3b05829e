#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster (Debian's package) in a temp dir, as the `postgres` user,
# on a non-default port, and prints the DATABASE_URL to use.
#   scripts/pg-cluster.sh start   -> starts (or reuses) the cluster; prints postgres://… on stdout
#   scripts/pg-cluster.sh stop    -> stops it and removes the temp dir
# PG_OPTS adds server options (the checkout profile's pg_stat_statements). PG_PORT (default 25432: below Linux's ephemeral range, 32768-60999, where a test's own outgoing connection could
# hold the port and the server could not bind it, as once happened at 55432) and PG_DIR (default /tmp/wbs-pg-$PG_PORT) can be overridden.
set -euo pipefail
PG_PORT="${PG_PORT:-25432}"
PG_DIR="${PG_DIR:-/tmp/wbs-pg-$PG_PORT}"
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"

as_pg() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

case "${1:-start}" in
  start)
    if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
      echo "PostgreSQL binaries not found: apt-get install -y postgresql" >&2
      exit 1
    fi
    if as_pg "$BIN/pg_ctl" -D "$PG_DIR/data" status >/dev/null 2>&1; then
      echo "$URL"
      exit 0
    fi
    mkdir -p "$PG_DIR"
    chown postgres "$PG_DIR"
    if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
      as_pg "$BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    # Throw-away cluster for tests: durability off (fsync) for speed, enough connections for parallel workers.
    as_pg "$BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
      -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 ${PG_OPTS:-}" \
      start >/dev/null
    echo "$URL"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
