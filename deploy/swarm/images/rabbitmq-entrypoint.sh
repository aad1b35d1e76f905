#!/bin/sh
# RabbitMQ 3.10 from Debian's packages, one node of a cluster, for the Swarm proof.
# The node is rabbit@<hostname> (the stack sets hostname: rabbitmq-N); RABBITMQ_SEED names the
# node the others join on their first start (rabbitmqctl join_cluster, retried until it answers).
# The Erlang cookie comes from RABBITMQ_ERLANG_COOKIE_FILE (a Docker secret) or
# RABBITMQ_ERLANG_COOKIE; the password of the "hearth" user from RABBITMQ_PASSWORD(_FILE).
set -eu
if [ -n "${RABBITMQ_ERLANG_COOKIE_FILE:-}" ]; then COOKIE=$(cat "$RABBITMQ_ERLANG_COOKIE_FILE"); else COOKIE=${RABBITMQ_ERLANG_COOKIE:?set RABBITMQ_ERLANG_COOKIE}; fi
if [ -n "${RABBITMQ_PASSWORD_FILE:-}" ]; then PASS=$(cat "$RABBITMQ_PASSWORD_FILE"); else PASS=${RABBITMQ_PASSWORD:?set RABBITMQ_PASSWORD}; fi
SEED=${RABBITMQ_SEED:-rabbitmq-1}
ME=$(hostname)
export HOME=/var/lib/rabbitmq RABBITMQ_NODENAME=rabbit@$ME RABBITMQ_LOGS=- RABBITMQ_MNESIA_BASE=/var/lib/rabbitmq/mnesia
mkdir -p /var/lib/rabbitmq /etc/rabbitmq
printf '%s' "$COOKIE" > /var/lib/rabbitmq/.erlang.cookie
chmod 400 /var/lib/rabbitmq/.erlang.cookie
chown -R rabbitmq:rabbitmq /var/lib/rabbitmq
cat > /etc/rabbitmq/rabbitmq.conf <<CONF
loopback_users = none
listeners.tcp.default = 5672
default_user = hearth
default_pass = $PASS
default_vhost = /
CONF
as_mq() { setpriv --reuid=rabbitmq --regid=rabbitmq --init-groups env HOME=/var/lib/rabbitmq "$@"; }
as_mq /usr/lib/rabbitmq/bin/rabbitmq-server &
SERVER=$!
trap 'kill -TERM $SERVER 2>/dev/null; wait $SERVER; exit 0' TERM INT
until as_mq rabbitmqctl -q await_startup >/dev/null 2>&1; do
  kill -0 $SERVER 2>/dev/null || { echo "rabbitmq-entrypoint: the server exited"; exit 1; }
  sleep 2
done
if [ "$ME" != "$SEED" ] && [ ! -f /var/lib/rabbitmq/.joined ]; then
  until as_mq rabbitmqctl -q cluster_status --formatter json 2>/dev/null | grep -q "rabbit@$SEED"; do
    as_mq rabbitmqctl -q stop_app
    as_mq rabbitmqctl -q reset
    if as_mq rabbitmqctl -q join_cluster "rabbit@$SEED"; then
      as_mq rabbitmqctl -q start_app
    else
      echo "rabbitmq-entrypoint: rabbit@$SEED does not answer yet"
      as_mq rabbitmqctl -q start_app
      sleep 3
    fi
  done
  touch /var/lib/rabbitmq/.joined
  echo "rabbitmq-entrypoint: joined rabbit@$SEED"
fi
touch /var/lib/rabbitmq/.joined
echo "rabbitmq-entrypoint: rabbit@$ME ready"
wait $SERVER
