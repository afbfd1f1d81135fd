"""`prime env push`'s packaging step, offline: the wheel built as prime 0.18 builds it (`uv build
--wheel --out-dir dist` in the environment folder) and the source archive collected by prime's own
`_collect_archive_files`, on a copy of this checkout with private cases, the folders the documented
examples write (`my-cases/`, `my-eval/`, `skyrl/`, `invoice-env-sft/`), run outputs and a venv lying around. Nothing is
uploaded."""

import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from prime_cli.commands import env as prime_env  # `prime` (the Hub CLI) is in the test extra
from tracked_copy import copy_tracked_files

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_FOLDERS = {  # what the documented commands write, by the command that writes it
    "my-cases/claeys-0151/Invoice.PDF": "%PDF-private",  # invoice-env case new ~/scans/Invoice.PDF my-cases/claeys-0151
    "my-cases/claeys-0151/case.toml": "supplier = 'Claeys'\n",
    "my-eval/eval.parquet": "private", "my-eval/erp_snapshot.sql": "private",  # invoice-env build ... --out my-eval
    "my-eval/manifest.json": "{}",
    "skyrl/train.parquet": "generated",  # invoice-env export-skyrl --split train --out skyrl/train.parquet
    "invoice-env-sft/train.parquet": "generated",  # invoice-env export-sft --split train --out invoice-env-sft
    "invoice-env-sft/dataset/state.json": "{}",
}


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    """The tracked files of this checkout, plus what a working checkout also holds."""
    env = tmp_path_factory.mktemp("hub") / "invoice-env"
    copy_tracked_files(env)
    extra = {".cases/led-9001/case.toml": "private = true\n", ".cases/led-9001/invoice.pdf": "%PDF-private",
             "outputs/run/traces.jsonl": "{}\n", ".venv/bin/python": "", "dist/old.whl": "",
             "build/lib/x.py": "", "invoice_env/__pycache__/x.cpython-311.pyc": "", "invoice_env.egg-info/PKG-INFO": "",
             **EXAMPLE_FOLDERS}
    for name, text in extra.items():
        (env / name).parent.mkdir(parents=True, exist_ok=True)
        (env / name).write_text(text)
    return env


@pytest.fixture(scope="module")
def wheel(checkout) -> zipfile.ZipFile:
    uv = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    shutil.rmtree(checkout / "dist")  # push cleans dist/ first
    result = subprocess.run([uv, "build", "--wheel", "--out-dir", "dist"], cwd=checkout, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    (path,) = (checkout / "dist").glob("*.whl")
    return zipfile.ZipFile(path)


@pytest.fixture(scope="module")
def archive(checkout, tmp_path_factory) -> list[str]:
    path = tmp_path_factory.mktemp("archive") / "source.tar.gz"
    with tarfile.open(path, "w:gz") as tar:
        for file in prime_env._collect_archive_files(checkout):
            prime_env._add_file_to_archive(tar, file, str(file.relative_to(checkout)))
    with tarfile.open(path) as tar:
        return tar.getnames()


def test_the_wheel_carries_the_package_and_its_data(wheel):
    names = set(wheel.namelist())
    for name in ("invoice_env/__init__.py", "invoice_env/adapters/verifiers_v1.py", "invoice_env/adapters/v1_tools.py",
                 "invoice_env/datasets/train.parquet", "invoice_env/datasets/eval.parquet",
                 "invoice_env/datasets/erp_snapshot.sql", "invoice_env/datasets/manifest.json",
                 "invoice_env/rubrics/grading.toml"):
        assert name in names, name
    assert not [n for n in names if n.startswith((".cases", "evals/", "tests/", "outputs")) or "__pycache__" in n]
    metadata = wheel.read([n for n in names if n.endswith(".dist-info/METADATA")][0]).decode()
    assert "License-Expression: Apache-2.0" in metadata
    assert "invoice_env/LICENSE" in names


def test_the_source_archive_leaves_out_private_cases_outputs_and_build_files(archive):
    assert {"README.md", "pyproject.toml", "invoice_env/__init__.py", "datasets/eval.parquet",
            "rubrics/grading.toml", "evals/cases/led-0001/case.toml"} <= set(archive)
    leaked = [n for n in archive if n.split("/")[0] in (".cases", "outputs", ".venv", "dist", "build", "my-cases",
                                                         "my-eval", "skyrl")
              or "__pycache__" in n or ".egg-info" in n or Path(n).name.startswith(".")]
    assert leaked == []


def test_the_source_archive_carries_the_license(archive, checkout):
    # prime takes only README.md, pyproject.toml and *.py from the top level, so the license text
    # travels as invoice_env/LICENSE (also in the wheel), a byte copy of the top-level LICENSE.
    assert "invoice_env/LICENSE" in archive
    assert (checkout / "invoice_env" / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "Apache License" in (ROOT / "LICENSE").read_text()


def test_the_metadata_push_sends_has_tags_and_an_spdx_license():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "Apache-2.0"
    assert isinstance(project["tags"], list) and "tool-use" in project["tags"]
    assert project["description"] and project["keywords"]


def test_private_cases_and_the_readme_example_folders_are_ignored_by_git_too():
    for name in (".cases/led-9001/case.toml", *EXAMPLE_FOLDERS):
        result = subprocess.run(["git", "check-ignore", "-q", "--no-index", name], cwd=ROOT)
        assert result.returncode == 0, f"{name} is not ignored by git"
    shipped = ("evals/cases/led-0001/case.toml", "datasets/eval.parquet", "invoice_env/LICENSE", "LICENSE")
    for name in shipped:
        assert subprocess.run(["git", "check-ignore", "-q", "--no-index", name], cwd=ROOT).returncode == 1, name
