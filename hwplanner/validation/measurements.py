"""Published measurements (resources/validation/measurements.jsonl) mapped to scenarios.

Each row's configuration is prose, so the mapping is written out per case: the model (catalog or
an inline spec), the GPU, the plan with its framework profile, what was measured and in which
unit, and what the row left open. Rows the engine cannot reproduce carry the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import StateDtype
from hwplanner.engine.plan.plan import (
    LORA_TARGET_PRESETS,
    Attention,
    Fp8Recipe,
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
    WeightFormat,
)
from hwplanner.engine.plan.workload import Workload
from hwplanner.validation import (
    hybrid_rows,
    kv_pool_rows,
    moe_recipe_rows,
    posttrain_rows,
    specs,
    technique_rows,
)
from hwplanner.validation.cases import UNIT_FACTORS, Case, Quantity
from hwplanner.validation.runs import RUNS, build_run
from hwplanner.validation.serving_cases import MLX_BENCH, mlx_bench_plan, serving_cases
from hwplanner.validation.sources import publication

Row = dict[str, Any]
Builder = Callable[[Catalog, Row], Case]

GGUF = (
    "GGUF k-quant/i-quant mixes set each tensor's type (embeddings too); the engine reads them "
    "from the .gguf file's header (--model file.gguf), but the row names only the quantization, "
    "not the file's tensor mix"
)
ZERO3_PARAM_OFFLOAD = (
    "DeepSpeed ZeRO-3 parameter offload keeps up to stage3_max_live_parameters (10⁹ by "
    "default) fetched parameters and prefetch buckets on the GPU, which the engine does not model"
)
NOT_MODELLED: dict[str, str] = {
    "A-peft-t0_3b-lora-dsoffload": ZERO3_PARAM_OFFLOAD,
    "A-peft-mt0xxl-lora-dsoffload": ZERO3_PARAM_OFFLOAD,
    "A-peft-bloomz7b1-lora": "micro-batch and sequence length not stated",
    "A-peft-bloomz7b1-lora-dsoffload": "micro-batch and sequence length not stated",
    "A-llamafactory-est-full-amp": "a rule-of-thumb estimate, not a measurement",
    "A-llamafactory-est-full-purebf16": "a rule-of-thumb estimate, not a measurement",
    "A-llamafactory-est-lora16": "a rule-of-thumb estimate, not a measurement",
    "A-llamafactory-est-qlora4": "a rule-of-thumb estimate, not a measurement",
    "B-llamacpp-l31-8b-q3_k_s": GGUF,
    "B-llamacpp-l31-8b-q2_k": GGUF,
    "B-llamacpp-l31-8b-iq2_xxs": GGUF,
    "A-tt-l2-7b-qlora": "the peak reserved (9.29) is set while loading, not training: the same "
    "log shows 9.13 reserved after model init, before any step (bf16 weights built, then "
    "quantized to NF4); load-time transients are not modelled",
    "C-llama2-34b-gpuhours": "architecture never published (model not released)",
    "C-palm-540b-mfu": "TPU v4 is not a GPU in the catalog; PaLM's parallel attention+MLP "
    "block and multi-query attention are not in ModelSpec",
}
NOT_MODELLED.update(
    {
        **{
            rid: "GPUs, layout and batch not published (only the model and tokens/s per device)"
            for rid in ("C-olmocore-1b-h100-fp8", "C-olmocore-7b-h100-fp8")
        },
        **{
            rid: "a speed-up of FP8 over bf16 whose two runs' configurations are not published"
            for rid in (
                "C-fp8-fsdp2-llama3-70b-128h100-speedup",
                "C-fp8-rowwise-h200-2k-speedup",
            )
        },
        **{
            rid: "MLPerf time-to-train from a checkpoint to a target quality: the tokens it "
            "takes are not published"
            for rid in (
                "C-mlperf-v31-gpt3-eos-10752h100",
                "C-mlperf-v30-gpt3-coreweave-3584h100",
                "C-mlperf-v30-gpt3-coreweave-1536h100",
                "C-mlperf-v30-gpt3-coreweave-768h100",
            )
        },
        "C-llama3-405b-16384gpu-cp16-128k-mfu": "Llama 3's long-context stage: its batch at "
        "131,072 tokens (sequences per data-parallel rank) is recalled, not published",
        "C-mbridge2509-dsv3-1024h100": "the 25.09 table does not state the precision",
        "C-olmocore-1b-h100-bf16": "GPU count, batch and parallelism not printed in the table",
        "C-olmocore-7b-h100-bf16": "GPU count, batch and parallelism not printed in the table",
        "C-olmocore-13b-h100-bf16": "GPU count, batch and parallelism not printed in the table",
        "C-megascale-175b-12288gpu-mfu": "GPU type, parallel layout and batch not in the abstract",
        "C-zero-offload-10b-1v100": "ZeRO-Offload on a V100 of 2021: its CPU Adam step time "
        "is not timed here",
        "C-zero3-offload-1t-512v100": "ZeRO-Infinity's CPU/NVMe transfers at 1T parameters are "
        "not timed here",
        "C-zero3-offload-13b-1v100-speedup": "a speed-up ratio of two offload modes (a result, "
        "not a step)",
        "C-zero-offloadpp-opt30b-dgxh100-speedup": "a speed-up ratio of two offload modes (a "
        "result, not a step)",
    }
)
# Post-training runs: published, conditions recorded, not reproducible yet.
ONE_LENGTH = (
    "completions vary (the plan takes their average with completion_len_mean), but the run "
    "states only the cap on response length, not the average"
)
NOT_MODELLED.update(
    {
        "C-verl-dsv3-671b-grpo-96h20-step": "Megatron backend with parameters, gradients and "
        "optimizer states offloaded to CPU (offload fraction 1) and a 32-GPU rollout TP across "
        "nodes: post-training is modelled on FSDP/DeepSpeed colocation without CPU offload of "
        "the policy's parameters; dynamic batching by tokens",
        "A-verl-dsv3-671b-grpo-96h20-memory": "as C-verl-dsv3-671b-grpo-96h20-step; and how the "
        "66 GB was read (allocator or nvidia-smi) is not stated",
        "C-openrlhf-ppo-llama2-7b-a800-1024prompts": "GPU split between vLLM, actor, critic, "
        "reference and reward, and prompt/generation lengths not stated (table marked outdated)",
        "C-trl-kto-qwen2-0.5b-8h100-time": "wall-clock of a 0.5B run ('approximately 30 "
        "minutes') is dominated by what the engine does not model (tokenisation, evaluation, "
        "per-step overhead); kto-mix-14k sequence lengths not stated",
    }
)
NOT_MODELLED.update(
    {
        f"C-openrlhf-ppo-llama2-{k}-a800-1024prompts": NOT_MODELLED[
            "C-openrlhf-ppo-llama2-7b-a800-1024prompts"
        ]
        for k in ("13b", "34b", "70b")
    }
)
NOT_MODELLED.update(
    {
        f"C-verl-qwen25math7b-dapo-{n}h20-step": ONE_LENGTH
        + " (max_response_length 28K; the mean, on the run's wandb page, is not published)"
        for n in (32, 64, 128)
    }
)
NOT_MODELLED.update(technique_rows.NOT_MODELLED)
NOT_MODELLED.update(posttrain_rows.NOT_MODELLED)
NOT_MODELLED.update(kv_pool_rows.NOT_MODELLED)
NOT_MODELLED.update(moe_recipe_rows.NOT_MODELLED)
TECHNIQUE_BUILDERS = {
    **technique_rows.technique_builders(),
    **posttrain_rows.posttrain_builders(),
    **kv_pool_rows.kv_pool_builders(),
}


def _plan(fw: str, **kw: Any) -> Plan:
    """A plan under a framework profile (its precision recipe and optimizer kernel unless the
    row says otherwise)."""
    return Plan(framework=fw, **kw)


def _case(
    row: Row,
    quantity: Quantity,
    model: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    *,
    unit: str | None = None,
    measured: float | None = None,
    workload: Workload | None = None,
    assumptions: str = "",
    gpus_summed: int = 1,
    lower_bound: bool = False,
) -> Case:
    value = float(row["value"]) if measured is None else measured
    factor = UNIT_FACTORS[unit if unit is not None else ""] if quantity.is_memory else 1.0
    return Case(
        id=row["id"],
        category=row["category"],
        quantity=quantity,
        measured=value * factor,
        scenario=Scenario(model=model, gpu=gpu, plan=plan, workload=workload or Workload()),
        assumptions=assumptions,
        gpus_summed=gpus_summed,
        lower_bound=lower_bound,
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
    )


# A: training memory ------------------------------------------------------------------------


# torchtune before its chunked losses and single-device paged 8-bit AdamW in backward became
# the recipes' defaults (2024): cross-entropy over fp32 logits, torch AdamW stepped after backward.
TT_PLAIN: dict[str, Any] = {
    "loss": Loss.PLAIN,
    "optimizer": Optimizer.ADAMW,
    "paged_optimizer": False,
    "optimizer_in_backward": False,
}


def _tt_3b(seq: int, note: str) -> Builder:
    def build(cat: Catalog, row: Row) -> Case:
        plan = _plan(
            "torchtune",
            method=Method.FULL,
            seq_len=seq,
            micro_batch=2,
            recompute=Recompute.NONE,
            **TT_PLAIN,
        )
        return _case(
            row,
            Quantity.ALLOCATED,
            cat.model("llama-3.2-3b"),
            cat.gpu("a100-sxm-80gb"),
            plan,
            unit="GiB",
            assumptions="torchtune 'peak memory active' ≈ allocated; " + note,
        )

    return build


def _tt_7b(targets: tuple[str, ...], rank: int) -> Builder:
    def build(cat: Catalog, row: Row) -> Case:
        plan = _plan(
            "torchtune",
            method=Method.LORA,
            lora_rank=rank,
            lora_targets=targets,
            seq_len=512,
            micro_batch=2,
            grad_accum=64,
            recompute=Recompute.FULL,
            # the April 2024 recipe kept the fp32 logits through backward (PR #1046 freed them)
            **{**TT_PLAIN, "loss": Loss.PLAIN_KEPT},
        )
        return _case(
            row,
            Quantity.RESERVED,
            cat.model("llama-2-7b"),
            cat.gpu("a100-sxm-80gb"),
            plan,
            unit="GiB",
            assumptions="peak reserved; torchtune's memory log divides by 1024³ (GiB) although "
            "the tutorial table says GB; alpaca unpacked, padded per batch up to max_seq_len 512 "
            "(the peak batch reaches 512); GPU not stated (A100 80GB assumed)",
        )

    return build


def _bloom_full_oom(cat: Catalog, row: Row) -> Case:
    plan = _plan(
        "hf",
        method=Method.FULL,
        precision=Precision.FP32,
        seq_len=128,
        micro_batch=1,
        recompute=Recompute.NONE,
    )
    return _case(
        row,
        Quantity.ALLOCATED,
        specs.BLOOM_7B1,
        cat.gpu("a100-sxm-80gb"),
        plan,
        measured=80e9,
        assumptions="out of memory on an 80 GB A100: a lower bound; batch unknown (1 × 128 "
        "assumed: weights, gradients and Adam alone exceed 80 GB)",
        lower_bound=True,
    )


T5_SPECS = {"t0_3b": specs.T0_3B, "mt0xxl": specs.MT0_XXL}


def _peft_t5(cat: Catalog, row: Row) -> Case:
    """PEFT's seq2seq example (A-peft-<model>-<method>): fp32, batch 8, tweets
    padded to the longest in the batch, labels padded to the longest class name."""
    _, _, model, method = row["id"].split("-")
    kw: dict[str, Any] = {}
    if method == "lora":
        kw = {"lora_rank": 8, "lora_targets": ("q", "v")}
    plan = _plan(
        "hf",
        method=Method.LORA if method == "lora" else Method.FULL,
        precision=Precision.FP32,
        optimizer_impl=OptimizerImpl.FUSED,
        seq_len=34,
        micro_batch=8,
        recompute=Recompute.NONE,
        attention=Attention.EAGER,
        **kw,
    )
    oom = str(row["value"]).startswith(">")
    return _case(
        row,
        Quantity.ALLOCATED,
        T5_SPECS[model],
        cat.gpu("a100-sxm-80gb"),
        plan,
        unit="GB",
        measured=80.0 if oom else None,
        lower_bound=oom,
        assumptions="torch.cuda.max_memory_allocated (b2mb → MiB, the table's GB read as 10⁹ B);"
        " one sequence length serves both stacks: ~64 encoder tokens (tweets padded to the longest"
        " in the batch) and ~4 decoder tokens (class labels) average to 34; PyTorch 1.13 AdamW "
        "without the foreach temporary; dropout 0.1 (model.train())",
    )


# The page's first measurement: NVML after creating a 1×1 tensor (context and kernels).
BERT_CONTEXT_MIB = 1343


def _bert(cat: Catalog, row: Row) -> Case:
    """Hugging Face's 'model training anatomy' runs: bert-large-uncased sequence classification,
    512 tokens, HF Trainer on a V100 16GB, memory from NVML after training."""
    variant = row["id"].removeprefix("A-hf-bertlarge-")
    fp16 = "fp16" in variant
    optimizer = Optimizer.ADAMW
    if "adafactor" in variant:
        optimizer = Optimizer.ADAFACTOR
    elif "adam8bit" in variant:
        optimizer = Optimizer.ADAMW_8BIT
    plan = _plan(
        "hf",
        method=Method.FULL,
        precision=Precision.AMP if fp16 else Precision.FP32,
        optimizer=optimizer,
        optimizer_impl=OptimizerImpl.FUSED,
        seq_len=512,
        micro_batch=int(row["micro_batch_size"]),
        grad_accum=int(row["grad_accum"]),
        recompute=Recompute.FULL if row["grad_checkpointing"] else Recompute.NONE,
        attention=Attention.EAGER,
    )
    return _case(
        row,
        Quantity.RESERVED,
        specs.BERT_LARGE_CLS,
        cat.gpu("v100-sxm2-16gb"),
        plan,
        unit="MiB",
        measured=float(row["value"]) - BERT_CONTEXT_MIB,
        assumptions="NVML used memory (info.used // 1024², so MiB) after training, less the "
        f"{BERT_CONTEXT_MIB} MiB the same page measured for the CUDA context and kernels: what "
        "PyTorch reserved; Trainer's adamw_hf (a per-parameter loop: no foreach temporary); "
        "fp16 AMP keeps fp32 weights; dropout 0.1",
    )


# B: inference memory -----------------------------------------------------------------------

QWEN_IDS = {"7b": "qwen2.5-7b", "14b": "qwen2.5-14b", "32b": "qwen2.5-32b", "72b": "qwen2.5-72b"}


def _qwen(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # B-qwen25-7b-gptq-int4-in1
    size, inp = parts[2], parts[-1]
    context = 2049 if inp == "in1" else 32768
    wf = WeightFormat.BF16 if parts[3] == "bf16" else WeightFormat.INT4
    plan = _plan("hf", method=Method.INFERENCE, weight_format=wf, batch=1, context=context)
    gpus = int(row["num_gpus"])
    return _case(
        row,
        Quantity.ALLOCATED,
        cat.model(QWEN_IDS[size]),
        cat.gpu("a100-sxm-80gb"),
        plan,
        unit="GiB",
        gpus_summed=gpus,
        assumptions="Qwen speed benchmark: torch.cuda.max_memory_allocated in GiB; prefill of "
        "the whole prompt at once (HF generate)"
        + (
            f"; summed over {gpus} GPUs split by layer (each GPU holds one prefill)"
            if gpus > 1
            else ""
        ),
    )


def _mlx_peak(cat: Catalog, row: Row) -> Case:
    model_id, plan = mlx_bench_plan(row)
    return _case(
        row,
        Quantity.ALLOCATED,
        cat.model(model_id),
        cat.gpu("apple-m4-max-128gb"),
        plan,
        unit="GB",
        workload=Workload(prompt_tokens=2048, output_tokens=128),
        assumptions=MLX_BENCH + "; Memory GB = mx.get_peak_memory() / 1e9, MLX's allocated peak",
    )


def _gguf(fmt: WeightFormat, model_id: str, unit: str) -> Builder:
    """A GGUF file's size: the weights llama-quantize writes for `fmt` (model/gguf_mix.py)."""

    def build(cat: Catalog, row: Row) -> Case:
        plan = _plan("llamacpp", method=Method.INFERENCE, weight_format=fmt)
        return _case(
            row,
            Quantity.WEIGHTS,
            cat.model(model_id),
            cat.gpu("h100-sxm-80gb"),
            plan,
            unit=unit,
            assumptions="file size = weights (GGUF metadata is a few MB); the per-tensor types "
            "llama-quantize chooses for the named type",
        )

    return build


