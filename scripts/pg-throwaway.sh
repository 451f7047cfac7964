#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a loopback port and prints its URL; `stop DIR` removes it.
# Used by .ci/run and handy locally: eval "$(scripts/pg-throwaway.sh start)".
set -euo pipefail
port="${PG_PORT:-55432}"

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ]; then
    apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
    dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$dir"
}

case "${1:-start}" in
  start)
    bin=$(find_bin)
    dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
    chown postgres:postgres "$dir"
    # initdb refuses to run as root: the cluster belongs to the postgres system user.
    runuser -u postgres -- "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2
    echo "export PG_THROWAWAY_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:?directory}"
    bin=$(find_bin)
    runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m immediate stop >&2 || true
    rm -rf "$dir"
    ;;
esac
