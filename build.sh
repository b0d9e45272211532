#!/usr/bin/env bash
# The one entry point of the ASG Explorer: set up what is missing, build, serve, test, bench.
#   ./build.sh serve   (default) set up, build, serve www/ at http://127.0.0.1:8000
#   ./build.sh build   build the wasm modules into www/pkg/, then bundle the page (www/src) into www/js/
#   ./build.sh check   the quick check, no browser: format, native lints, types, and the unit tests
#                      of Rust, TypeScript and Python (needs www/pkg/ from ./build.sh build)
#   ./build.sh test    every check: after the build, three lanes side by side: the browser tests; the
#                      native tests optimised (the CLI as shipped) and the Python bindings, atlas and
#                      notebook; the quick check's lints, types and unit tests of the page, the wasm
#                      lints, API docs and wasm tests. The first two lanes' reports at the end
#   ./build.sh bench   cargo bench, the page benchmarks in headless Chromium, the atlas's throughput,
#                      the landscape's frames over the default atlas
#   ./build.sh atlas   compute the default atlas (a ≤ 400, δ ≤ 3200) into www/atlas/ on a local Dask
#                      cluster (more options after it: ./build.sh atlas --workers 4)
set -euo pipefail
cd "$(dirname "$0")"

PORT="${PORT:-8000}"
WASM_TARGET=wasm32-unknown-unknown
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-auto}"

say() { printf '\n== %s\n' "$*"; }

# Each phase of a run says how long the one before it took and the load then, so that a CI log
# shows where the time goes.
RUN_T0=$SECONDS PHASE_T0=$SECONDS PHASE= PHASE_CPU0=0
phase() {
  local cpu
  children_cpu
  cpu=$CPU
  if [[ -n $PHASE ]]; then
    printf '== took %d s, %d s of CPU (%d s in all; load %s): %s\n' $((SECONDS - PHASE_T0)) \
      $((cpu - PHASE_CPU0)) $((SECONDS - RUN_T0)) "$(cut -d' ' -f1-3 /proc/loadavg)" "$PHASE"
  fi
  PHASE=$* PHASE_T0=$SECONDS PHASE_CPU0=$cpu
  if [[ $# -gt 0 ]]; then say "$*"; fi
}

# Sets CPU to the seconds (user and system) of every command this script has run and waited for: on a
# machine shared by the two lanes of ./build.sh test, a phase's CPU says what it costs where its
# wall time says how long it waited. (A set-up that ended in the background counts in the phase
# that was running then.)
children_cpu() {
  local file="${TMPDIR:-/tmp}/asg-times.$$" line
  # The builtin in this shell (in a pipe or $(...) it would count a subshell's children).
  times >"$file"
  line=$(sed -n 2p "$file")
  rm -f "$file"
  CPU=$(awk -v l="$line" 'BEGIN {
    n = split(l, t, " "); s = 0
    for (i = 1; i <= n; i++) { split(t[i], p, "m"); s += p[1] * 60 + p[2] }
    printf "%d", s
  }')
}

# Run as root, or through sudo when there is one.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2
    return 1
  fi
}

# The wasm-bindgen version pinned in Cargo.lock; the CLI must be exactly this one.
bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

# The wasm target and the lock file. wasm-bindgen-cli is installed by build, beside the modules' build.
setup_rust() {
  if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
    say "adding the $WASM_TARGET target"
    rustup target add "$WASM_TARGET"
  fi
  [[ -f Cargo.lock ]] || cargo generate-lockfile
}

# Whether wasm-bindgen-cli is missing or not the version pinned in Cargo.lock (it must be exactly that one).
bindgen_missing() {
  [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)" != "$(bindgen_version)" ]]
}

install_bindgen() {
  say "installing wasm-bindgen-cli $(bindgen_version) (matches Cargo.lock; unoptimised)"
  # Not --locked: its lock file can pin crates the registry mirror does not have yet. Unoptimised
  # (opt-level 0) it compiles with under a third of the CPU time (78 s against 269 s measured
  # here) and writes the same files, binding the full module in 0.3 s rather than 0.1 s. Without
  # its default TLS (rustls and ring): its test runner speaks plain HTTP to the local ChromeDriver,
  # and the build takes a quarter less CPU (71 s against 95 s measured here).
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 cargo install wasm-bindgen-cli --version "$(bindgen_version)" --no-default-features
}

setup_node() {
  if [[ ! -x node_modules/.bin/wasm-opt || ! -x node_modules/.bin/tsc || ! -x node_modules/.bin/biome || ! -x node_modules/.bin/esbuild || ! -d node_modules/playwright-core || ! -d node_modules/@fluent/bundle || package-lock.json -nt node_modules/.package-lock.json ]]; then
    say "installing the npm packages (@fluent/bundle for the page; esbuild, binaryen's wasm-opt, playwright-core, typescript, Biome)"
    npm ci --no-audit --no-fund
  fi
}

setup_browser() {
  # The headless shell runs the browser tests (tools/browser.mjs); Chromium and ChromeDriver the
  # wasm-bindgen tests.
  if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver || ! -x /usr/lib/chromium/chromium-headless-shell ]]; then
    say "installing Debian's Chromium, its headless shell and ChromeDriver"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium chromium-headless-shell chromium-driver
  fi
  # Fonts with the glyphs of Chinese and Japanese, for the pages and canvases in those languages.
  if ! fc-list 2>/dev/null | grep -q 'Noto Sans CJK'; then
    say "installing Debian's Noto CJK fonts"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-noto-cjk
  fi
}

