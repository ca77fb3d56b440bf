"""Megatron-LM's MoE training recipes (github NVIDIA/Megatron-LM examples/moe_recipes: each
recipe's YAML and the README's median model TFLOP/s a GPU) as training-time cases.

The README gives Megatron's own "model TFLOP/s/GPU": num_floating_point_operations
(megatron/training/training.py) of the global batch over the iteration time and the world size
— an analytic count, causal attention at half the score products, multi-token-prediction
layers as layers, the output layer once a head. A case compares tokens per second a GPU, so the
published figure is divided by that count per token (megatron_flops_per_token); the engine's
own FLOPs play no part in it.

These rows were added on 2026-12-07 after two mechanisms were checked against them — the MoE
host waits (time/steptime.mcore_region_s: 26.0% → 18.0% median |error|) and the routed
experts' FP8 casts (time/techniques.routed_expert_casts: → 15.4%): the rows chose those
mechanisms' form; they set no constant (both take measured kernel figures and counts from the
code). In sample for those two mechanisms, then.
"""

from __future__ import annotations

from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.plan.enums import StateDtype, TrainCudaGraphs
from hwplanner.engine.plan.plan import Fp8Recipe, Precision, Recompute
from hwplanner.validation.cases import Case, Quantity
from hwplanner.validation.runs import Run, run_case

Row = dict[str, Any]

RECIPES = "Megatron-LM examples/moe_recipes (recipe YAML as published); "
# The README's causal attention share of the score products (get_average_attn_ratio: a causal
# mask, no sliding window)
CAUSAL = 0.5


def megatron_flops_per_token(spec: ModelSpec, seq: int) -> float:
    """Megatron's model FLOPs per token of a training step (forward and backward): its
    num_floating_point_operations' transformer path (github NVIDIA/Megatron-LM
    megatron/training/training.py @001b00c2): 12·h per layer over the MLPs (×1.5 gated) with
    the routed experts' top-k and the shared expert, the attention projections and the causal
    score and value products (multi-head latent attention's own terms), the multi-token-
    prediction layers as layers of the last layer's kind plus their norms and projection, and
    the output layer once a head (the vocabulary as padded: the recipes' multiples leave these
    models' sizes as they are)."""
    h = spec.hidden_size
    mtp = spec.mtp_layers
    layers = spec.num_layers + mtp
    # an MTP layer is of the last layer's kind (Megatron: last_layer_is_moe)
    moe = spec.num_moe_layers + (mtp if spec.layer_is_moe(spec.num_layers - 1) else 0)
    dense = layers - moe
    expert = spec.expert_intermediate_size or 0
    gated = 1.5 if spec.mlp is MlpKind.GATED else 1.0
    mlp = (
        12
        * h
        * gated
        * (
            spec.intermediate_size * dense
            + expert * spec.experts_per_token * moe
            + expert * spec.num_shared_experts * moe
        )
    )
    heads = spec.num_attention_heads
    if spec.kv_lora_rank:
        nope, rope, v = spec.qk_nope_head_dim or 0, spec.qk_rope_head_dim or 0, spec.v_head_dim or 0
        q = (
            spec.q_lora_rank * (h + heads * (nope + rope) + 1)
            if spec.q_lora_rank
            else h * heads * (nope + rope)
        )
        attention = (
            6
            * layers
            * (
                q
                + spec.kv_lora_rank * (h + heads * (nope + v) + 1)
                + h * rope
                + heads * v * h
                + seq * heads * (nope + rope) * CAUSAL
                + seq * heads * v * CAUSAL
            )
        )
    else:
        head_dim = spec.head_dim or h // heads
        ratio = head_dim * heads / h
        groups = (spec.num_kv_heads or heads) / heads
        attention = 12 * layers * h * h * (1 + groups + seq / h * CAUSAL) * ratio
    projections = 6 * mtp * (3 * h + 2 * h * h)
    logits = 6 * h * spec.vocab_size * (mtp + 1)
    return mlp + attention + projections + logits


# The recipes' common switches: Transformer Engine layers, the distributed optimizer (zero 1),
# Transformer Engine's fused cross-entropy (cross_entropy_fusion_impl te)
MXFP8 = {
    "precision": Precision.FP8,
    "fp8_recipe": Fp8Recipe.MXFP8,
    "fp8_params": True,
    "optimizer_state_dtype": StateDtype.BF16,
}
BLOCKWISE = {**MXFP8, "fp8_recipe": Fp8Recipe.BLOCKWISE}
BF16 = {"precision": Precision.MIXED_FP32_GRADS}
LAYER_GRAPHS = {"train_cuda_graphs": TrainCudaGraphs.LAYERS}
STEP_GRAPH = {"train_cuda_graphs": TrainCudaGraphs.FULL_ITERATION}
NO_RECOMPUTE = Recompute.NONE
CE = {"loss": "fused_ce_inplace", "sequence_parallel": True, "etp": 1}
MXFP8_NOTE = "MXFP8 with its parameter gather in MXFP8 and bf16 Adam moments (precision-aware "
PRECISION_AWARE = "optimizer); "


