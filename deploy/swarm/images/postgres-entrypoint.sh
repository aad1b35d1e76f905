#!/bin/sh
# PostgreSQL 15 from Debian's packages, for the Swarm proof (deploy/swarm/README.md).
#   PG_ROLE=primary  initialises the data folder on first start (role and database "hearth",
#                    scram-sha-256 over the network, WAL for one streaming replica);
#   PG_ROLE=replica  copies the primary (PG_PRIMARY) with pg_basebackup -R on first start and
#                    follows it as a hot standby.
# The password comes from POSTGRES_PASSWORD_FILE (a Docker secret) or POSTGRES_PASSWORD.
set -eu
PGBIN=/usr/lib/postgresql/15/bin
PGDATA=${PGDATA:-/var/lib/postgresql/data}
ROLE=${PG_ROLE:-primary}
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then PASS=$(cat "$POSTGRES_PASSWORD_FILE"); else PASS=${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}; fi
mkdir -p "$PGDATA" /var/run/postgresql
chown -R postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
as_pg() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ "$ROLE" = primary ]; then
    printf '%s\n' "$PASS" > /tmp/pwfile && chown postgres /tmp/pwfile
    as_pg "$PGBIN/initdb" -D "$PGDATA" -U hearth --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
    rm -f /tmp/pwfile
    cat >> "$PGDATA/postgresql.conf" <<CONF
listen_addresses = '*'
max_connections = 300
shared_buffers = 64MB
wal_level = replica
max_wal_senders = 5
wal_keep_size = 256MB
hot_standby = on
# A client whose host vanished (a node killed: its link gone, nothing closes its connections)
# leaves sessions behind, and one in a transaction keeps its locks (a schema's outbox lock, a row)
# for TCP's two hours. Idle connections are probed, so such a session ends within about 11 s;
# one the server is still sending to (a relay's LISTEN session, as other replicas NOTIFY it) is
# not idle and never probed: it ends once its data has gone unacknowledged for 10 s.
tcp_keepalives_idle = 5
tcp_keepalives_interval = 2
tcp_keepalives_count = 3
tcp_user_timeout = 10000
CONF
    cat >> "$PGDATA/pg_hba.conf" <<HBA
host all all 0.0.0.0/0 scram-sha-256
host replication all 0.0.0.0/0 scram-sha-256
HBA
    echo 'CREATE DATABASE hearth;' | as_pg "$PGBIN/postgres" --single -D "$PGDATA" postgres >/dev/null
    echo "postgres-entrypoint: initialised a primary"
  else
    : "${PG_PRIMARY:?set PG_PRIMARY}"
    until PGPASSWORD=$PASS as_pg "$PGBIN/pg_basebackup" -h "$PG_PRIMARY" -U hearth -D "$PGDATA" -R -X stream -c fast; do
      echo "postgres-entrypoint: waiting for the primary $PG_PRIMARY"
      rm -rf "${PGDATA:?}"/*
      sleep 2
    done
    echo "postgres-entrypoint: copied the primary; following it"
  fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$PGBIN/postgres" -D "$PGDATA"
