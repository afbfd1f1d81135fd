"""Rebuild blind corpora in a temporary copy and compare every file of their cases/, hostile/ and pdf/ folders with
the committed ones, byte for byte.

    python evals/blind_corpus/rebuild_check.py [CORPUS...]

CORPUS is a folder name under evals/ (blind_corpus, blind_corpus_2, ... or just 2, 3, ...); none means every
blind corpus. The code of all the corpora (and evals/blind_corpus's shared modules: drawing.py, check_digits.py,
write_corpus.py) is copied into a temporary evals/ folder, each chosen corpus's make.py is run there as
`python make.py` would be run in the checkout, and what it wrote is compared with the checkout. Prints
"N corpora rebuilt byte-identical" or each file that differs (or is missing / extra); exits 1 on any difference.
Writes nothing in the checkout."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

EVALS = Path(__file__).resolve().parents[1]
OUTPUT = ("cases", "hostile", "pdf")


def corpora() -> list[str]:
    names = [p.name for p in EVALS.iterdir() if p.is_dir() and re.fullmatch(r"blind_corpus(_\d+)?", p.name)]
    return sorted(names, key=lambda n: int(n.rsplit("_", 1)[1]) if n[-1].isdigit() else 1)


def _name(arg: str) -> str:
    arg = arg.rstrip("/").rsplit("/", 1)[-1]
    if arg.isdigit():
        return "blind_corpus" if arg == "1" else f"blind_corpus_{arg}"
    return arg


def _files(root: Path) -> dict[str, str]:
    out = {}
    for sub in OUTPUT:
        base = root / sub
        if not base.exists():
            continue
        for path in sorted(base.rglob("*")):
            if path.is_file():
                out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def check(names: list[str]) -> list[str]:
    """The differences (one line each) after rebuilding `names`."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="blind-rebuild-") as tmp:
        evals = Path(tmp) / "evals"
        evals.mkdir()
        for corpus in corpora():
            shutil.copytree(EVALS / corpus, evals / corpus,
                            ignore=shutil.ignore_patterns(*OUTPUT, "__pycache__"))
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        for name in names:
            run = subprocess.run([sys.executable, str(evals / name / "make.py")], cwd=tmp, env=env,
                                 capture_output=True, text=True)
            if run.returncode != 0:
                problems.append(f"{name}: make.py failed (exit {run.returncode}):\n{run.stderr[-3000:]}")
                continue
            want, got = _files(EVALS / name), _files(evals / name)
            for rel in sorted(set(want) | set(got)):
                if rel not in got:
                    problems.append(f"{name}/{rel}: not rebuilt")
                elif rel not in want:
                    problems.append(f"{name}/{rel}: rebuilt but not in the checkout")
                elif want[rel] != got[rel]:
                    problems.append(f"{name}/{rel}: differs")
    return problems


def main(argv: list[str]) -> int:
    names = [_name(a) for a in argv] or corpora()
    unknown = [n for n in names if not (EVALS / n / "make.py").exists()]
    if unknown:
        print(f"no such corpus: {', '.join(unknown)}", file=sys.stderr)
        return 2
    problems = check(names)
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} difference(s) in {len(names)} corpora")
        return 1
    print(f"{len(names)} corpora rebuilt byte-identical")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
