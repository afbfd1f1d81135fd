"""Where the shipped data lives: inside the installed package (wheel), or in the repository
checkout when running from source."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

_REPO_ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=4)
def data_dir(name: str) -> Path:
    """The `datasets` or `rubrics` folder: `invoice_env/<name>` in a wheel, `<repo>/<name>` from source."""
    packaged = Path(str(resources.files("invoice_env"))) / name
    if packaged.is_dir():
        return packaged
    checkout = _REPO_ROOT / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"invoice-env data folder '{name}' is missing: looked in {packaged} and {checkout}; "
                            "reinstall the package (pip install invoice-env) or rebuild it (invoice-env build)")
