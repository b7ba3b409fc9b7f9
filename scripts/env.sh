# Source me (after scripts/setup): tools on PATH and the environment the build and tests need.
#   source scripts/env.sh
_arbitro_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# node_modules/.bin first: its wasm-opt (binaryen 123) must win over any other on PATH.
export PATH="$_arbitro_root/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROME_PATH=/usr/bin/chromium CHROMEDRIVER=/usr/bin/chromedriver
unset _arbitro_root
