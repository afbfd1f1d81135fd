"""The README is the Hub's first page: the Hub's sections in the Hub's order, short, with everything
else on pages under docs/ that it links to; every relative link of the README and of docs/*.md
resolves (files, folders and `#anchors`); the quick-start test command is the one CI runs; and the
Arguments table holds every option of the taskset and agent config with its real default."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from doc_pages import DOCS, README, ROOT, pages, pages_containing

HUB_SECTIONS = ["Overview", "Datasets", "Task", "Quickstart", "Arguments", "Metrics", "Changelog"]
MAX_README_LINES = 100
FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def prose(text: str) -> str:
    """The text without its fenced code blocks (a `# comment` in a shell block is not a heading)."""
    return FENCE.sub("", text)


def headings(text: str, level: int | None = None) -> list[str]:
    marks = "#" * level if level else "#{1,6}"
    return [m.group(1).strip() for m in re.finditer(rf"^{marks} (.+)$", prose(text), re.M)]


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in headings(page.read_text(encoding="utf-8")):
        base = slug(heading)
        n = seen.get(base, 0)
        found.add(base if n == 0 else f"{base}-{n}")
        seen[base] = n + 1
    return found


def relative_links(page: Path) -> list[str]:
    return [target for target in LINK.findall(prose(page.read_text(encoding="utf-8")))
            if not re.match(r"^[a-z][a-z0-9+.-]*:", target)]


def test_the_readme_has_the_hub_sections_in_order():
    assert headings(README.read_text(), 1) == ["invoice-env"]
    sections = headings(README.read_text(), 2)
    assert [s for s in sections if s in HUB_SECTIONS] == HUB_SECTIONS
    assert sections[:len(HUB_SECTIONS)] == HUB_SECTIONS  # nothing in between; a link list may follow


def test_the_readme_is_one_short_page():
    lines = README.read_text().splitlines()
    assert len(lines) <= MAX_README_LINES, f"README.md has {len(lines)} lines; move detail to docs/"


MOVED = {  # the README's former sections, by the page under docs/ that holds each now
    "Evaluate your model": "evaluate.md", "Run a local model": "evaluate.md",
    "The job": "task.md", "Tools (the contract)": "task.md", "Grading and metrics": "task.md", "The data": "task.md",
    "Integrations": "frameworks.md", "Other frameworks": "frameworks.md",
    "Built-in policies and baselines": "shortcuts.md",
    "Against learning the generator: the shortcut suite": "shortcuts.md",
    "Reports": "reports.md", "Comparing models": "reports.md",
    "Private cases": "cases.md", "Your own cases": "cases.md", "Layout and CI": "development.md",
}


@pytest.mark.parametrize("heading", MOVED)
def test_each_former_readme_section_lives_on_one_page_under_docs(heading):
    holders = [p.name for p in pages() if heading in headings(p.read_text(encoding="utf-8"), 2)]
    assert holders == [MOVED[heading]]


def test_the_readme_links_every_page_under_docs():
    linked = {(README.parent / target.split("#", 1)[0]).resolve() for target in relative_links(README)}
    assert not [p.name for p in DOCS.glob("*.md") if p.resolve() not in linked]


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page):
    broken = []
    for target in relative_links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading with anchor #{anchor} in {file.relative_to(ROOT)}")
    assert broken == [], broken


def test_the_link_check_sees_a_broken_link_and_a_missing_anchor(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# A page\n\n## Tools (the contract)\n\n[ok](#tools-the-contract) [no](#nothing) "
                    "[gone](missing.md) [web](https://example.com)\n\n```\n[code](not-a-link.md)\n```\n")
    assert relative_links(page) == ["#tools-the-contract", "#nothing", "missing.md"]
    assert anchors(page) == {"a-page", "tools-the-contract"}


def test_the_quick_start_test_command_is_the_one_ci_runs():
    ci = (ROOT / ".ci" / "run").read_text().split("# The README's quick-start test command, verbatim:\n", 1)[1]
    command = ci.splitlines()[0]
    quickstart = README.read_text().split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    assert command in quickstart.splitlines()
    assert "pip install . && invoice-env quickstart" in quickstart
    assert pages_containing(command)[0] == README


def arguments_table() -> dict[str, tuple[str, str, str]]:
    section = README.read_text().split("## Arguments", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    table = {}
    for row in rows:
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", row)[1:-1]]
        assert len(cells) == 4, row
        table[cells[0].strip("`")] = (cells[1], cells[2], cells[3])
    return table


def test_the_arguments_table_has_columns_arg_type_default_description():
    section = README.read_text().split("## Arguments", 1)[1]
    assert "| Arg | Type | Default | Description |" in section


def test_the_arguments_table_holds_every_taskset_and_agent_option_with_its_default():
    vf = pytest.importorskip("verifiers.v1")
    from invoice_env.adapters.verifiers_v1 import InvoiceEnvConfig, InvoiceTasksetConfig

    table = arguments_table()
    framework = set(vf.TasksetConfig.model_fields)  # id, system_prompt: verifiers' own
    ours = [name for name in InvoiceTasksetConfig.model_fields if name not in framework and name != "task"]
    empty = {"scenarios": "all", "difficulty": "all", "seed": "None (dataset order)", "data_dir": "shipped data",
             "cases_dir": "none"}
    for name in ours:
        flag = "--env.taskset." + name.replace("_", "-")
        assert flag in table, f"{flag} is not in the README's Arguments table"
        default = InvoiceTasksetConfig.model_fields[name].get_default(call_default_factory=True)
        assert table[flag][1] == (f"`{default}`" if default not in ("", [], None) else empty[name]), flag
    assert "`train` \\| `eval`" == table["--env.taskset.split"][0]
    assert table["--env.taskset.difficulty"][0] == "list[`easy` \\| `medium` \\| `hard`]"

    agent = InvoiceEnvConfig().agent
    expected = {"--env.agent.max-turns": agent.max_turns, "--env.agent.max-output-tokens": agent.max_output_tokens,
                "--env.agent.timeout.rollout": agent.timeout.rollout, "--env.agent.harness.id": agent.harness.id,
                "--env.agent.runtime.type": agent.runtime.type}
    for flag, value in expected.items():
        assert flag in table, f"{flag} is not in the README's Arguments table"
        shown = table[flag][1].strip("`")
        assert (float(shown) == value) if isinstance(value, float) else shown == str(value), flag
    assert set(table) == {*("--env.taskset." + n.replace("_", "-") for n in ours), *expected, "-n`, `-r`, `-c`, `-o"}
