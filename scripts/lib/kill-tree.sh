# Sourced by scripts/test.sh and scripts/test-quick.sh. kill_tree PID: ends PID and every process below it,
# deepest first (a step's servers and browsers are its grandchildren: a TERM to the step alone left them).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do kill_tree "$child"; done
  kill -TERM "$1" 2>/dev/null || true
}
