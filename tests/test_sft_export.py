"""`invoice-env export-sft`: the reference agent's train episodes as prime-rl SFT rows. Checked here:
one row per train task in the prompt/completion/tools shape, every exported call replayed on a fresh
episode returns the exported text and the real grader gives 1, the reasons name what the call then
does and vary by task, the export is byte-identical when repeated, and eval splits, case folders
and folders without a train split are refused with a clear error."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import datasets
import pytest

from invoice_env.cli import main
from invoice_env.episode.grader import grade_session
from invoice_env.episode.prompt import SYSTEM_PROMPT
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import FORMAT_VERSION, MANIFEST_FILE
from invoice_env.training.sft_export import DISK_FOLDER, PARQUET_FILE, export_sft, verifiers_tools


@pytest.fixture(scope="module")
def exported(sft_export) -> Path:
    return sft_export


@pytest.fixture(scope="module")
def rows(exported) -> list[dict]:
    return list(datasets.load_from_disk(str(exported / DISK_FOLDER)))


def _calls(row: dict) -> list[tuple[str, dict, str]]:
    """(tool, arguments, the exported result) for each tool call of a row's completion."""
    messages = row["completion"]
    found = []
    for message, answer in zip(messages, messages[1:]):
        for call in message["tool_calls"] or []:
            assert answer["role"] == "tool" and answer["tool_call_id"] == call["id"]
            found.append((call["function"]["name"], json.loads(call["function"]["arguments"]), answer["content"]))
    return found


