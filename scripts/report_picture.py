"""Regenerate docs/report.png, the picture of the report page in docs/reports.md, from real vf-eval runs.

    python scripts/report_picture.py [docs/report.png]

Two runs through the real vf-eval against built-in policies on the same 6 eval tasks, 3 rollouts
each (`printed-ref`, which books the printed PO unchecked, and `reference`), reported side by side;
the page opened in headless Chromium (/usr/bin/chromium and chromedriver, as .ci/run installs them),
trimmed to the summary, the runs side by side, the first run's scenario table and outcome
confusion, and an opened trace, then saved as one 1000 px wide, 256-colour PNG. Needs selenium and
Pillow (the [test] extra) and about a minute."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from invoice_env.agents.local_eval import run_vf_eval
from invoice_env.report.build import report_dirs

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars")
WIDTH = 1000
TRIM = """
var keep = ['By scenario', 'Outcome confusion'];
document.querySelectorAll('section.run').forEach(function (section, i) {
  if (i > 0) { section.remove(); return; }
  var drop = false;
  Array.from(section.children).forEach(function (node) {
    if (node.tagName === 'H3') drop = keep.indexOf(node.textContent) < 0;
    if (drop) node.remove();
  });
});
document.querySelectorAll('nav').forEach(function (n) { n.remove(); });
var rows = document.querySelectorAll('#trace-list tbody tr');
rows[1].click();
rows.forEach(function (tr, i) { if (i > 5) tr.remove(); });
document.getElementById('more').remove();
var style = document.createElement('style');
style.textContent = '#trace-view pre{max-height:7.5em;overflow:hidden}';
document.head.appendChild(style);
return document.documentElement.scrollHeight;
"""


def main(argv: list[str]) -> int:
    target = Path(argv[0] if argv else "docs/report.png")
    from PIL import Image
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    work = Path(tempfile.mkdtemp(prefix="invoice-env-picture-"))
    profile = Path(tempfile.mkdtemp(prefix="invoice-env-chromium-"))
    try:
        seed = ["--env.taskset.seed", "7"]
        for policy in ("printed-ref", "reference"):
            print(f"vf-eval: {policy} on 6 eval tasks x 3 rollouts ...", file=sys.stderr, flush=True)
            run_vf_eval(policy, work / "outputs", split="eval", num_examples=6, rollouts=3, concurrency=6,
                        extra=seed, run_name=policy, progress=sys.stderr)
        _, page = report_dirs([work / "outputs" / "printed-ref", work / "outputs" / "reference"],
                              work / "report.html")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={WIDTH},1200"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        try:
            driver.get(page.resolve().as_uri())
            height = driver.execute_script(TRIM)
            driver.set_window_size(WIDTH, height + 140)  # the window's frame; the page then fits
            height = driver.execute_script("return document.documentElement.scrollHeight;")
            driver.set_window_size(WIDTH, height + 140)
            shot = work / "shot.png"
            driver.save_screenshot(str(shot))
        finally:
            driver.quit()
        image = Image.open(shot).convert("RGB")
        image = image.crop((0, 0, min(WIDTH, image.width), min(height, image.height)))
        target.parent.mkdir(parents=True, exist_ok=True)
        image.quantize(colors=256).save(target, optimize=True)
        print(f"wrote {target} ({image.width} x {image.height})", file=sys.stderr)
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