def _run(
    model: str,
    gpu: str,
    gpus: int,
    micro: int,
    batch: int,
    extra: dict[str, Any],
    assumptions: str,
    *,
    tp: int = 1,
    pp: int = 1,
    vp: int = 1,
    ep: int = 1,
    per_node: int = 8,
    recompute: Recompute = NO_RECOMPUTE,
    overlap: bool = False,
) -> Run:
    return Run(
        model, gpu, gpus, 4096, micro, batch, Quantity.TOKENS_PER_SECOND_PER_GPU,
        tp=tp, pp=pp, vp=vp, ep=ep, per_node=per_node, recompute=recompute, ep_overlap=overlap,
        extra={**CE, **extra}, assumptions=(RECIPES + assumptions).rstrip("; "),
    )  # fmt: skip


HYBRIDEP_NVL72 = "HybridEP inside the NVL72 rack (not modelled: timed as the rack's NVLink); "
HYBRIDEP_NODES = "HybridEP across nodes taken as DeepEP's dispatch (a token once to each node); "
NVL72 = "NVL72 racks taken as 64-GPU NVLink nodes; "
NO_DP_OVERLAP = "the data-parallel reduction not overlapped in the recipe (overlapped here); "
PAGED_STASH_235B = (
    MXFP8_NOTE
    + PRECISION_AWARE
    + "a whole-step CUDA graph with the paged stash (capacity factor 1.2) and CuTe DSL's fused "
    "grouped MLP (not modelled); expert all-to-alls overlapped; " + NVL72 + HYBRIDEP_NVL72
)
RECIPE_RUNS: dict[str, Run] = {
    "C-mlmrecipe-qwen3-30b-32h100-fp8": _run(
        "qwen3-30b-a3b",
        "h100-sxm-80gb",
        32,
        1,
        256,
        {**BLOCKWISE, **LAYER_GRAPHS},
        "FP8 blockwise with its parameter gather in FP8 and bf16 Adam moments (precision-aware "
        "optimizer); layer graphs of attention, router and preprocessing; HybridEP inside the node",
        ep=8,
    ),
    "C-mlmrecipe-qwen3-30b-32h100-bf16": _run(
        "qwen3-30b-a3b",
        "h100-sxm-80gb",
        32,
        1,
        256,
        BF16,
        "BF16 with fp32 gradients; no CUDA graphs; HybridEP inside the node",
        ep=8,
    ),
    "C-mlmrecipe-qwen3-30b-16gb200-bf16": _run(
        "qwen3-30b-a3b",
        "gb200",
        16,
        4,
        512,
        BF16,
        "BF16 with fp32 gradients; no CUDA graphs; " + HYBRIDEP_NVL72 + NO_DP_OVERLAP,
        ep=16,
        per_node=16,
    ),
    "C-mlmrecipe-qwen3-30b-16gb200-mxfp8-partialcg": _run(
        "qwen3-30b-a3b",
        "gb200",
        16,
        4,
        512,
        {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.MXFP8, **LAYER_GRAPHS},
        "MXFP8 (no MXFP8 parameter gather, fp32 Adam moments); layer graphs of attention, router "
        "and preprocessing; " + HYBRIDEP_NVL72 + NO_DP_OVERLAP,
        ep=16,
        per_node=16,
    ),
    "C-mlmrecipe-qwen3-30b-16gb200-mxfp8-pagedstash": _run(
        "qwen3-30b-a3b",
        "gb200",
        16,
        4,
        512,
        {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.MXFP8, **STEP_GRAPH},
        "MXFP8 (no MXFP8 parameter gather, fp32 Adam moments); a whole-step CUDA graph with the "
        "paged stash (capacity factor 1.5; its padding not counted) and CuTe DSL's fused grouped "
        "MLP (not modelled); " + HYBRIDEP_NVL72 + NO_DP_OVERLAP,
        ep=16,
        per_node=16,
    ),
    # the whole-step graph recipes of GB200 and GB300 NVL72 (the same YAML but the image)
    **{
        f"C-mlmrecipe-qwen3-235b-128{gpu}-fullcg": _run(
            "qwen3-235b-a22b",
            gpu,
            128,
            1,
            8192,
            {**MXFP8, **STEP_GRAPH},
            PAGED_STASH_235B,
            ep=64,
            per_node=64,
            overlap=True,
        )
        for gpu in ("gb200", "gb300")
    },
    "C-mlmrecipe-qwen3-235b-128gb200-partialcg": _run(
        "qwen3-235b-a22b",
        "gb200",
        128,
        1,
        8192,
        {**MXFP8, **LAYER_GRAPHS},
        MXFP8_NOTE + PRECISION_AWARE + "layer graphs of attention, router and preprocessing; "
        "expert all-to-alls overlapped; " + NVL72 + HYBRIDEP_NVL72,
        ep=64,
        per_node=64,
        overlap=True,
    ),
    "C-mlmrecipe-qwen3-235b-256h100-bf16": _run(
        "qwen3-235b-a22b",
        "h100-sxm-80gb",
        256,
        1,
        2048,
        {
            **BF16,
            "recompute_modules": ("moe_act", "layernorm"),
            "moe_deepep": True,
            "pp_ends_as_layers": True,
        },
        "BF16 with fp32 gradients; selective recompute of the MoE activation and the norms; "
        "graphs of the router and preprocessing only (not modelled: taken as none); expert "
        "all-to-alls overlapped; " + HYBRIDEP_NODES + "the embedding and the loss counted as "
        "layers in the pipeline split (the recipe's account_for_embedding/loss_in_pipeline_"
        "split); " + NO_DP_OVERLAP,
        tp=2,
        pp=8,
        vp=4,
        ep=32,
        recompute=Recompute.SELECTIVE,
        overlap=True,
    ),
    "C-mlmrecipe-qwen3-235b-128b200": _run(
        "qwen3-235b-a22b",
        "b200",
        128,
        3,
        3072,
        {**MXFP8, "moe_deepep": True, "pp_ends_as_layers": True},
        MXFP8_NOTE + PRECISION_AWARE + "DeepEP (20 SMs) with the expert all-to-alls overlapped; "
        "no CUDA graphs; 2 layers a virtual stage (12 a stage), the embedding and the loss "
        "counted as layers in the pipeline split",
        tp=2,
        pp=4,
        vp=12,
        ep=16,
        overlap=True,
    ),
    "C-mlmrecipe-qwen3-235b-128b300-partialcg": _run(
        "qwen3-235b-a22b",
        "b300",
        128,
        3,
        9216,
        {**MXFP8, **LAYER_GRAPHS, "moe_deepep": True},
        MXFP8_NOTE + PRECISION_AWARE + "layer graphs of attention and router; expert "
        "all-to-alls overlapped; " + HYBRIDEP_NODES,
        tp=2,
        ep=16,
        overlap=True,
    ),
    "C-mlmrecipe-dsv3-256b200": _run(
        "deepseek-v3",
        "b200",
        256,
        1,
        2048,
        {**MXFP8, "moe_deepep": True, "recompute_modules": ("mla_up_proj", "mlp")},
        MXFP8_NOTE + PRECISION_AWARE + "selective recompute of the MLA up-projections and the "
        "dense MLPs; DeepEP (24 SMs) with the expert all-to-alls overlapped; no CUDA graphs; the "
        "layout's 16 virtual stages (the embedding with the first 4 layers, the loss with the "
        "last and the MTP layer) taken as 2 even ones a stage; MTP layer not timed",
        pp=8,
        vp=2,
        ep=32,
        recompute=Recompute.SELECTIVE,
        overlap=True,
    ),
    "C-mlmrecipe-dsv3-256gb200": _run(
        "deepseek-v3",
        "gb200",
        256,
        1,
        8192,
        {**MXFP8, **LAYER_GRAPHS, "recompute_modules": ("mla_up_proj",)},
        MXFP8_NOTE + PRECISION_AWARE + "selective recompute of the MLA up-projections; layer "
        "graphs of attention, router and preprocessing; expert all-to-alls overlapped; optimizer "
        "states and the experts' fc1 activations offloaded to Grace (not modelled); "
        + NVL72
        + HYBRIDEP_NVL72
        + "MTP layer not timed",
        pp=4,
        vp=4,
        ep=64,
        per_node=64,
        recompute=Recompute.SELECTIVE,
        overlap=True,
    ),
    "C-mlmrecipe-dsv3-256gb300": _run(
        "deepseek-v3",
        "gb300",
        256,
        1,
        8192,
        {**MXFP8, **LAYER_GRAPHS},
        MXFP8_NOTE + PRECISION_AWARE + "no recompute; layer graphs of attention, router and "
        "preprocessing; expert all-to-alls overlapped; "
        + NVL72
        + HYBRIDEP_NVL72
        + "MTP layer not timed",
        pp=4,
        vp=4,
        ep=64,
        per_node=64,
        overlap=True,
    ),
}
NOT_MODELLED: dict[str, str] = {
    f"C-mlmrecipe-dsv4-{name}": "DeepSeek-V4 is not in the catalog (hybrid compressed "
    "attention, hash-routed layers and hyper-connections are not modelled)"
    for name in ("flash-128gb200-bshd", "flash-128gb200-thd4k", "flash-128gb200-thd64k",
                 "pro-256gb300")
}  # fmt: skip


def build_recipe(cat: Catalog, row: Row) -> Case:
    """A recipe's case: its README TFLOP/s converted to tokens/s a GPU with Megatron's own FLOPs
    count of the recipe's model and sequence."""
    run = RECIPE_RUNS[row["id"]]
    per_token = megatron_flops_per_token(cat.model(run.model), run.seq)
    return run_case(run, cat, row, float(row["value"]) * 1e12 / per_token)