def test_one_row_per_train_task_in_prime_rls_prompt_completion_shape(exported, rows, train_tasks):
    assert [r["task_id"] for r in rows] == [t.task_id for t in train_tasks]
    assert datasets.Dataset.from_parquet(str(exported / PARQUET_FILE))["task_id"] == [t.task_id for t in train_tasks]
    for row, task in zip(rows, train_tasks):
        assert [(m["role"], m["content"]) for m in row["prompt"]] == [("system", SYSTEM_PROMPT), ("user", task.prompt)]
        completion = row["completion"]
        roles = [m["role"] for m in completion]
        assert roles == ["assistant", "tool"] * (len(roles) // 2) + ["assistant"], task.task_id
        for message in completion[:-1:2]:
            assert message["content"] and len(message["tool_calls"]) == 1
        assert completion[-1]["tool_calls"] is None and completion[-1]["content"]
        assert row["difficulty"] == task.difficulty


def test_the_tools_column_is_what_the_v1_tool_server_lists(rows):
    vf = pytest.importorskip("verifiers.v1")
    listed = json.loads(rows[0]["tools"])
    assert all(r["tools"] == rows[0]["tools"] for r in rows)
    assert listed == verifiers_tools()
    assert sorted(t["name"] for t in listed) == ["create_booking", "flag_for_review", "read_document",
                                                 "search_purchase_order"]
    # the shape a v1 trace records (verifiers' own Tool model reads it back unchanged)
    assert [vf.Tool.model_validate(t).model_dump(exclude_none=True) for t in listed] == listed


def test_a_sample_of_rows_replays_through_the_real_tools_and_grades_1(rows, snapshot, train_tasks):
    by_id = {t.task_id: t for t in train_tasks}
    for row in random.Random(36).sample(rows, 60):
        task = by_id[row["task_id"]]
        session = RolloutSession.start(snapshot, task)
        try:
            tools = InvoiceTools(session)
            for name, arguments, result in _calls(row):
                assert tools.call(name, arguments) == (True, result), (task.task_id, name)
            verdict = grade_session(session)
        finally:
            session.close()
        assert verdict.reward == 1.0, (task.task_id, verdict.line)


def test_each_reason_says_what_its_call_does_from_what_was_read_by_then(rows, train_tasks):
    by_id = {t.task_id: t for t in train_tasks}
    for row in rows:
        task = by_id[row["task_id"]]
        said = [m["content"] for m in row["completion"][:-1:2]]
        calls = _calls(row)
        assert [c[0] for c in calls][:2] == ["read_document", "search_purchase_order"]
        # before the read nothing of the invoice is known; after it, its number is said
        assert task.facts.invoice_number not in said[0]
        assert task.facts.invoice_number in said[1]
        assert "rule 2" in said[1].lower() or "duplicate" in said[1].lower(), said[1]
        name, arguments, _ = calls[-1]
        if name == "create_booking":
            for key in ("po_number", "gl_account", "vat_code", "net_amount"):
                assert arguments[key] in said[-1], (task.task_id, key, said[-1])
        else:
            assert name == "flag_for_review" and arguments["reason"] in said[-1], (task.task_id, said[-1])
        assert re.search(r"\brule [2-6]", said[-1], re.I) or "tolerance" in said[-1], said[-1]


def test_the_wording_varies_between_tasks_but_not_within_one(rows):
    openings = {row["completion"][0]["content"].split(":")[0].split(";")[0][:40] for row in rows}
    assert len(openings) >= 5
    decisions = [re.sub(r"[\d.,%-]+|\"[^\"]*\"|\([^)]*\)", "#", row["completion"][-3]["content"]) for row in rows
                 if row["branch"] == "6_book_stated"]
    assert len(set(decisions)) >= 12, "the booking reasons repeat too few wordings"
    most = max(decisions.count(d) for d in set(decisions))
    assert most <= len(decisions) / 4


def test_the_same_export_twice_is_byte_identical(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        export_sft(out, limit=40)
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert Path(PARQUET_FILE) in files and len(files) >= 4
    for name in files:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_load_dataset_on_the_folder_reads_the_parquet_rows_as_prime_rl_does(tmp_path):
    """prime-rl's SFT data config names the folder (`data.name = DIR`) and loads it with
    `load_dataset(DIR, split="train")`: it must find exactly the export's rows."""
    out = tmp_path / "sft"
    export_sft(out, limit=5)
    loaded = datasets.load_dataset(str(out), split="train", cache_dir=str(tmp_path / "cache"))
    assert loaded.num_rows == 5
    assert list(loaded) == list(datasets.load_from_disk(str(out / DISK_FOLDER)))


def _fail(capsys, *argv: str) -> str:
    assert main(["export-sft", *argv]) == 2
    return capsys.readouterr().err


def test_the_eval_split_is_refused(capsys, tmp_path):
    err = _fail(capsys, "--split", "eval", "--out", str(tmp_path / "x"))
    assert "refuses the eval split" in err and "held-out" in err
    assert "not 'cases'" in _fail(capsys, "--split", "cases", "--out", str(tmp_path / "x"))
    assert not (tmp_path / "x").exists()


def test_a_cases_folder_and_a_folder_without_train_are_refused(capsys, tmp_path):
    cases = tmp_path / "cases"
    (cases / "acme-0001").mkdir(parents=True)
    (cases / "acme-0001" / "case.toml").write_text("[invoice]\n")
    err = _fail(capsys, "--data-dir", str(cases), "--out", str(tmp_path / "x"))
    assert "folder of your own cases" in err and "invoice-env build --seed N" in err
    eval_only = tmp_path / "eval-only"
    eval_only.mkdir()
    (eval_only / MANIFEST_FILE).write_text(json.dumps({"format_version": FORMAT_VERSION, "splits": {"eval": 1},
                                                       "files": {"eval.parquet": {"bytes": 1, "sha256": "0"}}}))
    assert "holds no train split (only eval)" in _fail(capsys, "--data-dir", str(eval_only), "--out",
                                                       str(tmp_path / "x"))
    assert "is not a folder" in _fail(capsys, "--data-dir", str(tmp_path / "missing"), "--out", str(tmp_path / "x"))


def test_data_dir_exports_that_folders_train_split(tmp_path, capsys):
    """--data-dir reads the tasks and the snapshot of the folder it names (here a copy of the shipped
    data, so no generation is needed; the slow variant below builds a private split)."""
    import shutil

    from invoice_env.world.resources import data_dir

    folder = tmp_path / "data"
    shutil.copytree(data_dir("datasets"), folder)
    out = tmp_path / "sft"
    assert main(["export-sft", "--data-dir", str(folder), "--out", str(out)]) == 0
    assert "800 SFT rows of the train split" in capsys.readouterr().out
    altered = tmp_path / "altered"
    shutil.copytree(data_dir("datasets"), altered)
    (altered / "train.parquet").write_bytes(b"not the file the manifest lists")
    assert "the manifest says" in _fail(capsys, "--data-dir", str(altered), "--out", str(tmp_path / "y"))


@pytest.mark.slow
def test_a_private_builds_train_split_exports_and_replays(tmp_path):
    from invoice_env.tasks.dataset import build, load_snapshot, load_tasks

    folder = tmp_path / "private"
    build(folder, seed=36, splits=("train",))
    out = export_sft(tmp_path / "sft", data_dir=folder)
    rows = list(datasets.load_from_disk(str(out.disk)))
    tasks = {t.task_id: t for t in load_tasks("train", folder)}
    assert out.rows == len(tasks) == 800
    snapshot = load_snapshot(folder, "train")
    for row in random.Random(7).sample(rows, 20):
        session = RolloutSession.start(snapshot, tasks[row["task_id"]])
        try:
            tools = InvoiceTools(session)
            for name, arguments, result in _calls(row):
                assert tools.call(name, arguments) == (True, result)
            assert grade_session(session).reward == 1.0
        finally:
            session.close()
