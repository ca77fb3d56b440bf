"""Serving speed mechanisms: fp16 accumulation on GeForce, eager launch time, front-end time."""

from __future__ import annotations

import pytest

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import WeightFormat
from hwplanner.engine.plan.formats import WEIGHT_BYTES
from hwplanner.engine.plan.framework_spec import EAGER_OP_S
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.serving.latency import accumulate_gain
from hwplanner.engine.time.compute import attention_forward_flops
from hwplanner.engine.time.kernels import eager_kernels
from hwplanner.engine.time.mfu import prefill_mfu
from tests.engine.models import A100, H100, LLAMA_1B, LLAMA_8B, QWEN3_30B, RTX4090
from tests.engine.test_serving import replica

GEFORCE = RTX4090.model_copy(update={"vendor": "NVIDIA"})
PP512 = Workload(prompt_tokens=512, output_tokens=1)


def llamacpp(fmt: str) -> Plan:
    return Plan(method="inference", framework="llamacpp", weight_format=fmt, context=4096)


def test_geforce_accumulates_fp16_at_twice_the_catalog_rate_in_llamacpp() -> None:
    assert accumulate_gain(GEFORCE, WeightFormat.Q4_0, True) == 2.0
    assert accumulate_gain(GEFORCE, WeightFormat.FP16, True) == 2.0
    # bf16 weights go through cuBLAS with fp32 accumulation; FP8 is other tensor math
    assert accumulate_gain(GEFORCE, WeightFormat.BF16, True) == 1.0
    assert accumulate_gain(GEFORCE, WeightFormat.FP8, True) == 1.0
    # frameworks accumulating in fp32, datacenter cards, a card of unknown make
    assert accumulate_gain(GEFORCE, WeightFormat.Q4_0, False) == 1.0
    assert accumulate_gain(H100, WeightFormat.Q4_0, True) == 1.0
    assert accumulate_gain(RTX4090, WeightFormat.Q4_0, True) == 1.0


def test_llamacpp_pp512_on_a_4090_runs_at_the_fp16_accumulate_rate() -> None:
    r, _ = replica(llamacpp("q4_0"), PP512, gpu=GEFORCE)
    assert r.peak == pytest.approx(2 * 165.2e12)
    flops = 512 * (2 * count_params(LLAMA_8B).active_compute)
    flops += 512 * attention_forward_flops(LLAMA_8B, 256, LLAMA_8B.attention_blocks)
    mfu = prefill_mfu(GEFORCE, llamacpp("q4_0")).value  # a consumer card's class figure
    assert 512 / r.prefill_s() == pytest.approx(512 / (flops / (330.4e12 * mfu)), rel=0.02)
    # the same card under vLLM (bf16, fp32 accumulation) keeps the catalog rate
    v, _ = replica(Plan(method="inference", context=4096), PP512, gpu=GEFORCE)
    assert v.peak == pytest.approx(165.2e12)


def prefill_figure(plan: Plan, gpu: GpuSpec) -> Figure:
    sc = Scenario(model=LLAMA_8B, gpu=gpu, plan=plan, workload=PP512)
    return estimate(sc, solve=False).budget.compute["prefill_tokens_per_second"]


def test_the_prefill_figure_says_it_uses_the_fp16_accumulate_rate() -> None:
    fig = prefill_figure(llamacpp("q4_0"), GEFORCE)
    assert [str(n) for n in fig.notes] == [
        "peak at the fp16-accumulate tensor rate (twice the catalog's)"
    ]
    assert prefill_figure(llamacpp("q4_0"), H100).notes == ()


HF = Plan(method="inference", framework="hf", context=4096)


def test_eager_generate_launches_kernels_per_layer() -> None:
    # Llama: 2 RMSNorms of 8 kernels + 20 attention/residual kernels + 5 MLP kernels per layer
    assert eager_kernels(LLAMA_8B, 0) == 32 * 41 + 50
    # Qwen3's q_norm and k_norm add two more RMSNorms
    qwen = LLAMA_8B.model_copy(update={"qk_norm": True, "num_layers": 36})
    assert eager_kernels(qwen, 0) == 36 * 57 + 50
    # MoE: the router and a Python loop over the experts hit, 10 kernels each
    per_layer = 20 + 16 + 16 + 8 + 10 * 8
    assert eager_kernels(QWEN3_30B, 8) == QWEN3_30B.num_layers * per_layer + 50


def test_eager_decode_is_host_bound_for_small_models_and_grows_with_depth() -> None:
    r, _ = replica(HF, gpu=H100)
    launch = (32 * 41 + 50) * EAGER_OP_S
    assert r.launch_s(1) == pytest.approx(launch)
    parts = r.step_parts(1)
    assert parts.kernels_s < launch and parts.other_s == 0.0
    assert r.step_s(1) == pytest.approx(launch)  # kernels run as they are queued
    deep = LLAMA_8B.model_copy(update={"num_layers": 64})
    assert replica(HF, spec=deep, gpu=H100)[0].launch_s(1) == pytest.approx(
        (64 * 41 + 50) * EAGER_OP_S
    )
    # engines with CUDA graphs launch nothing per kernel from Python
    assert replica(gpu=H100)[0].launch_s(1) == 0.0


def test_the_decode_figure_says_when_the_host_bounds_it() -> None:
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=HF, workload=Workload())
    fig = estimate(sc, solve=False).budget.compute["decode_tokens_per_second"]
    assert [str(n) for n in fig.notes] == ["host bound (kernels launched one by one)"]
    assert fig.value == pytest.approx(1 / ((32 * 41 + 50) * EAGER_OP_S), rel=1e-3)


