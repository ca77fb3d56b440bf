"""Money on the command line: which price sets rent, dates of exchange rates, budget basis."""

from __future__ import annotations

import contextlib
import io

import pytest

from hwplanner.cli import main
from hwplanner.engine.plan.fields import declared
from hwplanner.engine.plan.workload import Workload


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exc:  # argparse refusals
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_purchase_is_not_a_rental_price_set() -> None:
    """It billed the $30,000 purchase price per GPU-hour (cloud cost $21.60M for 720 h)."""
    code, out, err = run(
        "estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method",
        "inference", "--price-set", "purchase",
    )  # fmt: skip
    assert code == 2 and not out
    assert "--price-set" in err and "cloud_ondemand" in err and "market_rental" in err
    assert err.count("\n") == 1


def test_help_and_docs_list_the_same_price_sets() -> None:
    d = next(d for d in declared(Workload) if d.name == "price_set")
    sets = ("cloud_ondemand", "cloud_spot", "cloud_reserved_1y", "cloud_reserved_3y")
    assert d.values == (*sets, "market_rental")
    code, out, _ = run("estimate", "--help")
    assert code == 0
    assert "{" + ",".join(d.values) + "}" in out.replace("\n", "").replace(" ", "")
    with open("docs/CLI.md", encoding="utf-8") as f:
        table = " \\| ".join(f"`{v}`" for v in d.values)
        assert f"| `--price-set` | {table} |" in f.read()


def test_a_project_or_api_workload_with_purchase_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"price_set: purchase .* allowed: cloud_ondemand, "):
        Workload(price_set="purchase")


def _json(*argv: str) -> dict[str, object]:
    import json

    code, out, err = run(*argv, "--json")
    assert code == 0, err
    return dict(json.loads(out))


def test_serving_cost_does_not_follow_the_duty_cycle_of_a_run() -> None:
    """duty 0.1 made a 30-day always-on H100 server cost $27,868 on-prem (duty 1: $3,087; now
    $2,875 with the 1-GPU node drawing its share of an 8-GPU host, 187.5 W not 1,500 W)."""
    base = (
        "estimate",
        "--model",
        "llama-3.1-8b",
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "inference",
    )
    low, high = (_json(*base, "--duty-cycle", d) for d in ("0.1", "1"))
    assert low["cost"] == high["cost"]
    assert low["cost"]["onprem_usd"] == pytest.approx(2874.56, abs=1)  # type: ignore[index]
    assert low["cost"]["break_even_months"] == pytest.approx(11.91, abs=0.01)  # type: ignore[index]


def test_recommend_prints_its_budget_basis_and_never_proposes_a_purchase_over_it() -> None:
    argv = ("recommend", "--model", "llama-3.1-8b", "--method", "lora", "--gpu-filter", "b200")
    code, out, err = run(*argv, "--budget-usd", "50000", "--top", "3")
    assert code == 0, err
    first = out.splitlines()[0]
    assert first.startswith("Budget $50,000, compared with the run cost")
    rows = [line for line in out.splitlines() if " owned " in line and "4  NVIDIA B200" in line]
    assert not rows  # 4 x B200 owned: a $180,003 purchase is over the budget, so not proposed
    one = [line for line in out.splitlines() if line.strip().startswith("1  NVIDIA B200")]
    assert any(r.endswith("yes  —") for r in one)  # 1 × B200 at $45,003 is within $50,000
    code, out, _ = run(*argv, "--budget-usd", "50000", "--currency", "TWD")
    assert out.splitlines()[0].startswith("Budget NT$") and "(US$50,000 given)" in out
    data = _json(*argv, "--budget-usd", "50000")
    assert data["budget"]["usd"] == 50_000  # type: ignore[index]
    assert "share of owning" in data["budget"]["basis"]  # type: ignore[index]
    owned = [o for o in data["by_cost"] if o["where"] == "owned"]  # type: ignore[attr-defined]
    assert owned and {o["purchase_within_budget"] for o in owned} == {True}
    code, out, _ = run(*argv)
    assert not out.startswith("Budget") and _json(*argv)["budget"] is None


