"""Guards the engine's error against published measurements and the fake-tensor oracle.

Thresholds sit a little above what the engine achieves (docs/ACCURACY.md), so a change that
makes any category worse fails here; the issue's targets are the outer limits.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

import pytest

from hwplanner.cli import validate as cli
from hwplanner.validation.cases import CATEGORIES, Case, Quantity, load_jsonl
from hwplanner.validation.derivations import Validation
from hwplanner.validation.evaluate import Result, Summary, predict

# category → (max median |error|, max p90 |error|); achieved values in the comments.
LIMITS = {
    # 4.1% / 12.8% over 66 rows (target 8% / 15%); 4.3% / 12.7% over 59 before torchtitan's
    # per-op selective checkpointing entered 7 rows; 5.4% / 17.4% before the frozen
    # projections, LitGPT's profile, bitsandbytes < 0.43.2 and the older plain losses
    "A_train_memory": (0.05, 0.14),
    # 8.5% / 25.9% over 10 rows: Unsloth GRPO with and without vLLM in the process, ms-swift
    # DPO LoRA and PPO LoRA / full (within 9%), Megatron-SWIFT's DPO and KTO examples −6…−31%,
    # NeMo-RL's Mistral-NeMo DPO −17% (4.3% / 8.6% over the first 5); target 15% median
    "A_posttrain_memory": (0.09, 0.28),
    # 1.8% / 5.4% over 38 rows since 11 vLLM start-up logs' KV cache pools entered (2.1% / 5.1%
    # before); issue: 7% median
    "B_inference_memory": (0.03, 0.07),
    # 10.7% / 31.1% over 106 rows since NeMo AutoModel's MoE runs are entered with the full
    # recompute their benchmark configs set (9.6% / 28.9% when they were taken as selective;
    # 8.3% / 27.1% over 77 before the 27 FP8 and torch.compile runs were entered); target 15%
    # median, 30% p90
    "C_time_throughput": (0.11, 0.32),
    "D_params_arch": (0.001, 0.001),  # exact
    # 18.8% / 83.9% over 99 rows since 22 MI300X rows (ROCm blogs, AMD performance pages,
    # Azure, OCI, dstack) and Azure's 12 H100 trtllm-bench rows entered: dense Llama offline
    # +5…+91% (one MI300X configuration measures 12,204–16,582 tok/s across vLLM builds; Llama
    # 3.1 8B 128/128 on one H100 15,163 at Azure, 28,312 in NVIDIA's overview), DeepSeek-R1
    # decode at 4–128 users on February 2025 ROCm builds 3–7× optimistic; the 65 rows before
    # them 12.1% / 43.2% (15.0% / 51.7% before llama.cpp's fp16-accumulate prefill); target 20%
    "D_serving": (0.19, 0.88),
    # 0.3% / 2.9% (324 rows) since 96 DPO steps entered: TRL 1.16's fused-head loop within
    # −2.2…+4%; TRL 0.28's within 0.5% on Llama 3.2 1B, −2…−12% on Llama 3.1 8B, whose peak
    # falls in the reference forward TRL runs after the policy's (+ 4 B per logit and the
    # hidden-states tuple, not modelled); 0.1% / 1.5% over the 228 training steps before them
    "O_oracle_grid": (0.005, 0.06),
    # 4.3% / 6.3% over 7 rows since Unsloth's gpt-oss-20b QLoRA row (−7.4%, unseen when
    # added) entered; 3.3% / 5.4% over the 6 before, worst −5.6% (5.6% / 35.9% before
    # Unsloth's LoRA kernels and rotary tables, 21.6% median before the transformers
    # 4.46–4.48 loss)
    "E_max_seq_len": (0.05, 0.08),
}


# the same with each case's own publication left out of every derived constant (measured
# 2026-12-02: 4.2% / 12.4%, 2.1% / 5.1%, 10.9% / 30.8%, 0 / 0, 12.1% / 43.2%, 0.1% / 1.5%,
# 3.3% / 5.4%)
LOSO_LIMITS = {
    "A_train_memory": (0.05, 0.14),
    "A_posttrain_memory": (0.09, 0.28),
    "B_inference_memory": (0.03, 0.07),
    "C_time_throughput": (0.115, 0.32),
    "D_params_arch": (0.001, 0.001),
    "D_serving": (0.19, 0.88),  # 18.8% / 83.9% with the MI300X and Azure rows
    "O_oracle_grid": (0.005, 0.06),
    "E_max_seq_len": (0.05, 0.08),
}


@pytest.fixture(scope="module")
def validation(validation_run: Validation) -> Validation:
    return validation_run


@pytest.mark.parametrize("category", CATEGORIES)
def test_category_error_stays_within_its_limit(
    validation: tuple[list[Result], list[Summary]], category: str
) -> None:
    summary = {s.category: s for s in validation[1]}[category]
    median_limit, p90_limit = LIMITS[category]
    assert summary.scored >= 5
    assert summary.median_abs <= median_limit
    assert summary.p90_abs <= p90_limit
    median_limit, p90_limit = LOSO_LIMITS[category]
    assert summary.loso_median_abs <= median_limit
    assert summary.loso_p90_abs <= p90_limit


def test_every_row_is_a_case_modelled_or_explained(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    results = validation[0]
    ids = {r.case.id for r in results}
    for row in load_jsonl("measurements.jsonl"):
        assert any(i == row["id"] or i.startswith(row["id"] + "-") for i in ids), row["id"]
    for r in results:
        if not r.modelled:
            assert r.case.reason and "no mapping" not in r.case.reason, r.case.id
        else:
            assert math.isfinite(r.predicted) and r.predicted > 0, r.case.id


def test_lower_bounds_hold(validation: tuple[list[Result], list[Summary]]) -> None:
    assert all(s.bounds_failed == 0 for s in validation[1])


def test_prediction_is_cut_to_what_was_measured(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    case = next(r.case for r in validation[0] if r.case.id == "A-tt-l2-7b-lora-qv-r8")
    assert case.scenario is not None

    def as_(q: Quantity) -> float:
        return predict(
            Case(id="x", category=case.category, quantity=q, measured=1.0, scenario=case.scenario)
        )[0]

    parts = {}
    _, est = predict(case)
    assert est is not None
    parts = {p.key: p.value for p in est.memory.overheads}
    device = as_(Quantity.DEVICE)
    assert as_(Quantity.RESERVED) == pytest.approx(device - parts["cuda_context"])
    assert as_(Quantity.ALLOCATED) == pytest.approx(
        device - parts["cuda_context"] - parts["allocator"]
    )
    assert as_(Quantity.TENSORS) == pytest.approx(device - sum(parts.values()))


@pytest.mark.usefixtures("command_validates_once")
def test_command_prints_and_writes_markdown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ACCURACY.md"
    assert cli.run(argparse.Namespace(write=out, json=False)) == 0
    text = capsys.readouterr().out
    assert "Summary" in text and "Not modelled" in text
    md = out.read_text(encoding="utf-8")
    assert md.startswith("# Accuracy") and "| A-tt-l32-3b-packed |" in md
    assert "## Constants derived from published results" in md
    assert "median \\|err\\|, source left out" in md and "| Stack efficiency" in md


def test_unsloth_longest_sequences_follow_its_lora_kernels(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    """Unsloth's kernels keep about half the Hugging Face layer and, in December 2024, every
    layer had its own rotary tables (memory/lora_kernels.py): its published longest sequences come
    within 5% (34–37% short before)."""
    by_id = {r.case.id: r for r in validation[0]}
    expected = {  # row → (engine's longest sequence, published)
        "A-unsloth-l31-8b-qlora-80gb-maxctx": (344_448, 342_733),
        "A-unsloth-l31-8b-qlora-24gb-maxctx": (80_256, 78_475),
        "A-unsloth-l33-70b-qlora-80gb-maxctx": (85_504, 89_389),
    }
    for rid, (predicted, published) in expected.items():
        r = by_id[rid]
        assert r.modelled and r.case.measured == published
        assert r.predicted == pytest.approx(predicted, rel=0.01), rid
        assert abs(r.predicted / published - 1) < 0.05, rid
    # the Hugging Face + FA2 column of the same tables keeps its Hugging Face accounting
    assert by_id["A-hffa2-l31-8b-qlora-80gb-maxctx"].predicted == pytest.approx(29_952, rel=0.01)
    small = by_id["A-unsloth-l31-8b-qlora-8gb-maxctx"]
    assert not small.modelled and "fixed memory" in (small.case.reason or "")
    # a later Unsloth on a mixture of experts, unseen when added: gpt-oss-20b QLoRA on an
    # H100, 290K stated (its chunked loss), within 10%
    oss = by_id["A-unsloth-gptoss20b-qlora-h100-maxctx"]
    assert oss.modelled and oss.case.measured == 290_000
    assert abs(oss.predicted / 290_000 - 1) < 0.1


def test_fp8_runs_are_timed_from_per_gemm_microbenchmarks(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    """No FP8 run's end-to-end result sets the FP8 speed-up (time/techniques.py FP8_GEMM are
    kernel microbenchmarks): the published FP8 runs are its test — 27 of them, 13.9% median."""
    from hwplanner.engine.plan.plan import Precision

    fp8 = [
        abs(r.error)
        for r in validation[0]
        if r.scored
        and r.case.category == "C_time_throughput"
        and r.case.scenario is not None
        and r.case.scenario.plan.precision is Precision.FP8
    ]
    assert len(fp8) >= 25
    assert sorted(fp8)[len(fp8) // 2] <= 0.15


def test_fewer_runs_that_ran_are_told_they_do_not_fit(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    """Every published training run ran: those the verdict refuses are listed in ACCURACY.md.
    65 of 172 without Transformer Engine's layer layout and torchtitan's per-op selective
    checkpointing, 45 with them (two Megatron-Bridge 70B runs "tight" once the interleaved
    schedule's warm-up is counted), 34 since MPT's fused cross-entropy, AutoModel's bf16 loss
    and benchmark recompute, sharded FP8 weights and Megatron's offload of some layers' activations
    are modelled, 28 with FP8 weights (NeMo's and Megatron-Bridge's fp8_param_gather); a change
    that refuses more fails here."""
    from hwplanner.validation.report import told_cannot

    checked, told = told_cannot(validation[0])
    assert checked >= 170
    assert len(told) <= 28
