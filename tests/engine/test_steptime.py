"""The step time's parts: matmul at the measured best rate, attention, memory-bound work."""

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.core.derived import derived
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.time.goodput import goodput
from hwplanner.engine.time.mfu import attention_efficiency
from hwplanner.engine.time.steptime import kernel_length, step_compute

CAT = shipped_catalog()
H100, A100 = CAT.gpu("h100-sxm-80gb"), CAT.gpu("a100-sxm-80gb")
L8B = CAT.model("llama-3.1-8b")


def _plan(**kw: object) -> Plan:
    base: dict[str, object] = {"method": "pretrain", "seq_len": 4096, "recompute": "none"}
    return Plan(**(base | kw))  # type: ignore[arg-type]


def test_hfu_is_below_the_best_matmul_rate() -> None:
    s = step_compute(L8B, H100, _plan(framework="megatron"), 0)
    assert 0.4 < s.hfu.value < 0.803 * derived().stack_efficiency + 0.05
    assert s.step_s == pytest.approx(s.micro_batch_s)  # one micro-batch, no bubble


def test_eager_kernels_and_fa2_on_hopper_are_slower() -> None:
    fused = step_compute(L8B, H100, _plan(framework="megatron"), 0)
    eager = step_compute(L8B, H100, _plan(framework="fsdp"), 0)
    assert eager.memory_s > 2 * fused.memory_s
    assert eager.attention_s > fused.attention_s
    assert eager.hfu.value < fused.hfu.value


def test_a100_runs_closer_to_its_peak_than_h100() -> None:
    plan = _plan(framework="fsdp")
    assert step_compute(L8B, A100, plan, 0).hfu.value > step_compute(L8B, H100, plan, 0).hfu.value


def test_pipeline_bubble_shrinks_with_virtual_stages() -> None:
    plan = _plan(gpus_per_node=4, pp=4, grad_accum=12)
    s = step_compute(L8B, A100, plan, 0)
    assert s.bubble_s == pytest.approx(3 * s.micro_batch_s)
    v = step_compute(L8B, A100, plan.with_changes(pp_interleave=4), 0)
    assert v.bubble_s == pytest.approx(3 / 4 * v.micro_batch_s)


def test_qlora_is_slower_than_lora() -> None:
    """By its dequantization pass: 2.5 B per linear weight, forward and backward (and the
    recompute), over the bandwidth the element-wise kernels stream at, ÷ stack efficiency."""
    from hwplanner.engine.core.derived import derived
    from hwplanner.engine.time.mfu import BANDWIDTH_EFFICIENCY
    from hwplanner.engine.time.steptime import dequantized_bytes

    lora = step_compute(L8B, A100, _plan(method="lora"), 0)
    qlora_plan = _plan(method="qlora")
    qlora = step_compute(L8B, A100, qlora_plan, 0)
    bandwidth = A100.memory_bandwidth_gbps * 1e9 * BANDWIDTH_EFFICIENCY[0]
    dequant = dequantized_bytes(L8B, qlora_plan) / bandwidth / derived().stack_efficiency
    assert dequant > 0
    assert qlora.micro_batch_s == pytest.approx(lora.micro_batch_s + dequant)


def test_goodput_default_falls_with_scale() -> None:
    assert goodput(8, None).value == pytest.approx(0.98, abs=0.002)
    big = goodput(16_384, None).value
    assert 0.87 < big < 0.91  # Llama 3: "higher than 90% effective training time"
    assert goodput(16_384, 0.95).value == 0.95