@pytest.mark.parametrize("text", ["2026-13-45", "yesterday", "2026-1-5", "20261201"])
def test_an_exchange_rate_date_is_an_iso_date(text: str) -> None:
    """'2026-13-45' and 'yesterday' were accepted and shown nowhere."""
    code, out, err = run(
        "estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora",
        "--currency", "TWD", "--exchange-rate", "32", "--exchange-rate-date", text,
    )  # fmt: skip
    assert code == 2 and not out
    assert err.startswith("hwplanner: error: --exchange-rate-date: ") and "YYYY-MM-DD" in err
    assert err.count("\n") == 1
    with pytest.raises(ValueError, match="exchange_rate_date"):
        Workload(exchange_rate_date=text)


def test_the_exchange_rate_date_is_shown_with_the_rate() -> None:
    code, out, err = run(
        "estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora",
        "--currency", "TWD", "--exchange-rate", "32", "--exchange-rate-date", "2026-11-30",
    )  # fmt: skip
    assert code == 0, err
    line = next(x for x in out.splitlines() if x.strip().startswith("Exchange rate"))
    assert "32 TWD per US dollar" in line and "your value, 2026-11-30" in line
    assert Workload(exchange_rate_date=" 2026-11-30 ").exchange_rate_date == "2026-11-30"
    assert Workload(exchange_rate_date="").exchange_rate_date is None


def test_an_exchange_rate_that_is_not_used_says_so() -> None:
    """A date without a rate showed the catalog's rate with the catalog's date, and a rate
    without a currency changed nothing: both without a word."""
    base = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora")
    code, out, err = run(*base, "--currency", "CNY", "--exchange-rate-date", "2026-11-01")
    assert code == 0, err
    assert "! The exchange rate date 2026-11-01 is not used: it dates a rate given in " in out
    assert "--exchange-rate; the catalog's rate of 20" in out
    code, out, err = run(*base, "--exchange-rate", "7.1")
    assert code == 0, err
    assert "! The exchange rate is not used: money is shown in US dollars (set --currency)." in out
    doc = _json(*base, "--currency", "TWD", "--exchange-rate", "32")
    assert not [w for w in doc["warnings"] if "exchange rate" in w]  # type: ignore[union-attr]


def test_a_slow_checkpoint_write_lowers_goodput_and_lengthens_the_run() -> None:
    """--checkpoint-write-gbps-per-node 0.1: a 9-16 min write, goodput stayed at 98%."""
    base = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8")
    base += ("--method", "full")
    fast = _json(*base)
    slow = _json(*base, "--checkpoint-write-gbps-per-node", "0.1")
    assert fast["compute"]["goodput"] == pytest.approx(0.98, abs=0.005)  # type: ignore[index]
    assert slow["compute"]["goodput"] < 0.5  # type: ignore[index,operator]
    assert slow["time"]["hours"] > 2 * fast["time"]["hours"]  # type: ignore[index,operator]
    assert any("checkpoint writes stall" in w for w in slow["warnings"])  # type: ignore[attr-defined]


def test_spot_and_reserved_sets_price_and_say_their_terms() -> None:
    base = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora")
    spot = _json(*base, "--price-set", "cloud_spot", "--tokens", "1e9")
    assert spot["prices"]["cloud_usd_per_gpu_hour"] == pytest.approx(35.395749698 / 8, rel=1e-6)
    assert any("Spot prices" in n for n in spot["notes"])  # type: ignore[union-attr]
    reserved = _json(*base, "--price-set", "cloud_reserved_1y", "--region", "tw")
    assert reserved["prices"]["cloud_usd_per_gpu_hour"] == pytest.approx(51837.84115728 / 730 / 8)
    assert any("1-year commitment" in n for n in reserved["notes"])  # type: ignore[union-attr]
    code, out, _ = run(*base, "--price-set", "cloud_reserved_3y", "--lang", "zh_TW")
    assert code == 0 and "3 年承諾用量在承諾期內每小時都計費" in out
    code, _, err = run(*base, "--price-set", "cloud_reserved_5y")
    assert code == 2 and "--price-set" in err and "cloud_reserved_3y" in err
