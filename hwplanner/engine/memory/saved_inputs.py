"""Which projection inputs autograd keeps for backward when only some weights train.

A matmul keeps its input only for its weight's gradient: PyTorch saves an operand of a
derivative only when that gradient is needed. The per-layer count of memory/activations.py holds
every projection's input, as full fine-tuning keeps them all. Under LoRA a frozen projection keeps
nothing of its own, so

* the attention norm's output stays only when q, k or v carries an adapter,
* the MLP norm's output only when gate or up does,
* the down projection's input (the gated product, or a plain MLP's activation) only when down
  does,

and an adapter with dropout keeps its own dropped copy and mask instead of the shared input
(PEFT and torchtune give every adapted module its own nn.Dropout; LitGPT one for its fused
q/k/v projection). Checked against the fake-tensor oracle (Llama-3.2-1B, 2,048 tokens, no
checkpointing): q,v-only LoRA keeps 2·d + 2·intermediate bytes per token per layer less than
all-linear LoRA in bf16, and dropout keeps 1 + 2 bytes per adapter input element.

Transformer Engine's Linear under an FP8 recipe keeps its input as the FP8 copy it cast for
the weight-gradient GEMM, one byte per element, rather than the 16-bit tensor
(transformer_engine/pytorch/module/linear.py `_Linear.forward`: `saved_inputmat` /
`saved_inputmat_t`, the FP8 cast, unless the recipe overrides wgrad precision). Where those
linears sit in otherwise eager layers (`te_fp8_input_bytes`) the 16-bit tensor it read is freed
unless another operation keeps it.

bitsandbytes before 0.43.2 kept the input of every 4-bit matmul for backward (MatMul4Bit
`ctx.tensors = (A, B)`, removed by PR #1270 "fix QLoRA mem bug: delete useless buffered
activation", released 2024-07-23): there every projection's input stays, adapter or not.
"""

from __future__ import annotations

from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.plan.enums import Method, Precision
from hwplanner.engine.plan.fields import eager_te_fp8
from hwplanner.engine.plan.plan import Plan

ATTENTION_INPUT = ("q", "k", "v")
ATTENTION_TARGETS = (*ATTENTION_INPUT, "o")  # none of them in a hybrid's recurrent layers
MLP_INPUT = ("gate", "up")
# bytes of a dropout mask element (bool) on top of the dropped copy
MASK_BYTES = 1.0


def keeps_every_input(plan: Plan) -> bool:
    """Every projection's input stays: full training, or QLoRA on bitsandbytes < 0.43.2."""
    if not plan.base_method.is_peft:
        return True
    return plan.base_method is Method.QLORA and plan.bnb_keeps_inputs


def unkept_input_bytes(
    spec: ModelSpec,
    plan: Plan,
    mode: Precision,
    *,
    recurrent: bool = False,
    mlp_block: bool = True,
) -> tuple[float, float]:
    """(norm outputs, MLP width) bytes per token per layer that memory/activations.py counts but no
    one keeps under this plan's adapters. Dense layers only; the caller splits by tp. A hybrid's
    recurrent mixer has no adapters, so its norm's output is never kept for its projection; a
    layer without MLP (`mlp_block` false) has only the mixer's norm."""
    if keeps_every_input(plan):
        return 0.0, 0.0
    c = 4.0 if mode is Precision.FP32 else 2.0  # the matmul-side copy (bf16 under autocast)
    targets = set(plan.lora_targets)
    dropout = plan.lora_dropout > 0
    norms = 0.0
    # with dropout each adapter keeps its dropped copy, not the norm's output
    if recurrent or dropout or not targets & set(ATTENTION_INPUT):
        norms += c * spec.hidden_size
    if not mlp_block:
        return norms, 0.0
    if dropout or not targets & set(MLP_INPUT):
        norms += c * spec.hidden_size
    width = 0.0
    if dropout or "down" not in targets:
        width = c * spec.intermediate_size
    return norms, width


def adapted_input_elements(
    spec: ModelSpec,
    plan: Plan,
    fused_qkv: bool,
    *,
    recurrent: bool = False,
    mlp_block: bool = True,
) -> float:
    """Elements per token per layer of the adapted modules' inputs, each module's own (one for
    a fused q/k/v projection): what each adapter's dropout copies and PEFT casts. A hybrid's
    recurrent layer has no attention modules to adapt; a layer without MLP no MLP modules."""
    d = spec.hidden_size
    width = {
        "q": d,
        "k": d,
        "v": d,
        "o": spec.q_dim,
        "gate": d,
        "up": d,
        "down": spec.intermediate_size,
    }
    targets = [t for t in plan.lora_targets if t in width]
    if recurrent:
        targets = [t for t in targets if t not in ATTENTION_TARGETS]
    if not mlp_block:
        targets = [t for t in targets if t in ATTENTION_TARGETS]
    if spec.mlp is not MlpKind.GATED:
        targets = [t for t in targets if t != "gate"]
    elements = float(sum(width[t] for t in targets))
    qkv = [t for t in targets if t in ATTENTION_INPUT]
    if fused_qkv and len(qkv) > 1:
        elements -= d * (len(qkv) - 1)  # one dropout before the fused projection
    return elements


def lora_dropout_bytes(
    spec: ModelSpec,
    plan: Plan,
    mode: Precision,
    fused_qkv: bool,
    *,
    recurrent: bool = False,
    mlp_block: bool = True,
) -> float:
    """Bytes per token per layer the adapters' dropout keeps: the mask and the dropped input
    of every adapted module (one for a fused q/k/v projection). A hybrid's recurrent layer has
    no attention modules to adapt; a layer without MLP no MLP modules."""
    if not plan.base_method.is_peft or plan.lora_dropout <= 0:
        return 0.0
    c = 4.0 if mode is Precision.FP32 else 2.0
    elements = adapted_input_elements(
        spec, plan, fused_qkv, recurrent=recurrent, mlp_block=mlp_block
    )
    return elements * (c + MASK_BYTES)


