# Sourced by .ci/v0.sh and .ci/frameworks.sh: `fresh_venv DIR` recreates the virtual environment DIR
# with $PYTHON (default python3.11, else python3; needs >= 3.11), upgrades pip, and sets PY to its
# interpreter and start to $SECONDS. It refuses to replace a DIR that is not a virtual environment.
PYTHON=${PYTHON:-$(command -v python3.11 || command -v python3)}

fresh_venv() {
  local venv=$1
  if [ -e "$venv" ] && [ ! -f "$venv/pyvenv.cfg" ]; then
    echo "refusing to replace $venv: it exists and is not a virtual environment" >&2
    exit 2
  fi
  "$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "invoice-env needs Python >= 3.11")'
  start=$SECONDS
  echo "== fresh venv $venv ($("$PYTHON" --version))"
  rm -rf "$venv"
  "$PYTHON" -m venv "$venv"
  PY="$venv/bin/python"
  "$PY" -m pip install --quiet --upgrade pip
}
