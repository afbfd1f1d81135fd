"""Finding the cases in a folder as people really leave them: scanner PDFs named `Invoice.PDF`,
files saved with a byte-order mark, `.git` or `__MACOSX` folders next to the cases."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

CASE_FILE = "case.toml"
STRAY_FOLDERS = frozenset({"__MACOSX", "__pycache__", "node_modules"})


@dataclass(frozen=True)
class CaseSource:
    """One case folder as read from disk."""

    folder: Path
    toml_path: Path
    toml_bytes: bytes
    pdf_path: Path
    pdf: bytes


@dataclass
class FolderScan:
    sources: list[CaseSource] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def content_key(self) -> str:
        """A hash of everything the cases are made of: equal contents load equal, an edit loads anew."""
        digest = hashlib.sha256()
        for source in self.sources:
            for part in (source.folder.name.encode(), source.toml_bytes, source.pdf):
                digest.update(hashlib.sha256(part).digest())
        return digest.hexdigest()


def is_pdf_name(path: Path) -> bool:
    return path.suffix.lower() == ".pdf" and not path.name.startswith(".")


def _skipped(path: Path) -> bool:
    return path.name.startswith(".") or path.name in STRAY_FOLDERS


def scan_folder(root: Path) -> FolderScan:
    """Every case sub-folder of `root`; what is wrong with any of them is in `problems`."""
    scan = FolderScan()
    if not root.is_dir():
        scan.problems.append(f"cases folder {root} does not exist")
        return scan
    for entry in sorted(root.iterdir()):
        if not entry.is_dir():
            if is_pdf_name(entry):
                scan.warnings.append(f"{entry}: skipped (a PDF outside a case folder; put each invoice in its own "
                                     f"folder with a {CASE_FILE}, e.g. with `invoice-env case new`)")
            continue
        if _skipped(entry):
            scan.warnings.append(f"{entry}: skipped (hidden or system folder)")
            continue
        toml_path = entry / CASE_FILE
        pdfs = sorted(p for p in entry.iterdir() if p.is_file() and is_pdf_name(p))
        if not toml_path.is_file():
            if pdfs:
                scan.problems.append(f"{entry}: holds {pdfs[0].name} but no {CASE_FILE}; write one with "
                                     f"`invoice-env case new {pdfs[0]} {entry}`")
            else:
                scan.warnings.append(f"{entry}: skipped (no {CASE_FILE} and no PDF)")
            continue
        if len(pdfs) != 1:
            scan.problems.append(f"{toml_path}: expected exactly one invoice PDF next to it, found {len(pdfs)}"
                                 + (f" ({', '.join(p.name for p in pdfs)})" if pdfs else ""))
            continue
        scan.sources.append(CaseSource(entry, toml_path, toml_path.read_bytes(), pdfs[0], pdfs[0].read_bytes()))
    if not scan.sources and not scan.problems:
        scan.problems.append(f"cases folder {root} has no case sub-folders; expected <case>/{CASE_FILE} and "
                             "<case>/<invoice>.pdf")
    return scan


def decode_toml(data: bytes) -> str:
    """UTF-8 text with or without a byte-order mark; UnicodeDecodeError otherwise."""
    return data.decode("utf-8-sig")
