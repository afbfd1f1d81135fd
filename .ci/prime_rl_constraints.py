"""Write pip constraints (`name==version`) from a prime-rl `uv.lock`: every package the lock takes
from PyPI at one version. Packages it takes from a path, git, a URL or another index (verifiers,
renderers, prime-pydantic-config, torch, vllm, ...) and packages locked at several versions (one per
platform) are left out.

    git --git-dir=PRIME_RL_MIRROR show COMMIT:uv.lock > uv.lock
    python .ci/prime_rl_constraints.py uv.lock COMMIT > .ci/prime-rl-COMMIT7-constraints.txt
"""

import sys
import tomllib
from collections import Counter


def constraints(lock: dict) -> list[str]:
    packages = lock["package"]
    versions = Counter(p["name"] for p in packages)
    return sorted(f"{p['name']}=={p['version']}" for p in packages
                  if p.get("source", {}).get("registry") == "https://pypi.org/simple" and versions[p["name"]] == 1)


if __name__ == "__main__":
    path, commit = sys.argv[1], sys.argv[2]
    with open(path, "rb") as f:
        lines = constraints(tomllib.load(f))
    print(f"# prime-rl {commit} uv.lock: its {len(lines)} single-version PyPI pins "
          f"(made by .ci/prime_rl_constraints.py; do not edit by hand)")
    print("\n".join(lines))
