"""Command-line options generated from the Plan and Workload field declarations."""

import argparse

import pytest

from hwplanner.cli import UsageError, build_parser
from hwplanner.cli.options import FLAGS, add_plan_options, plan_from_args, workload_from_args
from hwplanner.engine.plan.fields import declared
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    add_plan_options(p)
    return p


def test_cli_options_build_a_workload() -> None:
    args = _parser().parse_args(
        [
            "--tokens",
            "2e12",
            "--mfu",
            "0.4",
            "--price-per-gpu-hour",
            "2",
            "--pue",
            "1.2",
            "--checkpoints-kept",
            "5",
            "--electricity",
            "0.1",
            "--amortisation-years",
            "4",
        ]
    )
    w = workload_from_args(args)
    assert w == Workload(
        tokens=2e12,
        mfu=0.4,
        cloud_usd_per_gpu_hour=2.0,
        pue=1.2,
        checkpoints_kept=5,
        electricity_usd_per_kwh=0.1,
        amortisation_years=4,
    )
    assert workload_from_args(_parser().parse_args([])) == Workload()


def test_cli_help_states_units_and_ranges() -> None:
    text = " ".join(_parser().format_help().split())
    assert "0.01 ≤ mfu ≤ 1" in text
    assert "--co2-intensity" in text and "KG/KWH" in text


def test_cli_bad_value_names_the_field() -> None:
    with pytest.raises(UsageError) as err:
        workload_from_args(_parser().parse_args(["--mfu", "2"]))
    assert str(err.value) == "--mfu: 2.0 is outside the allowed range 0.01 ≤ mfu ≤ 1"


def test_every_declared_field_has_an_option() -> None:
    help_text = build_parser()._subparsers._group_actions[0].choices["estimate"].format_help()  # type: ignore[union-attr]
    for model in (Plan, Workload):
        for d in declared(model):
            assert d.flag in help_text, d.name
    plan_names = {d.name for d in declared(Plan)}
    assert not plan_names & {d.name for d in declared(Workload)}, "names must not collide"
    assert len(FLAGS) == len(declared(Plan)) + len(declared(Workload))


def test_plan_flags_over_a_base_plan_keep_the_users_values() -> None:
    base = Plan(method="full", framework="deepspeed", seq_len=4096)
    args = _parser().parse_args(["--framework", "torchtune"])
    plan = plan_from_args(args, base)
    assert plan.seq_len == 4096 and plan.framework == "torchtune"
    assert plan.precision.value == "bf16"  # torchtune's, since the user never set one
    args = _parser().parse_args(["--precision", "mixed", "--no-sequence-parallel"])
    plan = plan_from_args(args, base)
    assert plan.precision.value == "mixed" and plan.sequence_parallel is False
    assert plan.is_user("precision") and not plan.is_user("optimizer_impl")
