"""Saved tensors per layer as the frameworks lay them out: Megatron-Core's Transformer Engine
layers, torchtitan's per-op selective checkpointing."""

from __future__ import annotations

import pytest

from hwplanner.engine.memory.activations import layer_bytes_per_token, op_sac_bytes
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import MlpKind
from hwplanner.engine.plan.fields import per_op_recompute, recomputes_attention
from hwplanner.engine.plan.plan import Method, Plan, Precision, Recompute
from hwplanner.engine.time.compute import op_sac_recompute_params, training_flops
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B, QWEN3_235B


def _layer(plan: Plan, spec=LLAMA_70B) -> float:  # type: ignore[no-untyped-def]
    return layer_bytes_per_token(spec, plan, False, mode=Precision.BF16, seq_len=8192)


def test_megatron_layers_keep_what_transformer_engine_saves() -> None:
    d, i, q, kv = 8192, 28672, 8192, 1024
    attention = 2 * (q + 2 * kv) + 2 * q + 4 * 64  # q, k, v, output, log-sum-exp
    eager = _layer(Plan(framework="fsdp", method=Method.PRETRAIN))
    assert eager == 2 * 8 * d + attention + 8 * i  # HF-style: two 8·d norms, 4 MLP widths
    megatron = _layer(Plan(framework="megatron", method=Method.PRETRAIN))
    assert megatron == 2 * (4 * d + 4) + attention + 6 * i  # LayerNormLinear, fused SwiGLU
    fp8 = _layer(Plan(framework="megatron", method=Method.PRETRAIN, precision=Precision.FP8))
    # FP8 linear inputs: the norms' outputs and the second MLP linear's, plus wo's own copy
    assert fp8 == 2 * (3 * d + 4) + attention + q + 5 * i
    assert fp8 < megatron < 0.7 * eager


def test_torchtitan_selective_keeps_every_other_matmul_output() -> None:
    per_token = op_sac_bytes(LLAMA_8B, Precision.BF16, 1, False)
    # input, q (wq), v (wv), SDPA output and log-sum-exp, gate (w1), w2's output
    assert per_token == 2 * (4096 + 4096 + 1024 + 4096 + 14336 + 4096) + 4 * 32 == 63_616
    sharded = op_sac_bytes(LLAMA_8B, Precision.BF16, 8, True)
    # under TP: wo/w2 outputs are whole before their reduce-scatters, whose outputs are kept
    assert sharded == pytest.approx(
        2 * (4096 + 1024 + 14336) / 8
        + 2 * 4096
        + 2 * 4096 / 8
        + 4 * 32 / 8
        + 2 * 2 * 4096 / 8
        + 2 * 4096 / 8
    )


def test_per_op_selective_is_the_fsdp_profiles_and_lowers_the_peak() -> None:
    plan = Plan(
        framework="fsdp",
        method=Method.PRETRAIN,
        gpus_per_node=8,
        zero=3,
        seq_len=8192,
        micro_batch=2,
    )
    none = estimate_memory(LLAMA_8B, H100, plan)
    selective = estimate_memory(LLAMA_8B, H100, plan.with_changes(recompute=Recompute.SELECTIVE))
    full = estimate_memory(LLAMA_8B, H100, plan.with_changes(recompute=Recompute.FULL))
    assert full.total_bytes < selective.total_bytes < 0.75 * none.total_bytes
    # Megatron's selective recompute (attention core) saves nothing more under flash attention
    mplan = plan.with_changes(framework="megatron", zero=1)
    assert estimate_memory(
        LLAMA_8B, H100, mplan.with_changes(recompute=Recompute.SELECTIVE)
    ).total_bytes == pytest.approx(estimate_memory(LLAMA_8B, H100, mplan).total_bytes)


def test_fsdp_gathers_a_quantized_base_packed() -> None:
    """QLoRA under ZeRO-3/FSDP gathers two layers ahead in the 4-bit storage format (torchtune's
    NF4Tensor all-gather, bitsandbytes' quant_storage), not at 16 bits."""
    from hwplanner.engine.scenario.sharding import model_slice

    plan = Plan(framework="fsdp", method=Method.QLORA, gpus_per_node=8, zero=3)
    mem = estimate_memory(LLAMA_70B, H100, plan)
    inputs = dict(mem.components["weights"].inputs)
    frozen_bpp = inputs["frozen bytes/param"]
    assert 0.5 < frozen_bpp < 0.6  # NF4 + its scales
    layer = model_slice(LLAMA_70B, plan, first=True, last=True).largest_layer_params
    held = (
        inputs["trainable params on this GPU"] * inputs["working bytes/param"]
        + inputs["frozen params on this GPU"] * frozen_bpp
    ) / inputs["ZeRO-3 shards"]
    assert mem.components["weights"].value == pytest.approx(held + 2 * layer * frozen_bpp, rel=1e-3)


