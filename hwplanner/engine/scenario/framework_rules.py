"""What a framework cannot run, as (plan field, why and what is allowed): its parallelism,
bf16 on GPUs without it, plan values the model's size bounds, and the KV cache and weight
formats a serving engine offers (scenario/validity.py raises them). Each text is a Message,
which the app shows translated."""

from __future__ import annotations

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.core.message import Message, as_source
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec, NormKind
from hwplanner.engine.plan.architectures import support
from hwplanner.engine.plan.enums import (
    OFFERED_OPTIMIZERS,
    Attention,
    Method,
    Optimizer,
    PpSchedule,
    Precision,
    Recompute,
    Speculative,
    WeightFormat,
    optimizer_offer_key,
)
from hwplanner.engine.plan.fields import layer_limited_lora
from hwplanner.engine.plan.framework_spec import Framework
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.sizing import checkpoint_ruled
from hwplanner.engine.scenario.weights import weight_storage

# Precisions whose matmuls, weights or gradients are bf16 (every one but fp32).
BF16_PRECISIONS = frozenset(
    {
        Precision.AMP,
        Precision.MIXED,
        Precision.MIXED_FP32_GRADS,
        Precision.BF16,
        Precision.FP8,
        Precision.NVFP4,
    }
)


# Pure low-precision recipes: no fp32 copy to fall back on where the GPU lacks the format.
PURE = (Precision.BF16, Precision.FP8)


def lacks_bf16(gpu: GpuSpec, plan: Plan) -> bool:
    """A training plan in a bf16 precision on a GPU with no bf16 tensor cores (V100, T4)."""
    return plan.method.is_training and plan.precision in BF16_PRECISIONS and not gpu.bf16_tflops


def gpu_rules(gpu: GpuSpec, plan: Plan) -> list[tuple[str, str]]:
    """Pure bf16 on a GPU without bf16: refused unless the framework falls back to fp16
    (Unsloth). The mixed recipes have fp16 twins of the same bytes (Hugging Face Trainer
    fp16=True, DeepSpeed and Megatron fp16 with loss scaling), which training_memory warns
    about; torchtune's get_dtype raises on bf16 where the hardware lacks it."""
    fw = FRAMEWORKS[plan.framework]
    if plan.precision is not Precision.BF16 or not lacks_bf16(gpu, plan) or fw.fp16_fallback:
        return []
    if framework_gpu_rules(gpu, plan, None):
        return []  # the framework's own GPUs are the refusal (framework_gpu_rules)
    allowed = usable_precisions(fw, gpu)
    return [
        (
            "precision",
            Message(
                "the {gpu} has no bf16, and {framework} does not train pure bf16 in fp16 "
                "instead; allowed: {allowed} (run in fp16 with loss scaling there)",
                gpu=gpu.name,
                framework=fw.name,
                allowed=", ".join(p.value for p in allowed),
            ),
        )
    ]


def offered_precisions(fw: Framework) -> list[Precision]:
    """The precisions a framework trains in: its own list where it has one (MLX: bf16, fp32),
    else FP8 where it offers an FP8 recipe, NVFP4 where it offers NVFP4, the others
    everywhere."""
    return list(_offered_precisions(fw))


@per_object(maxsize=64)
def _offered_precisions(fw: Framework) -> tuple[Precision, ...]:
    """offered_precisions, once per profile (the solvers ask for every candidate plan)."""
    if fw.training_precisions:
        return tuple(p for p in Precision if p.value in fw.training_precisions)
    fp8 = any(k.startswith("fp8:") for k in fw.offers)
    return tuple(
        p
        for p in Precision
        if (p is not Precision.FP8 or fp8) and (p is not Precision.NVFP4 or "nvfp4" in fw.offers)
    )


