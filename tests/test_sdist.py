"""The source distribution carries what installs the package (the code, its data, the rubric, the
example cases and results, README and license) and no tests: the tests read docs/, scripts/ and .ci/
of a checkout (17 of 23 doc tests failed in an unpacked sdist that shipped tests/ without them), so
they run from a clone. Built with uv as `tests/test_hub_package.py` builds the wheel, on a copy of the
tracked files; then a wheel is built from the sdist, which must carry the package data."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from tracked_copy import copy_tracked_files

SHIPPED = {"invoice_env", "datasets", "rubrics", "evals", "README.md", "LICENSE", "pyproject.toml", "PKG-INFO", ".gitignore"}


def _uv() -> str:
    uv = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    if uv is None:
        pytest.skip("uv is not installed (it comes with the package's dependencies)")
    return uv


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    checkout = tmp_path_factory.mktemp("sdist") / "invoice-env"
    copy_tracked_files(checkout)
    result = subprocess.run([_uv(), "build", "--sdist", "--out-dir", "dist"], cwd=checkout, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    (path,) = (checkout / "dist").glob("*.tar.gz")
    return path


def _top_level(names: list[str]) -> set[str]:
    return {name.split("/", 2)[1] for name in names if name.count("/") >= 1 and name.split("/", 2)[1]}


def test_the_sdist_ships_the_package_and_its_data_and_no_tests(sdist):
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
    assert _top_level(names) == SHIPPED, sorted(_top_level(names) ^ SHIPPED)
    assert not [n for n in names if "/tests/" in n or n.endswith("/conftest.py")]
    root = names[0].split("/", 1)[0]
    for needed in ("invoice_env/cli.py", "datasets/manifest.json", "datasets/eval.parquet", "evals/cases/led-0001/case.toml"):
        assert f"{root}/{needed}" in names, needed


def test_a_wheel_built_from_the_sdist_carries_the_package_data(sdist, tmp_path):
    result = subprocess.run([_uv(), "build", "--wheel", "--out-dir", str(tmp_path), str(sdist)], capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"invoice_env/cli.py", "invoice_env/datasets/manifest.json", "invoice_env/datasets/train.parquet",
            "invoice_env/datasets/eval.parquet"} <= names
    assert any(n.startswith("invoice_env/rubrics/") for n in names)