def test_cut_cross_entropy_keeps_no_logits_and_no_fp32_head_accumulation() -> None:
    """Apple's benchmark (ml-cross-entropy README, A100, bf16, 8,192 tokens × 256,000 vocabulary,
    d 2,304): loss + gradient 1,164 MiB, nearly all of it the bf16 lm_head gradient."""
    from hwplanner.engine.memory.loss import loss_bytes
    from hwplanner.engine.plan.plan import Loss

    def peak(kind: Loss) -> float:
        b = loss_bytes(
            kind,
            1,
            compiled=False,
            tokens=8192,
            vocab=256_000,
            hidden=2304,
            head_trainable=True,
            head_bytes=2.0,
        )
        return max(b.forward_peak, b.backward_peak)

    assert peak(Loss.CUT) / 2**20 == pytest.approx(1164.0, rel=0.01)
    # Liger's fused kernel adds two logit chunks and the head's bf16 + fp32 accumulation
    assert peak(Loss.FUSED_LINEAR) - peak(Loss.CUT) > 256_000 * 2304 * 6


def test_recomputing_some_layers_keeps_the_rest() -> None:
    """Megatron's --recompute-method block --recompute-num-layers N: N layers of a stage keep
    only their input, the others everything; the recompute FLOPs shrink in proportion."""
    from hwplanner.engine.memory.activations import activation_bytes
    from hwplanner.engine.scenario.validity import PlanError, check_plan
    from hwplanner.engine.time.compute import training_flops

    plan = Plan(
        framework="megatron",
        method=Method.PRETRAIN,
        gpus_per_node=8,
        tp=8,
        seq_len=4096,
        recompute=Recompute.FULL,
    )
    kw = {"trainable_cast_params": 0.0, "mode": Precision.BF16}
    every = activation_bytes(LLAMA_70B, plan, **kw)
    none = activation_bytes(LLAMA_70B, plan.with_changes(recompute=Recompute.NONE), **kw)
    some = activation_bytes(LLAMA_70B, plan.with_changes(recompute_layers=60), **kw)
    share = 60 / 80
    assert some.saved_layers == pytest.approx(
        every.saved_layers * share + none.saved_layers * (1 - share)
    )
    f_all = training_flops(LLAMA_70B, plan, 1.0).recompute.value
    f_some = training_flops(LLAMA_70B, plan.with_changes(recompute_layers=60), 1.0)
    assert f_some.recompute.value == pytest.approx(f_all * share)
    for bad in (
        plan.with_changes(recompute_layers=81),
        plan.with_changes(recompute=Recompute.SELECTIVE, recompute_layers=4),
        plan.with_changes(framework="fsdp", zero=3, recompute_layers=4),
    ):
        with pytest.raises(PlanError) as exc:
            check_plan(LLAMA_70B, bad)
        assert exc.value.field == "recompute_layers"


def test_with_interleaving_the_recomputed_layers_count_per_virtual_stage() -> None:
    """Megatron counts --recompute-num-layers in each model chunk (each virtual stage is a
    TransformerBlock whose _checkpointed_forward takes the first N of its own layers): with 4
    stages of 20 layers in 5 chunks of 4, N = 1 recomputes 5 layers a stage, N = 4 all 20; N
    past a chunk's layers is refused by name."""
    from hwplanner.engine.memory.activations import activation_bytes
    from hwplanner.engine.plan.layout import recomputed_layers
    from hwplanner.engine.scenario.validity import PlanError, check_plan
    from hwplanner.engine.time.compute import training_flops

    plan = Plan(
        framework="megatron", method=Method.PRETRAIN, gpus_per_node=8, tp=2, pp=4,
        pp_interleave=5, seq_len=4096, recompute=Recompute.FULL, global_batch=64,
    )  # fmt: skip
    assert recomputed_layers(plan.with_changes(recompute_layers=1), 20) == 5
    assert recomputed_layers(plan.with_changes(recompute_layers=4), 20) == 20
    assert recomputed_layers(plan.with_changes(recompute_layers=3, pp_interleave=1), 20) == 3
    kw = {"trainable_cast_params": 0.0, "mode": Precision.BF16}
    every = activation_bytes(LLAMA_70B, plan, **kw)
    all_four = activation_bytes(LLAMA_70B, plan.with_changes(recompute_layers=4), **kw)
    assert all_four.saved_layers == pytest.approx(every.saved_layers)
    f_all = training_flops(LLAMA_70B, plan, 1.0).recompute.value
    f_one = training_flops(LLAMA_70B, plan.with_changes(recompute_layers=1), 1.0)
    assert f_one.recompute.value == pytest.approx(f_all * 5 / 20)
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, plan.with_changes(recompute_layers=5))
    assert exc.value.field == "recompute_layers"
    assert "more than a virtual pipeline stage holds (4)" in str(exc.value)


