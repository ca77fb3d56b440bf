"""Llama-Nemotron's NAS models (nemotron-nas, DeciLMForCausalLM): per-block attention or a
no-op, per-block MLP widths, read from their real config.json files (tests/fixtures/configs,
NVIDIA/NeMo's copies) and counted block by block."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.hf_more_decoders import _nas_ffn_width
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.formats import WeightFormat
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.posttrain.time import checkpoint_tensors
from hwplanner.engine.scenario.serving_config import kv_layers_in
from hwplanner.engine.scenario.sharding import heaviest_stage, layer_weights, model_slice
from hwplanner.engine.serving.latency import graph_kernels
from hwplanner.engine.time.collectives import fabric
from hwplanner.engine.time.comm import Context, tp_terms
from hwplanner.engine.time.kernels import eager_kernels
from hwplanner.engine.time.steptime import stage_balance
from tests.engine.models import H100

CONFIGS = Path(__file__).parents[1] / "fixtures" / "configs"
SUPER = "llama-3.3-nemotron-super-49b-v1"
ULTRA = "llama-3.1-nemotron-ultra-253b-v1"


def _config(name: str) -> dict[str, Any]:
    return json.loads((CONFIGS / name / "config.json").read_text())  # type: ignore[no-any-return]


def _blockwise_total(cfg: dict[str, Any]) -> int:
    """Each block counted with its own MLP width: Llama's q/o (d × d), k/v (d × d/g each) and
    input norm for an attending block; gate/up/down (3 × d × width) and its norm for an MLP;
    embedding and head (untied), the final norm."""
    d, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    total = 2 * cfg["vocab_size"] * d + d
    for block in cfg["block_configs"]:
        att, ffn = block["attention"], block["ffn"]
        if not att["no_op"]:
            kv = d // heads * (heads // att["n_heads_in_group"])
            total += 2 * d * d + 2 * d * kv + d
        if not ffn["no_op"]:
            total += 3 * d * _nas_ffn_width(ffn["ffn_mult"], d) + d
    return total


def test_ffn_mult_becomes_deci_lm_widths() -> None:
    # 2/3 × mult × 8,192 rounded up to a multiple of 256 (vLLM nemotron_nas.py)
    assert [_nas_ffn_width(m, 8192) for m in (0.5, 1.0, 1.3125, 2.625, 3.28125, 5.25)] == [
        2816, 5632, 7168, 14336, 17920, 28672,
    ]  # fmt: skip
    assert _nas_ffn_width(39.0, 16384) == 425984 and _nas_ffn_width(0.4875, 16384) == 5376


def test_super_49b_reads_block_by_block() -> None:
    cfg = _config(SUPER)
    spec, notes = spec_from_hf_config(cfg, model_id="super")
    # 80 blocks: 49 attend (8 query heads a key/value head: 8 of 64), 31 are an MLP alone
    assert spec.num_layers == 80 and spec.num_kv_heads == 8
    assert spec.layer_kinds.count("m") == 31 and spec.layer_kinds.count("a") == 49
    assert spec.attending_layers_in(0, 80) == 49
    assert spec.intermediate_size == 20531 and spec.widest_mlp == 28672
    assert any("MLP widths differ by layer (2,816–28,672)" in n for n in notes)
    exact = _blockwise_total(cfg)
    assert exact == 49_867_145_216  # "Super (49B)" (arXiv 2505.00949)
    # the mean width's rounding (20,531.2 → 20,531) over 80 MLPs: 0.2 × 80 × 3 × 8,192
    assert count_params(spec).total == exact - 393_216
    # a KV cache only in the attending layers
    assert kv_layers_in(spec, (0, 80)) == (49, 0)


def test_ultra_253b_drops_its_empty_blocks() -> None:
    cfg = _config(ULTRA)
    spec, notes = spec_from_hf_config(cfg, model_id="ultra")
    assert spec.num_layers == 81  # 162 blocks less 81 whose attention and MLP are no-ops
    assert any("81 blocks whose attention and MLP are both no-ops" in n for n in notes)
    assert spec.layer_kinds.count("m") == 17 and spec.attending_layers_in(0, 81) == 64
    assert spec.widest_mlp == 425984 and spec.widest_width("mlp") == 425984
    exact = _blockwise_total(cfg)
    assert count_params(spec).total == pytest.approx(exact, rel=1e-5)
    assert count_params(spec).total == pytest.approx(253e9, rel=0.005)  # "Ultra (253B)"


def test_an_mlp_alone_keeps_a_layer_less_its_attention() -> None:
    """A layer of an MLP alone ('m') saves what a whole layer saves less the attention half (a
    layer of attention alone, 'A'): two layers 'a' keep as much as an 'm' and an 'A'."""
    base = ModelSpec(
        id="t", name="t", hidden_size=2048, num_layers=2, num_attention_heads=16,
        num_kv_heads=4, intermediate_size=5632, vocab_size=32000,
    )  # fmt: skip

    def per_layer(kinds: str) -> float:
        """Bytes a layer saves, the layers' mean (the activations figure's input)."""
        spec = base.model_copy(update={"layer_kinds": kinds})
        plan = Plan(method="full", seq_len=2048, micro_batch=1)
        fig = estimate(Scenario(model=spec, gpu=H100, plan=plan)).memory.components
        return float(dict(fig["activations"].inputs)["saved per layer, no recompute"])

    assert per_layer("mA") == pytest.approx(per_layer("aa") / 2, rel=1e-12)
    assert per_layer("mm") == pytest.approx(per_layer("aa") - per_layer("AA"), rel=1e-12)
    assert 0 < per_layer("mm") < per_layer("aa")
    spec = base.model_copy(update={"layer_kinds": "am"})
    assert count_params(spec).total == count_params(base).total - (
        2 * 2048 * 2048 + 2 * 2048 * 512 + 2048
    )


def test_serving_runs_the_mlp_alone_kernels() -> None:
    spec, _ = spec_from_hf_config(_config(SUPER), model_id="super")
    plain = spec.model_copy(update={"layer_kinds": "", "layer_mlp_widths": ()})
    # 31 layers of an MLP alone: 4 kernels each (6 with FP8's input quantizations) where a
    # whole layer runs 10 (14)
    assert graph_kernels(plain, WeightFormat.BF16) - graph_kernels(spec, WeightFormat.BF16) == (
        31 * (10 - 4)
    )
    assert graph_kernels(plain, WeightFormat.FP8) - graph_kernels(spec, WeightFormat.FP8) == (
        31 * (14 - 6)
    )

    def kv(model: ModelSpec) -> float:
        plan = Plan(method="inference", framework="vllm", gpus_per_node=1, batch=1)
        return estimate(Scenario(model=model, gpu=H100, plan=plan)).memory.bytes_of("kv_cache")

    # a KV cache in the 49 attending layers of 80
    assert kv(spec) == pytest.approx(kv(plain) * 49 / 80, rel=1e-12)


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda c: c["block_configs"][3]["attention"].update(replace_with_linear=True),
         "block_configs[3].attention.replace_with_linear"),
        (lambda c: c["block_configs"][5]["ffn"].update(replace_with_linear=True),
         "block_configs[5].ffn.replace_with_linear"),
        (lambda c: c["block_configs"][0]["attention"].update(n_heads_in_group=4),
         "block_configs"),
        (lambda c: c["block_configs"][2]["attention"].update(window_length=4096),
         "block_configs[2].attention.window_length"),
        (lambda c: c["block_configs"][1]["ffn"].update(ffn_mult=None),
         "block_configs[1].ffn.ffn_mult"),
        (lambda c: c["block_configs"].pop(), "block_configs"),
        (lambda c: c.update(block_configs=None), "block_configs"),
        (lambda c: c["block_configs"].__setitem__(0, "x"), "block_configs[0]"),
    ],
)  # fmt: skip
def test_what_is_not_modelled_is_refused_by_name(edit: Any, field: str) -> None:
    cfg = copy.deepcopy(_config(SUPER))
    edit(cfg)
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config(cfg, model_id="x")
    assert err.value.field == field


def _per_layer_params(cfg: dict[str, Any]) -> list[int]:
    """Each counted layer's parameters, block by block (as _blockwise_total, in order)."""
    d, heads = cfg["hidden_size"], cfg["num_attention_heads"]
    out = []
    for block in cfg["block_configs"]:
        att, ffn = block["attention"], block["ffn"]
        params = 0
        if not att["no_op"]:
            kv = d // heads * (heads // att["n_heads_in_group"])
            params += 2 * d * d + 2 * d * kv + d
        if not ffn["no_op"]:
            params += 3 * d * _nas_ffn_width(ffn["ffn_mult"], d) + d
        if params:
            out.append(params)
    return out


