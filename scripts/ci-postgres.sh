#!/usr/bin/env bash
# Starts (idempotently) a throwaway PostgreSQL server on 127.0.0.1 for the database test suite and
# prints the line to export, e.g.:  eval "$(bash scripts/ci-postgres.sh)"
# Everything else goes to stderr, so eval sees only the export line.
# Settings: PG_ROOT (default /tmp/pg), PG_PORT (default 5433), PG_BIN (default: the newest /usr/lib/postgresql/*/bin).
set -euo pipefail

PG_ROOT="${PG_ROOT:-/tmp/pg}"
PG_PORT="${PG_PORT:-5433}"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
DATA="$PG_ROOT/data"

if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "ci-postgres: no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)" >&2
  exit 1
fi

# The server refuses to run as root: run it as the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    local cmd; printf -v cmd '%q ' "$@"
    su postgres -s /bin/bash -c "$cmd"
  else
    "$@"
  fi
}

mkdir -p "$PG_ROOT"
if [ "$(id -u)" = 0 ]; then chown postgres "$PG_ROOT"; fi

if [ ! -f "$DATA/PG_VERSION" ]; then
  echo "ci-postgres: initdb $DATA" >&2
  as_owner "$PG_BIN/initdb" -D "$DATA" -A trust -U postgres >&2
fi

if ! as_owner "$PG_BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  echo "ci-postgres: starting on 127.0.0.1:$PG_PORT" >&2
  as_owner "$PG_BIN/pg_ctl" -D "$DATA" -o "-p $PG_PORT -k $PG_ROOT -h 127.0.0.1" -l "$PG_ROOT/log" start >&2
fi

for _ in $(seq 1 60); do
  if "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -q; then
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    exit 0
  fi
  sleep 0.5
done
echo "ci-postgres: the server did not become ready; see $PG_ROOT/log" >&2
exit 1
