"""NVFP4 training: Transformer Engine's recipe through Megatron-LM and NeMo on
Blackwell, refused by name elsewhere; its memory (the mixed recipe's bytes, NVFP4 weight and
activation copies) and its speed."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.engine.plan.formats import NVFP4_BYTES, nvfp4_share

PLAN = {"framework": "megatron", "gpus_per_node": 8, "seq_len": 8192, "micro_batch": 1}


def _est(precision: str, gpu: str = "b200", **values: object) -> api.Estimate:
    return api.estimate("llama-3.1-8b", gpu, "pretrain", precision=precision, **{**PLAN, **values})


def test_an_nvfp4_plan_runs_on_b200_and_is_refused_on_h100_by_name() -> None:
    est = _est("nvfp4")
    assert est.scenario.plan.precision.value == "nvfp4"
    with pytest.raises(api.InputError, match="precision: the NVIDIA H100 SXM5 80GB runs no NVFP4"):
        _est("nvfp4", "h100-sxm-80gb")
    # NVFP4 is NVIDIA's: refused on AMD's FP4 GPUs; a Blackwell row without a published FP4
    # figure runs, timed at bf16 speed and said so
    with pytest.raises(api.InputError, match="precision: the AMD Instinct MI355X"):
        _est("nvfp4", "mi355x")
    rtx = _est("nvfp4", "rtx-5080", gpus_per_node=1).figures()["compute.fp8_speedup"]
    assert rtx.value == 1.0 and any("bf16 speed" in str(n) for n in rtx.notes)
    # the B300, where the NVFP4 GEMMs were measured, gets their measured pre-quantized gain
    b300 = dict(_est("nvfp4", "b300").figures()["compute.fp8_speedup"].inputs)
    assert b300["pre-quantized GEMM speed-up on this GPU"] == pytest.approx(12.835 / 3.754)
    with pytest.raises(api.InputError, match="precision: PyTorch FSDP does not offer NVFP4"):
        _est("nvfp4", framework="fsdp")
    # an A100 has neither FP8 nor FP4: neither is offered as allowed
    with pytest.raises(api.InputError, match=r"allowed: fp32, amp, mixed, mixed_fp32_grads, bf16$"):
        _est("fp8", "a100-sxm-80gb")


def test_nvfp4_keeps_the_mixed_bytes_and_caches_4_bit_copies() -> None:
    """The optimizer and gradients are the mixed recipe's; the weights add the NVFP4 cache
    (row-wise and column-wise, 0.5625 B each) on all but the first and last two layers, less
    than FP8's 2 B; the saved linear inputs shrink from 1 B (FP8) to 0.5625 B."""
    mixed, fp8, fp4 = _est("mixed"), _est("fp8"), _est("nvfp4")
    for part in ("gradients", "optimizer"):
        assert fp4.memory.bytes_of(part) == mixed.memory.bytes_of(part)
    cache = fp4.memory.bytes_of("weights") - mixed.memory.bytes_of("weights")
    assert mixed.memory.bytes_of("weights") < fp4.memory.bytes_of("weights")
    assert fp4.memory.bytes_of("weights") < fp8.memory.bytes_of("weights")
    assert nvfp4_share(32) == pytest.approx(28 / 32)  # Llama 3.1 8B's 32 layers, 2 + 2 in bf16
    assert cache > 0 and cache / (2 * NVFP4_BYTES) < 8.03e9 * 28 / 32
    # ZeRO-3 (Megatron-FSDP) gathers the NVFP4 copy layer by layer, as the FP8 one
    sharded = _est("nvfp4", zero=3).memory.bytes_of("weights")
    assert sharded < fp4.memory.bytes_of("weights") / 4
    acts = [e.memory.bytes_of("activations") for e in (mixed, fp8, fp4)]
    assert acts[2] < acts[1] < acts[0]


