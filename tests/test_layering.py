"""The package's folders are its layers: each module may import only the folders below its own
(and its own folder), and the rollout core imports nothing but the ERP world, the document
readers and the standard library. Read from the source (every import statement, also the ones
inside functions), so a lazy import cannot hide an upward edge."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import invoice_env

PACKAGE = Path(invoice_env.__file__).resolve().parent

# folder -> the folders its modules may import (besides their own)
ALLOWED: dict[str, set[str]] = {
    "world": set(),
    "documents": {"world"},
    "episode": {"world", "documents.pdf_text", "documents.reader"},  # documents.reader: the package documents/reader/
    "tasks": {"world", "documents", "episode"},
    "report": {"world", "documents", "episode", "tasks"},
    "adapters": {"world", "documents", "episode", "tasks"},
    "server": {"world", "documents", "episode", "tasks", "adapters"},
    "agents": {"world", "documents", "episode", "tasks", "adapters"},
    "bench": {"world", "documents", "episode", "tasks", "adapters", "agents"},
    "training": {"world", "documents", "episode", "tasks", "adapters", "agents"},
    "cli": {"world", "documents", "episode", "tasks", "adapters", "agents", "report", "bench", "training"},
    "__init__": {"adapters"},
}
# Third-party imports the lower layers must not make: the agent frameworks belong to the adapters.
FRAMEWORKS = {"verifiers", "gymnasium", "openenv", "skyrl_gym", "mcp", "fastapi", "uvicorn"}
CORE = ("world", "documents", "episode", "tasks")
# Libraries the rollout core may use: the standard library, pydantic for the models it reads.
CORE_THIRD_PARTY = {"pydantic"}


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if "vf_path" in parts:  # a top-level module for vf-eval's loader, outside the package's imports
            continue
        found[".".join(parts)] = path
    return found


def _imports(path: Path) -> set[str]:
    """Absolute module names imported anywhere in the file (`from invoice_env.x import y` gives both
    `invoice_env.x` and `invoice_env.x.y`, since y may be a module)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import; the package uses absolute imports only"
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _folder(module: str) -> str:
    return module.split(".")[0]


def _internal_targets(path: Path, modules: dict[str, Path]) -> set[str]:
    """The package modules (and packages) a file imports, relative to invoice_env."""
    targets = set()
    for name in _imports(path):
        if name == "invoice_env" or not name.startswith("invoice_env."):
            continue
        relative = name.removeprefix("invoice_env.")
        if relative in modules or f"{relative}.__init__" in modules:
            targets.add(relative)
    return targets


def _permitted(source: str, target: str) -> bool:
    folder = _folder(source)
    if _folder(target) == folder and folder not in ("cli", "__init__"):
        return True
    return any(target == allowed or target.startswith(allowed + ".") for allowed in ALLOWED[folder])


def test_every_module_lives_in_a_layer():
    strays = [name for name in _modules() if _folder(name) not in ALLOWED]
    assert not strays, f"modules outside the layer folders {sorted(ALLOWED)}: {strays}"


def test_no_module_imports_a_higher_layer():
    modules = _modules()
    upward = sorted(f"{source} imports {target}" for source, path in modules.items()
                    for target in _internal_targets(path, modules) if not _permitted(source, target))
    assert not upward, "imports against the layering:\n" + "\n".join(upward)


def test_the_domain_core_imports_no_agent_framework():
    modules = _modules()
    found = sorted(f"{source} imports {name}" for source, path in modules.items() if _folder(source) in CORE
                   for name in _imports(path) if name.split(".")[0] in FRAMEWORKS)
    assert not found, "\n".join(found)


def test_the_rollout_core_uses_only_the_standard_library_and_pydantic():
    modules = _modules()
    outside = sorted(f"{source} imports {name}" for source, path in modules.items() if _folder(source) == "episode"
                     for name in _imports(path)
                     if name.split(".")[0] not in sys.stdlib_module_names | CORE_THIRD_PARTY | {"invoice_env"})
    assert not outside, "\n".join(outside)


def test_the_check_sees_an_upward_import(tmp_path):
    """The graph check itself: a planted upward edge is reported."""
    planted = tmp_path / "planted.py"
    planted.write_text("def f():\n    from invoice_env.agents.scripted import run_agent\n")
    modules = _modules()
    assert _internal_targets(planted, modules) == {"agents.scripted"}
    assert not _permitted("episode.planted", "agents.scripted")
    assert not _permitted("world.erp", "episode.tools")
    assert not _permitted("episode.tools", "documents.render")
    assert _permitted("episode.tools", "documents.pdf_text") and _permitted("tasks.generator", "episode.policy")


def test_the_architecture_page_names_every_module_and_only_real_ones():
    page = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = {path.rsplit("/", 1)[-1] for path in re.findall(r"`([\w/]+\.py)`", page)
             if not path.startswith("tests/")} - {"__init__.py"}
    modules = {path.name for path in _modules().values() if path.name not in ("__init__.py", "__main__.py")}
    assert not named - modules, f"the page names files that do not exist: {sorted(named - modules)}"
    assert not modules - named, f"modules the page does not describe: {sorted(modules - named)}"
    folders = set(re.findall(r"^\| `(\w+)/` \|", page, re.M))
    assert folders == {name for name in ALLOWED if name not in ("cli", "__init__")}