# The Python tools in .venv, versions pinned in python/requirements.txt.
# The Python packages, then a mark that they are in (target/setup-python.ok), which the
# optimised lane of ./build.sh test waits for.
python_packages_marked() {
  python_packages
  touch target/setup-python.ok
}

python_packages() {
  if [[ ! -x .venv/bin/python ]]; then
    say "making the Python venv .venv"
    python3 -m venv .venv
  fi
  if ! cmp -s python/requirements.txt .venv/requirements.txt; then
    say "installing the Python packages (maturin, Dask, pytest, anywidget, JupyterLab) pinned in python/requirements.txt"
    # --no-compile: no bytecode for every module of every package (half the install's CPU time);
    # Python compiles the modules it imports when it first imports them.
    .venv/bin/pip install --quiet --no-compile --disable-pip-version-check -r python/requirements.txt
    cp python/requirements.txt .venv/requirements.txt
  fi
}

# The Python tools, and the bindings built into the venv by maturin (release, so that the atlas
# runs as fast as the CLI).
setup_python() {
  python_packages
  python_bindings
}

# The Python package and its tests: ruff's lints and formatting, mypy --strict (the stub
# asg/_core.pyi included), and the stub against the compiled module (stubtest; its allowlist
# says what may differ, and why). Configured in python/pyproject.toml; caches in target/.
python_lints() {
  python_static
  python_stub
}

# ruff and mypy read the sources and the stub, not the compiled module: ./build.sh test runs them
# in its main lane, beside the optimised lane's build of the bindings.
python_static() {
  phase "Python: lints, formatting and types (ruff, mypy --strict)"
  .venv/bin/ruff check --cache-dir target/ruff python/asg python/tests
  .venv/bin/ruff format --cache-dir target/ruff --check python/asg python/tests
  .venv/bin/python -m mypy --config-file python/pyproject.toml --cache-dir target/mypy python/asg python/tests
}

# The stub against the compiled module (the bindings built into .venv).
python_stub() {
  phase "Python: the stub against the module (stubtest)"
  (cd python && MYPY_CACHE_DIR=../target/mypy-stubtest ../.venv/bin/python -m mypy.stubtest asg._core --allowlist stubtest-allowlist.txt)
}

python_bindings() {
  say "building the Python bindings (maturin, release)"
  VIRTUAL_ENV="$PWD/.venv" PATH="$PWD/.venv/bin:$PATH" maturin develop --release --quiet -m python/Cargo.toml
}

atlas() {
  setup_python
  say "the atlas: a ≤ 400, δ ≤ 3200 into www/atlas/ (Ctrl-C stops; the same command goes on from there)"
  .venv/bin/python -m asg.atlas build --a-max 400 --delta-max 3200 --out www/atlas "$@"
}

