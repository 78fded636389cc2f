#!/bin/sh
# Starts the Chromium that playwright.config.ts chose (ACADEMIA_CHROMIUM) without the power to
# raise its own priority. Run as root, Chromium puts its browser, I/O and compositing threads at
# nice -8, ahead of the app's server, its database and the test runner: on a loaded CI machine
# the server then answered a sign-in in more than ten seconds (decision 021).
if command -v setpriv >/dev/null 2>&1; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice -- "$ACADEMIA_CHROMIUM" "$@"
fi
exec "$ACADEMIA_CHROMIUM" "$@"
