"""LoRA with the embedding and the output layer trained in full beside the adapters (PEFT
modules_to_save): a copy of each in the model's dtype, with its gradient and optimizer states
in that dtype, the output layer's weight gradient in the backward, and the copies saved with
the adapters."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params, embedding_copies, trainable_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.time.compute import training_flops

CAT = shipped_catalog()
ATTN_MLP = ("q", "k", "v", "o", "gate", "up", "down")


def _est(train: bool, **kw: object) -> object:
    plan = Plan(
        method=kw.pop("method", "lora"),
        framework=kw.pop("framework", "hf"),
        lora_rank=64,
        lora_targets=ATTN_MLP,
        seq_len=2048,
        recompute="full",
        train_embeddings=train,
        **kw,
    )
    return estimate(
        Scenario(model=CAT.model("llama-3.1-8b"), gpu=CAT.gpu("a100-sxm-80gb"), plan=plan),
        solve=False,
    )


def test_the_copies_add_their_bytes_in_the_models_dtype() -> None:
    spec = CAT.model("llama-3.1-8b")
    vh = spec.vocab_size * spec.hidden_size
    off, on = _est(False), _est(True)
    copies = 2 * vh  # the embedding's and the output layer's
    assert on.memory.trainable_params - off.memory.trainable_params == copies
    weights = on.memory.bytes_of("weights") - off.memory.bytes_of("weights")
    grads = [dict(e.memory.components["gradients"].inputs) for e in (on, off)]
    every = "gradients when all allocated"
    # a bf16 copy of each (PEFT does not upcast modules_to_save), bf16 gradients
    assert weights == pytest.approx(copies * 2)
    assert grads[0][every] - grads[1][every] == pytest.approx(copies * 2)

    # torch AdamW's two states in the parameter's dtype
    def states(e: object) -> float:  # master + states, without the step's foreach temporary
        fig = e.memory.components["optimizer"]  # type: ignore[attr-defined]
        return fig.value - dict(fig.inputs)["foreach temporary"]

    assert states(on) - states(off) == pytest.approx(copies * 2 * 2)
    # the step's foreach temporaries take the copies' states too: the peak moves to the step
    assert on.memory.phase == "optimizer step"
    inputs = dict(on.memory.components["weights"].inputs)
    assert inputs["trainable embedding and output-layer copies"] == copies


def test_the_copies_cost_flops_and_checkpoint_bytes() -> None:
    spec = CAT.model("llama-3.1-8b")
    off = Plan(method="lora", lora_targets=ATTN_MLP, seq_len=2048)
    on = off.with_changes(train_embeddings=True)
    vh = spec.vocab_size * spec.hidden_size
    per = lambda p: training_flops(spec, p, 1.0).hardware_per_token  # noqa: E731
    assert per(on) - per(off) == pytest.approx(2 * vh)  # the output layer's weight gradient
    assert embedding_copies(spec, on) == 2 * vh and embedding_copies(spec, off) == 0
    counts = count_params(spec)
    assert trainable_params(spec, on, counts) - trainable_params(spec, off, counts) == 2 * vh
    ck = lambda p: _est(p).budget.storage["checkpoint_weights_bytes"].value  # noqa: E731
    assert ck(True) - ck(False) == pytest.approx(2 * vh * 2)  # saved in bf16


def test_a_framework_without_modules_to_save_refuses_it_by_name() -> None:
    spec = CAT.model("llama-3.1-8b")
    plan = Plan(method="lora", framework="torchtune", train_embeddings=True)
    problems = plan_problems(spec, plan, CAT.gpu("a100-sxm-80gb"))
    assert any(p.field == "train_embeddings" for p in problems), problems
    # full fine-tuning trains them anyway: the field does not apply there
    full = Plan(method="full", framework="torchtune", train_embeddings=True)
    assert not any(p.field == "train_embeddings" for p in plan_problems(spec, full, None))


def test_qlora_under_hf_keeps_the_upcast_copies_in_fp32() -> None:
    spec = CAT.model("llama-3.1-8b")
    off, on = _est(False, method="qlora"), _est(True, method="qlora")
    delta = on.memory.bytes_of("weights") - off.memory.bytes_of("weights")
    # prepare_model_for_kbit_training upcast the embeddings and lm_head: fp32 copies
    assert delta == pytest.approx(2 * spec.vocab_size * spec.hidden_size * 4)


def test_dpo_with_lora_trains_them_too_under_trl() -> None:
    from hwplanner import api

    sizes = []
    for train in (False, True):
        sc, _ = api.scenario(
            "llama-3.1-8b",
            "a100-sxm-80gb",
            "dpo",
            framework="trl",
            adapter="lora",
            train_embeddings=train,
        )
        e = estimate(sc)
        sizes.append((e.memory.trainable_params, e.memory.total.value))
    spec = CAT.model("llama-3.1-8b")
    assert sizes[1][0] - sizes[0][0] == 2 * spec.vocab_size * spec.hidden_size
    assert sizes[1][1] > sizes[0][1]


def test_adapters_on_the_last_layers_still_backpropagate_everywhere() -> None:
    from hwplanner.engine.plan.fields import backward_layers

    spec = CAT.model("llama-3.1-8b")
    plan = Plan(method="lora", lora_layers=4)
    assert backward_layers(plan, spec) == 4
    assert backward_layers(plan.with_changes(train_embeddings=True), spec) is None


def test_the_checkpoint_keeps_the_copies_in_their_own_dtype() -> None:
    spec = CAT.model("llama-3.1-8b")
    vh2 = 2 * spec.vocab_size * spec.hidden_size
    for method, per in (("lora", 2.0), ("qlora", 4.0)):  # HF QLoRA upcast the embeddings
        ck = lambda t: _est(t, method=method).budget.storage["checkpoint_weights_bytes"].value  # noqa: E731, B023
        assert ck(True) - ck(False) == pytest.approx(vh2 * per)


def test_trl_sft_casts_what_trains_to_bf16_over_a_4_bit_base() -> None:
    """TRL's SFTTrainer casts every trainable parameter to bf16 when the model is loaded in 4
    bits: the adapters and the copies keep 2-byte weights, gradients and AdamW moments, where
    Hugging Face's Trainer over PEFT's k-bit preparation keeps them in fp32."""
    spec = CAT.model("llama-3.1-8b")
    vh2 = 2 * spec.vocab_size * spec.hidden_size
    hf, trl = (_est(True, method="qlora", framework=f) for f in ("hf", "trl"))
    trl_off = _est(False, method="qlora", framework="trl")
    adapters = trl_off.memory.trainable_params
    assert trl.memory.bytes_of("weights") - trl_off.memory.bytes_of("weights") == pytest.approx(
        vh2 * 2
    )
    grads = dict(trl.memory.components["gradients"].inputs)
    assert grads["gradients when all allocated"] == pytest.approx((adapters + vh2) * 2)
    opt = trl.memory.components["optimizer"]
    states = opt.value - dict(opt.inputs)["foreach temporary"]
    assert states == pytest.approx((adapters + vh2) * 2 * 2)  # two bf16 moments, no master
    assert any("bf16" in str(n) for n in opt.notes)
    # the k-bit preparation's fp32 copies under Hugging Face's Trainer: 8 GB more here
    assert hf.memory.total.value - trl.memory.total.value > 8e9


def test_trl_keeps_fp32_trainables_where_it_does_not_cast() -> None:
    """The cast is modelled for SFT over a 4-bit base only: not LoRA over a 16-bit base, not
    under ZeRO/FSDP sharding, not an fp32 run, not TRL's other trainers (GRPO's cast is
    switched off; the preference trainers' is not modelled)."""
    from hwplanner.engine.plan.formats import kbit_trainables_bf16

    base = Plan(method="qlora", framework="trl")
    assert kbit_trainables_bf16(base)
    assert not kbit_trainables_bf16(base.with_changes(zero=3))
    assert not kbit_trainables_bf16(base.with_changes(precision="fp32"))
    assert not kbit_trainables_bf16(Plan(method="lora", framework="trl"))
    # LoRA over bitsandbytes' 8-bit weights is loaded in 8 bits: cast too
    assert kbit_trainables_bf16(Plan(method="lora", framework="trl", weight_format="int8"))
    assert not kbit_trainables_bf16(Plan(method="lora", framework="hf", weight_format="int8"))
    assert not kbit_trainables_bf16(Plan(method="qlora", framework="hf"))
    assert not kbit_trainables_bf16(Plan(method="dpo", framework="trl", adapter="qlora"))