def test_a_decode_step_adds_attention_to_compute_bound_matmuls() -> None:
    """The kernels of a step run one after another, each bound by its own roofline: at a
    batch large enough for the matmuls to be compute bound, reading every sequence's KV cache
    still comes on top (one roofline over the whole step hid it)."""
    r, _ = replica(gpu=H100)
    small, large = r.step_parts(1), r.step_parts(512)
    # one sequence: both parts memory bound, the step reads weights then KV
    assert small.weights_s > small.linear_compute_s and small.kv_s > small.attention_compute_s
    assert small.kernels_s == pytest.approx(small.memory_s + small.floor_s)
    # 512 sequences: the matmuls are compute bound, attention is still a read of the caches
    assert large.linear_compute_s > large.weights_s and large.kv_s > large.attention_compute_s
    assert large.kernels_s == pytest.approx(large.linear_compute_s + large.kv_s + large.floor_s)
    assert large.kernels_s > max(large.memory_s, large.compute_s)
    assert r.step_s(512) == pytest.approx(large.kernels_s + large.comm_s + large.other_s)


def test_prefill_utilisation_follows_the_gpus_measured_matmul() -> None:
    """The H100 estimate (0.5) scaled by each GPU's measured best matmul against the H100's:
    MI300X's 0.514 gives 0.32; a datacenter GPU without a measurement takes the MAMF median
    (as training does), a consumer card its class's figure, said."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.engine.time.mfu import PREFILL_REFERENCE_MAMF, prefill_mfu

    cat = shipped_catalog()
    plan = Plan(method="inference")
    assert prefill_mfu(cat.gpu("h100-sxm-80gb"), plan).value == pytest.approx(0.5)
    mi = prefill_mfu(cat.gpu("mi300x"), plan)
    assert mi.value == pytest.approx(0.5 * 0.514 / PREFILL_REFERENCE_MAMF)
    from hwplanner.engine.time.mfu import MATMUL_EFFICIENCY

    l40s = prefill_mfu(cat.gpu("l40s"), plan)
    assert l40s.value == pytest.approx(0.5 * MATMUL_EFFICIENCY[0] / PREFILL_REFERENCE_MAMF)
    # the L4's 70 W cap: its measured GEMM (0.586 of the peak)
    l4 = prefill_mfu(cat.gpu("l4"), plan)
    assert l4.value == pytest.approx(0.5 * 0.586 / PREFILL_REFERENCE_MAMF)
    card = prefill_mfu(cat.gpu("rtx-4090"), plan)
    assert card.value == pytest.approx(0.4)
    assert any("no measured best matmul" in str(n) for n in card.notes)
    # a workstation with a measured best matmul is scaled by it, not also by its class
    mac = prefill_mfu(cat.gpu("apple-m4-max-128gb"), plan)
    assert mac.value == pytest.approx(0.5 * 0.72 / PREFILL_REFERENCE_MAMF) and not mac.notes


def test_decode_utilisation_follows_the_gpus_measured_stream() -> None:
    """Decode's 0.7 of the datasheet bandwidth stands for an A100/H100; a GPU whose memory
    streams a smaller share of its datasheet rate (the best of the stream kernels measured on
    it: H100 0.949, MI300X 0.803) decodes at 0.7 × its share ÷ the H100's. A GPU without a
    measurement keeps 0.7 and says so; a given utilisation wins. A bandwidth-bound step on the
    MI300X reads its weights at that smaller rate."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.time.mfu import DECODE_REFERENCE_STREAM, decode_mbu

    cat = shipped_catalog()
    h100, mi300x, b200 = cat.gpu("h100-sxm-80gb"), cat.gpu("mi300x"), cat.gpu("b200")
    assert DECODE_REFERENCE_STREAM == h100.stream_bandwidth_efficiency == 0.949
    assert decode_mbu(None, h100).value == pytest.approx(0.7)
    mi = decode_mbu(None, mi300x)
    assert mi.value == pytest.approx(0.7 * 0.803 / 0.949)
    assert ("best stream ÷ datasheet bandwidth, this GPU", 0.803) in mi.inputs
    unmeasured = decode_mbu(None, b200)
    assert unmeasured.value == pytest.approx(0.7)
    assert any("no measured stream bandwidth" in str(n) for n in unmeasured.notes)
    assert decode_mbu(0.8, mi300x).value == 0.8
    # the same plan on an MI300X whose share were unknown reads faster by 0.949 ÷ 0.803
    plan = Plan(method="inference", framework="vllm", batch=1, tp=8, gpus_per_node=8)
    spec = cat.model("llama-3.1-405b")
    unknown = mi300x.model_copy(update={"stream_bandwidth_efficiency": None})
    measured = estimate(Scenario(model=spec, gpu=mi300x, plan=plan), solve=False)
    r, _ = measured.replica
    u, _ = estimate(Scenario(model=spec, gpu=unknown, plan=plan), solve=False).replica
    assert r.mbu == r.base_mbu == pytest.approx(0.7 * 0.803 / 0.949)
    assert u.mbu == u.base_mbu == 0.7
    read = (r.weight_read_bytes(1) + r.kv_seq_bytes) / (mi300x.memory_bandwidth_gbps * 1e9)
    assert r.step_s(1) - u.step_s(1) == pytest.approx(read / r.base_mbu - read / 0.7)
    assert "BabelStream Dot" in str(measured.budget.compute["decode_mbu"].source)


