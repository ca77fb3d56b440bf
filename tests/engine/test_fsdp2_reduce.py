"""FSDP2's reduce buffers in backward: the layer in backward's unsharded gradients and the
reduce-scatter input of the layer before (FSDP_REDUCE_SOURCE)."""

import pytest

from hwplanner import api
from hwplanner.engine.memory.training_figures import FSDP_REDUCE_SOURCE
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from tests.engine.models import GPT_OSS_120B, H100, LLAMA_8B

REDUCING = "FSDP: reduce buffers"
LAYER = "FSDP: a trained layer's parameters"


def _plan(framework: str, **kw: object) -> Plan:
    fields: dict[str, object] = {"seq_len": 512, "recompute": "full", "zero": 3, "method": "full"}
    return Plan(framework=framework, gpus_per_node=8, **{**fields, **kw})


def _reducing(m: object) -> float:
    fig = m.components["gradients"]  # type: ignore[attr-defined]
    return float(dict(fig.inputs).get(REDUCING, 0.0))


def test_a_layers_gradients_and_the_reduce_scatter_input_join_the_backward() -> None:
    # gpt-oss-120b's layers (128 experts each) are ~3.2B parameters: the layer running
    # backward and the reduce-scatter input of the one before, bf16 both (torchtune's pure
    # bf16), are four bytes a parameter of the layer beside the sharded gradients
    m = estimate_memory(GPT_OSS_120B, H100, _plan("torchtune"))
    counts = count_params(GPT_OSS_120B)
    layer = min(
        (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers,
        counts.total / GPT_OSS_120B.num_layers,
    )
    assert m.phase == "backward"
    got = _reducing(m)
    assert got == pytest.approx(4 * layer, rel=0.02)
    fig = m.components["gradients"]
    assert FSDP_REDUCE_SOURCE in str(fig.source)
    sharded = dict(fig.inputs)["gradients when all allocated"]
    assert fig.value == pytest.approx(sharded + got, rel=1e-9)


def test_an_fp32_reduce_keeps_its_input_in_fp32() -> None:
    bf16 = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune")))
    mixed = _reducing(
        estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", precision="mixed_fp32_grads"))
    )
    assert mixed == pytest.approx(bf16 * 6 / 4, rel=1e-9)  # 2 + 4 bytes against 2 + 2


def test_torchtitan_reduces_in_fp32_under_its_mixed_recipe() -> None:
    """torchtitan's MixedPrecisionPolicy reduces in fp32 (mixed_precision_reduce) beside the
    mixed recipe's 2-byte gradients: its reduce-scatter input is 4 bytes a parameter, 2 + 4 in
    all; a pure-bf16 plan under the same profile reduces in bf16 (2 + 2)."""
    counts = count_params(GPT_OSS_120B)
    layer = (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers
    fused = {"optimizer_impl": "fused"}  # the peak in backward, not the foreach step
    mixed = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("fsdp", **fused)))
    pure = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("fsdp", precision="bf16", **fused)))
    assert mixed == pytest.approx(6 * layer, rel=0.02)
    assert pure == pytest.approx(4 * layer, rel=0.02)


def test_deepspeed_and_unsharded_gradients_keep_no_fsdp2_buffers() -> None:
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("deepspeed"))) == 0.0
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", zero=1))) == 0.0


def test_a_trained_layer_is_one_of_those_that_train() -> None:
    """Freezing all but the last two layers: FSDP2 reduces each of those two whole (3.2B
    parameters of gpt-oss-120b), not the trainable count spread over every layer; ZeRO-2
    (no resharding after forward) and the optimizer stepped in backward reduce the same way;
    under offload the reduce-scatter input is the one layer offload counts, and FSDP2 adds the
    layer in backward's own gradients (its compute bytes)."""
    counts = count_params(GPT_OSS_120B)
    one = (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers
    frozen = estimate_memory(
        GPT_OSS_120B, H100, _plan("torchtune", method="freeze", freeze_trainable_layers=2)
    )
    fig = dict(frozen.components["gradients"].inputs)
    assert fig[LAYER] == pytest.approx(one, rel=0.02)
    full = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune")))
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", zero=2))) == full
    stepped = _plan("torchtune", optimizer_in_backward=True)
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, stepped)) == pytest.approx(full)
    offload = estimate_memory(GPT_OSS_120B, H100, _plan("torchtune", offload="optimizer+params"))
    assert _reducing(offload) == pytest.approx(full / 2)  # its compute bytes alone


