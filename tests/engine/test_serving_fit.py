"""The reverse fit for serving (engine/solve/serving_fit.py): on a serving plan's GPUs, every
weight format × KV-cache type its engine serves, whether one user fits, the longest context,
the users at the context, one user's speed and the format's published quality cost."""

from __future__ import annotations

import itertools

import pytest

from hwplanner import api
from hwplanner.engine.estimate import estimate as run
from hwplanner.engine.plan.enums import KvDtype, WeightFormat
from hwplanner.engine.serving.quality import QUALITY
from hwplanner.engine.solve.serving_fit import serving_fit


def _rows(model: str, gpu: str, **plan: object):  # type: ignore[no-untyped-def]
    return api.fit(model, gpu, **plan)


def test_llama_70b_on_two_4090s_fits_only_in_4_bits_and_an_fp8_cache_doubles_its_users() -> None:
    rows = _rows("llama-3.1-70b", "rtx-4090", tp=2, gpus_per_node=2, context=8192)
    by = {(r.weight_format, r.kv_dtype): r for r in rows}
    assert not by[(WeightFormat.BF16, KvDtype.BF16)].fits
    assert by[(WeightFormat.BF16, KvDtype.BF16)].longest_context is None
    four = by[(WeightFormat.INT4, KvDtype.FP8)]
    assert four.fits and four.users == 4 and four.decode_tokens_per_second > 10
    # a 16-bit cache holds half the tokens: half the users, half the longest context
    half = by[(WeightFormat.INT4, KvDtype.BF16)]
    assert half.fits and half.users == 2 and half.longest_context is not None
    assert half.longest_context == pytest.approx(four.longest_context / 2, rel=0.01)
    # each row is the plan with that format and cache, as the estimate sizes it
    assert four.plan.weight_format is WeightFormat.INT4 and four.plan.kv_dtype is KvDtype.FP8
    # fewer bits never hold less
    for a, b in itertools.pairwise(
        [by[(f, KvDtype.FP8)] for f in (WeightFormat.BF16, WeightFormat.FP8, WeightFormat.INT4)]
    ):
        assert a.total_bytes > b.total_bytes


def test_each_row_says_the_formats_published_cost_and_16_bits_has_none() -> None:
    rows = _rows("llama-3.1-8b", "h100-sxm-80gb", context=32768)
    formats = {r.weight_format for r in rows}
    assert {WeightFormat.BF16, WeightFormat.FP8, WeightFormat.INT4} <= formats
    for r in rows:
        assert r.fits and r.users is not None and r.users >= 1
        assert r.quality is QUALITY.get(r.weight_format)
    bf16 = next(r for r in rows if r.weight_format is WeightFormat.BF16)
    assert bf16.quality is None
    int4 = QUALITY[WeightFormat.INT4]
    assert int4.full == 5.47 and int4.quantized == 5.60 and int4.lower_is_better
    assert int4.worse_by == pytest.approx(0.13 / 5.47)
    fp8 = QUALITY[WeightFormat.FP8]  # a benchmark average: higher is better
    assert not fp8.lower_is_better and fp8.worse_by == pytest.approx(0.49 / 68.71)


def test_the_engine_decides_the_formats_and_a_native_format_costs_nothing() -> None:
    gguf = _rows("llama-3.1-8b", "rtx-4090", framework="llamacpp", context=8192)
    assert {r.weight_format for r in gguf} <= {
        WeightFormat.BF16,
        WeightFormat.FP16,
        WeightFormat.Q8_0,
        WeightFormat.Q6_K,
        WeightFormat.Q5_K_M,
        WeightFormat.Q4_K_M,
        WeightFormat.Q4_0,
        WeightFormat.MXFP4,
    }
    oss = _rows("gpt-oss-120b", "h100-sxm-80gb", context=32768)
    mx = [r for r in oss if r.weight_format is WeightFormat.MXFP4]
    assert mx and all(r.fits and r.quality is None for r in mx)  # released in MXFP4


def test_only_serving_plans_are_fitted() -> None:
    sc, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "lora")
    with pytest.raises(ValueError, match="method"):
        serving_fit(sc.model, sc.gpu, sc.plan, sc.workload)


def test_the_plan_as_it_stands_comes_first_with_the_checkpoints_own_format() -> None:
    """A checkpoint in its own format (gpt-oss: MXFP4 experts, 16-bit attention) is the plan's
    row, as the estimate has it; the explicit MXFP4 row quantizes attention too, and differs."""
    from hwplanner.engine.estimate import Scenario, estimate

    rows = _rows("gpt-oss-20b", "rtx-4090")
    first = rows[0]
    assert first.planned and first.checkpoint and first.quality is None
    assert first.weight_format is WeightFormat.MXFP4
    sc, _ = api.scenario("gpt-oss-20b", "rtx-4090", "inference")
    est = estimate(Scenario(model=sc.model, gpu=sc.gpu, plan=sc.plan.with_changes(batch=1)))
    assert first.total_bytes == pytest.approx(est.memory.total.value)
    assert sum(r.planned for r in rows) == 1
    keys = [(r.weight_format, r.kv_dtype, round(r.total_bytes)) for r in rows]
    assert len(keys) == len(set(keys))  # no row twice


