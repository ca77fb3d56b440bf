"""What frozen projections, adapter dropout, old bitsandbytes, LitGPT's attention and the older
plain losses keep: hand-computed bytes per token per layer and per logit."""

import pytest

from hwplanner.engine.memory.activations import activation_bytes, layer_bytes_per_token
from hwplanner.engine.memory.loss import loss_bytes
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Precision
from hwplanner.engine.plan.plan import Loss, Method, Plan, Recompute
from hwplanner.engine.scenario.validity import check_plan
from hwplanner.engine.scenario.weights import weight_storage
from tests.engine.budget_fixtures import LLAMA2_7B
from tests.engine.models import A100, LLAMA_1B, LLAMA_8B

ALL = ("q", "k", "v", "o", "gate", "up", "down")


def per_layer(spec: ModelSpec, **kw: object) -> float:
    args: dict = {"framework": "hf", "precision": "bf16", "recompute": "none", **kw}
    return layer_bytes_per_token(spec, Plan(**args), False, mode=Precision.BF16, seq_len=2048)


def test_frozen_projections_keep_no_input() -> None:
    d, i = LLAMA_1B.hidden_size, LLAMA_1B.intermediate_size
    full = per_layer(LLAMA_1B, method="lora", lora_rank=16, lora_targets=ALL)
    qv = per_layer(LLAMA_1B, method="lora", lora_rank=16, lora_targets=("q", "v"))
    # the MLP norm's output and the down projection's input stay only for their adapters
    # (fake-tensor oracle, Llama-3.2-1B bf16: 20,640 B per token per layer incl. 5 adapters)
    assert full - qv == 2 * d + 2 * i + 2 * 16 * 5
    mlp = per_layer(LLAMA_1B, method="lora", lora_rank=16, lora_targets=("gate", "up", "down"))
    assert full - mlp == 2 * d + 2 * 16 * 4  # the attention norm's output
    qvd = per_layer(LLAMA_1B, method="lora", lora_rank=16, lora_targets=("q", "v", "down"))
    assert full - qvd == 2 * d + 2 * 16 * 4


def test_lora_dropout_keeps_a_dropped_copy_and_mask_per_adapter() -> None:
    d = LLAMA_1B.hidden_size
    plain = per_layer(LLAMA_1B, method="lora", lora_rank=16, lora_targets=("q", "v"))
    dropped = per_layer(
        LLAMA_1B, method="lora", lora_rank=16, lora_targets=("q", "v"), lora_dropout=0.05
    )
    # q and v each keep a bf16 copy (2 B) and a bool mask (1 B) of the input; the shared norm
    # output no longer stays
    assert dropped - plain == 2 * 3 * d - 2 * d


def test_old_bitsandbytes_keeps_every_4bit_input() -> None:
    d, i = LLAMA_8B.hidden_size, LLAMA_8B.intermediate_size
    kw = {"method": "qlora", "lora_rank": 8, "lora_targets": ("q", "v")}
    new = per_layer(LLAMA_8B, **kw)
    old = per_layer(LLAMA_8B, **kw, bnb_keeps_inputs=True)
    assert old - new == 2 * d + 2 * i
    # the flag only concerns 4-bit matmuls
    lora = {**kw, "method": "lora"}
    assert per_layer(LLAMA_8B, **lora) == per_layer(LLAMA_8B, **lora, bnb_keeps_inputs=True)


def test_litgpt_attention_keeps_the_fused_projection() -> None:
    q = kv = LLAMA2_7B.hidden_size
    kw = {"method": "lora", "lora_rank": 8, "lora_targets": ("q", "v"), "lora_dropout": 0.05}
    hf = per_layer(LLAMA2_7B, **kw)
    lit = per_layer(LLAMA2_7B, **{**kw, "framework": "litgpt"})
    # v views the fused output (q + kv more), the q/v update scattered into the fused width
    # (q + kv), one dropout before the fused projection instead of one per adapter (−3·d)
    assert lit - hf == 2 * (q + kv) + 2 * (q + kv) - 3 * LLAMA2_7B.hidden_size
    # grouped-query attention: k and v expanded to every query head instead
    gqa = per_layer(LLAMA_8B, **{**kw, "framework": "litgpt"}) - per_layer(LLAMA_8B, **kw)
    spec = LLAMA_8B
    assert gqa == 2 * 2 * (spec.q_dim - spec.kv_dim) + 2 * (spec.q_dim + spec.kv_dim) - 3 * 4096


def test_litgpt_quantizes_lm_head_and_copies_a_tied_embedding() -> None:
    plan = Plan(framework="litgpt", method="qlora", weight_format="nf4")
    hf = Plan(framework="torchtune", method="qlora", weight_format="nf4")
    counts = count_params(LLAMA_8B)
    head = LLAMA_8B.vocab_size * LLAMA_8B.hidden_size
    lit = weight_storage(LLAMA_8B, plan).bytes_per_param * counts.total
    ref = weight_storage(LLAMA_8B, hf).bytes_per_param * counts.total
    assert ref - lit == pytest.approx(head * (2.0 - 0.5 - 4 / 64))
    # a tied model: lm_head becomes a 4-bit copy of the embedding
    tied = count_params(LLAMA_1B)
    head_1b = LLAMA_1B.vocab_size * LLAMA_1B.hidden_size
    lit_1b = weight_storage(LLAMA_1B, plan).bytes_per_param * tied.total
    ref_1b = weight_storage(LLAMA_1B, hf).bytes_per_param * tied.total
    assert lit_1b - ref_1b == pytest.approx(head_1b * (0.5 + 4 / 64))


