"""Nemotron 3 (Nano, Super, Ultra): Nemotron-H's hybrid blocks with expert blocks ("E"), the
Super and Ultra experts in a latent width, read from their real config.json files and counted as
transformers' NemotronHForCausalLM allocates them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import _mlp_bytes
from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.layers import layer_shape
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, mtp_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import (
    kv_bytes_per_token_layer,
    kv_layers_in,
    recurrent_state_bytes,
)
from hwplanner.engine.time.collectives import fabric
from hwplanner.engine.time.comm import Context, ep_terms
from tests.engine.models import H100

CONFIGS = Path(__file__).parents[1] / "fixtures" / "configs"


def _config(name: str) -> dict[str, Any]:
    return json.loads((CONFIGS / name / "config.json").read_text())  # type: ignore[no-any-return]


def nano() -> ModelSpec:
    return spec_from_hf_config(_config("nemotron-3-nano-30b-a3b"), model_id="nano")[0]


def super_() -> ModelSpec:
    return spec_from_hf_config(_config("nemotron-3-super-120b-a12b-fp8"), model_id="super")[0]


def test_nano_counts_as_its_modules_allocate_it() -> None:
    # modeling_nemotron_h.py's shapes, d = 2,688: embedding and head 2 × 131,072 × d;
    # a Mamba-2 block in_proj d × 10,304 (4,096 + 6,144 conv channels + 64 heads), conv 6,144 ×
    # 4 + bias, A_log/D/dt_bias 3 × 64, norm 4,096, out_proj 4,096 × d, its RMSNorm d:
    # 38,744,896; attention q/o 2 × 4,096 × d, k/v 2 × 256 × d, norm: 23,399,040; an expert
    # block: router 128 × d + 128 correction biases, 128 experts × 2 × 1,856 × d, shared
    # 2 × 3,712 × d, norm: 1,297,468,160. 23 + 6 + 23 blocks + the final norm = 31,577,940,288
    # (NVIDIA: "31.6 billion total parameters ... about 3.6 billion at a time")
    spec, notes = spec_from_hf_config(_config("nemotron-3-nano-30b-a3b"), model_id="nano")
    assert not notes  # every key read or known to hold no parameters
    counts = count_params(spec)
    assert counts.total == 31_577_940_288
    assert counts.total == pytest.approx(31.6e9, rel=0.005)
    # active: 6 of 128 experts in each of the 23 expert blocks
    assert counts.active == 31_577_940_288 - 23 * 122 * 2 * 1856 * 2688 == 3_580_076_352
    assert counts.active == pytest.approx(3.6e9, rel=0.01)
    # "MEMEM*E…": a Mamba-2 block and the expert block after it are one layer; the Mamba-2
    # block before each attention block stands alone (no MLP, so no experts)
    assert spec.layer_kinds.count("r") == 17 and spec.layer_kinds.count("R") == 6
    assert spec.layer_kinds.count("a") == 6 and spec.num_layers == 29
    assert spec.num_moe_layers == counts.moe_layers == 23
    assert [spec.layer_is_moe(i) for i in range(4)] == [True, True, False, True]
    assert spec.mlp.value == "plain" and spec.router_bias and spec.position.value == "none"
    # mamba_num_heads × mamba_head_dim is the inner width; expand (2) is read by nothing
    assert spec.recurrent is not None and spec.recurrent.value_dim == 64 * 64


def test_nano_serves_a_fixed_state_and_a_kv_cache_for_six_layers() -> None:
    spec = nano()
    plan = Plan(method="inference", gpus_per_node=1)
    layers = (0, spec.num_layers)
    # 23 Mamba-2 layers × (64 heads × 64 × 128 state × 4 B + 6,144 channels × 3 × 2 B)
    assert recurrent_state_bytes(spec, plan, layers) == 23 * (64 * 64 * 128 * 4 + 6144 * 3 * 2)
    # keys and values of the 6 attention layers only: 2 × 2 heads × 128 × 2 B per token each
    assert kv_layers_in(spec, layers) == (6, 0)
    assert kv_bytes_per_token_layer(spec, plan) == 2 * 2 * 128 * 2


def test_super_experts_compute_in_their_latent_width() -> None:
    spec, notes = spec_from_hf_config(_config("nemotron-3-super-120b-a12b-fp8"), model_id="s")
    assert not notes
    assert spec.expert_latent_size == 1024 and spec.routed_width == 1024
    shape = layer_shape(spec, True, recurrent=True)
    by_name = {m.name: m for m in shape.matrices}
    # fc1_latent_proj d → 1,024 and fc2_latent_proj back, run by every token
    assert (by_name["latent_down"].fan_in, by_name["latent_down"].fan_out) == (4096, 1024)
    assert (by_name["latent_up"].fan_in, by_name["latent_up"].fan_out) == (1024, 4096)
    # the experts read and write the latent width; the shared expert the full hidden size
    assert (by_name["expert_up"].fan_in, by_name["expert_down"].fan_out) == (1024, 1024)
    assert (by_name["shared_up"].fan_in, by_name["shared_down"].fan_out) == (4096, 4096)
    counts = count_params(spec)
    assert counts.total == 120_668_707_840  # "120B total" (NVIDIA)
    assert counts.total == pytest.approx(120e9, rel=0.01)
    assert counts.active == 12_770_237_440  # "12B active"
    # the MTP block ("*E": attention, then an expert block) shares the embedding and head:
    # 2,942,325,248 parameters, the draft block's 5.48 GiB of BF16 in the NVFP4 release
    assert mtp_params(spec) == mtp_params(spec, copies=False) == 2_942_325_248


def test_latent_experts_dispatch_and_keep_the_latent_width() -> None:
    spec = super_()
    full = spec.model_copy(update={"expert_latent_size": None})
    plan = Plan(method="pretrain", gpus_per_node=8, ep=8, seq_len=4096, micro_batch=1)
    fab = fabric(H100, plan, None)
    dispatched, full_width = (
        ep_terms(Context(s, H100, plan, count_params(s), 0, fab, 1.0))[0].size_bytes
        for s in (spec, full)
    )
    assert dispatched / full_width == pytest.approx(1024 / 4096)
    # each routed copy keeps its input and output at the latent width, plus the latent vector
    # the up-projection reads
    saved = _mlp_bytes(spec, True, 4, 2) - _mlp_bytes(full, True, 4, 2)
    assert saved == 22 * (2 + 2) * (1024 - 4096) + 2 * 1024


def test_ultra_reads_its_block_list() -> None:
    # Ultra's config gives layers_block_type (mamba/moe/attention), not the letters
    cat = shipped_catalog()
    ultra = cat.model("nemotron-3-ultra-550b-a55b")
    counts = count_params(ultra)
    assert counts.total == pytest.approx(550e9, rel=0.005)
    assert counts.active == pytest.approx(55e9, rel=0.02)
    assert ultra.expert_latent_size == 2048 and ultra.mtp_layers == 1
    cfg = _config("nemotron-3-nano-30b-a3b")
    letters = {"M": "mamba", "E": "moe", "*": "attention"}
    listed = {**cfg, "layers_block_type": [letters[b] for b in cfg["hybrid_override_pattern"]]}
    del listed["hybrid_override_pattern"]
    assert spec_from_hf_config(listed, model_id="n")[0].layer_kinds == nano().layer_kinds


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"hybrid_override_pattern": "E" + "MEMEM*EMEMEM*EMEMEM*EMEMEM*EMEMEM*EMEMEMEM*EMEMEMEM"},
         "hybrid_override_pattern"),
        ({"hybrid_override_pattern": "M-" + "MEM*EMEMEM*EMEMEM*EMEMEM*EMEMEM*EMEMEMEM*EMEMEMEME"},
         "hybrid_override_pattern"),
        ({"num_hidden_layers": 51}, "num_hidden_layers"),
        ({"layers_block_type": ["mamba", "moe"]}, "hybrid_override_pattern"),
        ({"num_experts_per_tok": 129}, "num_experts_per_tok"),
    ],
)  # fmt: skip
def test_nemotron3_configs_out_of_range_are_refused_by_name(
    change: dict[str, Any], field: str
) -> None:
    cfg = {**_config("nemotron-3-nano-30b-a3b"), **change}
    with pytest.raises(ConfigError, match=field):
        spec_from_hf_config(cfg, model_id="bad")


def test_the_catalog_rows_are_their_configs() -> None:
    cat = shipped_catalog()
    for row, spec in (
        ("nemotron-3-nano-30b-a3b", nano()),
        ("nemotron-3-super-120b-a12b", super_()),
    ):
        shipped = cat.model(row)
        assert shipped.layer_kinds == spec.layer_kinds and shipped.recurrent == spec.recurrent
        assert shipped.expert_latent_size == spec.expert_latent_size
        assert count_params(shipped).total == count_params(spec).total


def test_a_nemotron3_plan_estimates_whole() -> None:
    # serving and training plans run through every section
    spec = nano()
    serve = estimate(Scenario(model=spec, gpu=H100, plan=Plan(method="inference")), solve=True)
    assert serve.budget.serving["tpot_ms"].value > 0
    train = Plan(method="pretrain", gpus_per_node=8, ep=8, seq_len=4096, micro_batch=1)
    est = estimate(Scenario(model=spec, gpu=H100, plan=train), solve=True)
    assert est.budget.compute["step_seconds"].value > 0 and est.min_gpus is not None


def test_latent_projections_are_whole_on_every_tensor_parallel_gpu() -> None:
    # vLLM builds fc1/fc2_latent_proj as ReplicatedLinear; their biases follow mlp_bias
    spec = super_()
    shape = layer_shape(spec, True, recurrent=True)
    latent = [m for m in shape.matrices if m.name.startswith("latent_")]
    assert [m.replicated for m in latent] == [True, True]
    assert count_params(spec).replicated >= 40 * 2 * 4096 * 1024
    biased = spec.model_copy(update={"mlp_bias": True})
    extra = count_params(biased).total - count_params(spec).total
    # per expert block: the shared expert's up 5,376 + down 4,096 and the latent down 1,024 +
    # up 4,096 (the routed experts' biases follow expert_bias)
    assert extra == 40 * (5376 + 4096 + 1024 + 4096)


def test_recomputing_the_mlp_of_a_model_without_dense_mlps_runs_nothing() -> None:
    from hwplanner.engine.time.compute import selective_recompute_flops

    spec = super_()
    counts = count_params(spec)
    plan = Plan(method="pretrain", framework="megatron", gpus_per_node=8, ep=8, tp=1)
    mlp = plan.with_changes(recompute="selective", recompute_modules=("mlp",))
    moe = plan.with_changes(recompute="selective", recompute_modules=("moe",))
    assert selective_recompute_flops(spec, mlp, counts, 0.0) == pytest.approx(0.0, abs=1e3)
    # the MoE block: routed experts, router, shared expert and the latent projections
    latent = 40 * 2 * 4096 * 1024
    assert selective_recompute_flops(spec, moe, counts, 0.0) == pytest.approx(
        2 * (counts.active_experts + counts.router + 40 * 2 * 4096 * 5376 + latent)
    )


def test_nemotron3_block_names_and_defaults() -> None:
    cfg = _config("nemotron-3-super-120b-a12b-fp8")
    names = {"M": "linear_attention", "E": "moe", "*": "full_attention"}
    later = {**cfg, "layer_types": [names[b] for b in cfg["hybrid_override_pattern"]]}
    del later["hybrid_override_pattern"]
    del later["mtp_hybrid_override_pattern"]  # transformers' default: attention, then experts
    spec = spec_from_hf_config(later, model_id="s")[0]
    assert spec.layer_kinds == super_().layer_kinds and spec.mtp_layers == 1
    with pytest.raises(ConfigError, match="layers_block_type"):
        spec_from_hf_config({**later, "layers_block_type": [{}] * 88}, model_id="bad")
    with pytest.raises(ConfigError, match="n_shared_experts"):
        spec_from_hf_config({**cfg, "n_shared_experts": 2}, model_id="bad")
    with pytest.raises(ConfigError, match="mtp_hybrid_override_pattern"):
        spec_from_hf_config({**cfg, "mtp_hybrid_override_pattern": "*-"}, model_id="bad")