def test_lora_layers_count_only_where_the_framework_offers_them() -> None:
    """torchtune puts adapters on every layer (no layers_to_transform): a lora_layers given
    there is unused, and a trained layer's adapters stay the count over every layer."""
    from hwplanner.engine.memory.training import trained_layers
    from hwplanner.engine.scenario.sharding import model_slice

    lora = _plan("torchtune", method="lora", lora_layers=4)
    sl = model_slice(GPT_OSS_120B, lora, first=True, last=True)
    assert trained_layers(GPT_OSS_120B, lora, sl) == GPT_OSS_120B.num_layers
    peft = _plan("hf", method="lora", lora_layers=4)
    assert (
        trained_layers(GPT_OSS_120B, peft, model_slice(GPT_OSS_120B, peft, first=True, last=True))
        == 4
    )


def test_the_loss_backward_still_sets_a_long_sequences_peak() -> None:
    # Llama 3.1 8B at 8k tokens: the loss's backward over 128k logits outweighs a layer's
    # backward with the reduce buffers (0.9 GB), so the peak and its gradients stay put
    m = estimate_memory(LLAMA_8B, H100, _plan("fsdp", seq_len=8192, recompute="none"))
    assert _reducing(m) == 0.0


def test_a_fix_that_pages_the_optimizer_says_how_much_host_ram_takes() -> None:
    """A proposal that fits only with paged optimizer states (verdict fits_with_paging) gives
    its total per GPU beside the part the driver moves to host RAM, in the words every view
    prints and in the JSON (`paged_bytes`, 0 for a fix that pages nothing)."""
    from hwplanner.formatting import proposal_terms

    est = api.estimate("gpt-oss-120b", "h100-sxm-80gb", "full", framework="torchtune",
                       gpus_per_node=8, zero=3, seq_len=512, recompute="full")  # fmt: skip
    paged = [p for p in est.proposals if p.paged_bytes]
    plain = [p for p in est.proposals if not p.paged_bytes]
    assert paged and plain
    p = paged[0]
    assert 0 < p.paged_bytes < p.total_bytes
    assert p.total_bytes - p.paged_bytes <= H100.capacity_bytes
    assert "of it paged to host RAM" in proposal_terms(p)
    assert "paged" not in proposal_terms(plain[0])
    doc = est.as_dict()
    assert doc["proposals"][0]["paged_bytes"] == pytest.approx(est.proposals[0].paged_bytes)


def test_a_trainer_on_accelerate_shards_through_deepspeed_unless_told_fsdp() -> None:
    """The Hugging Face-based trainers shard through DeepSpeed's ZeRO by default (no reduce
    buffers) or PyTorch FSDP when asked (plan.sharding), whose reduce-scatter input is in the
    compute dtype (accelerate's MixedPrecision reduce_dtype): under their mixed recipe a
    layer's bf16 gradients and bf16 reduce input, 2 + 2 bytes a parameter."""
    counts = count_params(GPT_OSS_120B)
    layer = (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers
    fused = {"optimizer_impl": "fused"}  # the peak in backward, not the foreach step
    for fw in ("hf", "axolotl", "llamafactory", "swift", "trl"):
        default = _plan(fw, **fused)
        assert default.sharding == "deepspeed"
        assert _reducing(estimate_memory(GPT_OSS_120B, H100, default)) == 0.0
        fsdp = _reducing(estimate_memory(GPT_OSS_120B, H100, _plan(fw, sharding="fsdp", **fused)))
        assert fsdp == pytest.approx(4 * layer, rel=0.02), fw


def test_the_fsdp_trainers_shard_through_fsdp_and_the_others_name_none() -> None:
    """torchtune, torchtitan, NeMo-RL's DTensor policy, prime-rl, SkyRL and verl shard through
    FSDP (their profile's value, from plan_defaults); Megatron-Core and DeepSpeed keep their
    own (None), and serving plans name none."""
    for fw in ("torchtune", "fsdp", "verl"):
        method = "grpo" if fw == "verl" else "full"
        assert _plan(fw, method=method).sharding == "fsdp", fw
    assert _plan("megatron", zero=1).sharding is None
    assert _plan("deepspeed").sharding is None
    assert Plan(framework="hf", method="inference").sharding is None
    # where it comes from: the profile where it names one, the field's unset otherwise
    for fw, method, origin in (
        ("axolotl", "full", "framework"),
        ("megatron", "pretrain", "default"),
    ):
        est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", method, framework=fw, gpus_per_node=8)
        assert est.as_dict()["plan_origins"]["sharding"] == origin


def test_verl_reduces_in_fp32_beside_bf16_gradients() -> None:
    """verl's FSDP mixed precision reduces in fp32 (reduce_dtype 'fp32' by default): its
    actor's reduce buffers are 2 + 4 bytes a parameter of a layer under the mixed recipe;
    accelerate's reduce in the compute dtype, 2 + 2 even where the recipe keeps fp32
    gradients (mixed_fp32_grads)."""
    counts = count_params(GPT_OSS_120B)
    layer = (counts.total - counts.embedding - (counts.lm_head or 0)) / GPT_OSS_120B.num_layers
    fused = {"optimizer_impl": "fused"}
    verl = _plan("verl", method="grpo", precision="mixed", **fused)
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, verl)) == pytest.approx(
        6 * layer, rel=0.02
    )
    hf = _plan("hf", sharding="fsdp", precision="mixed_fp32_grads", **fused)
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, hf)) == pytest.approx(4 * layer, rel=0.02)