# One wasm module of the JavaScript API (crate/wasm) compiled: cargo features ($1), cargo profile ($2).
compile_module() {
  cargo build --profile "$2" --target "$WASM_TARGET" -p asg-wasm --lib --features "$1"
}

# The module compiled with cargo profile $2 bound for the web as www/pkg/$1, then optimised by
# wasm-opt at level $3.
bind_module() {
  # The glue is internal (www/pkg/glue/); the public entries over it, www/pkg/$1.js, come from
  # tools/api.mjs (run by the bundle). The module stays beside them, where their init() looks.
  wasm-bindgen --target web --out-dir www/pkg/glue --out-name "$1" "target/$WASM_TARGET/$2/asg_wasm.wasm"
  mv "www/pkg/glue/$1_bg.wasm" "www/pkg/$1_bg.wasm"
  # Debian's wasm-opt is too old for this output; the npm one is used (never fetched here).
  # The producers section only names the tools that built the module: the page does not need it.
  npx --no-install wasm-opt "$3" --strip-producers "www/pkg/$1_bg.wasm" -o "www/pkg/$1_bg.wasm"
  printf 'www/pkg/%s_bg.wasm: %s bytes (%s gzipped)\n' "$1" \
    "$(wc -c < "www/pkg/$1_bg.wasm")" "$(gzip -9c "www/pkg/$1_bg.wasm" | wc -c)"
}

# The page's TypeScript (www/src) bundled by esbuild into www/js/ (not committed): the site's and
# the embed's entries with their chunks, the worker, source maps (tools/bundle.mjs). It imports the
# wasm-bindgen glue of www/pkg/, so it comes after the wasm build.
bundle() {
  node tools/bundle.mjs
}

build() {
  setup_rust
  setup_node
  # The TypeScript declarations of the core's results, written from their Rust types
  # (crate/src/contracts.rs) before the wasm modules carry them into www/pkg/*.d.ts. ./build.sh
  # test builds from the committed ones (--contracts-as-committed), which its native tests hold
  # to the Rust types: it fails on stale ones rather than mending them.
  if [[ ${1:-} != --contracts-as-committed ]]; then
    say "deriving the results' TypeScript declarations from the Rust types"
    ASG_WRITE_CONTRACTS=1 cargo test -q -p asg --lib contracts
  fi
  # wasm-bindgen-cli, when it is missing, compiles beside the modules (whose last step, the
  # link-time optimisation, keeps one core busy).
  local bindgen_ready=
  if bindgen_missing; then
    mkdir -p target
    in_background target/setup-bindgen.log install_bindgen
    bindgen_ready=$!
  fi
  say "building the wasm modules"
  rm -rf www/pkg
  # The page's first module (games, values, pictures), then the full API for the proof views
  # and the worker.
  compile_module "" wasm
  compile_module full wasm-full
  if [[ -n $bindgen_ready ]]; then await_job "$bindgen_ready" target/setup-bindgen.log "setting up wasm-bindgen-cli"; fi
  bind_module asg wasm -Oz
  bind_module asg_full wasm-full -O3
  say "bundling the page"
  bundle
  # The notebook widget's script and the files it hands the explorer, into the Python package.
  node tools/widget.mjs
  # No atlas built: a root (zarr.json) that says so, so that hosts serving www/ as it is answer the page's request without a 404.
  [[ -e www/atlas/zarr.json ]] || { mkdir -p www/atlas && echo '{"zarr_format": 3, "node_type": "group", "attributes": {"format": "asg-atlas", "none": true}}' > www/atlas/zarr.json; }
}

serve() {
  build
  say "serving www/ (Ctrl-C stops)"
  exec node tools/serve.mjs --root=www --port="$PORT"
}

# The core depends only on what it uses: the CLI's and the bindings' crates stay in their packages.
core_alone() {
  if cargo tree -p asg -e normal --target all | grep -E ' (clap|rayon|ctrlc|serde_json|wasm-bindgen|js-sys|web-sys|serde-wasm-bindgen|pyo3) v'; then
    echo "the core (package asg) depends on a crate of the CLI or of a binding (above)" >&2
    exit 1
  fi
}