def fused_qkv_bytes(spec: ModelSpec, plan: Plan, mode: Precision) -> float:
    """What LitGPT's attention keeps per token per layer beyond the separate-projection count
    of memory/activations.py: with multi-head attention the value heads view the fused q/k/v output,
    so all of it stays (q + kv more); with grouped-query attention k and v are expanded to
    every query head before attention keeps them (2·(q − kv) more); the re-assembled head
    outputs are a copy, kept when the output projection needs its input; adapters on part of
    the fused projection keep the update they scatter into its width. Measured with the
    fake-tensor tracker on LitGPT's own code (Llama-2-7B, LoRA on q and v: 164.6 kB per token
    per layer)."""
    c = 4.0 if mode is Precision.FP32 else 2.0
    q, kv = spec.q_dim, spec.kv_dim
    extra = c * (q + kv) if kv == q else c * 2 * (q - kv)
    targets = set(plan.lora_targets) if plan.base_method.is_peft else set()
    if keeps_every_input(plan) or "o" in targets:
        extra += c * q
    adapted = targets & set(ATTENTION_INPUT)
    if 0 < len(adapted) < len(ATTENTION_INPUT):
        extra += c * sum(q if t == "q" else kv for t in adapted)
    return extra


# Bytes Transformer Engine keeps per element of an FP8 linear's input (the FP8 cast, its one
# fp32 scale per tensor aside).
TE_FP8_INPUT_BYTES = 1.0
# Model families whose modeling code projects q, k and v with one linear (GPT-2 and BigCode
# c_attn, BLOOM, GPT-NeoX, Falcon and ChatGLM query_key_value, MPT and DBRX Wqkv, Phi-3
# qkv_proj, InternLM2 wqkv, Qwen v1 c_attn), and gate and up with one (Phi-3 gate_up_proj,
# ChatGLM dense_h_to_4h); the others read a norm's output with a linear each.
FUSED_QKV_FAMILIES = frozenset(
    {"gpt2", "gpt3", "gpt_bigcode", "bloom", "gpt_neox", "falcon", "RefinedWeb", "chatglm",
     "mpt", "dbrx", "phi3", "internlm2", "qwen"}
)  # fmt: skip
FUSED_GATE_UP_FAMILIES = frozenset({"phi3", "chatglm"})


def te_fp8_copies(plan: Plan, spec: ModelSpec | None) -> bool:
    """The plan's layers keep Transformer Engine's FP8 copies of their linears' inputs where the
    count holds 16-bit ones: TE's delayed scaling in eager layers (fields.eager_te_fp8), every
    projection trained (a frozen one keeps no input)."""
    return eager_te_fp8(plan, spec) and keeps_every_input(plan)


def norm_readers(spec: ModelSpec) -> tuple[int, int]:
    """The linears that read the attention norm's output and the MLP norm's: one fused q/k/v
    projection or q, k and v (MLA: the q and kv down-projections), one up projection or gate
    and up."""
    attention = 1 if spec.family in FUSED_QKV_FAMILIES else (2 if spec.is_mla else 3)
    gated = spec.mlp is MlpKind.GATED and spec.family not in FUSED_GATE_UP_FAMILIES
    return attention, 2 if gated else 1


def te_fp8_input_bytes(spec: ModelSpec, mode: Precision, *, moe: bool, mlp_block: bool) -> float:
    """Bytes per token per layer the count of memory/activations.py holds beyond what a layer
    keeps when its linears are Transformer Engine's under FP8 and the rest stays eager PyTorch
    (Composer's amp_fp8 with llm-foundry's `fc_type: te`, mosaicml/llm-foundry@51652ea
    scripts/train/benchmarking/submit_benchmarks.py; accelerate's TE backend; negative where it
    keeps more). Each linear casts and keeps its own FP8 copy of its input (TE_FP8_INPUT_BYTES an
    element), so

    * a norm's 16-bit output, which only the projections after it kept, leaves: an FP8 copy for
      each linear that reads it instead (MPT's fused Wqkv one, separate q, k and v three:
      norm_readers; a norm read by attention and the MLP side by side feeds both);
    * the MLP's inner activation (a dense MLP's down-projection input) likewise, one copy;
    * the output projection's input is attention's output, which FlashAttention keeps anyway:
      its FP8 copy comes on top.

    Routed experts and their router read the norm's output in 16 bits (eager experts are not TE
    modules), so an MoE layer's MLP side is left as counted."""
    c = 4.0 if mode is Precision.FP32 else 2.0
    d = spec.hidden_size
    fp8 = TE_FP8_INPUT_BYTES
    attention, mlp = norm_readers(spec)
    mlp_copies = mlp if mlp_block and not moe else 0
    if spec.parallel_block and spec.norms_per_layer == 1 and mlp_block:
        # one norm output read by the attention and the MLP projections (and, in an MoE layer,
        # by the experts in 16 bits: it stays)
        kept = 0.0 if moe else c
        norms = (kept - fp8 * (attention + mlp_copies)) * d
    else:
        norms = (c - fp8 * attention) * d
        if mlp_block and not moe:
            norms += (c - fp8 * mlp_copies) * d
    inner = (c - fp8) * spec.intermediate_size if mlp_block and not moe else 0.0
    return norms + inner - fp8 * spec.attn_out_dim