def test_lora_adapters_and_4bit_dequantization_are_timed_as_parts() -> None:
    """No method factor: LoRA adds its adapters' small kernels (PEFT's Linear: 4 forward, 6
    backward, the forward again under full recompute) at the GPU's fixed time per kernel;
    QLoRA also dequantizes every 4-bit linear weight (2.5 B an element) forward, for the input
    gradient and when recomputed; MLX dequantizes inside its kernel."""
    from hwplanner.engine.model.params import count_params
    from hwplanner.engine.plan.plan import Method, Plan
    from hwplanner.engine.time.mfu import METHOD_FACTOR
    from hwplanner.engine.time.steptime import adapter_kernels, dequantized_bytes
    from tests.engine.models import LLAMA_8B

    assert METHOD_FACTOR[Method.LORA][0] == METHOD_FACTOR[Method.QLORA][0] == 1.0
    lora = Plan(framework="hf", method="lora", recompute="none")
    assert adapter_kernels(LLAMA_8B, lora) == 7 * 32 * (4 + 6)
    assert adapter_kernels(LLAMA_8B, lora.with_changes(recompute="full")) == 7 * 32 * (8 + 6)
    assert adapter_kernels(LLAMA_8B, Plan(framework="hf", method="full")) == 0
    # an MoE layer without a dense MLP adapts its attention only; "experts" adds one module a
    # matrix a layer (PEFT's adapter on a fused expert tensor)
    from tests.engine.models import QWEN3_30B

    moe = Plan(framework="hf", method="lora", recompute="none")
    assert adapter_kernels(QWEN3_30B, moe) == 4 * 48 * (4 + 6)
    experts = moe.with_changes(lora_targets=("q", "k", "v", "o", "experts"))
    assert adapter_kernels(QWEN3_30B, experts) > adapter_kernels(QWEN3_30B, moe)
    assert dequantized_bytes(LLAMA_8B, lora) == 0
    qlora = Plan(framework="hf", method="qlora", recompute="full")
    counts = count_params(LLAMA_8B)
    assert dequantized_bytes(LLAMA_8B, qlora) == (counts.attention + counts.mlp) * 2.5 * 3
    # an MoE micro-batch of 4,096 tokens reaches every expert: all of them are dequantized
    from tests.engine.models import QWEN3_30B

    moe = Plan(framework="hf", method="qlora", recompute="none", seq_len=4096)
    q = count_params(QWEN3_30B)
    assert dequantized_bytes(QWEN3_30B, moe) == (q.attention + q.mlp + q.experts) * 2.5 * 2
    assert dequantized_bytes(LLAMA_8B, Plan(framework="mlx", method="qlora")) == 0


@pytest.mark.parametrize(
    ("fused", "length", "published"),
    # FlashAttention-3 paper, figures 5–6 (causal, head dim 128, H100): FA3 forward and
    # backward combined as 3.5 ÷ (1 ÷ fwd + 2.5 ÷ bwd), over the 989 TFLOPS peak
    [(True, 512, 0.31), (True, 2048, 0.51), (True, 16384, 0.58), (False, 2048, 0.30)],
)
def test_attention_runs_below_its_long_sequence_rate_on_short_ones(
    fused: bool, length: int, published: float
) -> None:
    value, _ = attention_efficiency(H100, fused, length)
    assert value == pytest.approx(published, abs=0.03)


def test_attention_time_follows_the_length_one_kernel_sees() -> None:
    """A 4× longer sequence costs more than 4× the attention FLOPs' time at 512 (the kernel
    runs faster on it); a ring of 4 context-parallel ranks attends blocks of s ÷ 4 keys,
    Ulysses the whole sequence."""
    short = step_compute(L8B, H100, _plan(framework="megatron", seq_len=512), 0)
    long = step_compute(L8B, H100, _plan(framework="megatron", seq_len=2048), 0)
    per_token_short = short.attention_s / 512
    per_token_long = long.attention_s / 2048
    # 4× the keys per token, at about 0.51 ÷ 0.33 of the rate
    rate = attention_efficiency(H100, True, 2048)[0] / attention_efficiency(H100, True, 512)[0]
    assert rate > 1.4
    assert per_token_long / per_token_short == pytest.approx(4 / rate, rel=1e-6)
    ring = _plan(framework="megatron", seq_len=32768, gpus_per_node=4, cp=4, cp_kind="ring")
    ulysses = ring.model_copy(update={"cp_kind": "ulysses"})
    assert kernel_length(ring) == 8192 and kernel_length(ulysses) == 32768
    assert kernel_length(ring, 4096) == 1024


