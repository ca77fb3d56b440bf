"""Solvers: fewest GPUs, largest micro-batch, longest sequence."""

from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.solve.solve import max_micro_batch, max_seq_len, min_gpus
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B, RTX4090


def test_min_gpus_is_minimal() -> None:
    plan = Plan(method="full", precision="mixed", optimizer_impl="fused", recompute="full")
    sol = min_gpus(LLAMA_70B, H100, plan)
    assert sol is not None
    assert estimate_memory(LLAMA_70B, H100, sol.plan).fits
    assert sol.gpus == sol.plan.gpus
    # one GPU fewer (same strategy) does not fit
    fewer = sol.plan.model_copy(update={"gpus_per_node": 8, "nodes": (sol.gpus - 8) // 8})
    if sol.gpus > 8:
        assert not estimate_memory(LLAMA_70B, H100, fewer).fits
    assert 8 <= sol.gpus <= 32  # 16 B/param × 70.6B ≈ 1.13 TB over 80 GB cards


def test_min_gpus_one_when_it_fits() -> None:
    sol = min_gpus(LLAMA_8B, H100, Plan(method="lora"))
    assert sol is not None and sol.gpus == 1


def test_inference_min_gpus_uses_tensor_parallel() -> None:
    sol = min_gpus(LLAMA_70B, H100, Plan(method="inference", context=4096))
    assert sol is not None and sol.gpus == 2 and sol.plan.tp == 2


def test_max_micro_batch_and_seq_len_are_boundaries() -> None:
    plan = Plan(method="qlora", seq_len=2048, recompute="full")
    b = max_micro_batch(LLAMA_8B, RTX4090, plan)
    assert b is not None and b >= 1
    assert estimate_memory(LLAMA_8B, RTX4090, plan.model_copy(update={"micro_batch": b})).fits
    over = plan.model_copy(update={"micro_batch": b + 1})
    assert not estimate_memory(LLAMA_8B, RTX4090, over).fits
    s = max_seq_len(LLAMA_8B, RTX4090, plan)
    assert s is not None and s % 128 == 0
    assert estimate_memory(LLAMA_8B, RTX4090, plan.model_copy(update={"seq_len": s})).fits
    assert not estimate_memory(LLAMA_8B, RTX4090, plan.model_copy(update={"seq_len": s + 128})).fits


def test_nothing_fits_gives_none() -> None:
    assert max_micro_batch(LLAMA_70B, RTX4090, Plan(method="full")) is None