def test_every_kv_cache_the_engine_offers_and_fp16_where_there_is_no_bf16() -> None:
    gguf = _rows("llama-3.1-8b", "rtx-4090", framework="llamacpp")
    assert {r.kv_dtype for r in gguf} == {KvDtype.BF16, KvDtype.INT8, KvDtype.INT4}
    t4 = _rows("llama-3.1-8b", "t4", weight_format="fp16", context=4096)
    formats = {r.weight_format for r in t4}
    assert WeightFormat.FP16 in formats and WeightFormat.BF16 not in formats
    assert t4[0].planned and t4[0].weight_format is WeightFormat.FP16


def test_nf4_with_double_quantization_carries_the_qlora_figure() -> None:
    rows = _rows("llama-3.1-8b", "l40s", framework="tgi", context=4096)
    dq = [r for r in rows if r.weight_format is WeightFormat.NF4_DQ]
    assert dq and dq[0].quality is QUALITY[WeightFormat.NF4_DQ]
    assert all(r.quality is None for r in rows if r.weight_format is WeightFormat.NF4)


def test_a_longest_context_past_the_models_limit_is_the_models_limit() -> None:
    rows = _rows("llama-3.2-1b", "h200-sxm-141gb", context=4096)
    capped = [r for r in rows if r.model_limit]
    assert capped and all(r.longest_context == 131072 for r in capped)


def test_a_draft_model_is_counted_and_a_missing_one_refused() -> None:
    from hwplanner.api import InputError

    with pytest.raises(InputError, match="draft"):
        _rows("llama-3.1-8b", "h100-sxm-80gb", speculative="draft")
    plain = _rows("llama-3.1-70b", "h100-sxm-80gb", tp=2, gpus_per_node=2)[0]
    drafted = _rows(
        "llama-3.1-70b",
        "h100-sxm-80gb",
        tp=2,
        gpus_per_node=2,
        speculative="draft",
        draft_model="llama-3.2-1b",
    )[0]
    assert drafted.total_bytes > plain.total_bytes  # the draft's weights and cache


def test_vllm_has_no_bitsandbytes_kernels_on_amd_and_no_fp8_on_volta() -> None:
    """vLLM's Supported Hardware table: the formats it lacks kernels for on a GPU are refused
    by name, and the reverse fit does not offer them there. AWQ/GPTQ (int4), which the table
    also marks for AMD GPUs, run there (vLLM's ROCm platform: exllama GPTQ, Triton AWQ), read
    at a 16-bit GEMV's rate (no Marlin on ROCm, no 4-bit kernel measured there), said so."""
    from hwplanner.api import InputError

    with pytest.raises(InputError, match="vLLM has no kernels for nf4 weights on the AMD") as e:
        api.scenario("llama-3.1-8b", "mi300x", "inference", weight_format="nf4")
    allowed = str(e.value).split("allowed: ")[1].split(", ")
    assert {"fp8", "int4", "q4_k_m"} <= set(allowed)  # GGUF runs there (the same table)
    assert not {"nf4", "mlx-q4", "mlx-q8"} & set(allowed)  # MLX's formats load only in MLX
    with pytest.raises(InputError, match="no kernels for fp8 weights on the NVIDIA Tesla V100"):
        api.scenario("llama-3.1-8b", "v100-sxm2-32gb", "inference", weight_format="fp8")
    amd = {r.weight_format for r in _rows("llama-3.1-8b", "mi300x", context=8192)}
    assert {WeightFormat.FP8, WeightFormat.INT4} <= amd
    assert not amd & {WeightFormat.INT8, WeightFormat.NF4}
    est = api.estimate("qwen3-32b", "mi100", "inference", weight_format="int4", gpus_per_node=4)
    decode = est.budget.compute["decode_tokens_per_second"]
    assert any(
        "no 4-bit kernel measured on this GPU's architecture" in str(n) for n in decode.notes
    )
    # SGLang on the MI300X (no such table taken for it) keeps its formats
    assert api.scenario("llama-3.1-8b", "mi300x", "inference", framework="sglang")


def test_an_unset_context_holds_the_longest_request() -> None:
    """A serving plan with no context given: the KV cache is sized for the longest request the
    workload gives (origin workload, said), not the field's 4,096 tokens; a context the user
    sets stays (and is warned about when shorter); a short workload keeps the default."""
    base = dict(framework="vllm", batch=32, output_tokens=1000)  # fmt: skip
    sc, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", prompt_tokens=8000, **base)
    est = run(sc, solve=False)
    assert sc.plan.context == 9000 and est.origins["context"].origin.value == "workload"
    assert any("Context not set" in n for n in est.notes)
    given, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", prompt_tokens=8000,
                            context=4096, **base)  # fmt: skip
    kept = run(given, solve=False)
    assert given.plan.context == 4096 and kept.origins["context"].origin.value == "user"
    assert kept.memory.total_bytes < est.memory.total_bytes
    assert any("exceed the plan's context" in w for w in kept.warnings)
    short, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "inference", prompt_tokens=1000,
                            **base)  # fmt: skip
    assert (
        short.plan.context == 4096
        and run(short, solve=False).origins["context"].origin.value == "default"
    )