def test_deepep_sends_a_token_once_a_node() -> None:
    """DeepEP (deepseek-ai/DeepEP: RDMA to each node, NVLink inside it): a token routed to 8
    of the experts spread over 8 nodes reaches 7(1 − (7/8)^8) = 4.59 other nodes where an
    all-to-all sends 8 × 7/8 = 7 copies across; inside one node nothing changes."""
    from hwplanner.engine.time.comm import deepep_remote_share

    assert deepep_remote_share(8, 64, 8) == pytest.approx(7 * (1 - (7 / 8) ** 8) / 7)
    assert deepep_remote_share(8, 32, 8) == pytest.approx(3 * (1 - 0.75**8) / 6)
    assert deepep_remote_share(8, 8, 8) == 1.0 and deepep_remote_share(1, 64, 8) == 1.0
    dsv3 = CAT.model("deepseek-v3")
    kw: dict[str, object] = {"gpus_per_node": 8, "nodes": 32, "framework": "megatron"}
    kw |= {"pp": 4, "ep": 64, "recompute": "full", "seq_len": 4096, "grad_accum": 8}
    plain, deepep = _plan(**kw), _plan(**kw, moe_deepep=True)
    from hwplanner.engine.estimate import Scenario, estimate

    def ep_seconds(plan: Plan) -> float:
        sc = Scenario(model=dsv3, gpu=H100, plan=plan)
        figure = estimate(sc, solve=False).figures()["network.traffic_ep"]
        return float(dict(figure.inputs)["seconds per step"])

    # the network's bytes at 0.656 of the all-to-all's, and one hop's latency (DeepEP writes
    # every peer at once) where the plain all-to-all waits one a peer
    assert 0.6 < ep_seconds(deepep) / ep_seconds(plain) < 0.656


def test_deepep_hidden_behind_compute_slows_it_by_its_sms() -> None:
    """DeepEP's kernels hold 20 SMs (Megatron-Core moe_deepep_num_sms) while they run: an
    all-to-all hidden behind the step slows the compute by 20 of the H100's 132 SMs for as long
    as it is hidden; where the GPU's SM count is not known, nothing is added."""
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.time.overlap import DEEPEP_SMS, deepep_sm_share

    assert DEEPEP_SMS == 20 and deepep_sm_share(H100) == pytest.approx(20 / 132)
    assert deepep_sm_share(CAT.gpu("gb200")) is None  # no sourced SM count in its row
    # the SM count is the catalog row's, with its source; a card of the user's may give its own
    h100 = CAT.gpu("h100-sxm-80gb")
    assert h100.sm_count == 132 and "H100 Tensor Core GPU Architecture" in h100.source
    assert CAT.gpu("h100-pcie-80gb").sm_count == 114 and CAT.gpu("b200").sm_count == 148
    own = CAT.gpu("gb200").model_copy(update={"sm_count": 160})
    assert deepep_sm_share(own) == pytest.approx(20 / 160)
    dsv3 = CAT.model("deepseek-v3")
    kw: dict[str, object] = {"gpus_per_node": 8, "nodes": 32, "framework": "megatron"}
    kw |= {"pp": 4, "ep": 64, "recompute": "full", "seq_len": 4096, "grad_accum": 8}

    def exposed(**more: object) -> dict[str, object]:
        sc = Scenario(model=dsv3, gpu=H100, plan=_plan(**kw, **more))
        figures = estimate(sc, solve=False).figures()
        ep = dict(figures["network.traffic_ep"].inputs)
        out = dict(figures["network.exposed_comm_seconds"].inputs)
        out["hidden"] = float(ep["seconds per step"]) - float(ep["exposed seconds"])
        return out

    overlapped = exposed(moe_deepep=True, ep_comm_overlap=True)
    assert overlapped["compute slowed beside DeepEP, s"] == pytest.approx(
        float(overlapped["hidden"]) * 20 / 132
    )
    # not overlapped, or not DeepEP: nothing hidden beside DeepEP's kernels
    assert "compute slowed beside DeepEP, s" not in exposed(moe_deepep=True)
    assert "compute slowed beside DeepEP, s" not in exposed(ep_comm_overlap=True)


@pytest.mark.parametrize(
    ("gpu", "per_node", "refused"),
    [
        ("h100-sxm-80gb", 8, False),
        ("l40s", 8, True),
        ("gb200", 4, True),
        ("h100-sxm-80gb", 4, True),
    ],
)
def test_deepep_runs_where_its_kernels_run(gpu: str, per_node: int, refused: bool) -> None:
    """DeepEP's cross-node kernels: NVIDIA GPUs in nodes of 8 joined by NVLink; elsewhere the
    choice is refused by name, not given a saving it cannot have."""
    from hwplanner.engine.scenario.validity import PlanError, check_plan

    plan = _plan(gpus_per_node=per_node, nodes=4, ep=per_node * 4, moe_deepep=True)
    if refused:
        with pytest.raises(PlanError) as exc:
            check_plan(CAT.model("qwen3-30b-a3b"), plan, CAT.gpu(gpu))
        assert exc.value.field == "moe_deepep"
    else:
        check_plan(CAT.model("qwen3-30b-a3b"), plan, CAT.gpu(gpu))


