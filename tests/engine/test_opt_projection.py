"""OPT with a token embedding narrower than the hidden state (OPT-350m: word_embed_proj_dim 512,
hidden_size 1,024), counted as transformers' modeling_opt.py builds it: embed_tokens and the tied
lm_head at 512, project_in (512 → 1,024) after the lookup and project_out (1,024 → 512) before
the head, positions at 1,024, no final LayerNorm (do_layer_norm_before false). DeepSpeed-Chat's
default reward model; its reward and supervised fine-tuning plans estimate."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.cli import main
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import activation_bytes
from hwplanner.engine.memory.loss import loss_bytes
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.model_parts import ModuleKind
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import (
    count_params,
    embedding_copies,
    lora_params,
    matrix_shapes,
    params_by_kind,
)
from hwplanner.engine.plan.enums import Loss, Precision
from hwplanner.engine.plan.formats import RECIPES
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.posttrain.shape import scored_params
from hwplanner.engine.scenario.scored import as_trained
from tests.engine.models import A100

FIXTURES = Path(__file__).parents[1] / "fixtures"
OPT_350M = FIXTURES / "configs_derived" / "opt-350m" / "config.json"
OPT_1_3B = FIXTURES / "configs" / "opt-1.3b" / "config.json"
V, D, E = 50272, 1024, 512  # vocabulary, hidden size, embedding width of OPT-350m


def _config(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def opt_350m() -> ModelSpec:
    return spec_from_hf_config(_config(OPT_350M), model_id="opt-350m")[0]


def test_opt_350m_counts_exactly_as_its_modules() -> None:
    spec = opt_350m()
    assert spec.word_embed_proj_dim == E and spec.embed_width == E
    assert spec.tie_word_embeddings and not spec.final_norm  # do_layer_norm_before false
    counts = count_params(spec)
    assert counts.total == 331_196_416  # facebook/opt-350m: Σ numel, the tied head once
    assert counts.embedding == V * E  # embed_tokens, also the tied lm_head
    assert counts.lm_head == 0 and counts.output_tied and counts.output_projection == V * E
    assert counts.embed_projections == 2 * E * D  # project_in and project_out, no bias
    assert counts.lookup == (2048 + 2) * D  # learned positions stay hidden_size wide
    layer = 4 * (D * D + D) + (D * 4096 + 4096) + (4096 * D + D) + 2 * 2 * D
    assert counts.per_dense_layer == layer and counts.layers == 24 * layer
    assert counts.norms == 24 * 2 * 2 * D  # two LayerNorms a layer, no final one
    assert counts.active == counts.total
    # the projections are matmuls (2·N FLOPs a token); the positions are lookups
    assert counts.active_compute == counts.total - counts.lookup
    assert counts.as_dict()["embed_projections"] == 2 * E * D
    assert params_by_kind(spec)[ModuleKind.EMBEDDING] == V * E
    shapes = matrix_shapes(spec)
    assert (V, E, 1) in shapes and (E, D, 1) in shapes and (D, E, 1) in shapes


def test_the_projected_width_reaches_the_head_wherever_it_is_sized() -> None:
    spec = opt_350m()
    untied = spec.model_copy(update={"tie_word_embeddings": False})
    assert count_params(untied).lm_head == V * E
    assert count_params(untied).total == 331_196_416 + V * E
    assert lora_params(spec, 8, ("lm_head",)) == 8 * (E + V)
    lora = Plan(method="lora", train_embeddings=True)
    assert embedding_copies(spec, lora) == 2 * V * E
    # the loss region: the head's weight gradient and the hidden-state gradient at width E
    plan = Plan(method="full", micro_batch=1, seq_len=512, loss="cut")
    acts = activation_bytes(spec, plan, trainable_cast_params=0, mode=Precision.BF16)

    def at_width(width: int):  # type: ignore[no-untyped-def]
        return loss_bytes(
            Loss.CUT,
            plan.loss_chunks,
            compiled=False,
            tokens=512,
            vocab=V,
            hidden=width,
            head_trainable=True,
            head_bytes=RECIPES[plan.precision].grad,
        )

    assert acts.loss == at_width(E)
    assert at_width(E).backward_peak < at_width(D).backward_peak


def test_the_score_head_reads_the_projected_width() -> None:
    """OPTForSequenceClassification's score is word_embed_proj_dim × num_labels, no bias; so is
    DeepSpeed-Chat's v_head."""
    spec = opt_350m()
    scored = as_trained(spec, Plan(method="reward", framework="deepspeed-chat"))
    assert scored.output_classes == 1 and scored.extra_params == E
    assert count_params(scored).total == 331_196_416 + E
    assert scored_params(spec, count_params(spec)) == 331_196_416 + E


