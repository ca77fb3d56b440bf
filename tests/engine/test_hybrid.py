"""Hybrid models: recurrent layers (Gated DeltaNet, Mamba-2) in place of attention, counted as
transformers allocates them, a fixed state per sequence instead of a KV cache, training refused
by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.layers import layer_shape
from hwplanner.engine.model.model_parts import RecurrentKind, RecurrentMixer
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import recurrent_state_bytes, sequence_kv_bytes
from hwplanner.engine.scenario.validity import PlanError, check_plan
from tests.engine.models import H100, LLAMA_8B

CONFIG = Path(__file__).parents[1] / "fixtures" / "configs" / "qwen3-next-80b-a3b" / "config.json"


def qwen3_next():  # type: ignore[no-untyped-def]
    spec, _ = spec_from_hf_config(json.loads(CONFIG.read_text()), model_id="qwen3-next")
    return spec


def test_qwen3_next_counts_as_transformers_allocates_it() -> None:
    # Qwen3NextForCausalLM built from this config.json on the meta device (transformers 5.24.0):
    # 79,674,391,296 parameters (the model card: "80B in total and 3B activated")
    spec = qwen3_next()
    assert spec.layer_kinds == "rrra" * 12 and spec.recurrent_layers == 36
    counts = count_params(spec)
    assert counts.total == 79_674_391_296
    assert counts.layers + counts.non_layer == counts.total
    # one Gated DeltaNet mixer: in_proj_qkvz 2048 × 12,288, in_proj_ba 2048 × 64, conv 8,192 × 4,
    # out_proj 4,096 × 2,048, dt_bias + A_log (32 each), norm 128 (transformers' shapes)
    gdn = layer_shape(spec, True, recurrent=True)
    mixer = sum(m.weights for m in gdn.matrices if m.name.startswith("mixer_"))
    assert mixer == 2048 * 12288 + 2048 * 64 + 8192 * 4 + 4096 * 2048
    # its one MTP layer (the card's "Multi-Token Prediction") serves as a proposer
    assert spec.mtp_layers == 1
    check_plan(spec, Plan(method="inference", speculative="mtp", gpus_per_node=4, tp=4), H100)
    # gated attention: q_proj doubles for the output gate (2,048 × 8,192)
    attn = layer_shape(spec, True)
    assert next(m for m in attn.matrices if m.name == "q").fan_out == 2 * 16 * 256


def test_a_mamba2_mixer_counts_as_transformers_allocates_it() -> None:
    # GraniteMoeHybrid (transformers 5.24.0, meta device) with hidden 256, mamba_n_heads 8,
    # mamba_d_head 64, mamba_n_groups 2, mamba_d_state 128, mamba_d_conv 4, conv bias, no proj
    # bias: in_proj 395,264 + conv 4,096 + its bias 1,024 + out_proj 131,072 + dt_bias, A_log, D
    # (8 each) + norm 512 = 531,992
    mixer = RecurrentMixer(
        kind=RecurrentKind.MAMBA2, value_heads=8, value_head_dim=64, key_heads=2,
        key_head_dim=128, conv_kernel=4, conv_bias=True,
    )  # fmt: skip
    weights = 256 * mixer.in_width + mixer.conv_kernel * mixer.conv_dim + mixer.value_dim * 256
    assert weights + mixer.vectors == 531_992


def test_the_state_is_per_sequence_and_the_kv_cache_only_in_attention_layers() -> None:
    spec = qwen3_next()
    plan = Plan(method="inference", gpus_per_node=4, tp=4)
    span = (0, spec.num_layers)
    state = recurrent_state_bytes(spec, plan, span)
    # 36 layers × (32 heads × 128 × 128 + 8,192 channels × 3 conv inputs) × 2 B ÷ 4 ranks
    assert state == 36 * (32 * 128 * 128 + 8192 * 3) * 2 / 4
    # SGLang keeps the recurrent state in float32 (--mamba-ssm-dtype), the convolution's in bf16
    sgl = plan.with_changes(framework="sglang")
    assert recurrent_state_bytes(spec, sgl, span) == 36 * (32 * 128 * 128 * 4 + 8192 * 3 * 2) / 4
    # llama.cpp keeps both in F32 (llama_memory_hybrid: recurrent_type_r and _s GGML_TYPE_F32)
    cpp = Plan(method="inference", framework="llamacpp")
    assert recurrent_state_bytes(spec, cpp, span) == 36 * (32 * 128 * 128 + 8192 * 3) * 4
    short = sequence_kv_bytes(spec, plan, 4096, span, 16)
    long = sequence_kv_bytes(spec, plan, 8192, span, 16)
    # only the 12 attention layers grow: 2 KV heads × 256 × 2 B per token, replicated on 4 ranks
    per_token = 12 * 2 * 2 * 256 * 2 / 2
    assert long - short == pytest.approx(4096 * per_token)
    assert short == pytest.approx(4096 * per_token + state)
    est = estimate(Scenario(model=spec, gpu=H100, plan=plan))
    inputs = dict(est.memory.components["kv_cache"].inputs)
    assert inputs["recurrent layers (a state, no KV cache)"] == 36
    assert inputs["state per sequence"] == state


def test_nemotron_h_pairs_its_blocks_into_layers_and_counts_exactly() -> None:
    # hybrid_override_pattern "M-M-M-M*-…": a mixer block and the MLP block after it are one
    # layer; a Mamba-2 block before an attention block stands alone. transformers 5.24.0 on the
    # meta device allocates 56,324,350,464 parameters for this config (the model card: "56B")
    folder = CONFIG.parents[1] / "nemotron-h-56b-base"
    cfg = json.loads((folder / "config.json").read_text())
    spec, notes = spec_from_hf_config(cfg, model_id="nemotron-h-56b")
    assert (spec.layer_kinds.count("r"), spec.layer_kinds.count("R")) == (44, 10)
    assert spec.layer_kinds.count("a") == 10 and spec.num_layers == 64
    assert count_params(spec).total == 56_324_350_464
    assert not notes  # every key read or known to carry no size
    # a lone Mamba-2 block: its mixer and one norm, no MLP
    lone = layer_shape(spec, False, recurrent=True, mlp=False)
    assert [m.name for m in lone.matrices] == ["mixer_in", "mixer_conv", "mixer_out"]
    plan = Plan(method="inference", gpus_per_node=2, tp=2)
    # 54 Mamba-2 layers × (256 heads × 64 × 256 state × 4 B + 20,480 channels × 3 × 2 B)
    # ÷ 2 ranks: vLLM keeps Nemotron-H's SSM state in float32 (NemotronHForCausalLMConfig)
    assert spec.recurrent is not None and spec.recurrent.ssm_state_bytes == 4.0
    state = recurrent_state_bytes(spec, plan, (0, spec.num_layers))
    assert state == 54 * (256 * 64 * 256 * 4 + 20480 * 3 * 2) / 2
    # TensorRT-LLM ("auto": the model's dtype) keeps it in bf16; SGLang in float32 always
    trt = plan.with_changes(framework="trtllm")
    assert recurrent_state_bytes(spec, trt, (0, 64)) == 54 * (256 * 64 * 256 + 20480 * 3) * 2 / 2
    bf16_cfg = {**cfg, "mamba_ssm_cache_dtype": "bfloat16"}  # a config that names its own
    bf16 = spec_from_hf_config(bf16_cfg, model_id="nemotron-h-56b")[0]
    assert bf16.recurrent is not None and bf16.recurrent.ssm_state_bytes == 2.0
    bad = {**cfg, "hybrid_override_pattern": "--" + cfg["hybrid_override_pattern"][2:]}
    with pytest.raises(ValueError, match="an MLP block without a mixer"):
        spec_from_hf_config(bad, model_id="bad")


def test_training_a_hybrid_is_refused_by_name() -> None:
    spec = qwen3_next()
    for method in ("lora", "full", "pretrain"):
        with pytest.raises(PlanError) as exc:
            check_plan(spec, Plan(method=method, gpus_per_node=8), H100)
        assert exc.value.field == "method" and "Gated DeltaNet" in exc.value.text
    check_plan(LLAMA_8B, Plan(method="lora"), H100)  # attention models train as before


def test_a_proposers_cache_on_a_hybrid_grows_like_an_attention_layer() -> None:
    from hwplanner.engine.scenario.serving_extras import extra_kv_bytes

    spec = qwen3_next()
    plan = Plan(method="inference", gpus_per_node=4, tp=4, speculative="eagle")
    short = extra_kv_bytes(spec, plan.with_changes(context=4096), None, 16)
    long = extra_kv_bytes(spec, plan.with_changes(context=32768), None, 16)
    assert long == pytest.approx(8 * short)  # one attention layer's KV, no recurrent state
    # pipeline stages hold their own layers' states: the stack's total is the sum
    staged = Plan(method="inference", gpus_per_node=4, tp=2, pp=2)
    halves = [
        recurrent_state_bytes(spec, staged, (0, 24)),
        recurrent_state_bytes(spec, staged, (24, 48)),
    ]
    assert sum(halves) == recurrent_state_bytes(spec, staged, (0, 48))


def test_recommend_serves_a_checkpoint_with_the_kv_format_it_implies() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.recommend import recommend
    from hwplanner.model_source import load_model

    folder = CONFIG.parents[1] / "llama-3.1-70b-instruct-fp8-modelopt"
    cat = shipped_catalog()
    spec = load_model(str(folder / "config.json"), cat).spec
    plan = Plan(method="inference", framework="trtllm", gpus_per_node=4, tp=4)
    found = recommend(spec, plan, Workload(), [cat.gpu("h100-sxm-80gb")])
    assert found.by_time and all(o.plan.kv_dtype.value == "fp8" for o in found.by_time)
    assert not any("FP8 KV" in str(lever.change) for lever in found.levers)