def test_a_given_utilisation_scales_the_kernels_measured_shares_against_the_gpus_own() -> None:
    """The fused-MoE experts' and the recurrent states' measured shares of the bandwidth are
    not scaled by the GPU's stream figure; a utilisation the user gives scales them by itself ÷
    the GPU's own utilisation (A100 80GB: 0.7 × 0.858 ÷ 0.949), no faster than the datasheet
    bandwidth, so giving the GPU's own figure changes nothing."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    a100 = cat.gpu("a100-sxm-80gb")
    qwen = cat.model("qwen3-30b-a3b")
    plan = Plan(method="inference", framework="vllm", weight_format="bf16", batch=8)
    own = 0.7 * 0.858 / 0.949

    def figures(given: float | None) -> tuple[float, float, float]:
        est = estimate(
            Scenario(
                model=qwen, gpu=a100, plan=plan, workload=Workload(bandwidth_utilisation=given)
            ),
            solve=False,
        )
        r, _ = est.replica
        assert r.expert_share is not None and r.base_mbu == pytest.approx(own)
        return r.expert_share, r.expert_read_share or 0.0, r.step_s(8)

    share, read, step = figures(None)
    assert read == pytest.approx(share)
    assert figures(own) == pytest.approx((share, read, step))
    share6, read6, step6 = figures(0.6)
    assert share6 == pytest.approx(share) and read6 == pytest.approx(share * 0.6 / own)
    assert step6 > step
    # a faster utilisation never reads the experts above the datasheet bandwidth
    assert figures(0.8)[1] == pytest.approx(1.0)


def test_a_fused_moe_block_takes_its_measured_fixed_time_at_decode() -> None:
    """The engines' fused-MoE benchmarks time a fine-grained mixture's routed-expert block at
    a fixed time plus its bytes at one to eight tokens: on Hopper 24.5–27.2 µs (mean 25.9), on
    Blackwell 27.1 and 47.6 µs, on Ampere 26.9 µs: more than its 6 kernels (8 with FP8's input
    quantizations) at a replayed kernel's fixed time. The block takes that time in place of
    its kernels', every MoE layer (with the graphs off too: the GPU runs the same kernels);
    other architectures, dense models and engines without the Triton kernels keep the kernel
    count."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    qwen = cat.model("qwen3-30b-a3b")
    vllm = Plan(method="inference", framework="vllm", weight_format="bf16", batch=1)
    h100 = cat.gpu("h100-sxm-80gb")
    r, _ = replica(plan=vllm, spec=qwen, gpu=h100)
    block = (24.8e-6 + 27.2e-6 + 24.5e-6 + 27.1e-6) / 4
    assert r.moe_block_extra_s == pytest.approx(48 * (block - 6 * 2.2e-6))
    parts = r.step_parts(1)
    assert parts.floor_s == pytest.approx(r.graph_kernels * 2.2e-6 + r.moe_block_extra_s)
    fp8, _ = replica(plan=vllm.with_changes(weight_format="fp8"), spec=qwen, gpu=h100)
    assert fp8.moe_block_extra_s == pytest.approx(48 * (block - 8 * 2.2e-6))
    b200, _ = replica(plan=vllm, spec=qwen, gpu=cat.gpu("b200"))
    assert b200.moe_block_extra_s == pytest.approx(48 * ((27.1e-6 + 47.6e-6) / 2 - 6 * 1.7e-6))
    a100, _ = replica(plan=vllm, spec=qwen, gpu=cat.gpu("a100-sxm-80gb"))
    assert a100.moe_block_extra_s == pytest.approx(48 * (26.9e-6 - 6 * 1.34e-6))
    # not measured on Ada; a dense model; an engine without the Triton kernels
    for plan, spec, gpu in (
        (vllm, qwen, cat.gpu("l40s")),
        (vllm, cat.model("qwen3-32b"), h100),
        (vllm.with_changes(framework="hf"), qwen, h100),
    ):
        assert replica(plan=plan, spec=spec, gpu=gpu)[0].moe_block_extra_s == 0.0
    decode = estimate(Scenario(model=qwen, gpu=h100, plan=vllm), solve=False)
    fig = decode.budget.compute["decode_tokens_per_second"]
    assert "sgl-project/sglang PR #11730" in str(fig.source)


def test_routed_experts_are_read_at_the_share_their_matrices_reach() -> None:
    """The same benchmarks read the experts' bytes at a share of the bandwidth that grows with
    one expert matrix's bytes on a GPU: 0.90 · b ÷ (b + 0.265 MB). Qwen3-30B-A3B's 768-wide
    bf16 experts (3.15 MB a matrix) read faster than the decode utilisation's 0.7 on one GPU,
    slower at TP8 (96 wide, 0.39 MB); whole experts under expert parallelism keep their width."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    qwen = cat.model("qwen3-30b-a3b")
    h100 = cat.gpu("h100-sxm-80gb")
    one = Plan(method="inference", framework="vllm", weight_format="bf16", batch=64)
    r, _ = replica(plan=one, spec=qwen, gpu=h100)
    matrix = 768 * 2048 * 2
    assert r.expert_share == pytest.approx(0.90 * matrix / (matrix + 0.265e6))
    assert r.expert_share > 0.7
    experts = r.expert_bytes * r.experts_touched(64)
    plain = r.weight_read_bytes(64) / 1e12
    assert r.weight_read_s(64, 1e12) == pytest.approx(
        plain + experts * (0.7 / r.expert_share - 1) / 1e12
    )
    tp8 = one.with_changes(tp=8, gpus_per_node=8)
    narrow, _ = replica(plan=tp8, spec=qwen, gpu=h100)
    assert narrow.expert_share is not None and narrow.expert_share < 0.7
    whole, _ = replica(plan=tp8.with_changes(ep=8), spec=qwen, gpu=h100)
    assert whole.expert_share == pytest.approx(r.expert_share)
    # not measured on Ada: the decode utilisation
    assert replica(plan=one, spec=qwen, gpu=cat.gpu("l40s"))[0].expert_share is None


def test_every_kernel_of_a_step_costs_a_fixed_time_by_architecture() -> None:
    """A CUDA-graph engine's decode step runs 10 kernels per layer (vLLM's Llama layer), 14
    with FP8 weights, each at a fixed time measured per architecture (gpu-benches: A100
    1.34 µs, H200 2.2 µs); the time does not shrink with tensor parallelism, so at one user
    on 8 GPUs it weighs; eager generate() is bound by launching them instead. A GPU whose
    architecture was not measured says so."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.plan.plan import Plan

    cat = shipped_catalog()
    llama = cat.model("llama-3.1-70b")
    fp8 = Plan(method="inference", weight_format="fp8", tp=8, gpus_per_node=8, batch=1)
    for gpu_id, fixed in (("h100-sxm-80gb", 2.2e-6), ("a100-sxm-80gb", 1.34e-6)):
        r, _ = replica(plan=fp8, spec=llama, gpu=cat.gpu(gpu_id))
        assert r.graph_kernels == 80 * 14 and r.kernel_fixed_s == fixed
        assert r.step_parts(1).floor_s == pytest.approx(80 * 14 * fixed)
    bf16 = fp8.with_changes(weight_format="bf16")
    r, _ = replica(plan=bf16, spec=llama, gpu=cat.gpu("h100-sxm-80gb"))
    assert r.graph_kernels == 80 * 10
    hf = bf16.with_changes(framework="hf")
    r, _ = replica(plan=hf, spec=llama, gpu=cat.gpu("h100-sxm-80gb"))
    assert r.graph_kernels == 0 and r.step_parts(1).floor_s == 0.0
    mi300x = Scenario(model=llama, gpu=cat.gpu("mi300x"), plan=fp8)
    decode = estimate(mi300x, solve=False).budget.compute["decode_tokens_per_second"]
    assert "fixed time per kernel: the MI210's (CDNA2), not measured on CDNA3" in decode.notes
    assert dict(decode.inputs)["kernels per step (CUDA graph)"] == 80 * 14
    # the MI100 (CDNA1) has its own: 2.28 µs (gpu-benches' mi100.txt), said as measured
    r, _ = replica(plan=fp8.with_changes(weight_format="bf16"), spec=llama, gpu=cat.gpu("mi100"))
    assert r.kernel_fixed_s == pytest.approx(2.278e-6, rel=1e-3)
    mi100 = Scenario(model=llama, gpu=cat.gpu("mi100"), plan=bf16)
    notes = estimate(mi100, solve=False).budget.compute["decode_tokens_per_second"].notes
    assert not any("fixed time per kernel" in str(n) for n in notes)


