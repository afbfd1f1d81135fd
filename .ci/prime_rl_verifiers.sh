#!/usr/bin/env bash
# CI job for the verifiers prime-rl pins: prime-rl 559b44772e471d1538537b8805cc77f3824a5e64 has
# verifiers as the submodule deps/verifiers at a60a606ecc4d309247edf9ff92c3eabca362781f (0.3.1.dev62).
# PyPI's verifiers==0.3.1.dev62 wheel holds that commit's verifiers/ tree file for file, so this job
# needs only PyPI:
#   1. a fresh venv with verifiers==0.3.1.dev62 + pytest, every package at the version prime-rl's
#      uv.lock pins (.ci/prime-rl-559b447-constraints.txt, from .ci/prime_rl_constraints.py);
#   2. invoice-env must resolve within all of the lock's pins (pip --dry-run -c), and installing it as
#      a wheel (no constraints, the way a user would) must change no installed package: only add;
#   3. the v1 tests run against the installed package from a scratch directory, through that
#      version's own eval entry point (`eval`, `replay`, `validate`) and the scripted policy server,
#      and the bench's env-server section at 4 rollouts in flight through that version's env-server
#      pool (`serve_env` + `EnvClient`, what prime-rl's env-server runs).
# Not reproduced: prime-rl's torch/vllm/transformers stack and Python 3.12 (its lock's target);
# this runs on $PYTHON (3.11 is fine for verifiers, which needs >= 3.11).
#
# Usage: bash .ci/prime_rl_verifiers.sh [VENV_DIR] [extra pytest args...]
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${1:-${TMPDIR:-/tmp}/invoice-env-prime-rl-venv}
shift $(( $# > 0 ? 1 : 0 ))
PINS="$REPO/.ci/prime-rl-559b447-constraints.txt"
. "$REPO/.ci/fresh_venv.sh"
fresh_venv "$VENV"
echo "== pip install verifiers==0.3.1.dev62 + pytest at prime-rl 559b447's lock versions"
"$PY" -m pip install --quiet -c "$PINS" "verifiers==0.3.1.dev62" "pytest>=8"
"$PY" -m pip freeze --all | sort > "$VENV/freeze-before.txt"

echo "== invoice-env within every pin of prime-rl's lock (dry run)"
"$PY" -m pip install --quiet --dry-run -c "$PINS" "$REPO"
echo "== pip install invoice-env (wheel from $REPO) into that environment"
"$PY" -m pip install --quiet "$REPO"
"$PY" -m pip freeze --all | sort > "$VENV/freeze-after.txt"
"$PY" - "$VENV/freeze-before.txt" "$VENV/freeze-after.txt" <<'PY'
import sys

before, after = (dict(line.split("==", 1) for line in open(path).read().split() if "==" in line) for path in sys.argv[1:])
changed = {name: (version, after.get(name)) for name, version in before.items() if after.get(name) != version}
if changed:
    sys.exit(f"installing invoice-env changed prime-rl's pins: {changed}")
print(f"   no pin changed; added: {', '.join(sorted(set(after) - set(before)))}")
PY
"$PY" -m pip check
"$PY" -m pip list 2>/dev/null | grep -iE '^(verifiers|invoice-env|openai|mcp|datasets|numpy|pydantic) ' || true
echo "   install took $(( SECONDS - start )) s"

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/invoice-env-prime-rl-run.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
cd "$SCRATCH"
"$PY" - <<'PY'
import sys, sysconfig
from pathlib import Path

import invoice_env
import verifiers

site = Path(sysconfig.get_paths()["purelib"]).resolve()
package = Path(invoice_env.__file__).resolve().parent
print(f"   verifiers {verifiers.__version__}, invoice_env from {package}")
if verifiers.__version__ != "0.3.1.dev62":
    sys.exit(f"expected verifiers 0.3.1.dev62, got {verifiers.__version__}")
if site not in package.parents:
    sys.exit("the installed package is shadowed")
PY

echo "== pytest: the v1 path on verifiers 0.3.1.dev62 (from $SCRATCH)"
tests_start=$SECONDS
export PATH="$VENV/bin:$PATH"  # uv, for the null harness
# The null harness of verifiers 0.3.1.dev62 resolves its script's dependencies ("openai", "httpx", "mcp") unpinned
# when it first runs. Today's newest (openai 3.6x on httpx2 2.17, from 2026-11-30 on) reject the httpx.Timeout it
# passes, and every rollout ends in a HarnessError; resolved as of prime-rl 559b447's commit, as its users then did,
# they work. A cache of this job's own, so an environment resolved without that date is not reused.
export UV_EXCLUDE_NEWER="2026-08-22T05:39:59Z" UV_CACHE_DIR="$VENV/uv-cache"
"$PY" -m pytest -q -p no:cacheprovider --rootdir="$REPO" --durations=5 \
  "$REPO/tests/test_prime_rl_verifiers.py" "$REPO/tests/test_verifiers_v1.py" \
  "$REPO/tests/test_v1_defaults.py" "$REPO/tests/test_v1_replay_validate.py" \
  "$REPO/tests/test_bench_env_server.py" "$@"
echo "== prime-rl verifiers job passed: tests $(( SECONDS - tests_start )) s, total $(( SECONDS - start )) s"
