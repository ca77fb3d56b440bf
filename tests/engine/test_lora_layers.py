"""LoRA on the last N layers (plan.lora_layers): adapters, activations and FLOPs of the layers
that run backward."""

from __future__ import annotations

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params, lora_params, trainable_params
from hwplanner.engine.plan.fields import backward_layers
from hwplanner.engine.plan.inputs import unused_fields
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.time.compute import attention_forward_flops, training_flops
from tests.engine.models import H100, LLAMA_8B


def _plan(**kw: object) -> Plan:
    base: dict[str, object] = {
        "method": "lora", "framework": "hf", "gpus_per_node": 1, "micro_batch": 4,
        "seq_len": 2048, "recompute": "none",
    }  # fmt: skip
    return Plan(**{**base, **kw})


def test_adapters_sit_on_the_last_layers_only() -> None:
    # Llama 3 8B's 32 layers are alike: 8 of them carry a quarter of the adapters
    every = lora_params(LLAMA_8B, 16, ("q", "k", "v", "o", "gate", "up", "down"))
    counts = count_params(LLAMA_8B)
    plan = _plan(lora_layers=8)
    assert trainable_params(LLAMA_8B, plan, counts) == every // 4
    assert trainable_params(LLAMA_8B, _plan(), counts) == every
    # as many layers as the model has is every layer
    assert trainable_params(LLAMA_8B, _plan(lora_layers=32), counts) == every


def test_layers_below_the_adapters_keep_nothing_without_checkpointing() -> None:
    every = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=_plan()))
    top8 = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=_plan(lora_layers=8)))
    layers = every.memory.components["activations"]
    saved_every = dict(layers.inputs)["layers' saved tensors"]
    top = top8.memory.components["activations"]
    saved_top = dict(top.inputs)["layers' saved tensors"]
    assert saved_top == pytest.approx(saved_every * 8 / 32)
    assert dict(top.inputs)["layers that run backward (the last ones, which train)"] == 8
    # gradient checkpointing makes the embedding output require grad (transformers'
    # enable_input_require_grads): every layer keeps its checkpoint and runs backward
    ckpt = _plan(lora_layers=8, recompute="full")
    assert backward_layers(ckpt, LLAMA_8B) is None
    ck_top = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=ckpt))
    ck_all = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=_plan(recompute="full")))
    assert ck_top.memory.bytes_of("activations") == ck_all.memory.bytes_of("activations")


def test_the_backward_stops_at_the_lowest_adapted_layer() -> None:
    plan = _plan(lora_layers=8)
    counts = count_params(LLAMA_8B)
    n = float(counts.active_compute)
    head = float(counts.output_projection)
    adapter = float(trainable_params(LLAMA_8B, plan, counts))
    per_layer = (n - head) / 32
    attn = attention_forward_flops(LLAMA_8B, 2048, 32)
    attn_top = attention_forward_flops(LLAMA_8B, 2048, 8)
    forward = 2 * n + attn + 2 * adapter
    backward = 2 * head + 2 * 8 * per_layer + 2 * attn_top + 4 * adapter
    per_token = training_flops(LLAMA_8B, plan, 1.0).per_token.value
    assert per_token == pytest.approx(forward + backward, rel=1e-6)
    every = training_flops(LLAMA_8B, _plan(), 1.0).per_token.value
    assert per_token < every


def test_lora_layers_is_refused_or_unused_by_name() -> None:
    texts = [
        p.text for p in plan_problems(LLAMA_8B, _plan(lora_layers=40)) if p.field == "lora_layers"
    ]
    assert texts == ["40 is outside the allowed range 1 ≤ LoRA layers ≤ 32 (the model's layers)"]
    pp = _plan(lora_layers=8, gpus_per_node=2, pp=2)
    # the Trainer has no pipeline at all; the adapters' layers with one are not modelled
    assert [p.field for p in plan_problems(LLAMA_8B, pp)] == ["pp", "lora_layers"]
    # torchtune adapts every layer: the field is named unused and changes nothing
    tt = _plan(lora_layers=8, framework="torchtune")
    assert [d.name for d in unused_fields(tt, LLAMA_8B, {"lora_layers"})] == ["lora_layers"]
    counts = count_params(LLAMA_8B)
    assert trainable_params(LLAMA_8B, tt, counts) == trainable_params(
        LLAMA_8B, _plan(framework="torchtune"), counts
    )


def _freeze(**kw: object) -> Plan:
    return _plan(**{"method": "freeze", "freeze_trainable_layers": 4, **kw})


def test_freeze_runs_backward_through_the_trained_layers_only_when_nothing_below_needs_it() -> None:
    # the frozen 28 layers keep nothing and run no backward, checkpointing or not
    assert backward_layers(_freeze(), LLAMA_8B) == 4
    assert backward_layers(_freeze(recompute="full"), LLAMA_8B) == 4
    assert backward_layers(_freeze(framework="llamafactory", recompute="full"), LLAMA_8B) == 4
    assert backward_layers(_freeze(framework="megatron", recompute="selective"), LLAMA_8B) == 4
    # a pipeline stage's input arrives requiring grad
    assert backward_layers(_freeze(framework="megatron", pp=2, gpus_per_node=2), LLAMA_8B) is None
    # every layer trained is plain full fine-tuning's backward
    assert backward_layers(_freeze(freeze_trainable_layers=32), LLAMA_8B) is None
    # LoRA on the last layers under PEFT: whole-layer checkpointing makes the input require grad
    assert backward_layers(_plan(lora_layers=4, recompute="full"), LLAMA_8B) is None
    assert backward_layers(_plan(lora_layers=4), LLAMA_8B) == 4


def test_freeze_under_pipeline_parallelism_runs_every_layers_backward() -> None:
    counts = count_params(LLAMA_8B)
    n = float(counts.active_compute)
    head = float(counts.output_projection)
    layer = (n - head) / 32
    attn = attention_forward_flops(LLAMA_8B, 2048, LLAMA_8B.attention_blocks)
    fwd = 2 * n + attn
    piped = _freeze(framework="megatron", pp=2, gpus_per_node=2, recompute="none")
    fl = training_flops(LLAMA_8B, piped, 1.0)
    # forward 2N + A; backward 2N + 2A + 2·N_top
    assert fl.per_token.value == pytest.approx(fwd + 2 * n + 2 * attn + 2 * 4 * layer)
    plain = training_flops(LLAMA_8B, _freeze(recompute="full"), 1.0)
    bwd = 2 * head + 4 * 4 * layer + 2 * attn * 4 / 32
    assert plain.per_token.value == pytest.approx(fwd + bwd)
    # without checkpointing the activations are those of the 4 trained layers (+ the head's
    # logits, the same in both)
    act = "activations"
    top = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=_freeze()))
    every = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=_freeze(freeze_trainable_layers=32)))
    assert every.memory.components[act].value / 8 < top.memory.components[act].value
    assert top.memory.components[act].value < every.memory.components[act].value * 0.3


def test_freeze_under_full_recompute_recomputes_what_memory_checkpoints() -> None:
    # recompute_layers of the trained layers: memory keeps checkpoints for that many, the
    # FLOPs run that many again
    full = _freeze(framework="megatron", recompute="full")
    one = full.with_changes(recompute_layers=1)
    assert training_flops(LLAMA_8B, one, 1.0).recompute.value == pytest.approx(
        training_flops(LLAMA_8B, full, 1.0).recompute.value / 4
    )
    act = "activations"
    e_full = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=full)).memory.components[act]
    e_one = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=one)).memory.components[act]
    assert e_one.value > e_full.value