def test_the_interleaved_schedule_holds_more_micro_batches_on_the_first_stage() -> None:
    """Korthikanti et al. 2022 §4.2.3: the first stage of the interleaved 1F1B schedule holds
    L·(1 + (pp − 1)/(pp·v)) layers' activations; plain 1F1B holds L (pp micro-batches of L/pp)."""
    from hwplanner.engine.memory.training import in_flight_micro_batches

    plan = Plan(framework="megatron", method=Method.PRETRAIN, gpus_per_node=8, pp=8, grad_accum=64)
    assert in_flight_micro_batches(plan, first=True) == 8
    assert in_flight_micro_batches(plan, first=False) == 1
    interleaved = plan.with_changes(pp_interleave=5)
    assert in_flight_micro_batches(interleaved, first=True) == pytest.approx(8 * (1 + 7 / 40))
    few = plan.with_changes(grad_accum=4)
    assert in_flight_micro_batches(few, first=True) == 4


def test_megatron_moe_layer_keeps_fp8_expert_inputs_and_te_qk_norms() -> None:
    """Qwen3-style MoE under Transformer Engine: the q/k RMSNorms keep their bf16 input and one
    fp32 rsigma per head (no fp32 upcast), and under FP8 each routed copy's dispatched input is
    kept as the expert GroupedLinear casts it (1 byte); the routing weight multiplies each copy
    inside the fused activation, so no copy's output is kept for its gradient."""
    spec = QWEN3_235B
    q, kv, heads, kv_heads = 64 * 128, 4 * 128, 64, 4
    d, w, k, e = 4096, 1536, 8, 128
    plan = Plan(framework="megatron", method=Method.PRETRAIN, precision=Precision.FP8)
    got = layer_bytes_per_token(spec, plan, True, mode=Precision.BF16, seq_len=4096)
    norms = 2 * (3 * d + 4)
    attention = 2 * (q + 2 * kv) + 2 * q + 4 * heads + q  # + wo's FP8 input
    qk_norms = 2 * (q + kv) + 4 * (heads + kv_heads)
    router = (2 + 4) * e
    routed = k * (1 * d + (2 * 2 + 1) * w)
    assert got == norms + attention + qk_norms + router + routed
    bf16 = Plan(framework="megatron", method=Method.PRETRAIN)
    got16 = layer_bytes_per_token(spec, bf16, True, mode=Precision.BF16, seq_len=4096)
    assert got16 == 2 * (4 * d + 4) + attention - q + qk_norms + router + k * (2 * d + 6 * w)