NVME = {"offload": "optimizer+params", "offload_device": "nvme"}


@pytest.mark.parametrize(
    ("kw", "field"),
    [
        ({"framework": "axolotl", "zero": 1, "sharding": "fsdp"}, "zero"),
        ({"framework": "axolotl", "sharding": "fsdp", "offload": "optimizer"}, "offload"),
        ({**NVME, "framework": "hf", "sharding": "fsdp"}, "offload_device"),
        ({"framework": "hf", "sharding": "fsdp", "cp": 2, "cp_kind": "ulysses"}, "sharding"),
        ({"framework": "torchtune", "sharding": "deepspeed"}, "sharding"),
        ({"framework": "torchtune", "zero": 1}, "zero"),  # no stage 1 under FSDP alone
        ({"framework": "fsdp", "zero": 1}, "zero"),
    ],
)
def test_what_fsdp_does_not_do_is_refused_by_name(kw: dict[str, object], field: str) -> None:
    from hwplanner.engine.scenario.validity import plan_problems

    problems = plan_problems(LLAMA_8B, _plan(**kw))  # type: ignore[arg-type]
    assert field in [p.field for p in problems], problems


def test_a_trainer_with_its_own_sharding_leaves_the_field_unused() -> None:
    """Megatron-Core's distributed optimizer and DeepSpeed's ZeRO name no sharding engine, and
    a plan at ZeRO 0 shards nothing: a value set there (a window's hidden row after a switch)
    is not used, not refused, and changes no figure — DeepSpeed's offload, its third gather
    of a recomputed layer and its notes stay."""
    from hwplanner.engine.plan.fields import fsdp_sharded, sharding_named, through_fsdp
    from hwplanner.engine.scenario.validity import plan_problems

    for fw in ("megatron", "deepspeed"):
        plan = _plan(fw, sharding="fsdp")
        assert not sharding_named(plan, None) and not fsdp_sharded(plan)
        assert "sharding" not in [p.field for p in plan_problems(LLAMA_8B, plan)]
    assert not through_fsdp(_plan("axolotl", zero=0, sharding="fsdp"))
    cases = (
        ("deepspeed", "full", {"zero": 1, "offload": "optimizer"}),
        ("deepspeed", "full", {"zero": 3, "recompute": "full"}),
        ("openrlhf", "grpo", {"zero": 3, "recompute": "full"}),
        ("axolotl", "full", {"zero": 0, "offload": "optimizer", "optimizer": "adamw"}),
    )
    for fw, method, kw in cases:
        base = dict(framework=fw, gpus_per_node=8, seq_len=1024, **kw)
        figures = [
            {k: (f.value, str(f.formula), tuple(map(str, f.notes)))
             for k, f in api.estimate("llama-3.1-8b", "h100-sxm-80gb", method,
                                      **base, **extra).figures().items()}
            for extra in ({}, {"sharding": "fsdp"})
        ]  # fmt: skip
        assert figures[0] == figures[1], (fw, kw)


def test_fsdp_offload_is_offload_params_not_deepspeeds() -> None:
    """Under FSDP a Hugging Face-based trainer offloads through FSDP's offload_params: the host
    steps PyTorch's AdamW (no DeepSpeedCPUAdam refusal for another optimizer), and the
    reduce buffers stay on the GPU beside the one layer offload counts."""
    from hwplanner.engine.plan.fields import deepspeed_offloads

    off = _plan("axolotl", sharding="fsdp", offload="optimizer+params")
    assert not deepspeed_offloads(off)
    assert deepspeed_offloads(_plan("axolotl", offload="optimizer+params"))
    assert _reducing(estimate_memory(GPT_OSS_120B, H100, off)) > 0.0