# The first year GPUs shipped tensor cores for the format: FP8 with Hopper (H100, announced
# 2022-03) and Ada (2022-09), FP4 with Blackwell (B200, 2024). A row with no figure for the
# format released before that year lacks the cores; a later one without a figure is unknown
# (the catalog leaves GeForce FP8 rates unset when only FP16-accumulate figures are published),
# and unknown is not refused.
FIRST_YEAR = {"fp8": 2022, "nvfp4": 2024, "mxfp8": 2024}
# NVIDIA architectures: their names and the low-precision tensor formats they have (FP8 from
# Ada and Hopper, NVFP4 from Blackwell: NVIDIA's architecture whitepapers; TensorRT-LLM's
# support matrix lists FP8 for Hopper and Ada, FP4 for Blackwell)
NVIDIA_ARCHITECTURES: dict[str, tuple[str, frozenset[str]]] = {
    "volta": ("Volta", frozenset()),
    "turing": ("Turing", frozenset()),
    "ampere": ("Ampere", frozenset()),
    "ada": ("Ada Lovelace", frozenset({"fp8"})),
    "hopper": ("Hopper", frozenset({"fp8"})),
    # MXFP8's block scales are Blackwell's (SM100+; Transformer Engine: "MXFP8 and NVFP4
    # require Blackwell")
    "blackwell": ("Blackwell", frozenset({"fp8", "nvfp4", "mxfp8"})),
    # Rubin (Vera Rubin NVL72): NVFP4 and FP8 rates on NVIDIA's Vera Rubin NVL72 page; MXFP8
    # and NVFP4 training recipes for it in Megatron-Bridge (perf_recipes/*/vr200: fp8mx, nvfp4)
    "rubin": ("Rubin", frozenset({"fp8", "nvfp4", "mxfp8"})),
}


def lacks_cores(gpu: GpuSpec, fmt: str) -> bool:
    """The GPU is known to have no tensor cores for `fmt` ("fp8", "nvfp4"): by its NVIDIA
    architecture when the catalog names it, else a GPU with no such rate released before the
    format's first GPUs."""
    known = NVIDIA_ARCHITECTURES.get(gpu.architecture)
    if known is not None:
        return fmt not in known[1]
    # a GPU of unknown architecture: FP8 by its rate, MX blocks by an FP4 rate (Blackwell's)
    rate = gpu.fp8_tflops if fmt == "fp8" else gpu.fp4_tflops
    year = gpu.release_year
    return rate is None and year is not None and year < FIRST_YEAR[fmt]


def lacks_nvfp4(gpu: GpuSpec) -> bool:
    """NVFP4 is NVIDIA's format (Transformer Engine's NVFP4 recipe runs on CUDA): another
    vendor's GPU lacks it (AMD's CDNA4 has MXFP4), a known NVIDIA architecture has it from
    Blackwell, an NVIDIA GPU of no known architecture when the catalog gives it an FP4 rate."""
    if not gpu.vendor.startswith("NVIDIA"):
        return True
    known = NVIDIA_ARCHITECTURES.get(gpu.architecture)
    if known is not None:
        return "nvfp4" not in known[1]
    return gpu.fp4_tflops is None


def _any_gpu(plan: Plan, spec: ModelSpec | None) -> str:
    """The engines that offer the plan's method, are tied to no vendor and run the model."""
    return ", ".join(
        f.id
        for f in FRAMEWORKS.values()
        if plan.method in f.methods and not f.gpu_vendor and runs_model(f, plan, spec)
    )


def runs_model(fw: Framework, plan: Plan, spec: ModelSpec | None) -> bool:
    """Whether `fw` runs the plan's model at all (any, when no model is given): its hybrid
    architecture is in the framework's model list (plan/architectures.py), and MLX trains
    only what mlx-lm's trainer is modelled for (_mlx_rules)."""
    if spec is None:
        return True
    if fw.mlx_layers and plan.method.is_training and any(p for _, p in mlx_untrained(spec)):
        return False
    hybrid = spec.hybrid
    return hybrid is None or support(fw.id, hybrid) is not None


def _refused_on(refused: tuple[str, ...], gpu: GpuSpec) -> bool:
    """The GPU is one `refused` names: by architecture ("volta"), or by vendor ("AMD")."""
    return gpu.architecture in refused or any(
        v[:1].isupper() and gpu.vendor.startswith(v) for v in refused
    )