def test_litgpt_dequantizes_its_4bit_head_at_the_loss() -> None:
    plan = Plan(framework="litgpt", method="qlora", seq_len=512, micro_batch=2)
    lora = plan.with_changes(method="lora")
    kw = {"trainable_cast_params": 0.0, "mode": Precision.BF16}
    q = activation_bytes(LLAMA_8B, plan, **kw)
    lo = activation_bytes(LLAMA_8B, lora, **kw)
    head = 2.0 * LLAMA_8B.vocab_size * LLAMA_8B.hidden_size
    assert q.loss_saved - lo.loss_saved == pytest.approx(head)
    assert q.loss_backward_peak - lo.loss_backward_peak == pytest.approx(head)


T, V = 1000.0, 1000.0


def per_logit(kind: Loss, **kw: object) -> tuple[float, float]:
    args: dict = {"compiled": False, "tokens": T, "vocab": V, "hidden": 100}
    args.update(kw)
    out = loss_bytes(kind, 8, head_trainable=False, head_bytes=2.0, **args)
    return out.forward_peak / (T * V), out.backward_peak / (T * V)


def test_older_plain_losses_and_loss_parallel() -> None:
    assert per_logit(Loss.PLAIN_SHIFTED) == (14.0, 12.0)  # + the shifted contiguous copy
    assert per_logit(Loss.PLAIN_KEPT) == (12.0, 16.0)  # logits kept through backward
    assert per_logit(Loss.PLAIN_KEPT, compiled=True) == (12.0, 16.0)  # loss outside compile
    assert per_logit(Loss.PLAIN_SHIFTED, compiled=True) == (2.0, 8.0)
    assert per_logit(Loss.PLAIN, plain="loss_parallel") == (14.0, 16.0)
    assert per_logit(Loss.CHUNKED, plain="loss_parallel") == per_logit(Loss.CHUNKED)
    # Megatron-Core: bf16 logits + their fp32 copy, the softmax turned into the gradient in place
    assert per_logit(Loss.PLAIN, plain="megatron") == (6.0, 6.0)
    assert per_logit(Loss.PLAIN, plain="megatron", compiled=True) == per_logit(
        Loss.PLAIN, compiled=True
    )


def test_loss_parallel_follows_torchtitan_tensor_parallelism() -> None:
    base = Plan(
        framework="fsdp",
        method="pretrain",
        gpus_per_node=8,
        tp=8,
        sequence_parallel=True,
        seq_len=8192,
        micro_batch=1,
        recompute=Recompute.FULL,
    )
    kw = {"trainable_cast_params": 0.0, "mode": Precision.AMP}
    titan = activation_bytes(LLAMA_8B, base, **kw)
    hf = activation_bytes(LLAMA_8B, base.with_changes(framework="hf"), **kw)
    logits = 8192 * LLAMA_8B.vocab_size / 8
    # 14 and 16 B per logit of each vocabulary shard instead of 10 and 12
    assert titan.loss_saved - hf.loss_saved == pytest.approx(4 * logits)
    assert titan.loss_backward_peak - hf.loss_backward_peak == pytest.approx(4 * logits)
    # without tensor parallelism torchtitan's loss is the plain one
    one = base.with_changes(tp=1, sequence_parallel=False)
    assert activation_bytes(LLAMA_8B, one, **kw).loss_backward_peak == pytest.approx(
        activation_bytes(LLAMA_8B, one.with_changes(framework="hf"), **kw).loss_backward_peak
    )


def test_megatron_profiles_compute_the_plain_loss_as_megatron_core_does() -> None:
    """Megatron-Core's cross-entropy (megatron, nemo, swift-megatron) keeps 6 B per logit of
    each vocabulary shard at both peaks, with or without tensor parallelism, and Explain names
    it; a profile without it keeps the eager plain loss's 10 and 12."""
    kw = {"trainable_cast_params": 0.0, "mode": Precision.MIXED}
    for fw in ("megatron", "nemo", "swift-megatron"):
        for tp in (1, 4):
            plan = Plan(framework=fw, method="pretrain", gpus_per_node=tp, tp=tp, seq_len=4096)
            act = activation_bytes(LLAMA_8B, plan, **kw)
            assert act.loss is not None
            assert (act.loss.per_logit_forward, act.loss.per_logit_backward) == (6.0, 6.0)
            assert act.loss.logits == 4096 * LLAMA_8B.vocab_size / tp
    plan = Plan(framework="megatron", method="pretrain", seq_len=4096)
    memory = estimate_memory(LLAMA_8B, A100, plan)
    loss = {f.key: f for f in memory.techniques}["loss"]
    assert "Megatron-Core" in str(loss.formula) and "Megatron-LM" in str(loss.source)
    hf = activation_bytes(LLAMA_8B, plan.with_changes(framework="hf"), **kw)
    assert hf.loss is not None and hf.loss.per_logit_forward == 10.0


def test_older_plain_losses_are_allowed_everywhere() -> None:
    for fw in ("hf", "torchtune", "unsloth", "litgpt", "megatron"):
        plan = Plan(framework=fw, method=Method.LORA, loss=Loss.PLAIN_SHIFTED)
        check_plan(LLAMA_8B, plan, A100)
