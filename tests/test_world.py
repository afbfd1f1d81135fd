import re
import sqlite3
from collections import Counter

from invoice_env.world.build import build_world
from invoice_env.world.chart import VAT_CODES

VAT_FORMAT = {"BE": r"BE[01]\d{3}\.\d{3}\.\d{3}", "NL": r"NL\d{9}B\d{2}", "DE": r"DE\d{9}", "FR": r"FR\d{11}",
              "LU": r"LU\d{8}"}


def _db(snapshot: bytes) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.deserialize(snapshot)
    return conn


def test_sixty_suppliers_from_five_countries_with_real_vat_formats(snapshots):
    assert len(_db(snapshots["train"]).execute("SELECT * FROM suppliers").fetchall()) == 48  # 12 held out
    rows = _db(snapshots["eval"]).execute("SELECT country, vat_number, language, iban FROM suppliers").fetchall()
    assert len(rows) == 60
    assert {r[0] for r in rows} == {"BE", "NL", "DE", "FR", "LU"}
    for country, vat, language, iban in rows:
        assert re.fullmatch(VAT_FORMAT[country], vat)
        assert iban.replace(" ", "").startswith(country)
        assert language in {"nl", "fr", "de", "en"}
    assert {r[2] for r in rows} == {"nl", "fr", "de", "en"}


def test_four_hundred_open_pos_plus_closed_and_fully_invoiced(snapshots):
    conn = _db(snapshots["eval"])
    status = Counter(s for (s,) in conn.execute("SELECT status FROM purchase_orders"))
    assert status["open"] == 400 and status["closed"] > 0
    fully_invoiced_open = conn.execute("""
        SELECT count(*) FROM purchase_orders p WHERE p.status = 'open' AND
          (SELECT sum(net_amount) FROM po_lines l WHERE l.po_number = p.po_number) =
          (SELECT sum(net_amount) FROM supplier_invoices i WHERE i.po_number = p.po_number)""").fetchone()[0]
    assert fully_invoiced_open > 0
    counts = [n for (n,) in conn.execute("SELECT count(*) FROM po_lines GROUP BY po_number")]
    assert min(counts) >= 1 and max(counts) <= 6


def test_every_po_carries_one_vat_rate_and_a_chart_account(snapshots):
    conn = _db(snapshots["eval"])
    assert conn.execute("SELECT count(*) FROM (SELECT po_number FROM po_lines GROUP BY po_number "
                        "HAVING count(DISTINCT vat_rate) > 1)").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM purchase_orders WHERE gl_account NOT IN "
                        "(SELECT account FROM gl_accounts)").fetchone()[0] == 0
    codes = {row[0] for row in conn.execute("SELECT code FROM vat_codes")}
    assert codes == set(VAT_CODES)


def test_the_world_is_a_pure_function_of_its_seed():
    for split in ("train", "eval"):
        assert build_world().snapshot_sql(split) == build_world().snapshot_sql(split)
        assert build_world(7).snapshot_sql(split) != build_world().snapshot_sql(split)
