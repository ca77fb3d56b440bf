"""Property tests: invariants that hold for every valid plan."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.formats import deepspeed_master
from hwplanner.engine.plan.plan import Method, Offload, Plan, Precision, Recompute
from tests.engine.models import A100, DEEPSEEK_V3, GPT_OSS_120B, LLAMA_1B, LLAMA_8B, MIXTRAL

MODELS = st.sampled_from([LLAMA_1B, LLAMA_8B, MIXTRAL, DEEPSEEK_V3, GPT_OSS_120B])
TRAINING = [m for m in Method if m.is_training]


@st.composite
def plans(draw: st.DrawFn, methods: list[Method] | None = None) -> Plan:
    per_node = draw(st.sampled_from([1, 2, 4, 8]))
    tp = draw(st.sampled_from([t for t in (1, 2, 4) if per_node % t == 0]))
    return Plan(
        method=draw(st.sampled_from(methods or list(Method))),
        precision=draw(st.sampled_from(list(Precision))),
        seq_len=draw(st.integers(1, 32768)),
        micro_batch=draw(st.integers(1, 16)),
        grad_accum=draw(st.integers(1, 8)),
        recompute=draw(st.sampled_from(list(Recompute))),
        lora_rank=draw(st.integers(1, 256)),
        gpus_per_node=per_node,
        nodes=draw(st.integers(1, 4)),
        tp=tp,
        zero=draw(st.integers(0, 3)),
        offload=draw(st.sampled_from(list(Offload))),
        batch=draw(st.integers(1, 64)),
        context=draw(st.integers(1, 131072)),
        freeze_trainable_layers=draw(st.integers(1, 100)),
    )


FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(MODELS, plans())
def test_total_is_sum_of_parts_and_never_raises(model, plan) -> None:  # type: ignore[no-untyped-def]
    m = estimate_memory(model, A100, plan)
    parts = sum(f.value for f in m.components.values())
    assert abs(m.total_bytes - parts) <= 1e-6 * max(parts, 1)
    assert all(f.value >= 0 for f in m.components.values())
    assert m.total.low <= m.total_bytes <= m.total.high  # type: ignore[operator]


@FAST
@given(MODELS, plans(), st.integers(1, 8), st.integers(1, 4096))
def test_more_batch_or_sequence_never_needs_less(model, plan, more_b, more_s) -> None:  # type: ignore[no-untyped-def]
    base = estimate_memory(model, A100, plan).total_bytes
    bigger_b = plan.model_copy(
        update={"micro_batch": plan.micro_batch + more_b, "batch": plan.batch + more_b}
    )
    bigger_s = plan.model_copy(
        update={"seq_len": plan.seq_len + more_s, "context": plan.context + more_s}
    )
    if not plan.method.is_rl:
        # RL: the step's completions fix each rank's work; a bigger micro-batch can end gradient
        # accumulation and with it the gradients held across micro-batches (test below)
        assert estimate_memory(model, A100, bigger_b).total_bytes >= base * (1 - 1e-12)
    assert estimate_memory(model, A100, bigger_s).total_bytes >= base * (1 - 1e-12)


@FAST
@given(MODELS, plans(methods=[Method.PPO, Method.GRPO]), st.integers(1, 64), st.integers(1, 4096))
def test_more_prompts_or_longer_completions_never_need_less(model, plan, more_p, more_c) -> None:  # type: ignore[no-untyped-def]
    base = estimate_memory(model, A100, plan).total_bytes
    for change in (
        {"prompts_per_step": plan.prompts_per_step + more_p},
        {"completion_len": plan.completion_len + more_c},
        {"prompt_len": plan.prompt_len + more_c},
    ):
        bigger = plan.model_copy(update=change)
        assert estimate_memory(model, A100, bigger).total_bytes >= base * (1 - 1e-12)


@FAST
@given(MODELS, plans(methods=TRAINING))
def test_zero_stages_are_ordered(model, plan) -> None:  # type: ignore[no-untyped-def]
    # With two or more data-parallel ranks each stage shards more. On one rank ZeRO shards
    # nothing but keeps its buffers (stage 3 gathers layers into a second copy), so there the
    # stages cost a little more, not less: see test_zero3_memory_never_grows_with_dp.
    if plan.dp < 2:
        plan = plan.model_copy(update={"nodes": plan.nodes * 2})
    totals = [
        estimate_memory(model, A100, plan.model_copy(update={"zero": z})).total_bytes
        for z in (0, 1, 2, 3)
    ]
    assert totals[3] <= totals[2] * (1 + 1e-12)
    assert totals[2] <= totals[1] * (1 + 1e-12)
    stages = [plan.model_copy(update={"zero": z}) for z in (0, 1)]
    if deepspeed_master(stages[1]) and not deepspeed_master(stages[0]):
        # a bf16-loaded model that sharding gives an fp32 master and fp32 states (DeepSpeed's
        # bf16 engine, accelerate's FSDP upcast): 2 + 2 + 12 ÷ dp bytes against 8 unsharded
        return
    assert totals[1] <= totals[0] * (1 + 1e-12)


@FAST
@given(MODELS, plans(methods=[Method.FULL]))
def test_lora_needs_no_more_than_full_and_qlora_no_more_than_lora(model, plan) -> None:  # type: ignore[no-untyped-def]
    # LoRA saves its A-projection outputs (rank × targets per token per layer) and, under
    # autocast, the extra tensors the oracle measured. With parameters offloaded to the host,
    # or a very high rank over very many tokens, those can outweigh full fine-tuning's
    # gradients and states; the comparison holds for resident weights and the ranks people use
    # (≤ 64), with micro-batches of up to 16K tokens, and full fine-tuning's states sharded at
    # most ZeRO-1 over 4 GPUs: sharded wider, LoRA's extra saved tensors can outgrow them (a 1B
    # model under autocast, ZeRO-1 over 16 GPUs, 4 × 1,991 tokens: 32.8 GB for LoRA against
    # 32.5 GB, hypothesis found it; over 8 GPUs at 4 × 4,096 tokens, 63.4 against 62.9 GB).
    plan = plan.model_copy(
        update={
            "zero": min(plan.zero, 1),
            "nodes": 1,
            "gpus_per_node": min(plan.gpus_per_node, 4),
            "offload": Offload.NONE,
            "lora_rank": min(plan.lora_rank, 64),
            "micro_batch": min(plan.micro_batch, 4),
            "seq_len": min(plan.seq_len, 4096),
        }
    )
    full = estimate_memory(model, A100, plan).total_bytes
    lora = estimate_memory(model, A100, plan.model_copy(update={"method": Method.LORA}))
    assert lora.total_bytes <= full * (1 + 1e-12)


@FAST
@given(
    st.sampled_from([LLAMA_8B, MIXTRAL, DEEPSEEK_V3, GPT_OSS_120B]), plans(methods=[Method.LORA])
)
def test_qlora_needs_no_more_than_lora_with_resident_weights(model, plan) -> None:  # type: ignore[no-untyped-def]
    # QLoRA's activations are larger than LoRA's under Hugging Face's recipe (fp32 norms and
    # residual stream after prepare_model_for_kbit_training; measured by the fake-tensor oracle),
    # so QLoRA ≤ LoRA holds where the weights dominate: resident, unsharded, recomputed layers.
    plan = plan.model_copy(
        update={
            "offload": Offload.NONE,
            "zero": min(plan.zero, 2),
            "recompute": Recompute.FULL,
            "micro_batch": 1,
            "seq_len": min(plan.seq_len, 8192),
        }
    )
    lora = estimate_memory(model, A100, plan)
    qlora = estimate_memory(model, A100, plan.model_copy(update={"method": Method.QLORA}))
    assert qlora.total_bytes <= lora.total_bytes * (1 + 1e-12)


COUNT_NOTE = "multi-GPU recipes differ from its single-device ones"


def test_a_second_gpu_raises_memory_per_gpu_only_with_a_note_saying_why() -> None:
    """Going from one GPU to two never raises memory per GPU silently: where it does, the
    framework's recipes differ with the GPU count (torchtune: 8-bit paged AdamW in backward on
    one GPU, plain AdamW on several; LoRA without checkpointing on several) and the estimate
    names what changes, on one GPU and on two alike."""
    from hwplanner import api
    from hwplanner.engine.plan.frameworks import FRAMEWORKS

    raised = 0
    for fw in FRAMEWORKS.values():
        for method in fw.methods:
            if not method.is_training:
                continue
            for model in (LLAMA_1B, LLAMA_8B):
                try:
                    one, two = (
                        api.estimate(model, A100, method.value, framework=fw.id, gpus_per_node=n)
                        for n in (1, 2)
                    )
                except api.InputError:
                    continue  # the framework refuses this model or method
                noted = [any(COUNT_NOTE in n for n in e.notes) for e in (one, two)]
                if _without_comm(two) > _without_comm(one) * 1.001:
                    raised += 1
                    assert all(noted), (fw.id, method, model.name)
                assert noted[0] == noted[1], (fw.id, method, model.name)
    assert raised >= 2  # torchtune full and LoRA


def _without_comm(est: object) -> float:
    """Memory per GPU less the communication buffers a second GPU brings (NCCL, DDP buckets:
    a mechanism of its own, shown as such)."""
    mem = est.memory  # type: ignore[attr-defined]
    comm = sum(f.value for f in mem.overheads if f.label == "Communication buffers")
    return float(mem.total_bytes - comm)


def test_the_gpu_count_note_names_only_what_the_user_left_to_the_framework() -> None:
    from hwplanner import api

    note = api.estimate(LLAMA_8B, A100, "full", framework="torchtune", gpus_per_node=2).notes
    text = next(n for n in note if COUNT_NOTE in n)
    assert "optimizer adamw-8bit → adamw" in text and "paged_optimizer yes → no" in text
    assert "zero" not in text  # sharding over more GPUs is what they are for
    kept = api.estimate(
        LLAMA_8B,
        A100,
        "full",
        framework="torchtune",
        gpus_per_node=2,
        optimizer="adamw",
        paged_optimizer=False,
        optimizer_in_backward=False,
    )
    assert not any(COUNT_NOTE in n for n in kept.notes)
    assert not any(
        COUNT_NOTE in n for n in api.estimate(LLAMA_8B, A100, "full", framework="hf").notes
    )