# What a contributor runs before a commit, in minutes and without a browser: format, native lints,
# types, and the unit tests of Rust, TypeScript and Python. The TypeScript and its unit tests need
# the wasm modules' declarations and glue in www/pkg/ (./build.sh build); ./build.sh test builds
# them first.
check() {
  if [[ ! -f www/pkg/asg.d.ts || ! -f www/pkg/asg_full_bg.wasm ]]; then
    echo "www/pkg/ has no wasm modules: run ./build.sh build once (./build.sh test builds them itself)" >&2
    exit 1
  fi
  if [[ -n $(find crate/src crate/wasm/src -newer www/pkg/asg_full_bg.wasm -name '*.rs' -print -quit) ]]; then
    echo "note: the Rust sources are newer than www/pkg/: the TypeScript checks and unit tests run against the last ./build.sh build" >&2
  fi
  rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
  rustup component list --installed | grep -q '^clippy' || rustup component add clippy
  phase "format and lint: Rust (rustfmt) and TypeScript and JavaScript (Biome)"
  cargo fmt --all --check
  npx --no-install biome check --error-on-warnings
  phase "native lints (clippy, every target of the workspace, the Python bindings included)"
  core_alone
  cargo clippy --workspace --all-targets -- -D warnings
  phase "TypeScript: the page (strict, no any) and a typed use of the API, against the generated declarations"
  # ./build.sh test has just bundled the page, which its browser tests are loading.
  [[ ${1:-} == --in-test ]] || bundle
  npx --no-install tsc -p .
  npx --no-install tsc -p tests/types
  phase "the page's modules in node (state, URL, store, formatting, the catalogues, the bundle, the house rules)"
  node --import ./tests/typescript.mjs --test tests/unit/
  # ./build.sh test runs the native tests optimised, and every Python test, in its optimised lane
  # (check --in-test); here the native tests in the debug profile (debug assertions on), then the
  # Python tests of the bindings alone, when a venv is there.
  if [[ ${1:-} == --in-test ]]; then return; fi
  phase "native tests: unit, property (against the brute-force mex rule) and doc tests"
  cargo test
  if [[ -x .venv/bin/python ]]; then
    phase "Python: the bindings (maturin)"
    python_bindings
    python_lints
    phase "Python: the tests of the bindings and their stub (pytest, no cluster)"
    local skip=()
    # The tests that compare with the CLI, when no release CLI has been built.
    [[ -x target/release/asg ]] || skip=(--deselect python/tests/test_bindings.py::test_a_tiles_fields_are_its_cells_as_stored
      --deselect python/tests/test_queries.py::test_the_same_numbers_as_the_clis_json)
    ASG_BIN="$PWD/target/release/asg" .venv/bin/python -m pytest -q python/tests/test_bindings.py python/tests/test_stub.py \
      python/tests/test_queries.py python/tests/test_tile.py python/tests/test_docs.py "${skip[@]}"
  else
    echo "no .venv: the Python tests run in ./build.sh test (which makes it)"
  fi
}

# Runs "$@" in the background, its output into the file $1 (the command after it); $! is its pid.
in_background() {
  local log=$1
  shift
  ("$@") >"$log" 2>&1 &
}

# Waits for the background job $1 (a set-up or a lane), then shows its output, the file $2;
# fails, naming it $3, if it did.
await_job() {
  local status=0
  wait "$1" || status=$?
  cat "$2"
  if ((status != 0)); then
    echo "$3 failed (above)" >&2
    exit 1
  fi
}

