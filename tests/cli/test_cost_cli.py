"""Money on the command line: which price sets rent, dates of exchange rates, budget basis."""

from __future__ import annotations

import contextlib
import io

import pytest

from hwplanner.cli import main
from hwplanner.engine.fields import declared
from hwplanner.engine.workload import Workload


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
    assert d.values == ("cloud_ondemand", "market_rental")
    code, out, _ = run("estimate", "--help")
    assert code == 0
    assert "{cloud_ondemand,market_rental}" in out.replace("\n", "").replace(" ", "")
    with open("docs/CLI.md", encoding="utf-8") as f:
        assert "`--price-set` cloud_ondemand|market_rental" in f.read()


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


def test_recommend_prints_its_budget_basis_and_never_a_plain_yes_over_the_purchase() -> None:
    argv = ("recommend", "--model", "llama-3.1-8b", "--method", "lora", "--gpu-filter", "b200")
    code, out, err = run(*argv, "--budget-usd", "50000", "--top", "3")
    assert code == 0, err
    first = out.splitlines()[0]
    assert first.startswith("Budget $50,000, compared with the run cost")
    rows = [line for line in out.splitlines() if " owned " in line and "4  NVIDIA B200" in line]
    assert rows and all(r.endswith("purchase over budget") for r in rows)  # $180,003
    one = [line for line in out.splitlines() if line.strip().startswith("1  NVIDIA B200")]
    assert any(r.endswith("yes") for r in one)  # 1 × B200 at $45,003 is within $50,000
    code, out, _ = run(*argv, "--budget-usd", "50000", "--currency", "TWD")
    assert out.splitlines()[0].startswith("Budget NT$") and "(US$50,000 given)" in out
    data = _json(*argv, "--budget-usd", "50000")
    assert data["budget"]["usd"] == 50_000  # type: ignore[index]
    assert "share of owning" in data["budget"]["basis"]  # type: ignore[index]
    owned = [o for o in data["by_cost"] if o["where"] == "owned"]  # type: ignore[attr-defined]
    assert {o["purchase_within_budget"] for o in owned} == {True, False}
    code, out, _ = run(*argv)
    assert not out.startswith("Budget") and _json(*argv)["budget"] is None