def test_megatron_peft_moe_layer_keeps_no_routed_output_either(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Megatron-Bridge's LoRA runs the same TEGroupedMLP: the routing weight multiplies inside
    the fused activation there too, so its PEFT layer keeps k routed outputs of the hidden
    width (a bf16 copy each) fewer than where the weight multiplies after the expert."""
    from hwplanner.engine.memory import activations

    spec = QWEN3_235B
    plan = Plan(framework="megatron-bridge", method=Method.LORA, lora_targets=["q", "v"])

    def layer() -> float:
        return layer_bytes_per_token(spec, plan, True, mode=Precision.BF16, seq_len=4096)

    without = layer()
    mlp = activations._mlp_bytes
    monkeypatch.setattr(
        activations, "_mlp_bytes", lambda *a, **kw: mlp(*a, **{**kw, "output_kept": True})
    )
    assert layer() - without == 8 * 2 * 4096


def test_list_field_helps_name_every_choice() -> None:
    """The helps of the list fields are one literal (so translators see them) that still names
    every choice the engine takes."""
    from hwplanner.engine.plan.enums import LORA_TARGET_PRESETS, LORA_TARGETS, RECOMPUTE_MODULES
    from hwplanner.engine.plan.fields import by_name

    fields = by_name(Plan)
    for name, values in (
        ("lora_targets", (*LORA_TARGETS, *LORA_TARGET_PRESETS)),
        ("recompute_modules", RECOMPUTE_MODULES),
    ):
        listed = fields[name].ui.help.split("list of ")[1]
        assert all(v in listed for v in values), name


def test_mpts_low_precision_norms_keep_their_16_bit_input() -> None:
    # llm-foundry's MPT computes its LayerNorms in bf16 (norm_type low_precision_layernorm,
    # MPTConfig's default, which the config.json import reads): each keeps the bf16 input, an
    # fp32 mean and rsigma and its output, 4·d + 8 bytes a token, where an upcasting norm keeps
    # an fp32 copy besides (8·d)
    import json
    from pathlib import Path

    from hwplanner.engine.model.hf_config import spec_from_hf_config

    folder = Path(__file__).parents[1] / "fixtures" / "configs" / "mpt-7b"
    cfg = json.loads((folder / "config.json").read_text())
    spec, notes = spec_from_hf_config(cfg, model_id="mpt-7b")
    assert spec.norm_low_precision and not any("norm_type" in str(n) for n in notes)
    upcast = spec.model_copy(update={"norm_low_precision": False})
    plan = Plan(method="full", precision="bf16", seq_len=2048)
    d = spec.hidden_size
    kept = layer_bytes_per_token(spec, plan, False, mode=Precision.BF16, seq_len=2048)
    full = layer_bytes_per_token(upcast, plan, False, mode=Precision.BF16, seq_len=2048)
    assert full - kept == pytest.approx(2 * (8 * d - (4 * d + 8)))
    plain = spec_from_hf_config({**cfg, "norm_type": "layernorm"}, model_id="mpt")[0]
    assert not plain.norm_low_precision


def test_without_a_pipeline_virtual_stages_split_no_recompute_count() -> None:
    """pp 1: the interleave and the schedule split nothing, so N counts N layers."""
    from hwplanner.engine.plan.layout import recomputed_layers, stage_chunks

    plan = Plan(framework="megatron", method=Method.FULL, pp=1, pp_interleave=2,
                recompute=Recompute.FULL, recompute_layers=8)  # fmt: skip
    assert stage_chunks(plan) == 1 and recomputed_layers(plan, 32) == 8


def test_torchtitan_selective_times_the_matmuls_it_does_not_keep() -> None:
    """Time follows the policy memory keeps: every other matrix multiply (wk, wo, w3) runs
    forward again, the attention core does not (SDPA's output is kept); Megatron's selective
    recompute runs the attention core again and no matrix multiply."""
    titan = Plan(framework="fsdp", method=Method.PRETRAIN, seq_len=8192, micro_batch=2,
                 recompute=Recompute.SELECTIVE)  # fmt: skip
    assert per_op_recompute(titan, LLAMA_8B) and not recomputes_attention(titan, LLAMA_8B)
    # wk 4096 × 1024, wo 4096 × 4096, w3 4096 × 14336
    assert op_sac_recompute_params(LLAMA_8B) == 4096 * (1024 + 4096 + 14336)
    flops = training_flops(LLAMA_8B, titan, 1.0)
    assert flops.recompute.value == 2 * 4096 * (1024 + 4096 + 14336) * 32
    megatron = titan.with_changes(framework="megatron")
    assert not per_op_recompute(megatron, LLAMA_8B) and recomputes_attention(megatron, LLAMA_8B)
    mega = training_flops(LLAMA_8B, megatron, 1.0).recompute.value
    assert 0 < mega < flops.recompute.value
    # an MoE model keeps the attention-core policy under the FSDP profile (as memory does)
    assert not per_op_recompute(titan, QWEN3_235B)


def test_per_op_recompute_without_a_gate_and_with_eager_attention() -> None:
    """Without a gate the 2nd, 4th and 6th matrix multiplies are wk, wo and w2 (the same
    widths: d·(kv + q + ffn)); eager attention's matmuls and softmax are not on torchtitan's
    save list, so its core runs again too (SDPA's fused kernels' output is kept)."""
    plain = LLAMA_8B.model_copy(update={"mlp": MlpKind.PLAIN})
    assert op_sac_recompute_params(plain) == 4096 * (1024 + 4096 + 14336)
    titan = Plan(framework="fsdp", method=Method.PRETRAIN, seq_len=8192, micro_batch=2,
                 recompute=Recompute.SELECTIVE)  # fmt: skip
    eager = titan.with_changes(attention="eager")
    assert recomputes_attention(eager, LLAMA_8B) and not recomputes_attention(titan, LLAMA_8B)
    flash = training_flops(LLAMA_8B, titan, 1.0).recompute.value
    assert training_flops(LLAMA_8B, eager, 1.0).recompute.value > flash


def test_layer_counts_match_each_layers_own_kind_for_every_catalog_model() -> None:
    # layer_counts asks each layer_kinds letter's kind once (model/layers.py): the counts it
    # gives are those of asking every layer, whole stacks and the last layers alike
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.model.layers import layer_counts, layer_kind

    for spec in shipped_catalog().models.values():
        for layers in (range(spec.num_layers), range(spec.num_layers // 2, spec.num_layers)):
            naive: dict[object, int] = {}
            for i in layers:
                key = layer_kind(spec, i)
                naive[key] = naive.get(key, 0) + 1
            assert layer_counts(spec, layers) == naive, spec.id