def test_tensorrt_llm_reserves_each_requests_whole_length() -> None:
    """GUARANTEED_NO_EVICT: a request holds room for its prompt and its maximum output, where
    vLLM's paged blocks hold what a request has so far (prompt + output ÷ 2 on average)."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    spec, gpu = cat.model("llama-3.1-8b"), cat.gpu("h100-sxm-80gb")
    work = Workload(prompt_tokens=128, output_tokens=2048)

    def limit(framework: str) -> Figure:
        plan = Plan(method="inference", framework=framework, batch=1)
        est = estimate(Scenario(model=spec, gpu=gpu, plan=plan, workload=work), solve=False)
        return est.budget.serving["concurrency_limit"]

    trt, vllm = limit("trtllm"), limit("vllm")
    assert dict(trt.inputs)["tokens reserved per request"] == 128 + 2048
    assert dict(vllm.inputs)["average request tokens"] == 128 + 1024
    assert "GUARANTEED_NO_EVICT" in trt.source and "GUARANTEED_NO_EVICT" not in vllm.source
    assert trt.value < vllm.value


def test_marlin_class_engines_read_4bit_weights_at_the_measured_gemv_share() -> None:
    """vLLM and SGLang multiply AWQ/GPTQ weights through Marlin-class kernels, whose one-token
    GEMV reaches 0.78 of a 16-bit GEMV's bandwidth on an A100 and 0.54 on an H100: only the
    4-bit block linear layers' bytes take longer (lm_head stays 16-bit); TensorRT-LLM's
    kernels are read at the 16-bit rate; and the decode figure says which share it took."""
    from hwplanner.engine.model.params import quantizable_params

    int4 = Plan(method="inference", weight_format="int4", batch=1)
    a100 = A100.model_copy(update={"architecture": "ampere"})
    h100 = H100.model_copy(update={"architecture": "hopper"})
    for gpu, share in ((a100, 0.78), (h100, 0.54)):
        r, _ = replica(plan=int4, gpu=gpu)
        assert r.int4_share == share
        quant = quantizable_params(LLAMA_8B) * WEIGHT_BYTES[WeightFormat.INT4]
        bw = gpu.memory_bandwidth_gbps * 1e9 * 0.7
        plain = r.weight_read_bytes(1) / bw
        assert r.step_parts(1).weights_s == pytest.approx(plain + quant / bw * (1 / share - 1))
    for framework in ("trtllm", "lmdeploy"):
        r, _ = replica(plan=int4.with_changes(framework=framework), gpu=a100)
        assert r.int4_share == 1.0
        assert r.step_parts(1).weights_s == pytest.approx(
            r.weight_read_bytes(1) / (a100.memory_bandwidth_gbps * 1e9 * 0.7)
        )
    # 16-bit and FP8 weights keep the plain rate under vLLM
    for fmt in ("bf16", "fp8"):
        r, _ = replica(plan=int4.with_changes(weight_format=fmt), gpu=h100)
        assert r.int4_share == 1.0
    decode = estimate(Scenario(model=LLAMA_8B, gpu=a100, plan=int4), solve=False).budget.compute[
        "decode_tokens_per_second"
    ]
    assert dict(decode.inputs)["4-bit GEMV ÷ 16-bit GEMV bandwidth"] == 0.78
    assert any("of a 16-bit GEMV's bandwidth (Marlin-class" in str(n) for n in decode.notes)
    assert "inclusionAI/humming PR #2" in str(decode.source)


def test_nvfp4_weights_without_fp4_cores_go_through_marlin() -> None:
    """vLLM runs NVFP4 weights weight-only through Marlin where the GPU has no FP4 tensor
    cores (its ModelOpt guide): an H100 reads them at Marlin's 4-bit share and the estimate
    says so; a Blackwell GPU multiplies them natively at the plain rate."""
    from hwplanner.engine.model.params import quantizable_params

    nvfp4 = Plan(method="inference", weight_format="nvfp4", batch=1)
    h100 = H100.model_copy(update={"architecture": "hopper", "vendor": "NVIDIA"})
    b200 = H100.model_copy(
        update={"architecture": "blackwell", "fp4_tflops": 9000.0, "vendor": "NVIDIA"}
    )
    r, _ = replica(plan=nvfp4, gpu=h100)
    assert r.int4_marlin and r.int4_share == 0.54
    quant = quantizable_params(LLAMA_8B) * WEIGHT_BYTES[WeightFormat.NVFP4]
    bw = h100.memory_bandwidth_gbps * 1e9 * 0.7
    plain = r.weight_read_bytes(1) / bw
    assert r.step_parts(1).weights_s == pytest.approx(plain + quant / bw * (1 / 0.54 - 1))
    native, _ = replica(plan=nvfp4, gpu=b200)
    assert not native.int4_marlin and native.int4_share == 1.0
    notes = estimate(Scenario(model=LLAMA_8B, gpu=h100, plan=nvfp4), solve=False).notes
    assert any("weights weight-only through Marlin" in n for n in notes)
    notes = estimate(Scenario(model=LLAMA_8B, gpu=b200, plan=nvfp4), solve=False).notes
    assert not any("weights weight-only through Marlin" in n for n in notes)
    # Marlin multiplies in 16 bits: the prefill peak is bf16's, not FP8's, and no input
    # quantization kernels run
    assert r.peak == h100.peak_tflops("bf16") * 1e12
    int4, _ = replica(plan=nvfp4.with_changes(weight_format="int4"), gpu=h100)
    assert r.graph_kernels == int4.graph_kernels
    # engines that do not run NVFP4 through Marlin there (TGI), and GPUs Marlin's FP4 kernels
    # do not run on (AMD, Volta), take no Marlin time and no note
    from hwplanner.engine.serving.latency import fp4_marlin

    fp4 = WeightFormat.NVFP4
    assert fp4_marlin(fp4, h100, "tgi") is None
    assert fp4_marlin(fp4, h100.model_copy(update={"architecture": "volta"}), "vllm") is None
    amd = h100.model_copy(update={"vendor": "AMD", "architecture": "cdna3"})
    assert fp4_marlin(fp4, amd, "vllm") is None
    assert "25655" in str(fp4_marlin(fp4, h100, "sglang"))


def test_vllm_serves_mxfp4_through_marlin_on_ampere_and_ada() -> None:
    """vLLM runs MXFP4 weights through OpenAI's Triton kernels on Hopper and datacenter
    Blackwell and through Marlin's FP4 kernel on Ampere and Ada (mxfp4.py get_mxfp4_backend):
    there gpt-oss's experts are read as 4-bit Marlin weights (the A100's 0.78 of a 16-bit
    GEMV's bandwidth) and the estimate says so; on the H100 they are not; SGLang's path there is
    not stated (no Marlin time); vLLM refuses MXFP4 before Ampere by name."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.serving.latency import fp4_marlin, kernel_format
    from hwplanner.engine.time.kernels import INT4_GEMV_SHARE

    cat = shipped_catalog()
    oss = cat.model("gpt-oss-20b")
    a100, h100, l40s = cat.gpu("a100-sxm-80gb"), cat.gpu("h100-sxm-80gb"), cat.gpu("l40s")
    mx = WeightFormat.MXFP4
    assert "get_mxfp4_backend" in str(fp4_marlin(mx, a100, "vllm"))
    assert fp4_marlin(mx, l40s, "vllm") is not None
    assert fp4_marlin(mx, h100, "vllm") is None and fp4_marlin(mx, a100, "sglang") is None
    # workstation Blackwell runs it through Marlin too (the rule that pads its experts),
    # datacenter Blackwell through FlashInfer
    assert fp4_marlin(mx, cat.gpu("rtx-5090"), "vllm") is not None
    assert fp4_marlin(mx, cat.gpu("b200"), "vllm") is None
    assert kernel_format(mx, a100, "vllm") is WeightFormat.INT4
    assert kernel_format(mx, h100, "vllm") is WeightFormat.MXFP4
    plan = Plan(method="inference", framework="vllm")
    r, _ = replica(plan=plan, spec=oss, gpu=a100)
    assert r.int4_marlin and r.int4_share == INT4_GEMV_SHARE["ampere"] and r.expert_q > 0
    on_h100, _ = replica(plan=plan, spec=oss, gpu=h100)
    assert not on_h100.int4_marlin
    notes = [str(n) for n in estimate(Scenario(model=oss, gpu=a100, plan=plan), solve=False).notes]
    assert any("serves the MXFP4 weights weight-only through Marlin" in n for n in notes)
    t4 = cat.gpu("t4")
    with pytest.raises(PlanError, match="mxfp4"):
        estimate(Scenario(model=oss, gpu=t4, plan=plan), solve=False)