def test_nvfp4_gains_with_the_width_of_its_gemms() -> None:
    """Transformer Engine's reference layer on a B300 (hidden 4,096, MLP 16,384, 15,872
    tokens): bf16 12.758 ms in autocast, NVFP4 6.453; pre-quantized 12.835 → 3.754 ms
    (gemm_profiling.rst): the gap is the casts, Hadamard transforms and block scales, which
    grow with the tensors' elements while the GEMMs grow with their products. Scaled to the
    B200's FP4 ÷ bf16 peak of 4 (the B300's 5.83), the kernels run 1 + 2.42 × 3 ÷ 4.83 faster;
    an 8B's GEMMs gain less than a 70B's, whose casts weigh less beside them."""
    fp4, bf16 = _est("nvfp4"), _est("mixed")
    rate = [e.figures()["compute.tokens_per_second_per_gpu"].value for e in (bf16, fp4)]
    assert rate[0] < rate[1]
    speed = fp4.figures()["compute.fp8_speedup"]
    inputs = dict(speed.inputs)
    assert speed.label == "NVFP4 speed-up" and 1.1 < speed.value < 1.6
    b300 = 13125 / 2250  # the HGX B300's FP4 ÷ bf16 peak, where the GEMMs were measured
    raw = inputs["pre-quantized GEMM speed-up on this GPU"]
    assert raw == pytest.approx(1 + (12.835 / 3.754 - 1) * 3 / (b300 - 1))
    assert 1 < inputs["GEMM speed-up on this GPU"] < raw
    wide = api.estimate("llama-3.1-70b", "b200", "pretrain", precision="nvfp4",
                        **{**PLAN, "tp": 4})  # fmt: skip
    gain = lambda e: dict(e.figures()["compute.fp8_speedup"].inputs)["GEMM speed-up on this GPU"]  # noqa: E731
    assert gain(wide) > gain(fp4)
    mx = _est("fp8", fp8_recipe="mxfp8").figures()["compute.fp8_speedup"]
    assert dict(mx.inputs)["GEMM speed-up on this GPU"] == pytest.approx(12.758 / 8.984)


def test_nvfp4_beats_mxfp8_on_a_70b_as_published() -> None:
    """Megatron-Bridge 26.02 on 64 GB200, Llama 3 70B, TP 2 × PP 4 × VP 5, GBS 256, 8,192
    tokens: FP8-MX 3,887 and NVFP4 5,041 tokens/s per GPU, 1.30× (github
    NVIDIA-NeMo/Megatron-Bridge@df0289c docs/performance-summary.md). Planned: 1.25×."""
    kw = dict(framework="megatron-bridge", gpus_per_node=4, nodes=16, tp=2, pp=4,
              pp_interleave=5, micro_batch=1, global_batch=256, seq_len=8192,
              solve=False)  # fmt: skip
    rate = {
        p: api.estimate("llama-3-70b", "gb200", "pretrain", precision=p, **extra, **kw)
        .figures()["compute.tokens_per_second_per_gpu"]
        .value
        for p, extra in (("fp8", {"fp8_recipe": "mxfp8"}), ("nvfp4", {}))
    }
    assert 1.1 < rate["nvfp4"] / rate["fp8"] < 1.4


def test_mxfp8_is_blackwells_and_keeps_its_block_scales() -> None:
    with pytest.raises(api.InputError, match=r"^fp8_recipe: .*Blackwell"):
        _est("fp8", "h100-sxm-80gb", fp8_recipe="mxfp8")
    with pytest.raises(api.InputError) as exc:  # the FSDP profile offers no MXFP8 recipe
        _est("fp8", framework="fsdp", zero=3, fp8_recipe="mxfp8")
    assert "mxfp8" not in str(exc.value).split("allowed:")[-1]
    mx, cs = _est("fp8", fp8_recipe="mxfp8"), _est("fp8", fp8_recipe="delayed")
    # one E8M0 scale per 32 FP8 values: the cached weight copies (row- and column-wise) and
    # the saved linear inputs each carry 1/32 byte more per element than delayed scaling's
    cache = lambda e: dict(e.memory.components["weights"].inputs)["FP8 weight cache"]  # noqa: E731
    assert cache(mx) == pytest.approx(cache(cs) * (1 + 1 / 32))
    assert mx.memory.components["activations"].value > cs.memory.components["activations"].value


