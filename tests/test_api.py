"""The Python API gives what the CLI gives, names bad fields, and finds the fewest GPUs."""

from __future__ import annotations

import json

import pytest

from hwplanner import api
from hwplanner.cli import main


def test_as_dict_equals_the_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "full"]
    argv += ["--framework", "deepspeed", "--seq-len", "4096", "--tokens", "1e9", "--json"]
    assert main(argv) == 0
    cli_doc = json.loads(capsys.readouterr().out)
    est = api.estimate(
        model="llama-3.1-8b",
        gpu="h100-sxm-80gb",
        method="full",
        framework="deepspeed",
        seq_len=4096,
        tokens=1e9,
    )
    assert json.loads(json.dumps(est.as_dict(), allow_nan=True)) == cli_doc


def test_framework_defaults_apply_as_in_the_cli() -> None:
    est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "full", framework="torchtune")
    assert est.scenario.plan.precision.value == "bf16"
    assert not est.scenario.plan.is_user("precision")


@pytest.mark.parametrize(
    ("values", "text"),
    [
        ({"seq_len": 0}, "seq_len: 0 is outside the allowed range 1 ≤ seq_len"),
        ({"tp": 3, "gpus_per_node": 3}, "tp: 3 does not divide the model's 32 attention heads"),
        ({"mfu": 2.0}, "mfu: 2.0 is outside the allowed range"),
        ({"sequence_length": 5}, "sequence_length: not a plan or workload field"),
    ],
)
def test_bad_input_names_the_field(values: dict[str, object], text: str) -> None:
    with pytest.raises(api.InputError, match=text.replace("(", r"\(")):
        api.estimate("llama-3.1-8b", "h100-sxm-80gb", **values)  # type: ignore[arg-type]


def test_min_gpus() -> None:
    assert api.min_gpus("llama-3.1-8b", "h100-sxm-80gb", "lora") == 1
    n = api.min_gpus("llama-3.1-70b", "a100-sxm-80gb", "full", framework="deepspeed")
    assert n is not None and n > 8
    assert api.min_gpus("llama-3.1-405b", "rtx-3060", "full") is None


def test_fields_are_the_declared_ones() -> None:
    f = api.fields()
    assert f["seq_len"].owner == "plan" and f["tokens"].owner == "workload"
    assert f["cloud_usd_per_gpu_hour"].flag == "--price-per-gpu-hour"


def test_a_plan_the_gpu_cannot_run_is_refused_not_none() -> None:
    import pytest

    from hwplanner import api

    with pytest.raises(api.InputError, match=r"precision: .* has no FP8 tensor cores"):
        api.min_gpus("llama-3.1-8b", "a100-sxm-80gb", "full", precision="fp8", framework="nemo")


def test_a_field_that_does_not_apply_is_named_not_ignored() -> None:
    """A storage format for full fine-tuning (every weight trains in its recipe's format)
    changes nothing: the estimate says so by name, as the CLI does by flag."""
    full = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "full", weight_format="nf4")
    assert any("Not used by this plan" in n and "weight_format" in n for n in full.notes)
    lora = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora", weight_format="nf4")
    assert not any("Not used by this plan" in n for n in lora.notes)


def test_min_gpus_reads_the_padded_rows() -> None:
    """Padded to each micro-batch's longest sample of 300 tokens, a 7B LoRA without
    checkpointing fits one 24 GB card where rows of 2,048 tokens need four (scenario/rows.py)."""
    plan = dict(seq_len=2048, recompute="none")
    assert api.min_gpus("qwen2.5-7b", "rtx-4090", "lora", **plan) == 4
    padded = dict(padding="longest", sample_tokens_mean=150, sample_tokens_max=300)
    assert api.min_gpus("qwen2.5-7b", "rtx-4090", "lora", **plan, **padded) == 1