def test_kernel_format_is_one_rule_for_the_target_and_its_draft() -> None:
    """NVFP4 through Marlin multiplies as 4-bit integer weights do (latency.kernel_format), on
    the target and on a draft model alike: a pre-quantized NVFP4 draft beside an AWQ target
    on an H100 under vLLM pays Marlin's share on its 4-bit weights, on a Blackwell GPU not."""
    from hwplanner.engine.model.model_parts import Quantization
    from hwplanner.engine.plan.enums import Speculative
    from hwplanner.engine.serving.latency import kernel_format
    from hwplanner.engine.serving.levels import build_replica
    from tests.engine.models import LLAMA_1B

    h100 = H100.model_copy(update={"architecture": "hopper", "vendor": "NVIDIA"})
    b200 = H100.model_copy(
        update={"architecture": "blackwell", "fp4_tflops": 9000.0, "vendor": "NVIDIA"}
    )
    nvfp4, int4, fp8 = WeightFormat.NVFP4, WeightFormat.INT4, WeightFormat.FP8
    assert kernel_format(nvfp4, h100, "vllm") is int4
    assert kernel_format(nvfp4, h100, "tgi") is nvfp4
    assert kernel_format(nvfp4, b200, "vllm") is nvfp4
    assert kernel_format(fp8, h100, "vllm") is fp8

    def quantized(spec, fmt: WeightFormat, method: str):  # type: ignore[no-untyped-def]
        per = WEIGHT_BYTES[fmt]
        q = Quantization(
            method=method, label=method, weight_format=fmt, bits=4, bytes_per_weight=per
        )
        return spec.model_copy(update={"quantization": q})

    target = quantized(LLAMA_8B, int4, "awq")
    draft = quantized(LLAMA_1B, nvfp4, "modelopt")
    plan = Plan(method="inference", batch=1, speculative="draft", speculative_tokens=3)
    assert plan.speculative is Speculative.DRAFT
    wl = Workload()
    for gpu, paid in ((h100, True), (b200, False)):
        r, _ = build_replica(
            target, gpu, plan, wl, estimate_memory(target, gpu, plan, draft), 0.4, 0.7, draft
        )
        assert (r.draft_q > 0) is paid