def test_fp8_on_blackwell_runs_as_its_own_gemms_were_measured() -> None:
    # Transformer Engine's tutorial, B300 layer in autocast: bf16 12.758 ms, FP8 current
    # (tensorwise) 9.147, delayed 7.802; a Hopper GPU keeps the H200's (32.014 ÷ 18.978). In
    # Megatron-Core's fused layers current scaling pays one read fewer than the standalone
    # layer's, as delayed does there: timed with delayed's measurement, and said so
    fig = _est("fp8").figures()["compute.fp8_speedup"]
    b200 = dict(fig.inputs)
    assert b200["GEMM speed-up measured (FP8 ÷ bf16 peak 2)"] == pytest.approx(12.758 / 7.802)
    assert any("one read of each input fewer" in str(n) for n in fig.notes)
    delayed = _est("fp8", fp8_recipe="delayed").figures()["compute.fp8_speedup"]
    assert dict(delayed.inputs)["GEMM speed-up measured (FP8 ÷ bf16 peak 2)"] == pytest.approx(
        12.758 / 7.802
    )
    h100 = dict(_est("fp8", "h100-sxm-80gb").figures()["compute.fp8_speedup"].inputs)
    assert h100["GEMM speed-up measured (FP8 ÷ bf16 peak 2)"] == pytest.approx(32.014 / 18.978)
    # in Megatron-Core's fused layers current scaling runs ahead of MXFP8 (timed as measured
    # in autocast, 12.758 ÷ 8.984), as Megatron-Bridge's performance table has its FP8-CS
    # rows ahead of its FP8-MX ones (Llama 3 8B on GB300, 25.11: 37,556 and 36,108 tokens/s)
    rate = lambda e: e.figures()["compute.tokens_per_second_per_gpu"].value  # noqa: E731
    assert rate(_est("fp8")) > rate(_est("fp8", fp8_recipe="mxfp8")) > rate(_est("bf16"))


def test_fp4_weights_drop_the_bf16_copy_of_the_nvfp4_layers() -> None:
    """Megatron-Core's fp4_param: the NVFP4 layers' weights are the row-wise NVFP4 tensors
    (0.5625 B), only the column-wise copy cached; the four bf16 layers, embedding and output
    layer keep 16 bits. A frozen LoRA base of Llama 2 70B on 8 GB200 (MLPerf v5.1's layout)
    then fits, and the fixes name it first."""
    plain = _est("nvfp4")
    fp4 = _est("nvfp4", fp4_params=True)
    layer_params = 32 * 218_112_000  # Llama 3.1 8B: 32 layers of 218.1M parameters
    nvfp4_params = layer_params * 28 / 32
    saved = plain.memory.bytes_of("weights") - fp4.memory.bytes_of("weights")
    # no bf16 copy (2 − 0.5625 B), and one cached copy fewer (0.5625 B)
    assert saved == pytest.approx(nvfp4_params * 2.0, rel=0.01)
    lora = {"framework": "nemo", "gpus_per_node": 4, "nodes": 2, "cp": 2, "seq_len": 8192}
    lora |= {"micro_batch": 1, "global_batch": 8, "lora_rank": 16, "lora_targets": "attention"}
    bf16_base = api.estimate("llama-2-70b", "gb200", "lora", precision="nvfp4", **lora)
    assert not bf16_base.fits
    assert bf16_base.proposals[0].changes == {"fp4_params": True}
    fp4_base = api.estimate(
        "llama-2-70b", "gb200", "lora", precision="nvfp4", fp4_params=True, **lora
    )
    assert fp4_base.fits
    # refused with the recipe where the framework has no NVFP4 (the precision is named first)
    with pytest.raises(api.InputError, match="precision: PyTorch FSDP does not offer NVFP4"):
        _est("nvfp4", framework="fsdp", fp4_params=True)