# Accelerators in the catalog that no framework profile here runs, by vendor, with the software
# that does: it sizes memory and compiles kernels its own way (vLLM's TPU backend sizes its KV
# cache without a profiling pass and compiles padded shape buckets; JAX/MaxText, PyTorch/XLA;
# the Neuron SDK compiles the model for Trainium), none of it modelled. Their figures are listed
# (`hwplanner catalog gpus`); every plan on them is refused by name. TPUs' software: vLLM's TPU
# backend (github vllm-project/tpu-inference@022b05bf docs/getting_started/quickstart.md: "TPU
# versions: v6e, v5e"; the older in-tree one, vllm-project/vllm@93bc48b0 docs/getting_started/
# installation/google_tpu.md: "TPU versions: v6e, v5e, v5p, v4"), JAX/MaxText (AI-Hypercomputer/
# maxtext@20a91e12 docs/reference/models/tiering.md), PyTorch/XLA; Trainium's: the row's source.
OWN_STACK_VENDORS = {
    "Google": Message(
        "Google's TPUs run JAX (MaxText), PyTorch/XLA and vLLM's TPU backend, none of which "
        "is modelled here"
    ),
    "AWS": Message(
        "AWS Trainium runs the Neuron SDK (NxD Training, NxD Inference, vLLM's Neuron plugin), "
        "which is not modelled here"
    ),
}


def own_stack(gpu: GpuSpec) -> Message | None:
    """Why no framework profile runs on `gpu` (a TPU, Trainium), or None."""
    return OWN_STACK_VENDORS.get(gpu.vendor.strip())


def framework_gpu_rules(gpu: GpuSpec, plan: Plan, spec: ModelSpec | None) -> list[tuple[str, str]]:
    """Whether the framework runs on this GPU at all (Apple silicon needs a Metal backend;
    Framework.gpu_vendor, .gpu_architectures): checked before any other rule of the plan, so
    that the first refusal is the GPU, not a precision or format the GPU would refuse anyway.
    The frameworks it offers instead run the model (`spec`; None: any model)."""
    fw = FRAMEWORKS[plan.framework]
    stack = own_stack(gpu)
    if stack is not None:
        return [
            (
                "framework",
                Message(
                    "no framework profile here runs on the {gpu}: {stack}; allowed: a GPU "
                    "(hwplanner catalog gpus)",
                    gpu=gpu.name,
                    stack=stack,
                ),
            )
        ]
    if gpu.vendor.startswith("Apple") and not fw.apple_metal:
        metal = [
            f.id
            for f in FRAMEWORKS.values()
            if f.apple_metal and plan.method in f.methods and runs_model(f, plan, spec)
        ]
        return [
            (
                "framework",
                Message(
                    "{framework} does not run on the {gpu} (Apple silicon: no CUDA or ROCm); "
                    "allowed: {allowed}",
                    framework=fw.name,
                    gpu=gpu.name,
                    allowed=", ".join(metal)
                    or Message("none for {method}", method=plan.method.value),
                ),
            )
        ]
    if fw.gpu_vendor and not gpu.vendor.startswith(fw.gpu_vendor):
        return [
            (
                "framework",
                Message(
                    "{framework} runs on {vendor} GPUs only, not the {gpu}; allowed: {allowed}",
                    framework=fw.name,
                    vendor=fw.gpu_vendor,
                    gpu=gpu.name,
                    allowed=_any_gpu(plan, spec),
                ),
            )
        ]
    arch = NVIDIA_ARCHITECTURES.get(gpu.architecture)
    if fw.gpu_architectures and arch is not None and gpu.architecture not in fw.gpu_architectures:
        names = ", ".join(NVIDIA_ARCHITECTURES[a][0] for a in fw.gpu_architectures)
        return [
            (
                "framework",
                Message(
                    "{framework} runs on {architectures} GPUs, not the {gpu} ({architecture}); "
                    "allowed: {allowed}",
                    framework=fw.name,
                    architectures=names,
                    gpu=gpu.name,
                    architecture=arch[0],
                    allowed=_any_gpu(plan, spec),
                ),
            )
        ]
    return []