def test_4bit_gemv_share_by_architecture_says_when_it_is_borrowed() -> None:
    from hwplanner.engine.time.kernels import int4_gemv_note, int4_gemv_share

    ada = RTX4090.model_copy(update={"architecture": "ada"})
    volta = H100.model_copy(update={"architecture": "volta"})
    assert int4_gemv_share(ada) == 0.78 and "nearest measured" in str(int4_gemv_note(ada))
    assert int4_gemv_share(volta) == 1.0
    assert "no 4-bit kernel measured" in str(int4_gemv_note(volta))


AMPERE = A100.model_copy(update={"architecture": "ampere"})
EXTRA = 1 / 0.78 - 1  # the time a 4-bit byte costs beyond a 16-bit one on an A100


def test_a_moe_reads_only_the_4bit_experts_its_tokens_route_to_at_the_share() -> None:
    """Qwen3-30B-A3B in int4 under vLLM at one token: attention (48 layers of q, k, v, o) and
    the 8 of 128 experts it routes to pay the share; the 16-bit lm_head does not."""
    plan = Plan(method="inference", weight_format="int4", batch=1)
    r, _ = replica(plan=plan, spec=QWEN3_30B, gpu=AMPERE)
    per = 0.5 + 2.5 / 128  # int4 with an fp16 scale and a 4-bit zero per 128 weights
    attention = 48 * (2048 * 4096 * 2 + 2048 * 512 * 2)
    experts = 48 * 128 * 3 * 2048 * 768
    touched = 1 - (1 - 8 / 128)
    slow = (attention + experts * touched) * per * EXTRA
    bw = AMPERE.memory_bandwidth_gbps * 1e9 * 0.7
    assert r.step_parts(1).weights_s == pytest.approx((r.weight_read_bytes(1) + slow) / bw)


def test_a_checkpoint_pays_the_share_only_on_the_groups_it_quantized() -> None:
    """An AWQ checkpoint whose config keeps attention in 16 bits (modules_to_not_convert):
    only its MLPs (32 layers of gate, up and down) are 4-bit and slowed."""
    from hwplanner.engine.model.model_parts import ModuleKind, Quantization

    q = Quantization(
        method="awq",
        label="AWQ int4, group 128",
        weight_format=WeightFormat.INT4,
        bits=4,
        bytes_per_weight=0.53,
        quantized=(ModuleKind.MLP,),
    )
    spec = LLAMA_8B.model_copy(update={"quantization": q})
    r, _ = replica(plan=Plan(method="inference", batch=1), spec=spec, gpu=AMPERE)
    slow = 32 * 3 * 4096 * 14336 * 0.53 * EXTRA
    bw = AMPERE.memory_bandwidth_gbps * 1e9 * 0.7
    assert r.step_parts(1).weights_s == pytest.approx((r.weight_read_bytes(1) + slow) / bw)
    # TGI repacks it for Marlin too; the share is named in TPOT's Explain as in decode's
    tgi = Scenario(model=spec, gpu=AMPERE, plan=Plan(method="inference", framework="tgi"))
    tpot = estimate(tgi, solve=False).budget.serving["tpot_ms"]
    assert dict(tpot.inputs)["4-bit GEMV ÷ 16-bit GEMV bandwidth"] == 0.78


def test_no_share_no_citation() -> None:
    """Where Marlin does not run (before Ampere) the 4-bit weights are read at the 16-bit rate,
    the note says so and the figure cites no 4-bit measurement."""
    volta = A100.model_copy(update={"architecture": "volta"})
    sc = Scenario(model=LLAMA_8B, gpu=volta, plan=Plan(method="inference", weight_format="int4"))
    decode = estimate(sc, solve=False).budget.compute["decode_tokens_per_second"]
    assert "4-bit GEMV ÷ 16-bit GEMV bandwidth" not in dict(decode.inputs)
    assert "humming" not in str(decode.source)
    assert any("no 4-bit kernel measured" in str(n) for n in decode.notes)