def test_a_published_l4_qlora_run_with_trained_embeddings_fits() -> None:
    """Schmid, 'How to fine-tune open LLMs in 2025 with Hugging Face' (github
    philschmid/deep-learning-pytorch-huggingface@0578444 training/fine-tune-llms-in-2025.ipynb,
    recipe training/receipes/llama-3-1-8b-qlora.yaml): Llama 3.1 8B QLoRA with TRL 0.12.1's
    SFTTrainer, lora_modules_to_save [lm_head, embed_tokens], sequences of 1,024, batch 4,
    packing, Flash Attention and Liger, ran on one L4 24GB (~135 min). Planned with fp32
    copies it needed 31 GB."""
    plan = Plan(
        method="qlora",
        framework="trl",
        lora_rank=16,
        lora_targets=ATTN_MLP,
        train_embeddings=True,
        seq_len=1024,
        micro_batch=4,
        grad_accum=4,
        recompute="full",
        attention="flash",
        liger_kernels=True,
    )
    e = estimate(Scenario(model=CAT.model("llama-3.1-8b"), gpu=CAT.gpu("l4"), plan=plan))
    assert e.verdict != "does_not_fit"
    assert e.memory.total.value < 24e9


def test_no_bf16_cast_on_a_gpu_without_bf16() -> None:
    """A T4 trains in fp16: TRL 0.x cast only under bf16=True, and a bf16 parameter breaks
    fp16 loss scaling, so the trainable copies stay as Hugging Face's Trainer keeps them
    (review11 H1: a T4 was told 'fits' at 12.3 GB)."""
    t4, a100 = CAT.gpu("t4"), CAT.gpu("a100-sxm-80gb")
    plan = Plan(method="qlora", framework="trl", train_embeddings=True, seq_len=1024)
    hf = plan.with_changes(framework="hf")
    spec = CAT.model("llama-3.2-3b")

    def total(p: Plan, g: object) -> float:
        return estimate(Scenario(model=spec, gpu=g, plan=p), solve=False).memory.total.value

    assert total(plan, t4) == pytest.approx(total(hf, t4), rel=0.02)
    assert total(plan, a100) < total(hf, a100) - 1e9