def test_nvfp4_gradients_cast_slower_with_stochastic_rounding() -> None:
    """NVFP4 rounds the gradients stochastically: their casts take 6.4 ÷ 4.5 of an input's
    (Transformer Engine PR #2412, B300: 6.4 TB/s rounding to nearest, 4.5 TB/s stochastic), and
    the casts' bytes per element are the reference layer's over what its autocast really cast
    (each fprop shape twice, every input both ways, every weight row-wise only)."""
    from hwplanner.engine.time.techniques import (
        CAST_BYTES,
        FP8_REF_BOTH_WAYS,
        FP8_REF_ROW_ONLY,
        NVFP4_LAYER,
        NVFP4_SR_SLOWER,
        quantized_parts,
    )

    est = _est("nvfp4")
    inputs = dict(est.figures()["compute.fp8_speedup"].inputs)
    rest, grads = quantized_parts(est.scenario.model, est.scenario.plan)
    in_fp4 = nvfp4_share(32)
    assert abs(NVFP4_SR_SLOWER - 6.4 / 4.5) < 1e-12
    assert inputs["elements quantized per micro-batch, the inputs' and weights'"] == rest
    assert inputs["elements quantized per micro-batch, the gradients'"] == grads
    assert inputs["quantized elements (gradients' × slowdown, × NVFP4 share)"] == pytest.approx(
        (rest + grads * 6.4 / 4.5) * in_fp4
    )
    row, both = CAST_BYTES["nvfp4"]
    cast = FP8_REF_BOTH_WAYS + FP8_REF_ROW_ONLY * row / both
    gap_s = (6.453 - 12.758 / (12.835 / 3.754)) * 1e-3
    assert NVFP4_LAYER.bytes_per_element == pytest.approx(gap_s * 8e12 / cast)
    assert 10 < NVFP4_LAYER.bytes_per_element < 11.5  # 17.5 when the benchmark's casts were
    # counted as a step's


def test_megatron_bf16_is_megatron_lms_mixed_bf16() -> None:
    """Megatron-LM's --bf16 keeps an fp32 main-gradient buffer, fp32 main parameters and Adam
    states: a Megatron-Core plan in bf16 is planned so, and says whose recipe it is; torchtune's
    bf16 stays pure."""
    bf16, mixed = _est("bf16"), _est("mixed_fp32_grads")
    for part in ("weights", "gradients", "optimizer"):
        assert bf16.memory.bytes_of(part) == mixed.memory.bytes_of(part)
    assert "--bf16" in str(bf16.memory.components["weights"].source)
    said = [str(w) for w in bf16.memory.warnings if "is its mixed precision" in str(w)]
    assert said and "mixed_fp32_grads" in said[0]  # said where the answer is shown
    assert not any("is its mixed precision" in str(w) for w in mixed.memory.warnings)
    kw = {"gpus_per_node": 8, "seq_len": 8192, "micro_batch": 1}
    pure = api.estimate(
        "llama-3.1-8b", "b200", "full", framework="torchtune", precision="bf16", **kw
    )
    assert pure.memory.bytes_of("optimizer") < mixed.memory.bytes_of("optimizer") / 2


def test_megatron_bf16_takes_bf16_optimizer_states_as_its_mixed_recipe_does() -> None:
    """The precision-aware optimizer's bf16 moments apply to a bf16 plan too (it keeps fp32
    main parameters and Adam states), and the solver may still offer them."""
    from hwplanner.engine.plan.fields import state_dtype

    kw = {"zero": 1, "nodes": 1}
    for precision in ("bf16", "mixed_fp32_grads"):
        fp32 = _est(precision, **kw)
        halved = _est(precision, optimizer_state_dtype="bf16", **kw)
        assert state_dtype(fp32.scenario.plan, None)
        assert halved.memory.bytes_of("optimizer") < fp32.memory.bytes_of("optimizer")
    assert _est("bf16", optimizer_state_dtype="bf16", **kw).memory.bytes_of("optimizer") == (
        _est("mixed_fp32_grads", optimizer_state_dtype="bf16", **kw).memory.bytes_of("optimizer")
    )