def usable_precisions(fw: Framework, gpu: GpuSpec) -> list[Precision]:
    """The training precisions the framework offers that this GPU runs: no FP8 without FP8
    cores, no NVFP4 without NVFP4, no pure bf16 or fp8 recipe where bf16 is missing and the
    framework does not fall back to fp16."""
    out = offered_precisions(fw)
    if not gpu.fp8_tflops:
        out = [p for p in out if p is not Precision.FP8]
    if lacks_nvfp4(gpu):
        out = [p for p in out if p is not Precision.NVFP4]
    if not gpu.bf16_tflops and not fw.fp16_fallback:
        out = [p for p in out if p not in PURE]
    return out


def engine_gpu_rules(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> list[tuple[str, str]]:
    """What the framework cannot run on this GPU (Framework.gpu_vendor, .low_precision_needs_
    cores, their hardware_source): TensorRT-LLM on another vendor's GPU; its FP8 and NVFP4
    weights or KV cache — the user's or the checkpoint's — on a GPU without those tensor
    cores (an FP8 checkpoint on an A100 needs a bf16 copy there)."""
    fw = FRAMEWORKS[plan.framework]
    if framework_gpu_rules(gpu, plan, None) or plan.method is not Method.INFERENCE:
        return []
    storage = weight_storage(spec, plan)
    checkpoint = storage.source == "checkpoint"
    if _refused_on(fw.format_gpus_refused.get(storage.format.value, ()), gpu):
        allowed = [
            f.value
            for f in loaded_formats(fw)
            if not _refused_on(fw.format_gpus_refused.get(f.value, ()), gpu)
        ]
        return [
            (
                "weight_format",
                Message(
                    "{framework} has no kernels for the checkpoint's {format} weights on the "
                    "{gpu} ({on}); allowed: {allowed}"
                    if checkpoint
                    else "{framework} has no kernels for {format} weights on the {gpu} ({on}); "
                    "allowed: {allowed}",
                    framework=fw.name,
                    format=storage.format.value,
                    gpu=gpu.name,
                    on=gpu.architecture or gpu.vendor,
                    allowed=", ".join(allowed),
                ),
            )
        ]
    if not fw.low_precision_needs_cores:
        return []
    lacks = {"fp8": lacks_cores(gpu, "fp8"), "nvfp4": lacks_cores(gpu, "nvfp4")}
    cores = {"fp8": "FP8 (Ada, Hopper, Blackwell)", "nvfp4": "FP4 (Blackwell)"}
    out: list[tuple[str, str]] = []
    weights = storage.format.value
    if lacks.get(weights):
        allowed = [f for f in fw.weight_formats if not lacks.get(f)]
        out.append(
            (
                "weight_format",
                Message(
                    "{framework} runs the checkpoint's {format} weights only on GPUs with "
                    "{cores} tensor cores, which the {gpu} lacks; allowed: {allowed}"
                    if checkpoint
                    else "{framework} runs {format} weights only on GPUs with {cores} tensor "
                    "cores, which the {gpu} lacks; allowed: {allowed}",
                    framework=fw.name,
                    format=weights,
                    cores=cores[weights],
                    gpu=gpu.name,
                    allowed=", ".join(allowed),
                ),
            )
        )
    kv = checkpoint_ruled(plan, spec).get("kv_dtype", plan.kv_dtype).value
    if lacks.get(kv):
        theirs = not plan.is_user("kv_dtype") and plan.kv_dtype.value != kv
        allowed = [k for k in fw.kv_dtypes if not lacks.get(k)]
        out.append(
            (
                "kv_dtype",
                Message(
                    "{framework} keeps the checkpoint's {kv} KV caches only on GPUs with "
                    "{cores} tensor cores, which the {gpu} lacks; allowed: {allowed}"
                    if theirs
                    else "{framework} keeps {kv} KV caches only on GPUs with {cores} tensor "
                    "cores, which the {gpu} lacks; allowed: {allowed}",
                    framework=fw.name,
                    kv=kv,
                    cores=cores[kv],
                    gpu=gpu.name,
                    allowed=", ".join(allowed),
                ),
            )
        )
    return out


def plan_rules(spec: ModelSpec, plan: Plan) -> list[tuple[str, str]]:
    """The framework's parallelism, and the trainable layers of layer freezing."""
    out: list[tuple[str, str]] = []
    fw = FRAMEWORKS[plan.framework]
    if fw.data_parallel_only and plan.method.is_training:
        # Unsloth: one GPU, or whole copies on several through accelerate/torchrun (its DDP
        # guide); it shards nothing and splits no layer
        for name, value in (("zero", plan.zero), ("tp", plan.tp), ("pp", plan.pp)):
            if value > (0 if name == "zero" else 1):
                out.append(
                    (
                        name,
                        Message(
                            "{framework} trains on one GPU or as data-parallel copies (DDP), "
                            "not {field} {value}; allowed: {allowed}",
                            framework=fw.name,
                            field=name,
                            value=value,
                            allowed=0 if name == "zero" else 1,
                        ),
                    )
                )
    if plan.method in fw.one_gpu_methods and plan.gpus > 1:
        out.append(
            (
                "gpus_per_node" if plan.gpus_per_node > 1 else "nodes",
                Message(
                    "{framework} trains {method} on one GPU only ({source}); allowed: 1",
                    framework=fw.name,
                    method=plan.method.value,
                    source=as_source(fw.one_gpu_source),
                ),
            )
        )
    if fw.no_training_tp and plan.method.is_training and plan.tp > 1:
        out.append(
            (
                "tp",
                Message(
                    "{framework} does not offer tensor parallelism in training (its trainer "
                    "shards by data and sequence); allowed: 1 ({other} does)",
                    framework=fw.name,
                    other=fw.no_training_tp,
                ),
            )
        )
    layers = spec.num_layers
    if plan.method is Method.FREEZE and not 1 <= plan.freeze_trainable_layers <= layers:
        out.append(
            (
                "freeze_trainable_layers",
                Message(
                    "{layers} is outside the allowed range 1 ≤ trainable layers ≤ {most} (the "
                    "model's layers)",
                    layers=plan.freeze_trainable_layers,
                    most=layers,
                ),
            )
        )
    out += _lora_layer_rules(spec, plan)
    if plan.method.is_training:
        out += _deepspeed_engine_rules(spec, plan, fw)
    own = offered_precisions(fw)
    listed = fw.training_precisions and not fw.mlx_layers and plan.method.is_training
    if listed and plan.precision not in own:
        out.append(
            (
                "precision",
                Message(
                    "{framework} does not train in {precision}; allowed: {allowed}",
                    framework=fw.name,
                    precision=plan.precision.value,
                    allowed=", ".join(p.value for p in own),
                ),
            )
        )
    if fw.bf16_optimizer and plan.precision is Precision.FP8 and plan.zero == 0:
        # accelerate's FP8 (Transformer Engine) with DeepSpeed: its benchmarks and docs run
        # ZeRO 1 to 3 (huggingface/accelerate@076e86e low_precision_training.md, Example Zoo)
        out.append(
            (
                "zero",
                Message(
                    "{framework} trains FP8 through accelerate's Transformer Engine backend with "
                    "ZeRO 1 to 3; allowed: 1, 2, 3",
                    framework=fw.name,
                ),
            )
        )
    listed_optimizers = fw.optimizers and not fw.mlx_layers  # MLX's rule names its own
    if listed_optimizers and plan.method.is_training and plan.optimizer.value not in fw.optimizers:
        names = ", ".join(fw.optimizers)
        out.append(
            (
                "optimizer",
                Message(
                    "{framework} steps {optimizers} only ({source}); allowed: {optimizers}",
                    framework=fw.name,
                    optimizers=names,
                    source=as_source(fw.optimizers_source),
                ),
            )
        )
    if not fw.mlx_layers:
        out += _mlx_format_rules(plan)
    elif plan.method.is_training:
        out += _mlx_rules(spec, plan)
    if plan.method is Method.INFERENCE:
        out += _format_rules(spec, plan)
        out += _scheduler_rules(plan)
    return out


def _deepspeed_engine_rules(spec: ModelSpec, plan: Plan, fw: Framework) -> list[tuple[str, str]]:
    """What Megatron-DeepSpeed runs through DeepSpeed's engine: its pipeline engine with ZeRO 0
    or 1 and no virtual stages, Ulysses without pipeline, grouped-query attention or Megatron's
    sequence parallelism, and no MoE it models (Framework.deepspeed_pipeline, .trains_moe)."""
    out: list[tuple[str, str]] = []
    if not fw.trains_moe and spec.is_moe:
        others = ", ".join(
            f.id
            for f in FRAMEWORKS.values()
            if plan.method in f.methods and f.trains_moe and runs_model(f, plan, spec)
        )
        out.append(
            (
                "framework",
                Message(
                    "{framework} trains mixture-of-experts layers through DeepSpeed-MoE "
                    "(capacity-factor dispatch, no pipeline), which is not modelled; allowed: "
                    "{allowed}",
                    framework=fw.name,
                    allowed=others,
                ),
            )
        )
    if not fw.deepspeed_pipeline:
        return out
    if plan.pp > 1 and plan.zero >= 2:
        out.append(
            (
                "zero",
                Message(
                    "DeepSpeed's pipeline engine runs ZeRO stages 0 and 1 only (pp is {pp}); "
                    "allowed: 1, or pp 1 (Megatron-DeepSpeed's --no-pipeline-parallel) for 2 "
                    "and 3",
                    pp=plan.pp,
                ),
            )
        )
    if plan.pp_interleave > 1:
        out.append(
            (
                "pp_interleave",
                Message(
                    "DeepSpeed's pipeline engine schedules 1F1B without virtual stages; allowed: 1"
                ),
            )
        )
    if (
        plan.pp > 1
        and plan.pp_schedule is PpSchedule.ZB1P
        and plan.sequence_parallel
        and plan.tp > 1
    ):
        out.append(
            (
                "sequence_parallel",
                Message(
                    "Megatron-DeepSpeed's zero-bubble schedule (--enable-zbh1-pipeline) runs "
                    "without --sequence-parallel; allowed: off (or pp_schedule 1f1b)"
                ),
            )
        )
    if plan.cp > 1:
        if plan.pp > 1:
            out.append(
                (
                    "cp",
                    Message(
                        "Megatron-DeepSpeed splits the sequence for Ulysses only without "
                        "pipeline parallelism (pp is {pp}); allowed: 1, or pp 1",
                        pp=plan.pp,
                    ),
                )
            )
        if spec.kv_heads != spec.num_attention_heads:
            out.append(
                (
                    "cp",
                    Message(
                        "Megatron-DeepSpeed's Ulysses attention takes no grouped-query attention "
                        "({kv_heads} key/value heads for {heads}); allowed: 1",
                        kv_heads=spec.kv_heads,
                        heads=spec.num_attention_heads,
                    ),
                )
            )
        if plan.sequence_parallel and plan.tp > 1:
            out.append(
                (
                    "sequence_parallel",
                    Message(
                        "Megatron-DeepSpeed's Ulysses (--ds-sequence-parallel-size) cannot be "
                        "combined with --sequence-parallel; allowed: off (or cp 1)"
                    ),
                )
            )
    return out


MLX_FORMATS = (WeightFormat.MLX_Q4, WeightFormat.MLX_Q8)
MLX_SOURCE = N_("Source", "mlx/fast.cpp under grad tracing, PR #2054: no fused backward on Metal")


def stepped_optimizers(fw: Framework) -> list[Optimizer]:
    """The optimizers a framework steps: its own list where it has one (Megatron's, MLX's),
    else every optimizer but those only some frameworks offer (OFFERED_OPTIMIZERS), plus those
    it offers."""
    if fw.optimizers:
        return [o for o in Optimizer if o.value in fw.optimizers]
    return [
        o for o in Optimizer if o not in OFFERED_OPTIMIZERS or optimizer_offer_key(o) in fw.offers
    ]


def loaded_formats(fw: Framework) -> list[WeightFormat]:
    """The weight formats a framework loads: its own list, else every format but MLX's
    (which only MLX loads: _mlx_format_rules)."""
    if fw.weight_formats:
        return [f for f in WeightFormat if f.value in fw.weight_formats]
    return [f for f in WeightFormat if fw.mlx_layers or f not in MLX_FORMATS]


def _mlx_format_rules(plan: Plan) -> list[tuple[str, str]]:
    """MLX's affine formats load only under MLX."""
    if plan.weight_format in MLX_FORMATS:
        return [
            (
                "weight_format",
                Message(
                    "{format} is MLX's format (mlx_lm.convert); allowed: mlx",
                    format=plan.weight_format.value,
                ),
            )
        ]
    return []


def mlx_untrained(spec: ModelSpec) -> tuple[tuple[Message, bool], ...]:
    """What in `spec` mlx-lm's trainer is not modelled for, each with whether it is present."""
    return (
        (Message("an encoder-only model"), not spec.causal),
        (Message("a plain (GeLU) MLP"), spec.mlp is not MlpKind.GATED),
        (Message("LayerNorm"), spec.norm is not NormKind.RMSNORM),
        (Message("Gemma's GeGLU and soft-capped attention"), spec.family.startswith("gemma")),
        (Message("a mixture of experts"), spec.is_moe),
        (Message("a hybrid's recurrent layers"), spec.recurrent is not None),
        (
            Message("layers of an MLP alone or of their own MLP widths (Nemotron-NAS)"),
            spec.recurrent is None
            and (any(k in spec.layer_kinds for k in "mA") or bool(spec.layer_mlp_widths)),
        ),
        (Message("an encoder–decoder model"), spec.is_encoder_decoder),
        (Message("a vision tower (mlx-vlm)"), spec.vision is not None),
        (Message("multi-head latent attention"), spec.is_mla),
    )


def _mlx_rules(spec: ModelSpec, plan: Plan) -> list[tuple[str, str]]:
    """What mlx-lm's trainer runs, as memory/mlx_layers.py counts it: dense decoder-only text
    models, unfused attention, whole-layer checkpointing, bf16 or fp32 weights, QLoRA on MLX's
    affine formats."""
    out: list[tuple[str, str]] = []
    kinds = mlx_untrained(spec)
    for what, present in kinds:
        if present:
            out.append(
                (
                    "model",
                    Message(
                        "MLX training of {what} is not modelled; allowed: dense decoder-only "
                        "text models with RMSNorm and a SiLU-gated MLP",
                        what=what,
                    ),
                )
            )
    if plan.attention is not Attention.EAGER:
        out.append(
            (
                "attention",
                Message(
                    "MLX trains with unfused attention ({source}); allowed: eager",
                    source=as_source(MLX_SOURCE),
                ),
            )
        )
    if plan.recompute is Recompute.SELECTIVE:
        out.append(
            (
                "recompute",
                Message("MLX checkpoints whole layers (--grad-checkpoint); allowed: none, full"),
            )
        )
    mlx = FRAMEWORKS[plan.framework]
    if plan.optimizer.value not in mlx.optimizers:
        names = ", ".join(o.value for o in stepped_optimizers(mlx))
        out.append(
            (
                "optimizer",
                Message(
                    "mlx-lm trains with adam, adamw, muon, sgd or adafactor (mlx.optimizers: no "
                    "8-bit states); allowed: {allowed}",
                    allowed=names,
                ),
            )
        )
    if plan.lora_dropout > 0 and plan.method.is_peft:
        out.append(
            (
                "lora_dropout",
                Message(
                    "MLX with adapter dropout is not modelled (each adapter then keeps its own "
                    "dropped copy and mask); allowed: 0"
                ),
            )
        )
    own = offered_precisions(FRAMEWORKS[plan.framework])
    if plan.precision not in own:
        out.append(
            (
                "precision",
                Message(
                    "MLX trains in the weights' own dtype, not {precision}; allowed: {allowed}",
                    precision=plan.precision.value,
                    allowed=", ".join(p.value for p in own),
                ),
            )
        )
    fmt = plan.weight_format
    quantized = plan.method is Method.QLORA
    allowed = (
        MLX_FORMATS if quantized else (WeightFormat.BF16, WeightFormat.FP16, WeightFormat.FP32)
    )
    if fmt is not None and fmt not in allowed:
        names = ", ".join(f.value for f in allowed)
        hint = (
            Message(" (LoRA over MLX's quantized weights is --method qlora)")
            if fmt in MLX_FORMATS and plan.method is Method.LORA
            else ""
        )
        out.append(
            (
                "weight_format",
                Message(
                    "MLX QLoRA loads no {format} weights{hint}; allowed: {allowed}"
                    if quantized
                    else "MLX training loads no {format} weights{hint}; allowed: {allowed}",
                    format=fmt.value,
                    hint=hint,
                    allowed=names,
                ),
            )
        )
    return out


def _lora_layer_rules(spec: ModelSpec, plan: Plan) -> list[tuple[str, str]]:
    """Adapters on the last N layers: at most the model's layers (mlx-lm refuses more), on a
    decoder-only model (PEFT counts an encoder–decoder's layer indices in both stacks, not
    modelled) and one pipeline stage (which stage holds them is not modelled)."""
    if plan.lora_layers is None or not layer_limited_lora(plan, spec):
        return []
    k, layers = plan.lora_layers, spec.num_layers
    if k > layers:
        return [
            (
                "lora_layers",
                Message(
                    "{layers} is outside the allowed range 1 ≤ LoRA layers ≤ {most} (the "
                    "model's layers)",
                    layers=k,
                    most=layers,
                ),
            )
        ]
    if spec.is_encoder_decoder:
        return [
            (
                "lora_layers",
                Message(
                    "adapters on the last layers of an encoder–decoder model are not modelled; "
                    "allowed: unset (every layer)"
                ),
            )
        ]
    if plan.pp > 1:
        return [
            (
                "lora_layers",
                Message(
                    "adapters on the last layers with pp {pp} are not modelled; allowed: pp 1, "
                    "or unset (every layer)",
                    pp=plan.pp,
                ),
            )
        ]
    return []


def _scheduler_rules(plan: Plan) -> list[tuple[str, str]]:
    """Multi-step scheduling is vLLM V0's (--num-scheduler-steps), which refused it with
    speculative decoding (vllm/engine/arg_utils.py create_engine_config: "Speculative decoding
    is not supported with multi-step (--num-scheduler-steps > 1)"). Other engines schedule
    every step: the field does not apply to them (unused, as the window hides it)."""
    fw = FRAMEWORKS[plan.framework]
    if plan.scheduler_steps == 1 or not fw.scheduler_steps_source:
        return []
    if plan.speculative is not Speculative.NONE:
        return [
            (
                "scheduler_steps",
                Message(
                    "{framework} runs multi-step scheduling without speculative decoding; "
                    "allowed: 1 with speculative decoding",
                    framework=fw.name,
                ),
            )
        ]
    if plan.async_scheduling and plan.is_user("async_scheduling"):
        # multi-step is V0's (0.6–0.10); async scheduling came with V1 (PR #19970)
        return [
            (
                "scheduler_steps",
                Message(
                    "{framework} runs multi-step scheduling (V0) without async scheduling; "
                    "allowed: 1 with async scheduling",
                    framework=fw.name,
                ),
            )
        ]
    return []


def _format_rules(spec: ModelSpec, plan: Plan) -> list[tuple[str, str]]:
    """A serving engine stores its KV cache and loads weights only in the formats it offers
    (vLLM's quantized KV cache is FP8, LMDeploy's INT8/INT4; GGUF is llama.cpp's): the
    profile's kv_dtypes and weight_formats, with their source."""
    fw = FRAMEWORKS[plan.framework]
    out: list[tuple[str, str]] = []
    if fw.kv_dtypes and plan.kv_dtype.value not in fw.kv_dtypes:
        out.append(
            (
                "kv_dtype",
                Message(
                    "{framework} offers no {kv} KV cache; allowed: {allowed}",
                    framework=fw.name,
                    kv=plan.kv_dtype.value,
                    allowed=", ".join(fw.kv_dtypes),
                ),
            )
        )
    # a format the plan names (or its method's default); a pre-quantized checkpoint's own
    # storage maps only to its nearest format (GGUF Q4_K_M to int4) and is not judged here
    storage = weight_storage(spec, plan)
    weights = storage.format.value
    if fw.weight_formats and storage.source != "checkpoint" and weights not in fw.weight_formats:
        out.append(
            (
                "weight_format",
                Message(
                    "{framework} loads no {format} weights; allowed: {allowed}",
                    framework=fw.name,
                    format=weights,
                    allowed=", ".join(fw.weight_formats),
                ),
            )
        )
    return out
