"""Renders page 1 of one sample invoice per layout to docs/families/<writer>-<layout>.png with
poppler's pdftoppm (families of one layout differ only in wording). Run:
python -m invoice_env.bench.doc_pictures [out_dir]"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import get_args

from invoice_env.documents.families import LAYOUTS, Family
from invoice_env.documents.render import render_invoice
from invoice_env.documents.samples import suppliers_of_snapshot, synthetic_document
from invoice_env.tasks.dataset import load_snapshot
from invoice_env.world.models import Language

LANGUAGES = get_args(Language)


def pictures(out: Path) -> list[tuple[str, Path]]:
    pool = sorted(suppliers_of_snapshot(load_snapshot(None, "eval")).values(), key=lambda s: s.supplier_id)
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for index, (layout, (writer, in_train)) in enumerate(LAYOUTS.items()):
        language = LANGUAGES[index % len(LANGUAGES)]
        supplier = next(s for s in pool if s.language == language)
        family = Family(writer, layout, index % 4 if in_train else 4)
        seed = next(s for s in range(100, 400) if len(synthetic_document(supplier, family, s).facts.lines) >= 3)
        pdf = render_invoice(dataclasses.replace(synthetic_document(supplier, family, seed), injection=None))
        target = out / f"{writer}-{layout}"
        with tempfile.NamedTemporaryFile(suffix=".pdf") as handle:
            handle.write(pdf)
            handle.flush()
            subprocess.run(["pdftoppm", "-r", "40", "-gray", "-png", "-singlefile", "-f", "1", "-l", "1",
                            handle.name, str(target)], check=True)
        made.append((family.id, target.with_suffix(".png")))
    return made


if __name__ == "__main__":
    for family_id, path in pictures(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/families")):
        print(family_id, path, path.stat().st_size)
