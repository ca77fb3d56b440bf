"""Memory of the output projection and cross-entropy, by loss kernel: often the peak of a step.

Counted per logit (one vocabulary entry of one token, V/tp of them per token on a GPU) from what
each implementation keeps alive, at the forward peak inside the loss and at the start of its
backward:

* plain (Hugging Face, torchtune CrossEntropyLoss): bf16 logits + their fp32 copy + the fp32
  log-softmax at once (10 B) in forward; three fp32 vocabulary-sized tensors in backward (12 B).
* chunked (torchtune CEWithChunkedOutputLoss, N chunks): every chunk's bf16 logits (2 B) plus
  the fp32 log-softmax each chunk saves (4 B), one chunk's fp32 copy on top (4/N); backward
  starts with the saved log-softmax and one chunk's two fp32 gradients (4 + 8/N).
* chunked_linear (torchtune LinearCrossEntropyLoss): the projection runs per chunk, so only
  the saved log-softmax stays (4 B) with one chunk's bf16 logits and fp32 copy (6/N).
* plain_bf16 (NeMo AutoModel MaskedCrossEntropy with fp32_upcast false; MLX, whose loss on bf16
  logits added 6.0 B per logit to the step's peak on MLX's own counter): plain without the fp32
  copy — bf16 logits + their bf16 log-softmax (4 B) in forward; the saved log-softmax and two bf16
  gradients in backward (6 B).
* fused_ce (flash-attn CrossEntropyLoss, llm-foundry's fused_crossentropy): the bf16 logits
  exist, the kernel upcasts in registers and saves the logits and a per-row log-sum-exp (2 B);
  backward allocates the bf16 gradient beside them (4 B; 2 B with inplace_backward).
* fused_ce_inplace (Transformer Engine's parallel_cross_entropy, Megatron-Core's
  --cross-entropy-fusion-impl te): an online-softmax kernel writes each logit's gradient over
  it in forward and saves that buffer; backward only scales it in place (2 B in forward and
  backward; the per-row statistics, freed after forward, under 1% of it, are left out).
* cut (Cut Cross-Entropy, Apple): logits never leave on-chip memory; forward keeps a log-sum-exp
  per row, backward recomputes the logits blockwise and writes the hidden-state gradient (T·d)
  and, when lm_head trains, its gradient in bf16 — no fp32 accumulation buffer (the CCE
  benchmark: 1,164 MiB for 8,192 × 256,000 logits at d 2,304, dominated by the bf16 lm_head
  gradient, 1,125 MiB).
* fused_linear (Liger-Kernel, Unsloth): logits exist a few rows at a time
  (Liger: chunks of next_pow2(⌈T ÷ ⌈V/d⌉⌉) rows, two alive); the kernel writes the hidden
  state's gradient (T·d) and, when lm_head trains, its weight gradient in forward, through an
  fp32 accumulation (Liger's mm(...).float()).
* torch.compile: Inductor saves the bf16 logits and a per-row log-sum-exp instead of the fp32
  log-softmax (AOTAutograd min-cut partition of F.cross_entropy(logits.float()), measured with
  real tensors for torchtune's compiled chunk losses); Cut Cross-Entropy (Wijmans et al. 2024,
  table 1) measured the whole plain loss compiled, loss + gradient of 8,192 × 256,000 logits, at
  16,000 MB on a GPU: 8 B per logit.

Checked against fake-tensor runs of each implementation's saved tensors (docs/ACCURACY.md).
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.derived import derived
from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import Loss
from hwplanner.engine.plan.framework_spec import Framework

# (forward peak, backward peak) bytes per logit: (constant, per-chunk share) with N chunks the
# figure is constant + share ÷ N. Eager kernels from the oracle's loss probe (Llama vocabulary
# 128,256, d 2,048–4,096, 2K–32K tokens: plain 10.0/12.0, chunked 6.50/5.00, chunked_linear
# 4.78/5.00 B per logit at N = 8).
EAGER: dict[Loss, tuple[tuple[float, float], tuple[float, float]]] = {
    Loss.PLAIN: ((10.0, 0.0), (12.0, 0.0)),
    Loss.CHUNKED: ((6.0, 4.0), (4.0, 8.0)),
    Loss.CHUNKED_LINEAR: ((4.0, 6.0), (4.0, 8.0)),
    # transformers 4.46–4.48 ForCausalLMLoss: the model's bf16 logits (2) + the loss's fp32 copy
    # (4) + its shifted `.contiguous()` copy (4) + log-softmax (4) in forward; backward as
    # plain (earlier versions upcast in the model and freed the bf16 logits: 12 / 12)
    Loss.PLAIN_SHIFTED: ((14.0, 0.0), (12.0, 0.0)),
    # torchtune recipes before June 2024: fp32 logits out of the model, shifted by a contiguous
    # copy the loop keeps (4) until the next step, fed transposed to CrossEntropyLoss, whose
    # log-softmax copies its non-contiguous input (4) and keeps its output (4); backward adds the
    # nll and log-softmax gradients (4 + 4) to the kept logits and saved output
    Loss.PLAIN_KEPT: ((12.0, 0.0), (16.0, 0.0)),
    # F.cross_entropy on bf16 logits: log_softmax keeps its bf16 output (2) beside the logits
    # (2) in forward; backward, the saved output, nll_loss's gradient and log_softmax's (2 + 2
    # + 2). Fake-tensor probe of torch 2.13 F.cross_entropy, 8,192 × 128,256 logits: 4.00
    # forward, 6.00 backward with the logits freed as the plain row counts them (8.00 while
    # the caller still holds them).
    Loss.PLAIN_BF16: ((4.0, 0.0), (6.0, 0.0)),
    # flash-attn xentropy (csrc/xentropy/xentropy_kernel.cu: fp32 per-row lse and losses only,
    # save_for_backward(logits, lse, labels); backward gI = empty_like(logits) unless
    # inplace_backward) and its Triton successor (ops/triton/cross_entropy.py, same saves)
    Loss.FUSED_CE: ((2.0, 0.0), (4.0, 0.0)),
    # Transformer Engine's parallel_cross_entropy as of TE 2.7 (NVIDIA/TransformerEngine
    # @1b2b4a8 transformer_engine/pytorch/triton/cross_entropy.py: cross_entropy_kernel stores
    # the gradient into X_ptr, the bf16 logits, in forward; backward's element_mul_kernel
    # scales them in place)
    Loss.FUSED_CE_INPLACE: ((2.0, 0.0), (2.0, 0.0)),
}
# PyTorch loss_parallel (tensor-parallel cross-entropy over vocabulary shards, torchtitan): the
# bf16 logits the loop holds (2), their fp32 copy (4), the shifted logits (4) and their exp (4)
# or the log-softmax (4) in forward; backward builds the one-hot gradient (4), exp of the saved
# log-softmax (4), their sum (4) and its product with the incoming gradient (4) next to the
# saved log-softmax (torch/distributed/tensor/parallel/loss.py _log_softmax and
# _nll_loss_and_log_softmax_backward; torchtitan train.py frees the logits before backward).
LOSS_PARALLEL = ((14.0, 0.0), (16.0, 0.0))
# Megatron-Core's cross-entropy over the vocabulary shard (tensor_parallel/cross_entropy.py
# VocabParallelCrossEntropy and fusions/fused_cross_entropy.py): the bf16 logits (2) and their
# fp32 copy (4: calculate_logits_max's .float()), whose max is subtracted and exp and softmax
# taken in place, in forward; the fp32 softmax saved for backward (4) turns into the gradient
# in place and is cast back to the logits' dtype (2). The logits are the output layer's, not
# saved by it: freed when the loss returns.
MEGATRON_CE = ((6.0, 0.0), (6.0, 0.0))
# Compiled: the bf16 logits saved (2 B), one chunk's bf16 gradient in backward (a fused kernel
# reads logits and log-sum-exp and writes it): 2.00 forward, 2.25 step peak at 8 chunks,
# measured with real tensors (research/mechanisms.md §0, torch 2.13 Inductor). The whole plain
# loss compiled: its backward peak per logit as Cut Cross-Entropy measured on a GPU, a value taken
# from a published result (engine/core/derived.py: `compiled_plain_loss_backward`); the 4.0
# below, the compiled chunk loss's mechanism at one chunk, stands in without it.
COMPILED: dict[Loss, tuple[tuple[float, float], tuple[float, float]]] = {
    Loss.PLAIN: ((2.0, 0.0), (4.0, 0.0)),
    Loss.CHUNKED: ((2.0, 0.0), (2.0, 2.0)),
    Loss.CHUNKED_LINEAR: ((2.0, 0.0), (2.0, 2.0)),
    # transformers computes the loss inside the compiled forward
    Loss.PLAIN_SHIFTED: ((2.0, 0.0), (4.0, 0.0)),
    # torchtune 2024 compiled the model only: the loss stayed eager
    Loss.PLAIN_KEPT: EAGER[Loss.PLAIN_KEPT],
    # the compiled plain loss's mechanism without the upcast it fuses away anyway
    Loss.PLAIN_BF16: ((2.0, 0.0), (4.0, 0.0)),
    # a hand-written kernel: compiling the model leaves it as it is
    Loss.FUSED_CE: EAGER[Loss.FUSED_CE],
    Loss.FUSED_CE_INPLACE: EAGER[Loss.FUSED_CE_INPLACE],
}
MEASURED_WHOLE = frozenset((Loss.PLAIN, Loss.PLAIN_SHIFTED))
SOURCES = {
    Loss.PLAIN: N_(
        "Source", "transformers ForCausalLMLoss (logits.float()); torchtune CrossEntropyLoss"
    ),
    Loss.CHUNKED: N_(
        "Source",
        "torchtune modules/loss/ce_chunked_output_loss.py (CEWithChunkedOutputLoss)",
    ),
    Loss.CHUNKED_LINEAR: N_(
        "Source",
        "torchtune modules/loss/cross_entropy_loss.py (LinearCrossEntropyLoss)",
    ),
    Loss.FUSED_LINEAR: N_("Source", "Liger-Kernel ops/fused_linear_cross_entropy.py; Unsloth"),
    Loss.CUT: N_(
        "Source",
        "Apple ml-cross-entropy (Wijmans et al. 2024, Cut Your Losses in Large-Vocabulary "
        "Language Models): README benchmark, 1,164 MiB loss + gradient for 8,192 × 256,000 "
        "logits",
    ),
    Loss.PLAIN_SHIFTED: N_(
        "Source",
        "transformers loss/loss_utils.py ForCausalLMLoss before PR #35646 "
        "(2025-01: shift_logits = logits[..., :-1, :].contiguous())",
    ),
    Loss.PLAIN_BF16: N_(
        "Source",
        "NVIDIA-NeMo/Automodel nemo_automodel/components/loss/masked_ce.py (MaskedCrossEntropy: "
        "logits.float() only when fp32_upcast) and examples/benchmark/configs/*.yaml "
        "(fp32_upcast: false); bytes per logit from a fake-tensor run of F.cross_entropy; "
        "MLX's cross-entropy on bf16 logits: 6.0 B per logit at the step's peak measured with "
        "mx.get_peak_memory (MLX 0.32.4, CPU backend; tests/fixtures/mlx)",
    ),
    Loss.FUSED_CE: N_(
        "Source",
        "Dao-AILab/flash-attention csrc/xentropy/xentropy_kernel.cu @383caa67 and "
        "flash_attn/ops/triton/cross_entropy.py @058ad35a (save_for_backward(logits, lse, "
        "labels); gradient empty_like(logits) unless inplace_backward); mosaicml/llm-foundry "
        "llmfoundry/models/mpt/modeling_mpt.py @0085285 (loss_fn default fused_crossentropy)",
    ),
    Loss.FUSED_CE_INPLACE: N_(
        "Source",
        "NVIDIA/TransformerEngine @1b2b4a8 (TE 2.7 and later until PR #3273, 2026) "
        "transformer_engine/pytorch/triton/cross_entropy.py (cross_entropy_kernel writes the "
        "gradient over the logits in forward; backward scales it in place); Megatron-Core "
        "--cross-entropy-loss-fusion --cross-entropy-fusion-impl te; the default "
        "of Megatron-Bridge's Llama 3 and Qwen recipes from NVIDIA-NeMo/Megatron-Bridge PR #1154 "
        "(2025-11, in r0.2.0 by #1201: NeMo 25.11) until PR #4138 (2026-06) set native again, "
        "after NVIDIA/Megatron-LM PR #5115 refused the TE kernel for training stability",
    ),
    Loss.PLAIN_KEPT: N_(
        "Source",
        "torchtune recipes/lora_finetune_single_device.py @0217d44 (2024-05: "
        "logits kept until the next step, transposed for CrossEntropyLoss; PR #1046 'del logits')",
    ),
}


MEGATRON_CE_SOURCE = N_(
    "Source",
    "NVIDIA/Megatron-LM megatron/core/tensor_parallel/cross_entropy.py @00611e6 "
    "(VocabParallelCrossEntropy: logits.float(), exp in place, save_for_backward(exp_logits)) "
    "and megatron/core/fusions/fused_cross_entropy.py @0cb4a9c",
)
LOSS_PARALLEL_SOURCE = N_(
    "Source",
    "torch/distributed/tensor/parallel/loss.py (loss_parallel: _log_softmax, "
    "_nll_loss_and_log_softmax_backward); torchtitan train.py",
)


class PlainLoss(NamedTuple):
    """A framework's own plain cross-entropy: its (forward, backward) bytes per logit, and
    the formula and source Explain shows."""

    per_logit: tuple[tuple[float, float], tuple[float, float]]
    formula: str
    source: str


PLAIN_BY_FRAMEWORK = {
    "megatron": PlainLoss(
        MEGATRON_CE,
        N_(
            "Formula",
            "tokens × vocabulary shard × bytes per logit (Megatron-Core's cross-entropy: the "
            "bf16 logits and their fp32 copy, softmax in place and kept for backward, where it "
            "becomes the gradient)",
        ),
        MEGATRON_CE_SOURCE,
    ),
    "loss_parallel": PlainLoss(
        LOSS_PARALLEL,
        N_(
            "Formula",
            "tokens × vocabulary shard × bytes per logit (PyTorch loss_parallel: the bf16 "
            "logits, their fp32 copy, shifted logits and log-softmax; backward's one-hot and "
            "softmax terms)",
        ),
        LOSS_PARALLEL_SOURCE,
    ),
}


def plain_loss(framework: Framework, tp: int) -> str:
    """How the framework computes the plain loss, where it differs from the eager one:
    Megatron-Core's cross-entropy, PyTorch's loss_parallel under tensor parallelism, else ""."""
    if framework.megatron_cross_entropy:
        return "megatron"
    if framework.loss_parallel and tp > 1:
        return "loss_parallel"
    return ""


class LossBytes(NamedTuple):
    """Bytes of the loss region on one GPU (the last pipeline stage), one micro-batch."""

    forward_peak: float  # alive at the forward peak inside the loss
    backward_peak: float  # alive at the start of the loss backward
    per_logit_forward: float  # bytes per logit (0 for the fused kernel)
    per_logit_backward: float
    logits: float  # tokens × vocabulary on this GPU
    head_gradient: float  # lm_head gradient bytes the loss region holds (trainable head)


def liger_chunk_rows(tokens: float, vocab: int, hidden: int) -> int:
    """Rows of logits Liger's fused linear cross-entropy materialises at once:
    next_pow2(⌈tokens ÷ ⌈V ÷ d⌉⌉) (Liger-Kernel, fused_linear_cross_entropy.py)."""
    inc = max(1, -(-vocab // hidden))
    rows = max(1, -(-int(tokens) // inc))
    return 1 << (rows - 1).bit_length()


def loss_bytes(
    kind: Loss,
    chunks: int,
    *,
    compiled: bool,
    tokens: float,
    vocab: float,
    hidden: int,
    head_trainable: bool,
    head_bytes: float,
    plain: str = "",
) -> LossBytes:
    """The loss region's bytes for `tokens` tokens of a `vocab`-wide output (per GPU, after
    tensor parallelism). `head_bytes` is the lm_head gradient's bytes per element when the
    head trains (full fine-tuning, pre-training); `plain` the framework's own plain loss
    (`plain_loss`), "" for the eager one of the table."""
    logits = tokens * vocab
    head = vocab * hidden * head_bytes if head_trainable else 0.0
    if kind is Loss.FUSED_LINEAR:
        rows = min(liger_chunk_rows(tokens, int(vocab), hidden), tokens)
        chunk = 2 * rows * vocab * 2.0  # two bf16 logit chunks alive around the matmul
        grad_in = tokens * hidden * 2.0 + tokens * 4.0  # hidden-state gradient + row losses
        # trainable head: its gradient, and one bf16 product + its fp32 copy while accumulating
        accumulate = vocab * hidden * (2.0 + 4.0) if head_trainable else 0.0
        return LossBytes(
            chunk + grad_in + head + accumulate, grad_in + head, 0.0, 0.0, logits, head
        )
    if kind is Loss.CUT:
        rows = tokens * 4.0  # the fp32 log-sum-exp per row, all the forward keeps
        grad_in = tokens * hidden * 2.0  # the hidden states' bf16 gradient
        return LossBytes(rows, grad_in + head + rows, 0.0, 0.0, logits, head)
    table = COMPILED if compiled else EAGER
    (f0, f1), (b0, b1) = table[kind]
    if compiled and kind in MEASURED_WHOLE:
        b0 = derived().compiled_plain_loss_backward
    if kind is Loss.PLAIN and not compiled and plain:
        (f0, f1), (b0, b1) = PLAIN_BY_FRAMEWORK[plain].per_logit
    n = max(chunks, 1) if not kind.is_plain else 1
    fwd, bwd = f0 + f1 / n, b0 + b1 / n
    backward = bwd * logits
    extra = 0.0
    if not kind.is_plain and head:
        # Chunked kernels project in backward chunk by chunk: once the first chunk's weight
        # gradient exists (with the accumulated head gradient it is added to), the other
        # chunks' saved log-softmax and this chunk's gradients are still alive.
        later = (b0 + (b1 - b0) / n) * logits + 2 * head
        if later > backward:
            extra, backward = later - backward, later
    return LossBytes(fwd * logits, backward, fwd, bwd, logits, extra)
