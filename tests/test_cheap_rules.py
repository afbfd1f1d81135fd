from pathlib import Path

from invoice_env import cli
from invoice_env.agents.cheap_rules import score_rules

COMMITTED = Path(__file__).resolve().parent.parent / "evals" / "cheap_rules.md"


def test_cheap_rules_stay_under_their_ceilings_and_the_oracle_scores_everything(snapshots, train_tasks, eval_tasks):
    scores = score_rules(snapshots["train"], train_tasks, "train") + score_rules(snapshots["eval"], eval_tasks, "eval")
    by_name = {(s.rule, s.split): s.rate for s in scores}
    for split in ("train", "eval"):
        for reason in ("no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch"):
            assert by_name[(f"always_flag:{reason}", split)] <= 0.15
        assert by_name[("newest_open_po", split)] <= 0.25
        assert by_name[("printed_reference", split)] <= 0.55
        assert by_name[("closest_amount", split)] <= 0.55
        assert by_name[("oracle", split)] == 1.0


def test_committed_table_is_what_the_command_prints(tmp_path):
    out = tmp_path / "table.md"
    assert cli.main(["rules", "--out", str(out)]) == 0
    assert out.read_text() == COMMITTED.read_text()
