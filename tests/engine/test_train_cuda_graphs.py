"""Megatron-Core's CUDA graphs in training: the host replays a layer's graph (or the whole
step's) instead of launching each kernel from Python; the static buffers they keep; what they
do not run with, refused by name."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.time.kernels import MCORE_GRAPH_REPLAY_OPS
from hwplanner.engine.time.steptime import host_op_s, mcore_launch_s

MOE = {
    "framework": "megatron",
    "gpus_per_node": 8,
    "nodes": 2,
    "seq_len": 4096,
    "micro_batch": 1,
    "global_batch": 512,
    "tp": 2,
    "pp": 2,
    "ep": 4,
    "recompute": "none",
}


def _est(graphs: str, model: str = "qwen3-30b-a3b", **values: object) -> api.Estimate:
    plan = {**MOE, **values, "train_cuda_graphs": graphs}
    return api.estimate(model, "h100-sxm-80gb", "pretrain", solve=False, **plan)


def _launch_s(est: api.Estimate) -> float:
    sc = est.scenario
    return mcore_launch_s(sc.model, sc.plan, sc.gpu)


def test_layer_graphs_replace_a_layers_launches_but_a_mixtures_experts() -> None:
    none, layers, whole = _est("none"), _est("layers"), _est("full_iteration")
    op = host_op_s(shipped_catalog().gpu("h100-sxm-80gb"))
    # a dense model's layers become two replays a layer and pass: 32 layers on 2 stages
    dense = _est("layers", "llama-3.1-8b", ep=1)
    stage_layers = 16
    assert _launch_s(dense) == pytest.approx(stage_layers * 2 * MCORE_GRAPH_REPLAY_OPS * op)
    # Qwen3-30B-A3B's experts stay eager: fewer launches, far more than a dense model's
    assert _launch_s(dense) < _launch_s(layers) < _launch_s(none)
    # a graph of the whole step leaves each micro-batch its input copy
    assert _launch_s(whole) == pytest.approx(MCORE_GRAPH_REPLAY_OPS / 2 * op)
    steps = [e.figures()["compute.step_seconds"].value for e in (none, layers, whole)]
    assert steps[0] > steps[1] > steps[2]
    assert "cuda_graph.md" in str(layers.figures()["compute.step_seconds"].source)


def test_layer_graphs_keep_a_static_input_per_layer_and_micro_batch_held() -> None:
    """Llama 3 70B on 4 stages of 5 chunks (20 layers a stage), tensor parallel 2 with
    sequence parallelism: 4.6 micro-batches held at once on the first stage."""
    plan = {"gpus_per_node": 4, "nodes": 16, "tp": 2, "pp": 4, "pp_interleave": 5, "ep": 1}
    plan |= {"seq_len": 8192, "global_batch": 256}
    est = api.estimate(
        "llama-3-70b",
        "gb200",
        "pretrain",
        solve=False,
        **{**MOE, **plan},
        train_cuda_graphs="layers",
    )
    graphs = est.figures()["overhead.cuda_graphs"]
    assert graphs.value == pytest.approx(2 * 8192 * 8192 / 2 * 20 * (4 + 3 / 5))
    assert 1e10 > graphs.value > 3e9  # Megatron-Bridge: "over 10 GB" with PP > 1, a few GB
    whole = api.estimate(
        "llama-3-70b",
        "gb200",
        "pretrain",
        solve=False,
        **{**MOE, **plan},
        train_cuda_graphs="full_iteration",
    ).figures()["overhead.cuda_graphs"]
    assert whole.value < 1e8 and any("memory pool" in str(n) for n in whole.notes)
    plain = api.estimate("llama-3-70b", "gb200", "pretrain", solve=False, **{**MOE, **plan})
    assert "overhead.cuda_graphs" not in plain.figures()


@pytest.mark.parametrize(
    ("graphs", "values", "message"),
    [
        ("layers", {"framework": "fsdp", "tp": 1, "pp": 1, "ep": 1}, "does not offer CUDA graphs"),
        ("layers", {"recompute": "full"}, "full recompute only in a graph of the whole step"),
        (
            "layers",
            {"activation_offload": True, "activation_offload_layers": 16, "pp": 1},
            "no activation offload",
        ),
        ("full_iteration", {"zero": 3, "pp": 1}, "FSDP"),
        (
            "layers",
            {"recompute": "selective", "recompute_modules": ["core_attn", "moe"], "ep": 4},
            "recomputed MoE block|recompute of its MoE block",
        ),
    ],
)
def test_refused_where_megatron_core_runs_none(
    graphs: str, values: dict[str, object], message: str
) -> None:
    with pytest.raises(api.InputError, match="train_cuda_graphs: .*" + message):
        model = "qwen3-30b-a3b" if values.get("ep", 1) != 1 else "llama-3.1-8b"
        _est(graphs, model, **{"ep": 1, **values})
    # the whole step's graph captures full recompute
    assert _est("full_iteration", "llama-3.1-8b", ep=1, recompute="full").fits is not None
