"""Unsloth's fused LoRA kernels: hand-computed bytes per token per layer from what its autograd
functions save (unsloth/kernels/fast_lora.py, rms_layernorm.py @d9ed4bef)."""

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import (
    activation_bytes,
    activation_mode,
    layer_bytes_per_token,
)
from hwplanner.engine.memory.lora_kernels import (
    kernel_layer_gradient_bytes_per_token,
    uses_lora_kernels,
)
from hwplanner.engine.memory.overhead import ALLOCATOR_SHARE
from hwplanner.engine.plan.enums import Precision
from hwplanner.engine.plan.plan import Plan
from tests.engine.models import A100, LLAMA_8B, LLAMA_70B

ALL = ("q", "k", "v", "o", "gate", "up", "down")


def unsloth(**kw: object) -> Plan:
    args: dict = {
        "framework": "unsloth",
        "method": "qlora",
        "lora_rank": 32,
        "lora_targets": ALL,
        "seq_len": 4096,
        **kw,
    }
    return Plan(**args)


def per_layer(plan: Plan) -> float:
    return layer_bytes_per_token(LLAMA_8B, plan, False, mode=Precision.BF16, seq_len=4096)


def test_a_layer_keeps_its_norm_inputs_and_outputs_attention_and_gate_up() -> None:
    d, i = LLAMA_8B.hidden_size, LLAMA_8B.intermediate_size
    q, kv, h = LLAMA_8B.q_dim, LLAMA_8B.kv_dim, LLAMA_8B.num_attention_heads
    # two norms: bf16 input and output (2 B each) + one fp32 inverse norm; q, k, v, the
    # attention output and its fp32 log-sum-exp; e and g (2 B each); nothing else
    expected = 2 * (2 * 2 * d + 4) + 2 * (q + 2 * kv) + 2 * q + 4 * h + 2 * 2 * i
    assert per_layer(unsloth()) == expected == 110_728
    # the Hugging Face + PEFT layer under the same plan keeps about twice as much
    hf = per_layer(unsloth(framework="hf"))
    assert hf > 1.9 * expected


def test_the_backward_adds_dw_and_the_adapter_update_at_full_width() -> None:
    d, i = LLAMA_8B.hidden_size, LLAMA_8B.intermediate_size
    # DW and matmul_lora's (dY·Bᵀ)·(s·Aᵀ) (MLP width), the incoming gradient and the layer output
    assert kernel_layer_gradient_bytes_per_token(LLAMA_8B, Precision.BF16) == 2 * (2 * i + 2 * d)
    plan = unsloth(seq_len=65_536)
    mode = activation_mode(plan, qlora_fp32_extras=False)
    assert mode is Precision.BF16
    act = activation_bytes(LLAMA_8B, plan, trainable_cast_params=0.0, mode=mode)
    assert act.recompute_peak == (110_728 + 73_728) * 65_536
    assert act.saved_layers == 0.0  # every checkpoint is in host RAM
    assert act.offloaded == 2 * d * LLAMA_8B.num_layers * 65_536


def test_the_fast_path_needs_every_projection_adapted_without_dropout() -> None:
    assert uses_lora_kernels(LLAMA_8B, unsloth())
    assert uses_lora_kernels(LLAMA_70B, unsloth(method="lora"))
    assert not uses_lora_kernels(LLAMA_8B, unsloth(lora_dropout=0.05))
    assert not uses_lora_kernels(LLAMA_8B, unsloth(lora_targets=("q", "v")))
    assert not uses_lora_kernels(LLAMA_8B, unsloth(method="full"))
    assert not uses_lora_kernels(LLAMA_8B, unsloth(framework="hf"))
    # without the fast path the Hugging Face accounting applies
    assert per_layer(unsloth(lora_dropout=0.05)) > 2 * 110_728


def test_the_activations_figure_says_which_kernels_it_counted() -> None:
    def notes(plan: Plan) -> str:
        est = estimate(Scenario(model=LLAMA_8B, gpu=A100, plan=plan))
        return " ".join(str(n) for n in est.memory.components["activations"].notes)

    assert "Unsloth's LoRA kernels" in notes(unsloth())
    assert "Unsloth's LoRA kernels" not in notes(unsloth(lora_dropout=0.05))


def test_every_layer_kept_its_own_rotary_tables_before_2025() -> None:
    head, layers = LLAMA_8B.head_size, LLAMA_8B.num_layers

    def tables(**kw: object) -> float:
        plan = unsloth(rope_per_layer=True, **kw)
        return activation_bytes(
            LLAMA_8B, plan, trainable_cast_params=0.0, mode=Precision.BF16
        ).rope_tables

    # built with fp32 tables of 32,768 positions, regrown in bf16 in steps of 8,192 positions
    assert tables(seq_len=4096) == 2 * head * 4 * 32_768 * layers  # 1 GiB for Llama-3.1-8B
    assert tables(seq_len=342_733) == 2 * head * 2 * 344_064 * layers
    plan = unsloth(seq_len=342_733)
    assert (
        activation_bytes(LLAMA_8B, plan, trainable_cast_params=0.0, mode=Precision.BF16).rope_tables
        == 0.0
    )
    assert tables(framework="hf", seq_len=342_733) == 0.0  # only Unsloth's rotary module
    # alive through the whole step: every phase carries them (and the allocator's share)
    with_tables = estimate(Scenario(model=LLAMA_8B, gpu=A100, plan=unsloth(rope_per_layer=True)))
    without = estimate(Scenario(model=LLAMA_8B, gpu=A100, plan=unsloth()))
    for phase, total in with_tables.memory.phase_totals.items():
        added = total - without.memory.phase_totals[phase]
        assert added == pytest.approx(tables() * (1 + ALLOCATOR_SHARE[1])), phase