def test_deepep_forwards_over_nvlink_what_each_node_receives() -> None:
    """Over 2 nodes DeepEP sends a quarter of the copies across (share 0.249) but NVLink then
    carries 7/8 of them inside each node, where the all-to-all's NVLink term is 7/16."""
    from hwplanner.engine.time.collectives import Fabric, collective

    fab = Fabric(360.0, "NVLink", 3200.0, "", 8)
    size = 1e9
    plain = collective("all_to_all", size, 16, 8, fab)
    deepep = collective("all_to_all", size, 16, 8, fab, remote_share=0.249)
    nvlink = 7 / 8 * size / (360e9)
    assert deepep.seconds >= nvlink
    assert deepep.seconds < plain.seconds


def test_eager_layers_are_launch_bound_when_their_kernels_are_small() -> None:
    """transformers' eager layers launch every kernel from Python (an x86 host's EAGER_OP_S
    each): a 0.5B model at a short micro-batch waits on the host, a compiled one does not; a
    mixture's loop over its experts waits on the GPU before each expert's launches
    (torch.where), so those add to the kernels' time."""
    from hwplanner import api
    from hwplanner.engine.plan.framework_spec import EAGER_OP_S
    from hwplanner.engine.time.kernels import EAGER_EXPERT_KERNELS
    from hwplanner.engine.time.steptime import eager_launch_s

    kw = dict(solve=False, framework="hf", micro_batch=1, seq_len=256, recompute="none")
    small = api.estimate("qwen2.5-0.5b", "h100-sxm-80gb", "full", **kw)
    sc = small.scenario
    ahead, loop = eager_launch_s(sc.model, sc.plan, sc.gpu)
    assert ahead > 0 and loop == 0
    hfu = dict(small.figures()["compute.hfu"].inputs)
    step = dict(small.figures()["compute.step_seconds"].inputs)
    grad_accum = small.scenario.plan.grad_accum
    assert step["host kernel launches per step s"] == pytest.approx(ahead * grad_accum)
    gpu = hfu["matmul seconds per micro-batch"] + hfu["attention seconds per micro-batch"]
    assert ahead > gpu  # launch-bound: the step waits for the host
    assert step["exposed host transfers and host work s"] > 0
    compiled = api.estimate("qwen2.5-0.5b", "h100-sxm-80gb", "full", compile=True, **kw)
    assert eager_launch_s(
        compiled.scenario.model, compiled.scenario.plan, compiled.scenario.gpu
    ) == (0.0, 0.0)
    assert (
        compiled.budget.compute["step_seconds"].value < small.budget.compute["step_seconds"].value
    )
    # a mixture through transformers 4's loop (experts_implementation eager): 24 layers × 60
    # experts × 10 kernels in each forward pass wait on the GPU
    eager = {**kw, "seq_len": 8192, "experts_implementation": "eager"}
    moe = api.estimate("qwen1.5-moe-a2.7b", "a800-sxm-80gb", "full", **eager)
    m = moe.scenario
    _, loop = eager_launch_s(m.model, m.plan, m.gpu)
    assert loop == pytest.approx(24 * 60 * EAGER_EXPERT_KERNELS * EAGER_OP_S)
    # transformers 5's default grouped GEMMs: about 20 kernels a layer, none waiting on the GPU
    grouped = api.estimate("qwen1.5-moe-a2.7b", "a800-sxm-80gb", "full", **{**eager,
                           "experts_implementation": "grouped_mm"})  # fmt: skip
    g_ahead, g_loop = eager_launch_s(
        grouped.scenario.model, grouped.scenario.plan, grouped.scenario.gpu
    )
    e_ahead, _ = eager_launch_s(m.model, m.plan, m.gpu)
    assert g_loop == 0 and g_ahead < e_ahead
    assert grouped.budget.compute["step_seconds"].value < moe.budget.compute["step_seconds"].value
    assert grouped.scenario.plan.is_user("experts_implementation")
    default = api.estimate("qwen1.5-moe-a2.7b", "a800-sxm-80gb", "full", **{**kw, "seq_len": 8192})
    assert default.scenario.plan.experts_implementation.value == "grouped_mm"
    unsloth = api.estimate("qwen2.5-0.5b", "h100-sxm-80gb", "lora", solve=False,
                           framework="unsloth", micro_batch=1, seq_len=256)  # fmt: skip
    assert eager_launch_s(unsloth.scenario.model, unsloth.scenario.plan, unsloth.scenario.gpu) == (
        0.0,
        0.0,
    )