run_tests() {
  phase "setting up (the wasm target and the npm packages; Chromium and the Python packages in the background)"
  # What no build waits for, Debian's Chromium and fonts and the Python packages, downloads and
  # installs while the wasm target and the npm packages are set up and the Rust builds run (with
  # wasm-bindgen-cli's, build); each is waited for where it is first needed.
  mkdir -p target
  in_background target/setup-browser.log setup_browser
  local browser_ready=$!
  rm -f target/setup-python.ok
  in_background target/setup-python.log python_packages_marked
  local python_ready=$!
  setup_rust
  setup_node
  # The optimised lane starts first, at a lower priority: its release builds take the CPU that
  # the wasm builds leave idle (wasm-bindgen-cli's build, and the modules' link-time optimisation,
  # one thread), without slowing the build the browser tests wait for. Its Python part waits for
  # the build (the widget's files come from it: target/build.ok).
  rm -f target/build.ok
  phase "the optimised lane starts (in the background, reported at the end)"
  optimised_tests "$python_ready"
  phase "building the wasm modules and bundling the page"
  build --contracts-as-committed
  touch target/build.ok
  # The build is done: the optimised lane, the longest from here on, takes its full share again
  # (where the user may raise priorities; elsewhere it keeps the lower one).
  renice -n 0 -g "$OPTIMISED" >/dev/null 2>&1 || true
  phase "the browser tests start (in the background, reported at the end)"
  await_job "$browser_ready" target/setup-browser.log "setting up Chromium"
  browser_tests
  # This lane's checks have minutes to spare before the other two end: they yield the CPU to
  # theirs (the commands started from here on inherit the lower priority).
  renice -n 5 -p $$ >/dev/null
  check --in-test
  phase "wasm lints (the JavaScript API, both feature sets)"
  cargo clippy --target "$WASM_TARGET" -p asg-wasm --lib --test wasm --test wasm_kernel -- -D warnings
  cargo clippy --target "$WASM_TARGET" -p asg-wasm --lib --test wasm --test wasm_kernel --features full -- -D warnings
  phase "API docs: every public item documented (missing_docs is warned in lib.rs), no broken links"
  RUSTDOCFLAGS="-D warnings" cargo doc -p asg --no-deps
  phase "wasm-bindgen tests in headless Chromium"
  CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=120 \
    cargo test --target "$WASM_TARGET" -p asg-wasm --features full --test wasm --test wasm_kernel
  await_job "$python_ready" target/setup-python.log "setting up the Python packages"
  python_static
  phase "the optimised lane: the native tests, optimised, and Python (waiting for it)"
  await_job "$OPTIMISED" target/optimised-lane.log "the optimised lane"
  OPTIMISED=
  phase "the browser tests (waiting for the last of them)"
  await_job "$BROWSER_TESTS" target/browser-tests.log "the browser tests"
  BROWSER_TESTS=
  phase
  children_cpu
  say "all tests passed in $((SECONDS - RUN_T0)) s, $CPU s of CPU"
}

# The lanes still running when ./build.sh test ends early (a failure, Ctrl-C) are stopped: each
# runs in a session of its own, its process group.
stop_lanes() {
  local lane
  for lane in "$BROWSER_TESTS" "$OPTIMISED"; do
    if [[ -n $lane ]]; then kill -- -"$lane" 2>/dev/null || true; fi
  done
}

# The third lane of ./build.sh test ($OPTIMISED), in a session of its own, its output into
# target/optimised-lane.log, shown at the end: every native test, optimised (the CLI as shipped),
# then the Python bindings (maturin), their lints and every Python test. Its builds are release
# builds, which lock target/release only, so they compile beside the other lane's lints and wasm
# builds (it starts before them); the browser lane's atlas and widget tests start once it has built
# the bindings (python-ready).
OPTIMISED=
optimised_tests() {
  # At a lower priority from its start (nice; a renice here could come before its process group
  # exists): ./build.sh test raises it again once the build is done.
  setsid nice -n 5 ./build.sh optimised-lane "$1" >target/optimised-lane.log 2>&1 &
  OPTIMISED=$!
  trap stop_lanes EXIT
}

