"""vLLM releases whose start-up sampler warm-up sorts the whole vocabulary (0.11.1–0.15): the
start-up peak they reach and the smaller KV cache pool they leave are said beside the pool the
planner sizes (the releases whose sampler sorts nothing); the figures themselves stay."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.memory.inference import SORTING_SAMPLER_BYTES, stage_memory
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.plan import Plan

CAT = shipped_catalog()
H100 = CAT.gpu("h100-sxm-80gb")
QWEN3_32B = CAT.models["qwen3-32b"]
GIB = 2**30


def _sampler_notes(mem: object) -> list[str]:
    return [w for w in mem.warnings if "warms its sampler up" in w]  # type: ignore[attr-defined]


def test_qwen3_32b_on_one_h100_says_the_pool_those_releases_leave() -> None:
    plan = Plan(method="inference", framework="vllm", context=16000)
    mem = estimate_memory(QWEN3_32B, H100, plan)
    (note,) = _sampler_notes(mem)
    rows, vocab = 1024, QWEN3_32B.vocab_size  # the H100's default max_num_seqs
    peak = SORTING_SAMPLER_BYTES * rows * vocab
    extra = peak - mem.bytes_of("activations")
    pool = mem.limit_bytes - (mem.total_bytes - mem.bytes_of("kv_cache"))
    assert "sorting the whole vocabulary (151,936 tokens) for each of 1,024 dummy" in note
    assert f"({extra / pool:.0%} of" in note
    # the published start-up log of such a release on an H100 at 0.9 (llm-d-benchmark, vLLM
    # image of early 2026): 4.45 GiB of KV cache beside 61.03 GiB of weights and a 5.64 GiB
    # activation peak; the pool the note gives is within 15% of it
    assert (pool - extra) / GIB == pytest.approx(4.45, rel=0.15)


def test_the_note_changes_no_figure() -> None:
    plan = Plan(method="inference", framework="vllm", context=16000)
    mem = estimate_memory(QWEN3_32B, H100, plan)
    few = estimate_memory(QWEN3_32B, H100, plan.with_changes(max_num_seqs=64))
    assert _sampler_notes(mem) and not _sampler_notes(few)
    # 64 sequences at once: the same KV pool and weights, a smaller sampled-logits row count
    assert few.bytes_of("weights") == mem.bytes_of("weights")


@pytest.mark.parametrize(
    ("changes", "gpu_id"),
    [
        ({"framework": "sglang"}, "h100-sxm-80gb"),  # its sampler warm-up sorts nothing
        ({"framework": "vllm", "max_num_seqs": 64}, "h100-sxm-80gb"),  # few dummy requests
        ({"framework": "vllm"}, "a100-sxm-80gb"),  # 256 dummy requests by default
    ],
)
def test_no_note_where_the_sort_is_small_or_absent(changes: dict[str, object], gpu_id: str) -> None:
    plan = Plan(method="inference", context=16000, **changes)  # type: ignore[arg-type]
    assert not _sampler_notes(estimate_memory(QWEN3_32B, CAT.gpu(gpu_id), plan))


def test_a_small_share_of_a_large_pool_is_not_said() -> None:
    """Llama 3.1 8B on an H100: the sort's extra 3.5 GB is 6% of a 59 GB pool."""
    llama = CAT.models["llama-3.1-8b"]
    plan = Plan(method="inference", framework="vllm", context=16000)
    assert not _sampler_notes(estimate_memory(llama, H100, plan))


def test_a_pool_the_sort_takes_whole_is_said_not_to_start() -> None:
    gpt_oss = CAT.models["gpt-oss-120b"]
    plan = Plan(method="inference", framework="vllm", context=8192, memory_share=0.88)
    (note,) = _sampler_notes(estimate_memory(gpt_oss, H100, plan))
    assert "leave no room for the KV cache and do not start" in note


def test_only_the_sampling_stage_says_it() -> None:
    """Over two pipeline stages only the last computes the logits and samples."""
    gpt_oss = CAT.models["gpt-oss-120b"]
    plan = Plan(method="inference", framework="vllm", context=8192, pp=2, gpus_per_node=2)
    first, last = (stage_memory(gpt_oss, H100, plan, None, stage) for stage in (0, 1))
    assert not _sampler_notes(first)
    assert len(_sampler_notes(last)) == 1
    assert len(_sampler_notes(estimate_memory(gpt_oss, H100, plan))) <= 1