GGUF_ROWS: dict[str, tuple[WeightFormat, str, str]] = {
    "B-llamacpp-l31-8b-f16": (WeightFormat.FP16, "llama-3.1-8b", "GiB"),
    "B-llamacpp-l31-8b-q8_0": (WeightFormat.Q8_0, "llama-3.1-8b", "GiB"),
    "B-llamacpp-l31-8b-q6_k": (WeightFormat.Q6_K, "llama-3.1-8b", "GiB"),
    "B-llamacpp-l31-8b-q5_k_m": (WeightFormat.Q5_K_M, "llama-3.1-8b", "GiB"),
    "B-llamacpp-l31-8b-q4_k_m": (WeightFormat.Q4_K_M, "llama-3.1-8b", "GiB"),
    "B-llamacpp-l31-8b-q4km-size": (WeightFormat.Q4_K_M, "llama-3.1-8b", "GB"),
    "B-llamacpp-l31-70b-q4km-size": (WeightFormat.Q4_K_M, "llama-3.1-70b", "GB"),
    "B-llamacpp-l31-405b-q4km-size": (WeightFormat.Q4_K_M, "llama-3.1-405b", "GB"),
}


def _vllm_weights(model_id: str, gpu_id: str, tp: int) -> Builder:
    """What vLLM logs as "Model loading took … GiB": the weights a replica's GPU holds after
    loading (the engine's repacking and padding included)."""

    def build(cat: Catalog, row: Row) -> Case:
        plan = _plan("vllm", method=Method.INFERENCE, tp=tp, gpus_per_node=tp)
        return _case(
            row,
            Quantity.WEIGHTS,
            cat.model(model_id),
            cat.gpu(gpu_id),
            plan,
            unit="GiB",
            assumptions="the weights on one GPU after loading, as the log's "
            '"Model loading took" (torch memory after the model is built)',
        )

    return build