@pytest.mark.parametrize("method", ["reward", "full"])
def test_deepspeed_chat_plans_opt_350m(method: str) -> None:
    plan = Plan(method=method, framework="deepspeed-chat", seq_len=512, micro_batch=8)
    est = estimate(Scenario(model=opt_350m(), gpu=A100, plan=plan), solve=False)
    total = 331_196_416 + (E if method == "reward" else 0)
    assert est.params.total == total
    parts = est.memory.components
    # 331M parameters in mixed precision: 2 B of bf16 weights, 12 B of fp32 master and AdamW
    # states each (DeepSpeed-Chat's ZeRO 0 under its bf16 optimizer)
    assert parts["weights"].value == pytest.approx(2 * total, rel=0.01)
    assert parts["optimizer"].value == pytest.approx(12 * total, rel=0.01)
    # the reward model trains 8 pairs (16 rows) with no vocabulary logits; SFT 8 rows with
    # them: 13.1 GiB and 11.5 GiB at the commit that read OPT-350m (DeepSpeed-Chat's own log,
    # micro-batch 4 and eager attention on 16 ranks, shows 12.81 GB allocated)
    expected = 14.05e9 if method == "reward" else 12.35e9
    assert est.memory.total.value == pytest.approx(expected, rel=0.02)
    assert est.budget.compute["step_seconds"].value > 0


def test_the_command_line_plans_a_reward_model_from_the_config(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["estimate", "--model", str(OPT_350M), "--gpu", "a100-sxm-80gb", "--method"]
    argv += ["reward", "--framework", "deepspeed-chat", "--seq-len", "512", "--micro-batch", "8"]
    assert main([*argv, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["params"]["total"] == 331_196_416 + E
    assert doc["params"]["by_module"]["embed_projections"] == 2 * E * D
    assert doc["memory_per_gpu_bytes"]["total"] > 0


def test_opt_models_of_one_width_are_as_before() -> None:
    """OPT-125m and 1.3b have word_embed_proj_dim = hidden_size: no projections, no field."""
    big, _ = spec_from_hf_config(_config(OPT_1_3B), model_id="opt-1.3b")
    assert big.word_embed_proj_dim is None and big.embed_width == big.hidden_size
    counts = count_params(big)
    assert counts.embed_projections == 0 and "embed_projections" not in counts.as_dict()
    assert counts.total == 1_315_758_080
    small_cfg = {
        "model_type": "opt", "hidden_size": 768, "num_hidden_layers": 12,
        "num_attention_heads": 12, "ffn_dim": 3072, "max_position_embeddings": 2048,
        "vocab_size": 50272, "word_embed_proj_dim": 768, "do_layer_norm_before": True,
    }  # fmt: skip
    small, _ = spec_from_hf_config(small_cfg, model_id="opt-125m")
    without = {k: v for k, v in small_cfg.items() if k != "word_embed_proj_dim"}
    assert small == spec_from_hf_config(without, model_id="opt-125m")[0]
    assert count_params(small).total == 125_239_296  # facebook/opt-125m