def test_tensor_parallel_all_reduces_run_at_the_nodes_bus_bandwidth() -> None:
    """Serving's all-reduces carry their bytes at the bus bandwidth training's collectives take
    (one figure): NCCL's ring over NVLink 0.82 of the line rate per direction (H100: 369 of 450
    GB/s), RCCL's over AMD's xGMI 0.71 (8 MI300X: 318 of 448 GB/s, measured 316–318)."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.time.collectives import fabric

    cat = shipped_catalog()
    llama = cat.model("llama-3.1-70b")
    plan = Plan(method="inference", weight_format="fp8", tp=8, gpus_per_node=8, batch=64)
    for gpu_id, busbw in (("h100-sxm-80gb", 450 * 0.82), ("mi300x", 448 * 0.71)):
        gpu = cat.gpu(gpu_id)
        r, _ = replica(plan=plan, spec=llama, gpu=gpu)
        assert r.tp_bps == pytest.approx(busbw * 1e9)
        assert r.tp_bps == pytest.approx(fabric(gpu, plan, None).intra_busbw * 1e9)
        act = 64 * 8192 * 2  # bf16 activations of 64 tokens
        per = r.tp_latency_s + act * 2 * 7 / 8 / r.tp_bps
        assert r.comm_s(64) == pytest.approx(2 * 80 * per)
    decode = estimate(
        Scenario(model=llama, gpu=cat.gpu("mi300x"), plan=plan), solve=False
    ).budget.compute["decode_tokens_per_second"]
    assert dict(decode.inputs)["all-reduce bus bandwidth B/s"] == pytest.approx(448 * 0.71e9)
    assert "over xGMI: RCCL 316 of 448 GB/s" in str(decode.source)
    # a bridge joins a pair: tp 2 in a box of four RTX 3090s all-reduces over NVLink (56.25 GB/s
    # per direction × 0.82) at NVLink's small-message latency; tp 4 over PCIe (× 0.7, 20 µs)
    small = cat.model("llama-3.1-8b")
    rtx = cat.gpu("rtx-3090")
    pair, _ = replica(plan=Plan(method="inference", gpus_per_node=4, tp=2), spec=small, gpu=rtx)
    assert pair.tp_link == "NVLink" and pair.tp_bps == pytest.approx(56.25 * 0.82e9)
    assert pair.tp_latency_s == pytest.approx(8.7e-6)
    four, _ = replica(plan=Plan(method="inference", gpus_per_node=4, tp=4), spec=small, gpu=rtx)
    assert four.tp_link == "PCIe" and four.tp_latency_s == pytest.approx(20e-6)
    assert four.tp_bps == pytest.approx(rtx.pcie_gbps * 0.7e9)


def test_a_python_server_sets_the_pace_of_a_busy_step() -> None:
    """vLLM's OpenAI-compatible server spends 30 µs on each running request's output per step
    (sgl-project/sglang issue #10186) in a process beside the GPU's: 1,024 users of a 1B model
    on an H100 step at 30.72 ms, where the GPU alone takes less;
    in-process calls (trtllm-bench, LLM.generate) and llama.cpp's C++ server do not pay it; a
    few users never notice it."""
    kw = {"method": "inference", "context": 4096, "batch": 1024}
    busy = replica(Plan(**kw), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    offline = replica(Plan(**kw, frontend="offline"), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    assert busy.frontend_s(1024) == pytest.approx(1024 * 30e-6)
    assert offline.frontend_s(1024) == 0.0
    assert offline.step_s(1024) < busy.step_s(1024) == pytest.approx(1024 * 30e-6)
    cpp = Plan(**kw, framework="llamacpp")  # type: ignore[arg-type]
    assert replica(cpp, spec=LLAMA_1B)[0].frontend_s(1024) == 0.0
    few = {"method": "inference", "context": 4096, "batch": 8}
    assert replica(Plan(**few), spec=LLAMA_1B)[0].step_s(8) == replica(  # type: ignore[arg-type]
        Plan(**few, frontend="offline"),
        spec=LLAMA_1B,  # type: ignore[arg-type]
    )[0].step_s(8)


def test_the_server_bound_is_explained_and_said() -> None:
    sc = Scenario(
        model=LLAMA_1B,
        gpu=H100,
        plan=Plan(method="inference", context=4096, batch=1024),
        workload=Workload(prompt_tokens=128, output_tokens=128),
    )
    decode = estimate(sc, solve=False).budget.compute["decode_tokens_per_second"]
    inputs = dict(decode.inputs)
    assert inputs["server seconds on a step's outputs"] == pytest.approx(1024 * 30e-6)
    assert decode.value == pytest.approx(1024 / (1024 * 30e-6))
    assert any("bound by the engine's server" in str(n) for n in decode.notes)
    assert "sglang issue #10186" in str(decode.source)
    tpot = _tpot_of_1b(512, 128, 128)
    assert dict(tpot.inputs)["server's time on a step's outputs ms"] == pytest.approx(512 * 0.03)
    assert any("bound by the engine's server" in str(n) for n in tpot.notes)


def _tpot_of_1b(users: int, prompt: int, output: int) -> Figure:
    """The TPOT figure of `users` of a 1B model on an H100 through vLLM's server."""
    sc = Scenario(
        model=LLAMA_1B,
        gpu=H100,
        plan=Plan(method="inference", context=4096, batch=users),
        workload=Workload(prompt_tokens=prompt, output_tokens=output),
    )
    return estimate(sc, solve=False).figures()["serving.tpot_ms"]


def test_the_server_is_not_said_to_bind_while_prefills_set_the_pace() -> None:
    """256 users of a 1B model with 1,000-token prompts: the server's 7.7 ms a step outlasts
    the GPU's decode step (6.6 ms) but not that step stretched by the prefills between them
    (ρ ≈ 0.5): the TPOT does not say the server binds."""
    tpot = _tpot_of_1b(256, 1000, 200)
    inputs = dict(tpot.inputs)
    assert inputs["server's time on a step's outputs ms"] == pytest.approx(256 * 0.03)
    assert inputs["prefill share ρ"] > 0.3
    assert not any("bound by the engine's server" in str(n) for n in tpot.notes)


def test_cuda_graphs_off_launch_every_op_from_python() -> None:
    """vLLM --enforce-eager: the same kernels, each launched from Python with the ops beside
    them (20 a layer from vLLM's Llama layer, two all-reduces a layer under TP) at the x86
    host's EAGER_OP_S each,
    so a small model's step is bound by its launches; no graph memory is kept. A large model's
    step outlasts its launches and barely moves."""
    from hwplanner.engine.methods import estimate_memory

    kw = {"method": "inference", "context": 4096, "batch": 1}
    graphs = replica(Plan(**kw), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    eager = replica(Plan(**kw, cuda_graphs=False), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    layers = LLAMA_1B.num_layers
    assert eager.eager_ops == graphs.graph_kernels + 10 * layers
    assert graphs.launch_s(1) == 0.0 and eager.launch_s(1) == pytest.approx(
        eager.eager_ops * EAGER_OP_S
    )
    assert eager.step_s(1) > 1.5 * graphs.step_s(1)
    assert eager.step_s(1) == pytest.approx(eager.launch_s(1) + eager.step_parts(1).other_s)
    tp2 = replica(Plan(**kw, cuda_graphs=False, tp=2, gpus_per_node=2), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    assert tp2.eager_ops == eager.eager_ops + 2 * layers
    big = {"method": "inference", "context": 4096, "batch": 1}
    slow = replica(Plan(**big, cuda_graphs=False), spec=LLAMA_8B, gpu=A100)[0]  # type: ignore[arg-type]
    fast = replica(Plan(**big), spec=LLAMA_8B, gpu=A100)[0]  # type: ignore[arg-type]
    assert slow.step_s(1) == pytest.approx(fast.step_s(1))
    overhead = {
        g: dict(
            estimate_memory(LLAMA_1B, H100, Plan(**kw, cuda_graphs=g)).components["overhead"].inputs
        )  # type: ignore[arg-type]
        for g in (True, False)
    }
    assert overhead[True]["CUDA graphs"] > 0
    assert overhead[False].get("CUDA graphs", 0) == 0


def test_cuda_graphs_off_are_explained() -> None:
    sc = Scenario(
        model=LLAMA_1B,
        gpu=H100,
        plan=Plan(method="inference", context=4096, batch=1, cuda_graphs=False),
        workload=Workload(prompt_tokens=128, output_tokens=128),
    )
    decode = estimate(sc, solve=False).budget.compute["decode_tokens_per_second"]
    inputs = dict(decode.inputs)
    assert inputs["host seconds per op"] == EAGER_OP_S
    assert inputs["ops launched from Python per step"] > 0
    assert "kernels per step (CUDA graph)" not in inputs
    assert any("host bound" in str(n) for n in decode.notes)
    assert "enforce-eager" in str(decode.source)


def test_an_moe_mtp_layer_takes_the_fused_moe_block_time_too() -> None:
    """DeepSeek-V3's MTP layer is an MoE layer: each proposed token runs its fused-MoE block at
    the measured fixed time beyond its kernels, as the target's layers do, and reads its routed
    experts at their share."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    ds = cat.model("deepseek-v3")
    h200 = cat.gpu("h200-sxm-141gb")
    base = Plan(method="inference", framework="sglang", weight_format="fp8", tp=8,
                gpus_per_node=8, batch=1)  # fmt: skip
    mtp = base.with_changes(speculative="mtp", speculative_tokens=1)
    r, _ = replica(plan=mtp, spec=ds, gpu=h200)
    per_layer = r.moe_block_extra_s / ds.num_moe_layers
    assert per_layer > 0
    assert r._mtp_moe_blocks_s() == pytest.approx(ds.mtp_layers * per_layer)
    dense, _ = replica(plan=mtp, spec=cat.model("llama-3.1-8b"), gpu=h200)
    assert dense._mtp_moe_blocks_s() == 0.0


def test_more_server_processes_share_the_outputs() -> None:
    """vLLM --api-server-count and SGLang --tokenizer-worker-num: the server's work on each
    step's outputs is shared among its processes, so 1,024 users of a 1B model step at the
    GPU's pace with eight of them; the field is named unused for in-process calls and for an
    engine without such a server (llama.cpp)."""
    from hwplanner.engine.plan.inputs import unused_fields

    kw = {"method": "inference", "context": 4096, "batch": 1024}
    one = replica(Plan(**kw), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    eight = replica(Plan(**kw, api_servers=8), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    assert eight.frontend_s(1024) == pytest.approx(one.frontend_s(1024) / 8)
    assert eight.step_s(1024) < one.step_s(1024)
    assert eight.step_s(1024) == pytest.approx(max(eight.gpu_step_s(1024), 1024 * 30e-6 / 8))
    sglang = Plan(**kw, framework="sglang", api_servers=4)  # type: ignore[arg-type]
    assert not unused_fields(sglang, LLAMA_1B, {"api_servers"})
    for other in (
        Plan(**kw, frontend="offline", api_servers=4),  # type: ignore[arg-type]
        Plan(**kw, framework="llamacpp", api_servers=4),  # type: ignore[arg-type]
        Plan(method="lora", api_servers=4),
    ):
        assert [d.name for d in unused_fields(other, LLAMA_1B, {"api_servers"})] == ["api_servers"]
    with pytest.raises(ValueError, match="api_servers"):
        Plan(**kw, api_servers=0)  # type: ignore[arg-type]
    # a stream interval of 4 steps: the server's work once every 4 steps
    both = replica(Plan(**kw, api_servers=2, stream_interval=4), spec=LLAMA_1B)[0]  # type: ignore[arg-type]
    assert both.frontend_s(1024) == pytest.approx(one.frontend_s(1024) / 8)
    offline = Plan(**kw, frontend="offline", stream_interval=4)  # type: ignore[arg-type]
    assert [d.name for d in unused_fields(offline, LLAMA_1B, {"stream_interval"})] == [
        "stream_interval"
    ]