# The optimised lane itself (./build.sh optimised-lane PID, PID that of the Python packages' set-up).
optimised_lane() {
  local packages=$1
  # One optimised build for every native test: the core's unit, property and doc tests, and the
  # command line as shipped (limits, refusals, random arguments under a watchdog). The debug
  # profile's build of the same tests would be a second compile of every crate; ./build.sh check
  # runs them there, with debug assertions.
  phase "native tests, optimised as shipped: unit, property (against the brute-force mex rule) and doc tests; the command line's limits, refusals and random arguments under a watchdog"
  cargo test --release
  # The Python tests compare with the CLI these tests built.
  [[ -x target/release/asg ]] || cargo build --release -p asg-cli --bin asg
  phase "Python: the bindings (maturin)"
  # The package's widget files come from the main lane's build (./build.sh test stops this lane
  # if that fails).
  while [[ ! -e target/build.ok ]]; do sleep 1; done
  while [[ ! -e target/setup-python.ok ]]; do
    if ! kill -0 "$packages" 2>/dev/null && [[ ! -e target/setup-python.ok ]]; then
      cat target/setup-python.log
      echo "setting up the Python packages failed (above)" >&2
      exit 1
    fi
    sleep 1
  done
  python_bindings
  touch target/python-ready
  # ruff and mypy run in the main lane.
  python_stub
  phase "Python: every test (pytest; Dask clusters on loopback)"
  ASG_BIN="$PWD/target/release/asg" .venv/bin/python -m pytest -q python/tests
  phase
  say "the optimised lane passed in $((SECONDS - RUN_T0)) s"
}

# The browser tests on the bundle (playwright-core, Debian's Chromium), started in the background
# ($BROWSER_TESTS) on the page just built: they are the longest part of ./build.sh test, and the
# lints, native, CLI, Python and wasm tests run beside them, filling the time they spend waiting
# on pages, frames and workers. Each file starts its own server and browser, so files run side by
# side, one on each core. Their output goes to target/browser-tests.log, shown at the end, with
# the slowest tests and each file's time (tests/slowest.mjs). In a session of their own, so that
# a run stopped early (a failure, Ctrl-C) stops them too.
BROWSER_TESTS=
browser_tests() {
  rm -f target/python-ready
  setsid sh -c 'start=$(date +%s)
    run() {
      node --import ./tests/typescript.mjs --test --test-concurrency="$(nproc)" \
        --test-reporter=spec --test-reporter-destination=stdout \
        --test-reporter=./tests/slowest.mjs --test-reporter-destination=stdout "$@"
    }
    run $(ls tests/e2e/*.test.mjs | grep -v -e /atlas.test.mjs -e /widget.test.mjs)
    rc=$?
    # The atlas test builds a small atlas with the Python bindings, and the widget test shows them
    # in JupyterLab: the other lane builds them (and then marks target/python-ready).
    while [ ! -e target/python-ready ]; do sleep 1; done
    run tests/e2e/atlas.test.mjs tests/e2e/widget.test.mjs || rc=1
    echo "== the browser tests took $(($(date +%s) - start)) s"
    exit $rc' >target/browser-tests.log 2>&1 &
  BROWSER_TESTS=$!
  trap stop_lanes EXIT
  echo "running; their report comes at the end (target/browser-tests.log meanwhile)"
}

bench() {
  setup_rust
  setup_node
  setup_browser
  say "cargo bench"
  cargo bench -p asg --bench core
  cargo build --release -p asg-cli --bin asg
  build
  say "page benchmarks in headless Chromium"
  # The full browser, as readers have it (the tests run in the lighter headless shell): its
  # tasks and timings are the ones to measure.
  export CHROMIUM=/usr/bin/chromium
  node tests/bench/page.mjs
  node tests/bench/landscape.mjs
  node tests/bench/spectrum.mjs
  node tests/bench/spectrum-parts.mjs
  say "the atlas per worker core beside asg landscape per core (same plane, same run)"
  setup_python
  .venv/bin/python -m asg.atlas bench --asg target/release/asg
  say "the landscape over the default atlas: draw and frame times while panning and zooming (builds the atlas if missing)"
  node tests/bench/atlas.mjs
}

case "${1:-serve}" in
  serve) serve ;;
  build) build ;;
  check)
    setup_node
    check
    phase
    say "the quick check passed in $((SECONDS - RUN_T0)) s (./build.sh test runs every test)"
    ;;
  test) run_tests ;;
  # Internal: the optimised lane of ./build.sh test, which starts it.
  optimised-lane) optimised_lane "$2" ;;
  bench) bench ;;
  atlas)
    shift
    atlas "$@"
    ;;
  *)
    echo "usage: ./build.sh [serve|build|check|test|bench|atlas]" >&2
    exit 2
    ;;
esac
