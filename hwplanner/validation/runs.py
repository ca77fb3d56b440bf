"""Published multi-node training runs (resources/validation/measurements.jsonl, the rows of
research/time_new.jsonl) mapped to scenarios: NeMo/Megatron-Bridge/AutoModel performance
tables, torchtitan benchmarks, llm-foundry H100 tables, Llama 3, BLOOM, Falcon, DeepSeek.

Each run states its exact layout (GPUs, tp/pp/ep, virtual stages, micro-batch, global batch,
sequence, recompute) as published; what the publication left open is in `assumptions`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import PpSchedule, Sharding, StateDtype
from hwplanner.engine.plan.plan import (
    Fp8Recipe,
    Loss,
    Method,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
)
from hwplanner.engine.plan.workload import Workload
from hwplanner.validation import specs
from hwplanner.validation.cases import Case, Quantity

Row = dict[str, Any]


@dataclass(frozen=True)
class Run:
    model: str  # catalog id, or a key of SPECS
    gpu: str  # catalog id, or a key of GPUS
    gpus: int
    seq: int
    micro_batch: int
    global_seqs: int
    quantity: Quantity
    framework: str = "megatron"
    tp: int = 1
    pp: int = 1
    vp: int = 1
    ep: int = 1
    cp: int = 1
    zero: int = 1
    recompute: Recompute = Recompute.SELECTIVE
    per_node: int = 8
    method: Method = Method.PRETRAIN
    tp_overlap: bool | None = None  # None: the framework's (nemo pre-training: on)
    ep_overlap: bool = False
    tokens: float = 1e11
    measured: float | None = None  # when the row's value needs a conversion
    assumptions: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


SPECS: dict[str, ModelSpec] = {
    "deepseek-llm-67b": specs.DEEPSEEK_67B,
    "deepseek-v2": specs.DEEPSEEK_V2,
    **{f"mpt-{k}": v for k, v in specs.MPT.items()},
}
GPUS: dict[str, Callable[[Catalog], GpuSpec]] = {
    "h100-sxm-96gb-500w": lambda c: specs.h100_grand_teton(c.gpu("h100-sxm-80gb")),
}
NEMO = "Megatron-Core with Transformer Engine; "
AUTOMODEL = (
    "NeMo AutoModel: FSDP2 (ZeRO-3) + expert parallelism, TE + DeepEP kernels; "
    "MaskedCrossEntropy with fp32_upcast false; "
)
# NVIDIA-NeMo/Automodel examples/benchmark/configs (qwen3_moe_30b_te_deepep.yaml @092af93,
# deepseek_v3_te_deepep.yaml and gptoss_{20b,120b}_te_deepep.yaml @037e04a, kimi_k2_te_deepep.yaml
# @080dca5): activation_checkpointing true wraps each whole block (moe/parallelizer.py apply_ac:
# ptd_checkpoint_wrapper), false keeps every activation; loss_fn fp32_upcast: false
AM_LOSS = {"loss": Loss.PLAIN_BF16}
# The benchmark's MoE models keep their parameters in bf16 (initialize_weights(..., dtype=
# torch.bfloat16) casts the model to it: components/models/gpt_oss/model.py @037e04a6, and the
# same for the DeepSeek-V3, Kimi-K2 and Qwen3-MoE classes), so torch Adam keeps bf16 moments and
# FSDP2 casts each reduced gradient back to bf16: pure bf16, no fp32 master copy
# ... and their configs are the *_te_deepep.yaml ones: DeepEP dispatches the tokens to experts
# on other nodes (one copy a node); backend rms_norm te (Transformer Engine's RMSNorm, a fused
# kernel: nemo_automodel/components/moe/utils.py BackendConfig @0e30cc3, the yaml's backend block)
AM_MOE = {**AM_LOSS, "precision": Precision.BF16, "moe_deepep": True, "fused_norms": True}
# backend attn te (cuDNN fused attention through Transformer Engine) for DeepSeek-V3, Kimi-K2
# and Qwen3-MoE; GPT-OSS's configs set attn flex (FlexAttention, for its attention sinks)
AM_TE = {**AM_MOE, "cudnn_attention": True}
AM_BF16_NOTE = (
    "parameters, gradients and Adam moments in bf16 (the model classes' dtype); TE RMSNorm; "
)
AM_TE_NOTE = AM_BF16_NOTE + "TE (cuDNN) attention; "
AM_RECOMPUTE = "activation checkpointing of every block (the benchmark config)"
AM_NO_RECOMPUTE = "no activation checkpointing (the benchmark config)"
TITAN = "torchtitan FSDP2 (ZeRO-3), SDPA attention; "
# linkedin/Liger-Kernel@38411af examples/huggingface run_patching_methods.sh and training.py:
# a bfloat16-loaded model under --bf16 (FSDP's parameters upcast to fp32 by accelerate),
# torch AdamW; with Liger, its default patch (the fused linear loss with it), else the plain loss
LIGER_HF: dict[str, Any] = {
    "precision": Precision.BF16,
    "optimizer_impl": OptimizerImpl.FOREACH,
    "sharding": Sharding.FSDP,
}
PLAIN: dict[str, Any] = {"loss": Loss.PLAIN}
LIGER_ON: dict[str, Any] = {"liger_kernels": True}
LIGER_HF_NOTE = (
    "TRL SFTTrainer over FSDP1 full shard (4 × A100 80GB), every layer checkpointed, 32 "
    "sequences a GPU at the run's mean padded length (logged input tokens ÷ sequences); the "
    "log's global tokens/s ÷ 4"
)
TITAN_H100 = TITAN + "H100 96GB HBM2e at 500 W (sustained clocks at 500 W not modelled); "
# torch.compile's fusions are not modelled: element-wise work is timed as eager kernels
# The Llama 3 Herd of Models (arXiv 2407.21783, 2024-07-31) §3.3.2: the data-parallel
# dimension is FSDP, which "shards the model, optimizer, and gradients" (weights gathered for
# the step): gradients and optimizer states over the data-parallel ranks, ZeRO-2's bytes
LLAMA3_DP = "FSDP data parallelism sharding gradients and optimizer states (ZeRO-2, §3.3.2); "
# §3.3.2 again: "we reduce one Transformer layer each from the first and the last stages ...
# the first model chunk on the first stage has only the embedding, and the last model chunk on
# the last stage has only output projection and loss calculation": with 126 layers over 16
# stages, chunks of one layer, 8 a stage (126 + 2 = 16 × 8)
LLAMA3 = (
    "Llama 3 paper Table 4: TP 8 × PP 16 × DP, 16M-token batches (32 sequences per DP rank); "
    "interleaved schedule of 8 one-layer chunks a stage, the first holding only the embedding "
    "and the last only the output layer and loss (§3.3.2); its own tunable schedule taken as "
    "Megatron's interleaved 1F1B; " + LLAMA3_DP
)
LLAMA3_405B = {"pp_ends_as_layers": True}
# NeMo 24.07's benchmark configurations overlap the tensor-parallel communication: the
# launcher's training configurations for these models and layouts set ub_tp_comm_overlap
# (NVIDIA/NeMo-Framework-Launcher launcher_scripts/conf/training: llama/llama3_70b.yaml @b298524,
# llama/llama2_70b.yaml @4a9b61b, nemotron/nemotron_22b.yaml @3dd3561, nemotron_8b.yaml @329df4a,
# nemotron_340b.yaml @3be81fc, gpt3/175b_fp8_performance.yaml and 20b_fp8_performance.yaml
# @1e46ac6c), and the fine-tuning examples pass peft.model.ub_tp_comm_overlap=true
# (examples/peft/llama/h100/70b_2node.sh @97f45c1, 70b_1node_lora.sh @329df4a)
# The 70B SFT row's own launcher example (NVIDIA/NeMo-Framework-Launcher examples/peft/llama/
# h100/70b_2node.sh @97f45c1: TP 4, PP 4, virtual pipeline 20, fp8 with fp8_params) over
# launcher_scripts/conf/peft/llama/sft.yaml (@1ee3eb3: activations_checkpoint_granularity null;
# optim distributed_fused_adam with dtype bf16, whose apex optimizer keeps master and moments in
# it — scratch research 2026-12-04; a later sft.yaml @3dd3561 switched to Megatron-Core's
# optimizer, after 24.07 as far as the launcher's PR order shows)
NEMO2407_SCRIPTS: dict[str, dict[str, Any]] = {
    "C-nemo2407-llama2-70b-sft-16h100-fp8": {
        "recompute": Recompute.NONE,
        "optimizer_state_dtype": StateDtype.BF16,
    },
}
NEMO2407_TP_OVERLAP = (
    "tensor-parallel communication overlapped (the launcher's ub_tp_comm_overlap); "
)
# NeMo's and Megatron-Bridge's FP8 recipes keep the layers' weights in FP8 (bf16_with_fp8_mixed
# and bf16_with_fp8_current_scaling_mixed set fp8_param_gather = True: NVIDIA/NeMo
# nemo/collections/llm/recipes/precision/mixed_precision.py; Megatron-Bridge
# src/megatron/bridge/training/mixed_precision.py)
FP8_DELAYED = {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.DELAYED, "fp8_params": True}
FP8_CURRENT = {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.TENSORWISE, "fp8_params": True}
# torchao float8 (torchtitan): casts on the fly, keeps bf16 weights
FP8_TENSORWISE = {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.TENSORWISE}
# What a Megatron-Bridge performance recipe sets beyond the published table's layout:
# scripts/performance/configs/llama3/workload_base_configs.py @0fa501ac
# (LLAMA3_70B_GB200_FP8_CS_BASE_CONFIG: use_megatron_fsdp, cpu_offloading_num_layers=40)
# The BF16 performance scripts reduce and keep gradients in bf16 (grad_reduce_in_fp32 = False
# in set_deepseek_v3_common_configs, scripts/performance/configs/deepseek/
# deepseek_llm_pretrain.py @0132842, and set_gpt_oss_common_configs, gpt_oss/
# gpt_oss_llm_pretrain.py @0501207): Megatron's main_grad buffer takes the parameters' dtype
MBRIDGE_BF16 = {"precision": Precision.MIXED}
MBRIDGE_BF16_NOTE = "gradients reduced and kept in bf16 (the script's grad_reduce_in_fp32 off)"
# scripts/performance/configs/qwen3/qwen3_llm_pretrain.py @0fa501ac, set_qwen3_common_configs:
# recompute_granularity None (no recompute) for every Qwen3 configuration
QWEN3_NO_RECOMPUTE = (
    {"recompute": Recompute.NONE, "etp": 1},
    "; no recompute (the script's recompute_granularity None); experts whole on their "
    "expert-parallel rank (scripts/performance/configs/qwen3 BASE_QWEN3_*_CONFIG: "
    "expert_tensor_parallel_size=1)",
)
# The Llama 3 70B and 3.1 405B recipes overlap the tensor-parallel communication with the GEMMs
# (CommOverlapConfig(tp_comm_overlap=True): NVIDIA-NeMo/Megatron-Bridge
# src/megatron/bridge/recipes/llama/llama3.py @0d5f555, llama3_70b_pretrain_config and
# llama31_405b_pretrain_config); the performance scripts keep it and give it their userbuffers
# configuration (scripts/performance/configs/llama/llama3_llm_pretrain.py @55387cc,
# llama31_llm_pretrain.py @f53a722: llama3_70b_pretrain_config_h100, llama31_405b_..._h100/_b200)
LLAMA_TP_OVERLAP = (
    {"tp_comm_overlap": True},
    "; tensor-parallel communication overlapped (the recipe's CommOverlapConfig("
    "tp_comm_overlap=True), kept by the performance scripts)",
)
# The 3.1 405B recipe also counts the embedding and the loss as a layer each in the pipeline
# split (llama31_405b_pretrain_config: account_for_embedding_in_pipeline_split and
# account_for_loss_in_pipeline_split True, the same file and commit)
LLAMA405_RECIPE = (
    {"tp_comm_overlap": True, "pp_ends_as_layers": True},
    LLAMA_TP_OVERLAP[1] + "; the embedding and the loss counted as pipeline layers (the "
    "recipe's account_for_embedding/loss_in_pipeline_split)",
)
# Megatron-Bridge's Llama 3 / 3.1 and Qwen recipes compute the loss with Transformer Engine's
# fused cross-entropy (cross_entropy_fusion_impl "te": NVIDIA-NeMo/Megatron-Bridge PR #1154,
# cherry-picked into r0.2.0, the 25.11 container, by PR #1201; "native" again from PR #4138,
# 2026-06)
MBRIDGE_TE_LOSS = (
    {"loss": Loss.FUSED_CE_INPLACE},
    "; Transformer Engine's fused cross-entropy (the recipe's cross_entropy_fusion_impl te, "
    "Megatron-Bridge PR #1154 in r0.2.0)",
)
MBRIDGE_RECIPES: dict[str, tuple[dict[str, Any], str]] = {
    "C-mbridge2511-llama3-70b-64h100-fp8cs": LLAMA_TP_OVERLAP,
    "C-mbridge2511-llama31-405b-1024h100-fp8cs": LLAMA405_RECIPE,
    "C-mbridge2511-llama31-405b-128b200-fp8cs": LLAMA405_RECIPE,
    "C-mbridge2602-llama3-70b-64h100-fp8-gbs256": LLAMA_TP_OVERLAP,
    "C-mbridge2602-llama31-405b-1024h100-fp8-gbs1536": LLAMA405_RECIPE,
    "C-mbridge2511-qwen3-30b-a3b-16h100-fp8cs": QWEN3_NO_RECOMPUTE,
    "C-mbridge2511-qwen3-235b-256h100-fp8cs": (
        {**QWEN3_NO_RECOMPUTE[0], "tp_comm_overlap": True},
        QWEN3_NO_RECOMPUTE[1] + "; tensor-parallel communication overlapped (the 25.11 script's "
        "CommOverlapConfig(tp_comm_overlap=True): scripts/performance/configs/qwen3/"
        "qwen3_llm_pretrain.py @0fa501ac, qwen3_235b_a22b_h100_config)",
    ),
    "C-mbridge2511-llama3-70b-64gb200-fp8cs": (
        {"activation_offload": True, "activation_offload_layers": 40, "recompute": Recompute.NONE},
        "; activations of 40 of the 80 layers offloaded to the CPU (the recipe's "
        "cpu_offloading_num_layers), no recompute (Megatron-Core offloads only without it)",
    ),
}
RUNS: dict[str, Run] = {
    # Megatron-Bridge 25.11, BF16 rows (docs/performance-summary.md)
    "C-mbridge2511-gptoss120b-64h100-bf16": Run(
        "gpt-oss-120b", "h100-sxm-80gb", 64, 4096, 1, 512, Quantity.TOKENS_PER_SECOND_PER_GPU,
        pp=4, ep=8,
        # scripts/performance/configs/gpt_oss/workload_base_configs.py after PR #1438 (in
        # r0.2.0 by #1439, 2025-11-20): GPT_OSS_120B_H100_BF16_BASE_CONFIG pp 4, micro-batch 1,
        # recompute_modules ["layernorm", "moe_act"]
        extra={**MBRIDGE_BF16, "recompute_modules": ("moe_act", "layernorm")},
        assumptions=NEMO + "distributed optimizer; micro-batch 1 as the script sets it (the "
        "table's 4 with 2 accumulation steps cannot make 512 sequences on 16 data-parallel "
        "ranks); expert activation and pre-MLP norm recomputed (the script's "
        "recompute_modules); " + MBRIDGE_BF16_NOTE,
    ),
    "C-mbridge2511-dsv3-256gb200-bf16": Run(
        "deepseek-v3", "gb200", 256, 4096, 1, 4096, Quantity.TOKENS_PER_SECOND_PER_GPU,
        pp=4, vp=4, ep=64, per_node=64,
        # scripts/performance/configs/deepseek/workload_base_configs.py @0fa501ac
        # (DEEPSEEK_V3_GB200_BF16_BASE_CONFIG: recompute_modules=["mla_up_proj"])
        # src/megatron/bridge/recipes/deepseek/deepseek_v3.py (Nov 2025): the precision-aware
        # optimizer with exp_avg_dtype and exp_avg_sq_dtype bf16, fp32 main params
        extra={
            **MBRIDGE_BF16,
            "recompute_modules": ("mla_up_proj",),
            "optimizer_state_dtype": StateDtype.BF16,
        },
        assumptions=NEMO + "NVL72 racks taken as 64-GPU NVLink nodes; EP all-to-all not "
        "overlapped (Megatron-Core default); MTP layer not counted; MLA up-projections "
        "recomputed, the attention core not (the recipe's recompute_modules); Adam moments "
        "in bf16 (the recipe's precision-aware optimizer); " + MBRIDGE_BF16_NOTE,
    ),
    # The same table's FP8-MX row: MXFP8 (Transformer Engine's MXFP8BlockScaling, Blackwell)
    "C-mbridge2511-dsv3-256gb200-fp8mx": Run(
        "deepseek-v3", "gb200", 256, 4096, 1, 4096, Quantity.TOKENS_PER_SECOND_PER_GPU,
        pp=8, vp=4, ep=32, per_node=64,
        extra={
            "precision": Precision.FP8,
            "fp8_recipe": Fp8Recipe.MXFP8,
            "recompute_modules": ("mla_up_proj",),
            "optimizer_state_dtype": StateDtype.BF16,
        },
        assumptions=NEMO + "MXFP8 (the table's FP8-MX) with bf16 weights and their MXFP8 "
        "copies cached; NVL72 racks taken as 64-GPU NVLink nodes; EP all-to-all not "
        "overlapped; MTP layer not counted; recompute and bf16 Adam moments as the BF16 row's "
        "recipe (the FP8-MX configuration's own are not in the table)",
    ),
    # NVIDIA dgxc-benchmarking's Nemotron-H 56B pretraining (a hybrid: 54 Mamba-2 layers), FP8
    # on 128 H100: TP 8, micro-batch 1, 384 sequences of 8,192 tokens; the 25.04 table and a
    # later version's example run
    **{
        rid: Run(
            "nemotron-h-56b", "h100-sxm-80gb", 128, 8192, 1, 384,
            Quantity.TOKENS_PER_SECOND_PER_GPU, framework="nemo", tp=8, tp_overlap=overlap,
            extra=FP8_DELAYED,
            assumptions=NEMO + "FP8 delayed scaling (NeMo's FP8 default; the recipe is not "
            "named); recompute not stated (selective); " + note,
        )
        for rid, overlap, note in (
            ("C-dgxc-nemotronh-56b-128h100-fp8-2504", False, "nemo:25.04.01 container"),
            (
                "C-dgxc-nemotronh-56b-128h100-fp8",
                True,
                "a later stack; tensor-parallel overlap on (its FAQ turns TP_COMM_OVERLAP off "
                "only to fix a GB200 timeout)",
            ),
        )
    },
    # The Megatron-Bridge version's GB200 example: FP8 current scaling, TP 4, micro-batch 2
    "C-dgxc-nemotronh-56b-128gb200-fp8cs": Run(
        "nemotron-h-56b", "gb200", 128, 8192, 2, 384, Quantity.TOKENS_PER_SECOND_PER_GPU,
        tp=4, zero=1, per_node=64, extra=FP8_CURRENT,
        assumptions=NEMO + "FP8 current scaling (the README's FP8_RECIPE cs); distributed "
        "optimizer; recompute not stated (selective); NVL72 racks taken as 64-GPU NVLink "
        "nodes; the job name's layout (TP 4, micro-batch 2)",
    ),
    # NeMo AutoModel (docs/performance-summary.md, DGX-H100, BF16): time per global step
    "C-automodel-dsv3-1024h100-bf16": Run(
        "deepseek-v3", "h100-sxm-80gb", 1024, 4096, 1, 8192, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, pp=4, vp=8, ep=64, recompute=Recompute.FULL, extra=AM_TE,
        assumptions=AUTOMODEL + AM_TE_NOTE + AM_RECOMPUTE,
    ),
    "C-automodel-dsv3-256h100-bf16": Run(
        "deepseek-v3", "h100-sxm-80gb", 256, 4096, 1, 512, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, pp=4, vp=8, ep=64, recompute=Recompute.FULL, extra=AM_TE,
        assumptions=AUTOMODEL + AM_TE_NOTE + AM_RECOMPUTE,
    ),
    "C-automodel-kimik2-256h100-bf16": Run(
        "kimi-k2", "h100-sxm-80gb", 256, 4096, 1, 512, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, pp=8, vp=4, ep=32, recompute=Recompute.FULL, extra=AM_TE,
        assumptions=AUTOMODEL + AM_TE_NOTE + AM_RECOMPUTE,
    ),
    "C-automodel-qwen3moe30b-8h100-bf16": Run(
        "qwen3-30b-a3b", "h100-sxm-80gb", 8, 4096, 4, 512, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, ep=8, recompute=Recompute.FULL, extra=AM_TE,
        assumptions=AUTOMODEL + AM_TE_NOTE + AM_RECOMPUTE,
    ),
    "C-automodel-gptoss20b-8h100-bf16": Run(
        "gpt-oss-20b", "h100-sxm-80gb", 8, 4096, 2, 256, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, recompute=Recompute.NONE, extra=AM_MOE, ep=8,
        assumptions=AUTOMODEL + AM_BF16_NOTE + "EP column '-' with DeepEP kernels: experts "
        "spread over all 8 GPUs assumed; " + AM_NO_RECOMPUTE,
    ),
    "C-automodel-gptoss120b-64h100-bf16": Run(
        "gpt-oss-120b", "h100-sxm-80gb", 64, 4096, 2, 512, Quantity.STEP_SECONDS,
        framework="fsdp", zero=3, recompute=Recompute.NONE, extra=AM_MOE, ep=64,
        assumptions=AUTOMODEL + AM_BF16_NOTE + "EP column '-' with DeepEP kernels: experts "
        "spread over all 64 GPUs assumed; " + AM_NO_RECOMPUTE,
    ),
    "C-automodel-llama3-70b-lora-8h100-bf16": Run(
        "llama-3-70b", "h100-sxm-80gb", 8, 4096, 1, 32, Quantity.STEP_SECONDS,
        framework="megatron", zero=0, tp=2, pp=4, vp=10, method=Method.LORA,
        recompute=Recompute.FULL,
        # examples/llm_finetune/llama3_3/llama3_3_70b_instruct_peft_benchmark.yaml @00c6ff79:
        # tp 2, pp 4, 2 layers per stage (10 virtual), activation_checkpointing true,
        # peft match_all_linear, dim 16
        assumptions="NeMo AutoModel LoRA, rank 16 on every linear layer, activation "
        "checkpointing of every block (the benchmark config); PyTorch TP/PP taken as "
        "Megatron's",
    ),
    # Liger-Kernel's patching-method comparison (examples/huggingface results logs): TRL
    # SFTTrainer over FSDP1 on 4 A100 80GB, 32 Alpaca sequences a GPU padded to the longest,
    # entered at the run's mean padded length (its logged tokens ÷ sequences)
    **{
        rid: Run(
            model, "a100-sxm-80gb", 4, seq, 32, 128, Quantity.TOKENS_PER_SECOND_PER_GPU,
            framework="trl", zero=3, recompute=Recompute.FULL, per_node=4,
            method=Method.FULL, extra={**LIGER_HF, **kernels}, assumptions=LIGER_HF_NOTE,
        )
        for rid, model, seq, kernels in (
            ("C-liger-trl-mistral-7b-fsdp4-noliger-tps", "mistral-7b-v0.1", 310, PLAIN),
            ("C-liger-trl-mistral-7b-fsdp4-liger-tps", "mistral-7b-v0.1", 292, LIGER_ON),
            ("C-liger-trl-llama3-8b-fsdp4-noliger-tps", "llama-3-8b", 242, PLAIN),
            ("C-liger-trl-llama3-8b-fsdp4-liger-tps", "llama-3-8b", 276, LIGER_ON),
        )
    },
    # torchtitan on 64 A100 80GB (docs/performance.md), FSDP2
    "C-titan-a100-llama3-8b-64gpu": Run(
        "llama-3-8b", "a100-sxm-80gb", 64, 8192, 1, 64, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, assumptions=TITAN + "selective op AC",
    ),
    "C-titan-a100-llama3-70b-64gpu": Run(
        "llama-3-70b", "a100-sxm-80gb", 64, 8192, 1, 64, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, recompute=Recompute.FULL, assumptions=TITAN + "full AC",
    ),
    # measured by 2024-04-18 (pytorch/torchtitan PR #255 added the table), while the presets
    # ran norm_type fused_rmsnorm (PR #181, 2024-03-30, to PR #297, 2024-05-02, which turned the
    # Llama 3 preset back to rmsnorm); the 64-A100 Llama 2 13B preset of the time: batch 2,
    # seq 4096, fused_rmsnorm (train_configs/llama2_13b.toml, as kept in daviswer/torchtitan
    # @e79ec4f); the page does not say which norm ran. The Llama 2 70B row is of the same table;
    # the Llama 3 rows were added later, on a date not known (their preset ran fused_rmsnorm
    # until PR #297): left eager
    "C-titan-a100-llama2-13b-64gpu-noac": Run(
        "llama-2-13b", "a100-sxm-80gb", 64, 4096, 2, 128, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, recompute=Recompute.NONE, extra={"fused_norms": True},
        assumptions=TITAN + "no AC; the preset's fused_rmsnorm of the time (the page does not "
        "say which norm ran)",
    ),
    "C-titan-a100-llama2-70b-64gpu": Run(
        "llama-2-70b", "a100-sxm-80gb", 64, 4096, 2, 128, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, recompute=Recompute.FULL, extra={"fused_norms": True},
        assumptions=TITAN + "full AC; the preset's fused_rmsnorm of the time, as the 13B row",
    ),
    # torchtitan on H100 (benchmarks/*.md), BF16 without torch.compile
    "C-titan-l31-8b-8h100-fsdp": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 8, 8192, 2, 16, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, assumptions=TITAN_H100 + "selective AC",
    ),
    "C-titan-l31-8b-128h100-fsdp": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 128, 8192, 2, 256,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3,
        assumptions=TITAN_H100 + "selective AC",
    ),
    "C-titan-asynctp-70b-256h100-bf16": Run(
        "llama-3-70b", "h100-sxm-96gb-500w", 256, 8192, 16, 512,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3, tp=8,
        recompute=Recompute.FULL, assumptions=TITAN_H100 + "2D (FSDP 32 × TP 8), vanilla TP",
    ),
    "C-titan-asynctp-8b-64h100-bf16": Run(
        "llama-3-8b", "h100-sxm-96gb-500w", 64, 8192, 12, 96, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, tp=8, assumptions=TITAN_H100 + "2D (FSDP 8 × TP 8), vanilla TP",
    ),
    # FP8 runs. NeMo 24.07 (docs/source/performance/performance_summary.md): Transformer
    # Engine's DelayedScaling, NeMo's default FP8 recipe in 2024
    **{
        rid: Run(model, "h100-sxm-80gb", gpus, seq, mb, gbs, Quantity.TOKENS_PER_SECOND_PER_GPU,
                 method=method, tp=tp, pp=pp, vp=vp, cp=cp, framework="nemo",
                 extra={**FP8_DELAYED, **NEMO2407_SCRIPTS.get(rid, {})},
                 tp_overlap=tp > 1,
                 assumptions=NEMO + "FP8 delayed scaling (NeMo 24.07 default); "
                 + (NEMO2407_TP_OVERLAP if tp > 1 else "") + note)
        for rid, model, gpus, seq, mb, gbs, tp, pp, vp, cp, method, note in (
            ("C-nemo2407-llama2-7b-8h100-fp8", "llama-2-7b", 8, 4096, 1, 128, 1, 1, 1, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-llama2-13b-16h100-fp8", "llama-2-13b", 16, 4096, 1, 128, 1, 4, 10, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-llama2-70b-64h100-fp8", "llama-2-70b", 64, 4096, 1, 128, 4, 4, 20, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-llama3-8b-8h100-fp8", "llama-3-8b", 8, 8192, 1, 128, 1, 1, 1, 2,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-llama3-70b-64h100-fp8", "llama-3-70b", 64, 8192, 1, 128, 4, 4, 5, 2,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-llama2-7b-sft-8h100-fp8", "llama-2-7b", 8, 4096, 1, 32, 1, 1, 1, 1,
             Method.FULL, "SFT on sequences packed to 4,096"),
            ("C-nemo2407-llama2-70b-sft-16h100-fp8", "llama-2-70b", 16, 4096, 1, 32, 4, 4, 20, 1,
             Method.FULL, "SFT on sequences packed to 4,096; the launcher example's 20 virtual "
             "stages, no activation checkpointing, Adam moments in bf16 (its optimizer dtype; "
             "the bf16 master copy apex then keeps is planned as fp32)"),
            ("C-nemo2407-llama2-7b-lora-8h100-fp8", "llama-2-7b", 8, 4096, 1, 32, 1, 1, 1, 1,
             Method.LORA, "LoRA on sequences packed to 4,096"),
            ("C-nemo2407-llama2-70b-lora-8h100-fp8", "llama-2-70b", 8, 4096, 1, 32, 2, 4, 1, 1,
             Method.LORA, "LoRA on sequences packed to 4,096; virtual stages not stated (1)"),
            # NeMo's GPT-3 and Nemotron benchmark models (catalog rows from NeMo's configs)
            ("C-nemo2407-gpt3-5b-64h100-fp8", "nemo-gpt3-5b", 64, 2048, 4, 2048, 1, 1, 1, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-gpt3-20b-64h100-fp8", "nemo-gpt3-20b", 64, 2048, 2, 256, 2, 1, 1, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-gpt3-175b-128h100-fp8", "nemo-gpt3-175b", 128, 2048, 1, 256, 4, 8, 6,
             1, Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-gpt3-175b-512h100-fp8", "nemo-gpt3-175b", 512, 2048, 2, 2048, 4, 8, 6,
             1, Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-nemotron-8b-64h100-fp8", "nemotron-3-8b", 64, 4096, 4, 256, 2, 1, 1, 1,
             Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-nemotron-22b-64h100-fp8", "nemotron-3-22b", 64, 4096, 2, 256, 2, 4, 10,
             1, Method.PRETRAIN, "recompute not stated (selective)"),
            ("C-nemo2407-nemotron-340b-128h100-fp8", "nemotron-4-340b", 128, 4096, 1, 32, 8, 8,
             12, 1, Method.PRETRAIN, "recompute not stated (selective)"),
        )
    },
    # Megatron-Bridge 25.11 / 26.02 (docs/performance-summary.md): FP8-CS is Transformer
    # Engine's Float8CurrentScaling, per-tensor scales from the current amax (tensorwise here)
    **{
        rid: Run(model, gpu, gpus, seq, mb, gbs, Quantity.TOKENS_PER_SECOND_PER_GPU,
                 tp=tp, pp=pp, vp=vp, cp=cp, ep=ep, zero=zero, per_node=per_node,
                 extra={
                     **FP8_CURRENT, **MBRIDGE_TE_LOSS[0], **MBRIDGE_RECIPES.get(rid, ({}, ""))[0]
                 },
                 assumptions=NEMO + "FP8 current scaling"
                 + ("" if "recompute" in MBRIDGE_RECIPES.get(rid, ({}, ""))[0]
                    else "; recompute not stated (selective)")
                 + ("; Megatron FSDP taken as ZeRO-3" if zero == 3 else "")
                 + ("; NVL72 racks taken as 64-GPU NVLink nodes" if per_node == 64 else "")
                 + MBRIDGE_RECIPES.get(rid, ({}, ""))[1] + MBRIDGE_TE_LOSS[1])
        for rid, model, gpu, gpus, seq, mb, gbs, tp, pp, vp, cp, ep, zero, per_node in (
            ("C-mbridge2511-llama3-8b-8h100-fp8cs", "llama-3-8b", "h100-sxm-80gb", 8, 8192, 1,
             128, 1, 1, 1, 1, 1, 3, 8),
            ("C-mbridge2511-llama3-70b-64h100-fp8cs", "llama-3-70b", "h100-sxm-80gb", 64, 8192,
             1, 128, 4, 8, 5, 1, 1, 1, 8),
            ("C-mbridge2511-llama31-405b-1024h100-fp8cs", "llama-3.1-405b", "h100-sxm-80gb",
             1024, 8192, 1, 512, 8, 8, 8, 2, 1, 1, 8),
            ("C-mbridge2511-qwen3-30b-a3b-16h100-fp8cs", "qwen3-30b-a3b", "h100-sxm-80gb", 16,
             4096, 2, 512, 1, 2, 24, 1, 8, 1, 8),
            ("C-mbridge2511-qwen3-235b-256h100-fp8cs", "qwen3-235b-a22b", "h100-sxm-80gb", 256,
             4096, 1, 2048, 2, 8, 4, 1, 32, 1, 8),
            ("C-mbridge2511-llama3-8b-8b200-fp8cs", "llama-3-8b", "b200", 8, 8192, 2, 128, 1, 1,
             1, 1, 1, 1, 8),
            ("C-mbridge2511-llama31-405b-128b200-fp8cs", "llama-3.1-405b", "b200", 128, 8192, 1,
             64, 4, 8, 8, 2, 1, 1, 8),
            ("C-mbridge2511-llama3-70b-64gb200-fp8cs", "llama-3-70b", "gb200", 64, 8192, 2, 256,
             1, 1, 1, 1, 1, 3, 64),
            ("C-mbridge2602-llama3-70b-64h100-fp8-gbs256", "llama-3-70b", "h100-sxm-80gb", 64,
             8192, 1, 256, 4, 8, 5, 1, 1, 1, 8),
            ("C-mbridge2602-llama31-405b-1024h100-fp8-gbs1536", "llama-3.1-405b",
             "h100-sxm-80gb", 1024, 8192, 1, 1536, 8, 8, 8, 2, 1, 1, 8),
        )
    },
    # torchtitan's 3D runs of Llama 3.1 405B (benchmarks/llama3_h100_202412_torchtitan.md @31a17bf,
    # Table 5: local batch 32, global 256). The torchtitan of the day (9dec370, 2024-12-26) split
    # the local batch into as many pipeline micro-batches as pipeline stages when not told
    # (experimental.pipeline_parallel_microbatches unset: `... or parallel_dims.pp`, pytorch/
    # torchtitan@0012eca torchtitan/parallelisms/pipeline_llama.py, of that era), and its
    # default split points (parallelisms/pipelining_utils.py generate_split_points) gave looped
    # schedules two stages a rank, layers evenly with no weight for the embedding or the output
    # (generate_split_points then: layers // stages, the remainder spread)
    **{
        rid: Run(
            "llama-3.1-405b", "h100-sxm-96gb-500w", 512, 8192, 4, 256,
            Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3, tp=8, pp=8, vp=vp,
            recompute=Recompute.FULL, tp_overlap=True,
            extra={**FP8_TENSORWISE, "pp_ends_as_layers": False},
            assumptions=TITAN_H100 + "FSDP 8 × TP 8 × PP 8, " + schedule + ", full AC, float8 "
            "tensorwise, async TP (taken as TP overlap), torch.compile; 8 pipeline "
            "micro-batches of 4 sequences (torchtitan's default of one per stage then); the "
            "even layer split of that torchtitan",
        )
        for rid, vp, schedule in (
            ("C-titan-l31-405b-512h100-3d-1f1b", 1, "1F1B"),
            ("C-titan-l31-405b-512h100-3d-interleaved", 2, "interleaved 1F1B, two stages a rank"),
        )
    },
    # Table 6 of the same page: 4D, TP 8 × PP 8 × CP 8 with FSDP 1 at 262,144 tokens, local batch 8
    # (8 pipeline micro-batches of one sequence, as above)
    "C-titan-l31-405b-512h100-4d-cp8-262k": Run(
        "llama-3.1-405b", "h100-sxm-96gb-500w", 512, 262_144, 1, 8,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3, tp=8, pp=8, cp=8,
        recompute=Recompute.FULL, tp_overlap=True,
        extra={**FP8_TENSORWISE, "pp_ends_as_layers": False},
        assumptions=TITAN_H100 + "TP 8 × PP 8 × CP 8 (ring attention, torch's context_parallel) "
        "with FSDP over the context-parallel ranks, 1F1B, full AC, float8 tensorwise, async TP "
        "(taken as TP overlap), torch.compile; 8 pipeline micro-batches of one sequence "
        "(torchtitan's default of one per stage then)",
    ),
    # torchtitan with torchao float8 tensorwise (torch.compile, whose speed-ups are not modelled)
    "C-titan-asynctp-70b-256h100-fp8tw": Run(
        "llama-3-70b", "h100-sxm-96gb-500w", 256, 8192, 16, 512, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, tp=8, recompute=Recompute.FULL, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "2D (FSDP 32 × TP 8), vanilla TP, float8 tensorwise; global "
        "batch not stated (512)",
    ),
    "C-titan-l31-70b-256h100-2d-asynctp-fp8": Run(
        "llama-3.1-70b", "h100-sxm-96gb-500w", 256, 8192, 16, 512,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3, tp=8,
        recompute=Recompute.FULL, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "2D (FSDP 32 × TP 8) with async TP (its overlap not "
        "modelled), float8 tensorwise, full AC",
    ),
    "C-titan-asynctp-8b-64h100-fp8tw": Run(
        "llama-3-8b", "h100-sxm-96gb-500w", 64, 8192, 12, 96, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, tp=8, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "2D (FSDP 8 × TP 8), vanilla TP, float8 tensorwise",
    ),
    "C-titan-l31-8b-8h100-fsdp-compile": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 8, 8192, 2, 16, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, assumptions=TITAN_H100 + "selective AC; torch.compile",
    ),
    "C-titan-l31-8b-128h100-fsdp-compile": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 128, 8192, 2, 256,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3,
        assumptions=TITAN_H100 + "selective AC; torch.compile",
    ),
    "C-titan-l31-8b-8h100-cp1-32k": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 8, 32768, 1, 8, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, recompute=Recompute.FULL, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "full AC, float8 tensorwise, torch.compile; global batch not "
        "stated (one sequence per GPU)",
    ),
    "C-titan-l31-8b-8h100-cp8-262k": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 8, 262144, 1, 1, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, cp=8, recompute=Recompute.FULL, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "context parallel 8 (ring attention, torch's "
        "context_parallel), full AC, float8 tensorwise, torch.compile; one sequence a step",
    ),
    "C-titan-l31-8b-8h100-fsdp-compile-fp8": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 8, 8192, 2, 16, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "selective AC, float8 tensorwise",
    ),
    "C-titan-l31-8b-128h100-fsdp-compile-fp8": Run(
        "llama-3.1-8b", "h100-sxm-96gb-500w", 128, 8192, 2, 256,
        Quantity.TOKENS_PER_SECOND_PER_GPU, framework="fsdp", zero=3, extra=FP8_TENSORWISE,
        assumptions=TITAN_H100 + "selective AC, float8 tensorwise",
    ),
    "C-titan-trainy-l31-8b-32h200-fp8": Run(
        "llama-3.1-8b", "h200-sxm-141gb", 32, 8192, 2, 64, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, extra={**FP8_TENSORWISE, "fp8_params": True},
        assumptions=TITAN + "float8 tensorwise with float8 all-gather (FP8 weights); selective "
        "AC (llama3_8b.toml)",
    ),
    "C-titan-trainy-l31-8b-64h200-fp8": Run(
        "llama-3.1-8b", "h200-sxm-141gb", 64, 8192, 2, 128, Quantity.TOKENS_PER_SECOND_PER_GPU,
        framework="fsdp", zero=3, extra={**FP8_TENSORWISE, "fp8_params": True},
        assumptions=TITAN + "float8 tensorwise with float8 all-gather (FP8 weights); selective "
        "AC (llama3_8b.toml)",
    ),
    # Llama 3 405B (Table 4): BF16 MFU
    "C-llama3-405b-8192gpu-mfu": Run(
        "llama-3.1-405b", "h100-sxm-80gb", 8192, 8192, 1, 2048, Quantity.MFU,
        tp=8, pp=16, vp=8, zero=2, extra=LLAMA3_405B, assumptions=LLAMA3,
    ),
    "C-llama3-405b-16384gpu-mfu": Run(
        "llama-3.1-405b", "h100-sxm-80gb", 16384, 8192, 1, 2048, Quantity.MFU,
        tp=8, pp=16, vp=8, zero=2, extra=LLAMA3_405B, assumptions=LLAMA3,
    ),
    # Published GPU-hours (GPU counts and layouts not published unless stated)
    "C-llama3-8b-gpuhours": Run(
        "llama-3-8b", "h100-sxm-80gb", 2048, 8192, 1, 2048, Quantity.GPU_HOURS, tokens=15e12,
        zero=2,
        assumptions="Llama 3 model card; layout not published: 2048 H100, DP only, "
        "16M-token batches assumed; the card's total may include more than the final run; "
        + LLAMA3_DP,
    ),
    "C-llama31-8b-gpuhours": Run(
        "llama-3.1-8b", "h100-sxm-80gb", 2048, 8192, 1, 2048, Quantity.GPU_HOURS, tokens=15e12,
        zero=2,
        assumptions="Llama 3.1 model card; layout as the Llama 3 8B row (assumed); " + LLAMA3_DP,
    ),
    "C-llama3-70b-gpuhours": Run(
        "llama-3-70b", "h100-sxm-80gb", 4096, 8192, 1, 2048, Quantity.GPU_HOURS, tokens=15e12,
        tp=8, pp=4, vp=4, zero=2,
        assumptions="Llama 3 model card; layout not published: 4096 H100, TP 8 × PP 4, "
        "16M-token batches assumed; " + LLAMA3_DP,
    ),
    "C-llama31-70b-gpuhours": Run(
        "llama-3.1-70b", "h100-sxm-80gb", 4096, 8192, 1, 2048, Quantity.GPU_HOURS, tokens=15e12,
        tp=8, pp=4, vp=4, zero=2,
        assumptions="Llama 3.1 model card; layout as the Llama 3 70B row; " + LLAMA3_DP,
    ),
    "C-llama31-405b-gpuhours": Run(
        "llama-3.1-405b", "h100-sxm-80gb", 16384, 8192, 1, 2048, Quantity.GPU_HOURS,
        tokens=15.6e12, tp=8, pp=16, vp=8, zero=2, extra=LLAMA3_405B,
        assumptions=LLAMA3 + "all 15.6T tokens at 8K (the 128K stage is a small share)",
    ),
    "C-bloom-176b-gpuhours": Run(
        "bloom-176b", "a100-sxm-80gb", 384, 2048, 2, 2048, Quantity.GPU_HOURS, tokens=366e9,
        framework="megatron-deepspeed", tp=4, pp=12, zero=0, recompute=Recompute.FULL,
        assumptions="BLOOM paper: Megatron-DeepSpeed, TP 4 × PP 12 × DP 8, BF16_Optimizer, "
        "activation checkpointing, 366B tokens; micro-batch 2 (tr11 slurm); 4 × 100 Gb/s "
        "Omni-Path per node",
    ),
    "C-bloom-176b-step": Run(
        "bloom-176b", "a100-sxm-80gb", 384, 2048, 2, 2048, Quantity.STEP_SECONDS,
        framework="megatron-deepspeed", tp=4, pp=12, zero=0, recompute=Recompute.FULL,
        assumptions="BigScience tr11 slurm: Megatron-DeepSpeed, TP 4 × PP 12 × DP 8, "
        "micro-batch 2, global batch 2048, bf16 (BF16_Optimizer), --checkpoint-activations, "
        "no flash attention; 4 × 100 Gb/s Omni-Path per node; stages of 6 blocks (tr11 "
        "gave the embedding stages 5)",
    ),
    "C-falcon-180b-config": Run(
        "falcon-180b-chat", "a100-sxm-40gb", 4096, 2048, 1, 2048, Quantity.GPU_HOURS, tokens=3.5e12,
        tp=8, pp=8,
        assumptions="Falcon-180B model card: 4096 A100 40GB, TP 8 × PP 8 × DP 64, 3.5T tokens, "
        "~7M GPU-hours (approximate); 4M-token batches and selective recompute assumed",
    ),
    "C-deepseek-67b-gpuhours-per-T": Run(
        "deepseek-llm-67b", "h800-sxm-80gb", 1024, 4096, 1, 4608, Quantity.GPU_HOURS,
        tokens=1e12, tp=8,
        assumptions="DeepSeek-V2 paper: 300.6K H800 GPU-hours per trillion tokens for 67B; "
        "layout not published: 1024 H800, TP 8 × DP 128 (ZeRO-1), 4608 × 4K batches assumed",
    ),
    "C-deepseek-v2-gpuhours-per-T": Run(
        "deepseek-v2", "h800-sxm-80gb", 1024, 4096, 1, 9216, Quantity.GPU_HOURS, tokens=1e12,
        pp=16, ep=8, extra={"pp_schedule": PpSchedule.ZB1P},
        assumptions="DeepSeek-V2 paper: 172.8K H800 GPU-hours per trillion tokens; 16-way "
        "zero-bubble pipeline (ZB-H1), 8-way EP (only the shared "
        "experts overlap the all-to-all: not overlapped here), ZeRO-1; 1024 GPUs and "
        "9216 × 4K batches assumed",
    ),
}  # fmt: skip

NETWORK: dict[str, float] = {"C-bloom-176b-gpuhours": 400.0}  # Gbit/s per node, when published


def _gpu(cat: Catalog, gpu_id: str) -> GpuSpec:
    return GPUS[gpu_id](cat) if gpu_id in GPUS else cat.gpu(gpu_id)


def _model(cat: Catalog, model_id: str) -> ModelSpec:
    return SPECS[model_id] if model_id in SPECS else cat.model(model_id)


def run_plan(run: Run) -> Plan:
    """The run's layout as a plan, its global batch as published (the plan derives the
    micro-batches per step)."""
    per_node = min(run.gpus, run.per_node)
    fields: dict[str, Any] = dict(
        framework=run.framework,
        method=run.method,
        seq_len=run.seq,
        micro_batch=run.micro_batch,
        global_batch=run.global_seqs,
        gpus_per_node=per_node,
        nodes=max(run.gpus // per_node, 1),
        tp=run.tp,
        pp=run.pp,
        pp_interleave=run.vp,
        ep=run.ep,
        cp=run.cp,
        zero=run.zero,
        recompute=run.recompute,
        ep_comm_overlap=run.ep_overlap,
    )
    if run.tp_overlap is not None:
        fields["tp_comm_overlap"] = run.tp_overlap
    return Plan(**{**fields, **run.extra})


def build_run(cat: Catalog, row: Row) -> Case:
    run = RUNS[row["id"]]
    return run_case(
        run, cat, row, run.measured if run.measured is not None else float(row["value"])
    )


def run_case(run: Run, cat: Catalog, row: Row, measured: float) -> Case:
    """A run's case: its layout as a plan, `measured` in the run's quantity."""
    return Case(
        id=row["id"],
        category=row["category"],
        quantity=run.quantity,
        measured=measured,
        scenario=Scenario(
            model=_model(cat, run.model),
            gpu=_gpu(cat, run.gpu),
            plan=run_plan(run),
            workload=Workload(tokens=run.tokens, inter_node_gbit_per_node=NETWORK.get(row["id"])),
        ),
        assumptions=run.assumptions,
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
    )