def test_fsdp_regathers_nothing_for_a_recompute_and_says_its_own_master_copy() -> None:
    """DeepSpeed's ZeRO-3 gathers a recomputed layer's parameters a third time; FSDP recomputes
    inside the unit's unsharded backward (two gathers). A pure-bf16 plan under accelerate's
    FSDP keeps the fp32 master copy of its upcast, said in FSDP's words."""
    from hwplanner.engine.memory.training_figures import DEEPSPEED_MASTER, FSDP_MASTER
    from hwplanner.engine.time.comm import regathered_share

    assert regathered_share(LLAMA_8B, _plan("llamafactory")) == 1.0
    assert regathered_share(LLAMA_8B, _plan("llamafactory", sharding="fsdp")) == 0.0
    pure = {"precision": "bf16", "optimizer_impl": "fused"}
    notes = estimate_memory(LLAMA_8B, H100, _plan("hf", sharding="fsdp", **pure))
    assert FSDP_MASTER in notes.components["optimizer"].notes
    notes = estimate_memory(LLAMA_8B, H100, _plan("hf", **pure))
    assert DEEPSPEED_MASTER in notes.components["optimizer"].notes


def test_the_reduce_dtype_sets_the_gradient_traffic_too() -> None:
    """One rule for the reduce dtype (formats.reduce_bytes): torchtitan's fp32 reduce under its
    mixed recipe sends twice the bytes of its pure-bf16 plan's reduce-scatter, as memory holds
    twice the reduce-scatter input; accelerate's FSDP reduces a mixed_fp32_grads recipe in the
    compute dtype, half what DeepSpeed sends for it."""

    def traffic(framework: str, precision: str, **kw: object) -> float:
        est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "pretrain", framework=framework,
                           gpus_per_node=8, zero=3, precision=precision, seq_len=2048,
                           **kw)  # fmt: skip
        return float(est.figures()["network.traffic_dp"].value)

    assert traffic("fsdp", "mixed") == pytest.approx(2 * traffic("fsdp", "bf16"), rel=1e-9)
    fsdp = traffic("hf", "mixed_fp32_grads", sharding="fsdp")
    assert traffic("hf", "mixed_fp32_grads") == pytest.approx(2 * fsdp, rel=1e-9)


def test_fsdp_reduces_beside_the_backward_and_offloads_with_the_parameters() -> None:
    """DeepSpeed's ZeRO-2 in LLaMA-Factory reduces on the compute stream (overlap_comm off);
    FSDP reduce-scatters on its own stream: less of its traffic waits. A plan that does not fit
    under accelerate's FSDP is offered offload of the parameters with the optimizer (FSDP's
    offload_params), not the optimizer alone, which it refuses."""

    def exposed(**kw: object) -> float:
        est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "full", framework="llamafactory",
                           gpus_per_node=8, zero=2, seq_len=1024, **kw)  # fmt: skip
        return float(est.figures()["network.exposed_comm_seconds"].value)

    assert exposed(sharding="fsdp") < exposed()
    big = api.estimate("llama-3.1-70b", "h100-sxm-80gb", "full", framework="axolotl",
                       gpus_per_node=2, zero=3, sharding="fsdp", optimizer="adamw",
                       seq_len=1024)  # fmt: skip
    offloads = {str(p.changes["offload"]) for p in big.proposals if "offload" in p.changes}
    assert offloads == {"optimizer+params"}


def test_fsdp_with_accumulation_says_what_fsdp1_would_hold() -> None:
    """The Trainer's no_sync accumulates the whole model's gradients unsharded under FSDP1 and
    not under FSDP2, which the plan models: with gradient accumulation under accelerate's FSDP
    the answer says how much more FSDP1 holds (Llama 3.1 8B on 8 GPUs: its bf16 gradients less
    the shard counted, about 14 GB); not without accumulation, nor under DeepSpeed."""

    def said(**kw: object) -> list[str]:
        est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "full", framework="axolotl",
                           gpus_per_node=8, zero=3, **kw)  # fmt: skip
        return [str(w) for w in est.warnings if "FSDP1" in str(w)]

    (note,) = said(sharding="fsdp", grad_accum=4)
    assert "about 14.1 GB more per GPU" in note
    assert not said(sharding="fsdp", grad_accum=1) and not said(grad_accum=4)
    assert not said(sharding="fsdp", grad_accum=4, offload="optimizer+params", optimizer="adamw")


def test_litgpt_shards_through_fsdp_and_quantizes_on_one_gpu_only() -> None:
    """LitGPT on several devices is Fabric's FSDP (FSDP1); its quantized layers are refused
    there by LitGPT itself ('Quantization is currently not supported for multi-GPU
    training'): refused by name, on one GPU planned as before."""
    est = api.estimate("llama-2-7b", "a100-sxm-80gb", "lora", framework="litgpt",
                       gpus_per_node=2, zero=3)  # fmt: skip
    assert est.scenario.plan.sharding == "fsdp"
    with pytest.raises(api.InputError, match=r"^gpus_per_node: LitGPT trains qlora on one GPU"):
        api.estimate("llama-2-7b", "a100-sxm-80gb", "qlora", framework="litgpt", gpus_per_node=2)
    api.estimate("llama-2-7b", "a100-sxm-80gb", "qlora", framework="litgpt")