def test_pipeline_stages_hold_their_own_layers() -> None:
    """Super's first half holds 37 attending layers of wide MLPs, its second half 12: a stage
    of an even split by count is planned as the heaviest one holds, and ZeRO-3 gathers the
    largest layer, each layer's parameters as the blocks count them."""
    cfg = _config(SUPER)
    spec, _ = spec_from_hf_config(cfg, model_id="super")
    own = _per_layer_params(cfg)
    weights = layer_weights(spec)
    assert weights is not None
    # the mean width's rounding aside (3 × 8,192 × ≤ 0.5 a layer)
    assert all(abs(w - o) <= 3 * 8192 for w, o in zip(weights, own, strict=True))
    first, second = sum(own[:40]), sum(own[40:])
    assert first > 1.3 * second
    assert heaviest_stage(weights, 40) == pytest.approx(first, rel=1e-4)
    plan = Plan(method="full", gpus_per_node=2, pp=2, zero=1)
    sl = model_slice(spec, plan, first=False, last=False)
    assert sl.params == pytest.approx(first, rel=1e-4)
    sharded = Plan(method="full", gpus_per_node=8, zero=3)
    widest = max(own)
    assert model_slice(spec, sharded, first=True, last=True).largest_layer_params == (
        pytest.approx(widest, rel=1e-4)
    )


