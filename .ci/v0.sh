#!/usr/bin/env bash
# CI job for the verifiers 0.3.x (v0 API) path: a fresh venv with verifiers>=0.3.1,<0.4, invoice-env
# installed from this checkout as a wheel (not editable), and tests/v0 run against the installed
# package from a scratch directory, so the checkout's own invoice_env/ and datasets/ cannot shadow it.
# The tests include a full `vf-eval invoice-env` run against the scripted policy server on 127.0.0.1.
#
# Usage: bash .ci/v0.sh [VENV_DIR] [extra pytest args...]
#   VENV_DIR defaults to ${TMPDIR:-/tmp}/invoice-env-v0-venv and is recreated on every run.
#   PYTHON picks the interpreter (default python3.11, else python3). Needs only Python >= 3.11,
#   pip and access to PyPI.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${1:-${TMPDIR:-/tmp}/invoice-env-v0-venv}
shift $(( $# > 0 ? 1 : 0 ))
. "$REPO/.ci/fresh_venv.sh"
fresh_venv "$VENV"
echo "== pip install verifiers>=0.3.1,<0.4 + invoice-env (wheel from $REPO) + pytest"
"$PY" -m pip install --quiet "verifiers>=0.3.1,<0.4" "$REPO" "pytest>=8"
"$PY" -m pip list 2>/dev/null | grep -iE '^(verifiers|invoice-env|openai|mcp|datasets|pytest) ' || true
echo "   install took $(( SECONDS - start )) s"

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/invoice-env-v0-run.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
cd "$SCRATCH"
"$PY" - <<'PY'
import sys, sysconfig
from pathlib import Path

import invoice_env
import verifiers
from invoice_env.world.resources import data_dir

site = Path(sysconfig.get_paths()["purelib"]).resolve()
package = Path(invoice_env.__file__).resolve().parent
data = data_dir("datasets").resolve()
print(f"   verifiers {verifiers.__version__}, invoice_env from {package}, data from {data}")
if not hasattr(verifiers, "StatefulToolEnv"):
    sys.exit("verifiers has no v0 API")
if site not in package.parents or package not in data.parents:
    sys.exit("the installed package is shadowed or its data files are not installed")
PY

echo "== pytest tests/v0 (from $SCRATCH)"
tests_start=$SECONDS
"$PY" -m pytest "$REPO/tests/v0" -q -p no:cacheprovider --confcutdir="$REPO/tests/v0" --durations=5 "$@"
echo "== v0 job passed: tests $(( SECONDS - tests_start )) s, total $(( SECONDS - start )) s"