def test_the_bf16_warning_points_to_mixed_only_where_the_profile_keeps_fp32_gradients() -> None:
    """NeMo-RL's Megatron policy runs bf16 as mixed already: its warning names no other
    recipe; Megatron-LM's (mixed_fp32_grads) points to --precision mixed."""
    mega = [str(w) for w in _est("bf16").memory.warnings if "is its mixed precision" in str(w)]
    assert mega and "performance scripts reduce gradients in bf16" in mega[0]
    rl = api.estimate(
        "llama-3.1-8b",
        "h100-sxm-80gb",
        "grpo",
        framework="nemo-rl-megatron",
        precision="bf16",
        gpus_per_node=8,
    )
    said = [str(w) for w in rl.memory.warnings if "is its mixed precision" in str(w)]
    assert said and "gradients as mixed keeps them." in said[0]
    assert "performance scripts" not in said[0]


def test_the_time_floor_of_a_low_precision_recipe_is_at_its_own_peak() -> None:
    """The training time's floor ("even at 100% of the dense peak") is at the recipe's own
    peak for FP8 and NVFP4, whose matrix multiplies run above the bf16 peak MFU counts against:
    the note says so, the floor stays below the estimate, and a bf16 run keeps the old words."""
    for precision, dtype, peak in (("nvfp4", "FP4", "fp4_tflops"), ("fp8", "FP8", "fp8_tflops")):
        est = _est(precision, tokens=1e12)
        time = est.figures()["compute.seconds"]
        note = next(str(n) for n in time.notes if "even at 100%" in str(n))
        assert f"dense {dtype} peak" in note and "counted against the bf16 peak" in note
        days = float(note.split("takes ")[1].split(" days")[0].replace(",", ""))
        gpu = est.scenario.gpu
        flops = est.figures()["compute.model_flops"].value
        assert days == pytest.approx(flops / (8 * getattr(gpu, peak) * 1e12) / 86400, rel=0.01)
        assert days * 86400 < time.value
    bf16 = _est("bf16", tokens=1e12).figures()["compute.seconds"]
    assert any("(published large runs: 40–55%)" in str(n) for n in bf16.notes)


def test_a_gpu_without_the_recipes_rate_keeps_the_16_bit_floor() -> None:
    """An RTX 5080 publishes no FP4 rate (its NVFP4 step is timed at bf16 speed): its floor
    stays at the 16-bit peak, in the 16-bit words, not at an FP4 peak it did not use."""
    time = _est("nvfp4", "rtx-5080", gpus_per_node=1, tokens=1e9).figures()["compute.seconds"]
    note = next(str(n) for n in time.notes if "even at 100%" in str(n))
    assert "FP4" not in note and "(published large runs: 40–55%)" in note


def test_megatron_mixtures_run_their_routed_experts_in_nvfp4() -> None:
    """Transformer Engine's grouped linears run a Megatron-Core mixture's routed experts in
    NVFP4 as the rest: on a GB300 (dense FP4 15 PFLOPS against FP8 5) DeepSeek-V3
    trains faster in NVFP4 than in MXFP8, its experts in the NVFP4 share."""
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    def tps(precision: dict[str, str]) -> tuple[float, dict[str, object]]:
        sc, _ = api.scenario(
            "deepseek-v3", "gb300", "pretrain", framework="megatron", gpus_per_node=64,
            nodes=4, pp=4, ep=64, micro_batch=1, seq_len=4096, global_batch=2048, tokens=1e9,
            **precision,
        )  # fmt: skip
        budget = estimate(sc, solve=False).budget
        return budget.compute["tokens_per_second_per_gpu"].value, dict(
            budget.compute["fp8_speedup"].inputs
        )

    fp4, inputs = tps({"precision": "nvfp4"})
    fp8, _ = tps({"precision": "fp8", "fp8_recipe": "mxfp8"})
    assert fp4 > fp8
    # the routed experts' casts are among the quantized elements: more than the other layers'
    assert inputs["elements quantized per micro-batch, the inputs' and weights'"] > 0