# id → (model, GPU, tensor parallel)
VLLM_WEIGHT_ROWS: dict[str, tuple[str, str, int]] = {
    "B-vllm0141-gptoss120b-h100-weights": ("gpt-oss-120b", "h100-sxm-80gb", 1),
}


# C: time and throughput --------------------------------------------------------------------


def _run_plan(
    fw: str,
    gpus: int,
    seq: int,
    global_seqs: int,
    *,
    tp: int = 1,
    pp: int = 1,
    zero: int = 0,
    recompute: Recompute = Recompute.SELECTIVE,
    **kw: Any,
) -> Plan:
    """A pretraining plan on `gpus` GPUs (8 per node) with micro-batch 1 unless the global batch
    is smaller than the data-parallel size allows."""
    dp = gpus // (tp * pp)
    per_rank = max(global_seqs // dp, 1)
    mb = kw.pop("micro_batch", 1)
    return _plan(
        fw,
        method=Method.PRETRAIN,
        seq_len=seq,
        micro_batch=mb,
        grad_accum=max(per_rank // mb, 1),
        gpus_per_node=min(gpus, 8),
        nodes=max(gpus // 8, 1),
        tp=tp,
        pp=pp,
        zero=zero,
        recompute=recompute,
        **kw,
    )


# id → (model, tokens, seq, GPUs, tensor parallel, micro-batch)
META_RUNS: dict[str, tuple[str, float, int, int, int, int]] = {
    "C-llama-2-7b-gpuhours": ("llama-2-7b", 2e12, 4096, 1024, 1, 1),
    "C-llama-2-13b-gpuhours": ("llama-2-13b", 2e12, 4096, 1024, 1, 1),
    "C-llama-2-70b-gpuhours": ("llama-2-70b", 2e12, 4096, 2048, 8, 4),
    "C-llama1-7b-gpuhours": ("7B", 1e12, 2048, 1024, 1, 2),
    "C-llama1-13b-gpuhours": ("13B", 1e12, 2048, 1024, 1, 2),
    "C-llama1-33b-gpuhours": ("33B", 1.4e12, 2048, 2048, 4, 4),
    "C-llama1-65b-gpuhours": ("65B", 1.4e12, 2048, 2048, 8, 8),
    "C-llama1-65b-throughput": ("65B", 1.4e12, 2048, 2048, 8, 8),
}


def _meta(cat: Catalog, row: Row) -> Case:
    model_id, tokens, seq, gpus, tp, mb = META_RUNS[row["id"]]
    model = specs.LLAMA1[model_id] if model_id in specs.LLAMA1 else cat.model(model_id)
    # LLaMA's hand-written backward saves "the activations that are expensive to compute,
    # such as the outputs of linear layers" (arXiv 2302.13971 §2.4): no matrix multiply or
    # attention core runs again (its element-wise recompute is not counted), unlike the FSDP
    # profile's selective recompute, torchtitan's per-op policy
    plan = _run_plan(
        "fsdp", gpus, seq, 4 * 2**20 // seq, tp=tp, zero=3, micro_batch=mb, recompute=Recompute.NONE
    )
    throughput = row["id"].endswith("throughput")
    return _case(
        row,
        Quantity.TOKENS_PER_SECOND_PER_GPU if throughput else Quantity.GPU_HOURS,
        model,
        cat.gpu("a100-sxm-80gb"),
        plan,
        workload=Workload(tokens=tokens),
        assumptions=f"{gpus} A100 80GB assumed (LLaMA-65B: 2048 stated), tensor parallel {tp}, "
        "FSDP, bf16 mixed, the linear layers' outputs saved (LLaMA's hand-written backward: no "
        "matrix multiply recomputed), 4M-token batches",
    )


def _deepseek_v3(cat: Catalog, row: Row) -> Case:
    gpu = cat.gpu("h800-sxm-80gb")
    # DeepSeek-V3 technical report (arXiv 2412.19437) §3.3: FP8 GEMMs with fine-grained
    # (1×128 tile, 128×128 block) scaling; every RMSNorm and the MLA up-projections recomputed
    # in backward; AdamW moments in BF16 beside FP32 master weights. §3.2.2: its all-to-all
    # sends a token over InfiniBand once to each node holding its experts and forwards it over
    # NVLink there (the dispatch DeepEP later published)
    plan = _run_plan(
        "megatron",
        2048,
        4096,
        15360,
        pp=16,
        zero=1,
        ep=64,
        ep_comm_overlap=True,
        moe_deepep=True,
        precision=Precision.FP8,
        fp8_recipe=Fp8Recipe.BLOCKWISE,
        recompute_modules=("layernorm", "mla_up_proj"),
        optimizer_state_dtype=StateDtype.BF16,
    )
    return _case(
        row,
        Quantity.GPU_HOURS,
        cat.model("deepseek-v3"),
        gpu,
        plan,
        measured=float(row["value"]["pretrain"]),
        workload=Workload(tokens=14.8e12),
        assumptions="pre-training share only (2.664M of 2.788M GPU-hours); batch 15,360 × 4K; "
        "DualPipe overlaps the expert all-to-alls (its bubble taken as 1F1B's: DualPipe, with "
        "two copies of the weights, is no schedule a profile here runs); FP8 blockwise GEMMs, "
        "RMSNorm and MLA up-projections recomputed, BF16 moments (the report's §3.3); its "
        "all-to-all once per node then NVLink (§3.2.2, as DeepEP), routing spread evenly (its "
        "4-node limit not counted); HAI-LLM taken as Megatron-Core; MTP module not counted",
    )


def _megatron_2021(cat: Catalog, row: Row) -> Case:
    size = row["id"].removeprefix("C-megatron2021-")
    tp, pp = specs.MEGATRON_2021_PARALLEL[size]
    gpus = int(row["num_gpus"])
    global_seqs = int(str(row["global_batch"]).split()[0])
    plan = _run_plan("megatron", gpus, 2048, global_seqs, tp=tp, pp=pp, recompute=Recompute.FULL)
    return _case(
        row,
        Quantity.HW_TFLOPS_PER_GPU,
        specs.megatron_2021(size),
        cat.gpu("a100-sxm-80gb"),
        plan,
        assumptions="tensor/pipeline sizes and heads from Narayanan et al. 2021 table 1; "
        "micro-batch 1",
    )


MCORE = {  # size → (hidden, layers, heads, tp, pp)
    "1.7b": (2048, 24, 16, 1, 1),
    "7.1b": (4096, 30, 32, 2, 1),
    "16b": (6144, 32, 48, 4, 1),
    "32b": (7168, 48, 56, 8, 1),
    "70b": (8192, 84, 64, 8, 2),
    "119b": (10240, 92, 80, 8, 4),
    "177b": (12288, 96, 96, 8, 6),
    "314b": (16384, 96, 128, 8, 8),
    "462b": (18432, 112, 144, 8, 16),
}


def _mcore(cat: Catalog, row: Row) -> Case:
    size = row["id"].removeprefix("C-megatroncore-h100-")
    d, layers, heads, tp, pp = MCORE[size]
    gpus = int(row["num_gpus"])
    global_seqs = int(str(row["global_batch"]).split()[0])
    plan = _run_plan(
        "megatron", gpus, 4096, global_seqs, tp=tp, pp=pp, zero=1, tp_comm_overlap=True
    )
    return _case(
        row,
        Quantity.MFU,
        specs.gpt(f"mcore-gpt-{size}", d, layers, heads, 131072, bias=False),
        cat.gpu("h100-sxm-80gb"),
        plan,
        assumptions="GPT shape with 4·d MLP; selective recompute, distributed optimizer and TP "
        "communication overlap (Megatron-Core H100 options) assumed; micro-batch 1",
    )


def _korthikanti(which: str) -> Builder:
    def build(cat: Catalog, row: Row) -> Case:
        recompute = Recompute.SELECTIVE if which == "selective" else Recompute.FULL
        plan = _run_plan("megatron", 2240, 2048, 2240, tp=8, pp=35, recompute=recompute)
        key = (
            "selective recompute + sequence parallel"
            if which == "selective"
            else "full activation recomputation"
        )
        case = _case(
            row,
            Quantity.MFU,
            specs.megatron_2021("530b"),
            cat.gpu("a100-sxm-80gb"),
            plan,
            measured=float(row["value"][key]),
            assumptions="MT-NLG 530B shape; TP 8 × PP 35 × DP 8, global batch 2240",
        )
        return Case(**{**_fields(case), "id": f"{row['id']}-{which}"})

    return build


def _fields(case: Case) -> dict[str, Any]:
    return {f: getattr(case, f) for f in case.__slots__}


MPT_GPUS = {"a100_80gb": "a100-sxm-80gb", "a100_40gb": "a100-sxm-40gb", "h100": "h100-sxm-80gb"}


def _mpt(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # C-mpt-7b-a100_80gb-bf16-s2048-g8
    size, gpu_tag = parts[2], parts[3]
    # Composer's amp_fp8: Transformer Engine's delayed scaling (composer/core/precision.py
    # @02c872e: te.fp8_autocast with DelayedScaling, amax history 16)
    fp8 = {"precision": Precision.FP8, "fp8_recipe": Fp8Recipe.DELAYED} if parts[4] == "fp8" else {}
    gpus = int(row["num_gpus"])
    mb, ga = int(row["micro_batch_size"]), int(row["grad_accum"])
    plan = _plan(
        "fsdp",
        method=Method.PRETRAIN,
        seq_len=int(parts[5][1:]),
        micro_batch=mb,
        grad_accum=ga,
        gpus_per_node=8,
        nodes=gpus // 8,
        zero=3,
        recompute=Recompute.FULL if row["grad_checkpointing"] else Recompute.NONE,
        # MPT's loss_fn default (llmfoundry/models/mpt/modeling_mpt.py @0085285): flash-attn's
        # CrossEntropyLoss over the bf16 logits; no benchmark yaml sets another
        loss=Loss.FUSED_CE,
        **fp8,
    )
    gpu = cat.gpu(MPT_GPUS[gpu_tag])
    return _case(
        row,
        Quantity.TOKENS_PER_SECOND_PER_GPU,
        specs.MPT[size],
        gpu,
        plan,
        workload=Workload(tokens=1e11),
        assumptions="llm-foundry benchmark config: FSDP full shard, "
        + ("amp_fp8 (Transformer Engine delayed scaling)" if fp8 else "bf16")
        + "; flash-attn fused cross-entropy (MPT's default loss_fn)",
    )


# D: parameter counts -----------------------------------------------------------------------

D_MODELS = {
    "D-llama-3_1-8b": "llama-3.1-8b",
    "D-llama-3_1-70b": "llama-3.1-70b",
    "D-llama-3_1-405b": "llama-3.1-405b",
    "D-llama-3_2-1b": "llama-3.2-1b",
    "D-llama-3_2-3b": "llama-3.2-3b",
    "D-llama-2-7b": "llama-2-7b",
    "D-llama-2-70b": "llama-2-70b",
    "D-mixtral-8x7b": "mixtral-8x7b",
    "D-qwen2_5-7b": "qwen2.5-7b",
    "D-qwen2_5-72b": "qwen2.5-72b",
    "D-qwen3-8b": "qwen3-8b",
    "D-qwen3-32b": "qwen3-32b",
    "D-qwen3-235b-a22b": "qwen3-235b-a22b",
    "D-deepseek-v3": "deepseek-v3",
    "D-gpt-oss-120b": "gpt-oss-120b",
}


def _params(active: bool) -> Builder:
    def build(cat: Catalog, row: Row) -> Case:
        plan = _plan("hf", method=Method.INFERENCE)
        key = "computed_active" if active else "computed_total"
        case = _case(
            row,
            Quantity.PARAMS_ACTIVE if active else Quantity.PARAMS_TOTAL,
            cat.model(D_MODELS[row["id"]]),
            cat.gpu("a100-sxm-80gb"),
            plan,
            measured=float(row["value"][key]),
            assumptions="reference: the row's count, which reproduces the official figure",
        )
        return Case(**{**_fields(case), "id": row["id"] + ("-active" if active else "")})

    return build


def builders(row: Row) -> list[Builder]:
    """How to turn one row into cases (none: the row is listed as not modelled)."""
    rid: str = row["id"]
    if rid in TECHNIQUE_BUILDERS:
        return [TECHNIQUE_BUILDERS[rid]]
    if rid == "A-tt-l32-3b-baseline":
        return [_tt_3b(512, "alpaca unpacked, padded per batch: 512 tokens assumed")]
    if rid == "A-tt-l32-3b-packed":
        return [_tt_3b(4096, "packed to 4096")]
    if rid.startswith("A-tt-l2-7b-lora"):
        tail = rid.removeprefix("A-tt-l2-7b-")
        full = (*LORA_TARGET_PRESETS["all"], "lm_head")
        return [
            {
                "lora-qv-r8": _tt_7b(LORA_TARGET_PRESETS["qv"], 8),
                "lora-all-r8": _tt_7b(full, 8),
                "lora-qv-r64": _tt_7b(LORA_TARGET_PRESETS["qv"], 64),
                "lora-all-r64": _tt_7b(full, 64),
            }[tail]
        ]
    if rid == "A-peft-bloomz7b1-full":
        return [_bloom_full_oom]
    if rid.startswith(("A-peft-t0_3b-", "A-peft-mt0xxl-")) and rid not in NOT_MODELLED:
        return [_peft_t5]
    if rid.startswith("A-hf-bertlarge-"):
        return [_bert]
    if rid.startswith("B-qwen25-"):
        return [_qwen]
    if rid.startswith("B-mlxlm-"):
        return [_mlx_peak]
    if rid in GGUF_ROWS:
        return [_gguf(*GGUF_ROWS[rid])]
    if rid in VLLM_WEIGHT_ROWS:
        return [_vllm_weights(*VLLM_WEIGHT_ROWS[rid])]
    if rid in META_RUNS:
        return [_meta]
    if rid == "C-deepseek-v3-gpuhours":
        return [_deepseek_v3]
    if rid.startswith("C-megatron2021-"):
        return [_megatron_2021]
    if rid.startswith("C-megatroncore-h100-"):
        return [_mcore]
    if rid == "C-korthikanti-530b-mfu":
        return [_korthikanti("selective"), _korthikanti("full")]
    if rid.startswith("C-mpt-") and rid not in NOT_MODELLED:
        return [_mpt]
    if rid in RUNS:
        return [build_run]
    if rid in moe_recipe_rows.RECIPE_RUNS:
        return [moe_recipe_rows.build_recipe]
    if rid.startswith("A-hyb-"):
        return [hybrid_rows.memory_case]
    if rid in D_MODELS:
        moe = isinstance(row["value"], dict) and row["value"].get("computed_active") != "unknown"
        return [_params(False), _params(True)] if moe else [_params(False)]
    return []


def measurement_cases(cat: Catalog, rows: list[Row]) -> list[Case]:
    """Every row as one or more cases; unmodelled rows keep their reason."""
    out: list[Case] = []
    for row in rows:
        pub, derives = publication(row), tuple(row.get("derives", ()))
        out.extend(replace(c, publication=pub, derives=derives) for c in _row_cases(cat, row))
    return out


def _row_cases(cat: Catalog, row: Row) -> list[Case]:
    if row["category"] == "D_serving":
        return serving_cases(cat, row)
    made = builders(row)
    if made:
        return [b(cat, row) for b in made]
    return [
        Case(
            id=row["id"],
            category=row["category"],
            quantity=Quantity.ALLOCATED,
            measured=float("nan"),
            reason=NOT_MODELLED.get(row["id"], "no mapping written for this row yet"),
            trust=str(row.get("trust", "")),
            source=str(row.get("source", "")),
        )
    ]