def test_tensor_parallel_and_launch_counts_skip_the_missing_attention() -> None:
    spec, _ = spec_from_hf_config(_config(SUPER), model_id="super")
    plain = spec.model_copy(update={"layer_kinds": "", "layer_mlp_widths": ()})
    assert spec.blocks == 80 + 49 and plain.blocks == 160
    plan = Plan(method="lora", gpus_per_node=2, tp=2)
    counts = count_params(spec)
    ctx = Context(spec, H100, plan, counts, 0, fabric(H100, plan, None), 0.5)
    # an all-reduce after each block forward and one backward: 2 × (49 attention + 80 MLPs)
    assert tp_terms(ctx)[0].calls == 2 * 129 * plan.grad_accum
    # eager transformers: an MLP-only layer runs its norm (8), its MLP (5) and one add
    assert eager_kernels(plain, 0) - eager_kernels(spec, 0) == 31 * (41 - 14)
    # a checkpoint stores no attention projections for those layers and one norm
    assert checkpoint_tensors(plain) - checkpoint_tensors(spec) == 31 * (4 + 2 - 1)


def test_the_heaviest_stage_paces_the_pipeline() -> None:
    """Super at pp 2: the first stage's layers hold 37 attending layers of wide MLPs, so it
    works longer than the mean stage by about its share of the layers' parameters."""
    cfg = _config(SUPER)
    spec, _ = spec_from_hf_config(cfg, model_id="super")
    own = _per_layer_params(cfg)
    plan = Plan(method="full", gpus_per_node=2, pp=2, zero=1)
    balance = stage_balance(spec, plan, 1e12)  # hw_token large: the output layer a sliver
    head = count_params(spec).output_projection * 6
    expected = ((1e12 - head) * sum(own[:40]) / sum(own)) * 2 / 1e12
    assert balance == pytest.approx(expected, rel=1e-3)
    assert balance > 1.15


def test_the_heaviest_stage_keeps_its_own_layers_activations() -> None:
    """At pp 2 the planned stage is Super's first half (37 attending layers of 40, MLPs 27,328
    wide on average): a layer there keeps more than the model's mean layer."""
    spec, _ = spec_from_hf_config(_config(SUPER), model_id="super")

    def per_layer(pp: int) -> float:
        plan = Plan(method="full", framework="megatron", gpus_per_node=4 * pp, tp=4, pp=pp)
        fig = estimate(Scenario(model=spec, gpu=H100, plan=plan)).memory.components
        return float(dict(fig["activations"].inputs)["saved per layer, no recompute"])

    assert per_layer(2) == pytest.approx(1.315 * per_layer(1), rel=0.01)
