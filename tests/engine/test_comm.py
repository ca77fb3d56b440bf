"""Collectives against the nccl-tests bus-bandwidth definitions, overlap and exposed time."""

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.time.collectives import Fabric, collective, fabric
from hwplanner.engine.time.comm import Windows
from hwplanner.engine.time.overlap import Communication, communication, forward_communication
from hwplanner.paths import examples_dir
from hwplanner.project import load_project, resolve
from tests.engine.budget_fixtures import A100, LLAMA2_7B, RTX4090

H100 = shipped_catalog().gpu("h100-sxm-80gb")
NODE8 = Fabric(
    intra_busbw=369.0, intra_name="NVLink", node_gbit=3200, node_gbit_source="", gpus_per_node=8
)


def test_ring_all_reduce_follows_the_bus_bandwidth_definition() -> None:
    # nccl-tests: t = S × 2(n−1)/n ÷ busbw (+ latency), busbw independent of n.
    s = 1e9
    t = collective("all_reduce", s, 8, 8, NODE8)
    assert t.algorithm == "ring" and t.link == "intra"
    assert t.seconds == pytest.approx(s * 2 * 7 / 8 / 369e9 + 14 * 2e-6)
    ag = collective("all_gather", s, 8, 8, NODE8)
    assert ag.seconds == pytest.approx(s * 7 / 8 / 369e9 + 7 * 2e-6)


def test_across_nodes_the_ring_spreads_over_every_nic() -> None:
    # 8 × 400 Gb/s per node → 400 GB/s × 0.94 = 376 GB/s (nccl-tests#290: 46–48 GB/s per NIC);
    # the NVLink ring (369 GB/s) stays the bottleneck, as 8-GPU H100 clusters measure ~370.
    t = collective("all_gather", 1e9, 32, 8, NODE8)
    assert t.link == "inter" and t.busbw == pytest.approx(369.0)
    slow = Fabric(369.0, "NVLink", 400, "", 8)  # one 400 Gb/s link per node: 47 GB/s
    assert collective("all_gather", 1e9, 32, 8, slow).busbw == pytest.approx(47.0)
    # A group with one GPU per node (TP inside the node) gets one NIC's share.
    assert collective("all_reduce", 1e9, 4, 1, NODE8).busbw == pytest.approx(47.0)


def test_tree_wins_for_small_messages_at_scale() -> None:
    small = collective("all_reduce", 1e5, 2048, 8, NODE8)
    assert small.algorithm == "tree"
    assert collective("all_reduce", 1e10, 16, 8, NODE8).algorithm == "ring"


def test_fabric_defaults_by_gpu() -> None:
    plan = Plan(method="pretrain", gpus_per_node=8, nodes=2)
    assert fabric(H100, plan, None).node_gbit == 3200  # DGX H100: 8 × 400 Gb/s
    assert fabric(A100, plan, None).node_gbit == 1600  # DGX A100: 8 × 200 Gb/s
    assert fabric(A100, plan, None).intra_busbw == pytest.approx(300 * 0.82)
    consumer = fabric(RTX4090, Plan(method="pretrain", gpus_per_node=4), None)
    assert consumer.intra_name == "PCIe" and consumer.node_gbit == 100
    # PCIe servers (NVIDIA's PCIe Optimized 2-8-5): one compute NIC per two cards, bridged or
    # not, of the generation's speed
    catalog = shipped_catalog()
    for gpu_id, gbit in (("h200-nvl-141gb", 1600), ("l40s", 800), ("a10", 800)):
        fab = fabric(catalog.gpu(gpu_id), plan, None)
        assert fab.node_gbit == gbit and "two PCIe GPUs" in fab.node_gbit_source, gpu_id
    # a fully connected mesh at its measured all-reduce share: MetaXLink on 8 C550, 329 GB/s
    mesh = fabric(catalog.gpu("metax-c550-64gb"), plan, None)
    assert mesh.intra_name == "MetaXLink" and mesh.intra_busbw == pytest.approx(329)
    # a module sold as OAM whose PCIe variant the catalog mentions is not a PCIe card
    assert fabric(catalog.gpu("gaudi3"), plan, None).node_gbit == 3200
    # a custom datacenter GPU without a form factor is a PCIe card, as its server is priced
    # (gpu_spec.baseboard); an odd count of cards still gets a NIC for the last one
    blank = catalog.gpu("l40s").model_copy(update={"form_factor": ""})
    three = Plan(method="pretrain", gpus_per_node=3, nodes=2)
    assert fabric(blank, three, None).node_gbit == 2 * 200


def test_a_catalog_row_gives_its_reference_systems_network() -> None:
    # Blackwell Ultra's systems carry a ConnectX-8 of 800 Gb/s a GPU (HGX B300 "2-8-9-800",
    # GB300 NVL72 "800 Gb/s (2 x 400G) per GPU"), Vera Rubin's 1.6 Tb/s (ConnectX-9); the
    # B200's and GB200's stay the class rule's 400
    catalog = shipped_catalog()
    plan = Plan(method="pretrain", gpus_per_node=8, nodes=2)
    for gpu_id, per_gpu in (("b300", 800), ("b200", 400), ("gb200", 400)):
        assert fabric(catalog.gpu(gpu_id), plan, None).node_gbit == 8 * per_gpu, gpu_id
    b300 = fabric(catalog.gpu("b300"), plan, None)
    assert "scaleout_gbit" in b300.node_gbit_source
    # an NVL72 rack: two trays of 4 talk over NVLink; beyond the rack each tray's NICs count
    tray = Plan(method="pretrain", gpus_per_node=4, nodes=36)
    assert fabric(catalog.gpu("gb300"), tray, None).node_gbit == 4 * 800
    assert fabric(catalog.gpu("vr200"), tray, None).node_gbit == 4 * 1600
    # the user's own network still wins
    assert fabric(catalog.gpu("b300"), plan, 3200).node_gbit == 3200


def test_data_parallel_traffic_and_needed_network() -> None:
    plan = Plan(method="pretrain", precision="mixed", gpus_per_node=8, nodes=2)
    n = count_params(LLAMA2_7B).total
    c = communication(LLAMA2_7B, A100, plan, n, Windows(10.0, 3.0, 1, 32))
    (dp,) = c.traffic
    assert dp.value == pytest.approx(2 * 15 / 16 * n * 2)  # ring all-reduce volume per GPU
    assert not c.bound
    slow = communication(LLAMA2_7B, A100, plan, n, Windows(1.0, 0.3, 1, 32), 10)
    assert slow.bound
    assert any("Communication bound" in w for w in slow.warnings)
    need = next(f for f in slow.needed if f.key == "needed_inter_gbit")
    # the bandwidth at which the transfer fits the compute: 10 Gb/s × transfer s ÷ compute s
    assert need.value == pytest.approx(10 * slow.step_seconds.value / 1.0)


def test_tensor_parallel_waits_unless_overlapped() -> None:
    plan = Plan(method="pretrain", gpus_per_node=4, tp=4, seq_len=4096, recompute="selective")
    c = communication(LLAMA2_7B, A100, plan, 1, Windows(1.0, 0.6, 1, 32))
    (tp,) = c.traffic
    assert tp.value == pytest.approx(4 * 2 * 3 / 4 * 4096 * 4096 * 2 * 32)
    assert c.exposed_seconds.value == pytest.approx(c.step_seconds.value)
    hidden = communication(
        LLAMA2_7B, A100, plan.with_changes(tp_comm_overlap=True), 1, Windows(1.0, 0.6, 1, 32)
    )
    assert hidden.exposed_seconds.value < 0.1 * c.exposed_seconds.value


def _seconds(c: Communication, key: str) -> float:
    figure = next(f for f in c.traffic if f.key == f"traffic_{key}")
    return float(dict(figure.inputs)["seconds per step"])


def test_a_forward_only_pass_makes_the_forward_share_of_the_collectives() -> None:
    from tests.engine.models import QWEN3_30B

    windows = Windows(1.0, 0.6, 4, 48)
    # tensor parallelism: one of two all-reduces a block, one of three with full recompute
    for recompute, share in (("none", 1 / 2), ("full", 1 / 3)):
        plan = Plan(method="full", gpus_per_node=8, tp=4, grad_accum=4, recompute=recompute)
        train = communication(LLAMA2_7B, A100, plan, 1, windows)
        fwd = forward_communication(LLAMA2_7B, A100, plan, 1.0)
        assert fwd.value == pytest.approx(share * _seconds(train, "tp"))
    # the experts' dispatch and combine (2 of 4 all-to-alls), exposed in a forward-only pass
    # even where a training step overlaps them across a 1F1B pair of micro-batches; no
    # gradient reduction, no parameter gather after a step
    moe = Plan(method="full", gpus_per_node=8, nodes=2, ep=8, grad_accum=4, recompute="none")
    train = communication(QWEN3_30B, H100, moe, 1, windows)
    fwd = forward_communication(QWEN3_30B, H100, moe, 1.0)
    assert fwd.value == pytest.approx(0.5 * _seconds(train, "ep"))
    overlapped = moe.with_changes(ep_comm_overlap=True)
    assert forward_communication(QWEN3_30B, H100, overlapped, 1.0).value == fwd.value
    assert communication(QWEN3_30B, H100, overlapped, 1, windows).exposed_seconds.value < (
        train.exposed_seconds.value
    )
    # data parallelism alone: nothing for a forward pass to wait for
    dp = Plan(method="full", gpus_per_node=8, nodes=2, grad_accum=4)
    assert forward_communication(LLAMA2_7B, A100, dp, 1.0).value == 0.0


@pytest.mark.parametrize(
    ("kw", "shares"),
    [
        ({"zero": 3, "framework": "fsdp"}, {"zero3": 1 / 2}),
        ({"zero": 3, "framework": "deepspeed", "recompute": "full"}, {"zero3": 1 / 3}),
        ({"pp": 2, "pp_interleave": 2}, {"pp": 1 / 2}),
        ({"cp": 2, "cp_kind": "ring", "recompute": "full"}, {"cp": 1 / 4}),
        ({"cp": 2, "cp_kind": "ulysses"}, {"cp": 1 / 2}),
    ],
)
def test_every_collective_but_the_gradients_says_its_forward_share(
    kw: dict[str, object], shares: dict[str, float]
) -> None:
    from hwplanner.engine.time.comm import TERMS
    from hwplanner.engine.time.overlap import FORWARD_LABELS, _context

    plan = Plan(method="full", gpus_per_node=8, nodes=2, grad_accum=4, seq_len=4096, **kw)
    ctx = _context(LLAMA2_7B, H100, plan, 1, None)
    terms = {t.key: t for term in TERMS for t in term(ctx)}
    for key, share in shares.items():
        assert terms[key].forward == pytest.approx(share)
    for key, t in terms.items():  # a kind a forward pass makes is one Explain can name
        assert (t.forward > 0) == (key not in ("dp", "dp_params"))
        assert t.forward == 0 or key in FORWARD_LABELS


def test_70b_full_finetune_on_32_h100_is_compute_bound() -> None:
    # ~8 s of transfers a step, compute-bound, ≈11.6 h (was 65.6 s and 17.4 h).
    path = examples_dir() / "70b-full-lora-qlora.json"
    project = load_project(path)
    est = estimate(resolve(project, project.scenarios[0], shipped_catalog()), solve=False)
    net, comp = est.budget.network, est.budget.compute
    assert 6 < net["comm_seconds"].value < 12
    assert net["exposed_comm_seconds"].value < 1.0
    assert comp["step_seconds"].value > 3 * net["comm_seconds"].value
    assert 10.4 < comp["seconds"].value / 3600 < 12.8
    assert net["needed_inter_gbit"].value < 1600  # was 4.8 Tb/s
    assert not any("Communication bound" in w for w in est.warnings)


def test_sharded_data_parallel_gathers_once_per_step_under_pipelines() -> None:
    model = shipped_catalog().model("llama-3.1-70b")
    base = Plan(method="pretrain", framework="fsdp", gpus_per_node=8, nodes=4, zero=3, grad_accum=8)
    flat = estimate(Scenario(model=model, gpu=H100, plan=base, workload=Workload()), solve=False)
    piped = base.with_changes(pp=4)
    pp = estimate(Scenario(model=model, gpu=H100, plan=piped, workload=Workload()), solve=False)
    calls = dict(flat.budget.network["traffic_zero3"].inputs)["calls per step"]
    assert calls == 16  # 2 × 8 micro-batches
    assert dict(pp.budget.network["traffic_zero3"].inputs)["calls per step"] == 2


def test_an_nvl72_racks_trays_talk_over_nvlink() -> None:
    # GB300 NVL72: 2 compute trays of 4 GPUs are one NVLink domain, timed as one 8-GPU node
    from hwplanner.engine.time.collectives import link_view

    cat = shipped_catalog()
    gb300, spec = cat.gpu("gb300"), cat.model("nemotron-3-nano-30b-a3b")
    base = dict(method="pretrain", framework="megatron", ep=8, seq_len=8192, micro_batch=4)
    trays = Plan(gpus_per_node=4, nodes=2, global_batch=512, **base)
    node = Plan(gpus_per_node=8, nodes=1, global_batch=512, **base)

    def step(plan: Plan) -> float:
        est = estimate(Scenario(model=spec, gpu=gb300, plan=plan), solve=False)
        return float(est.budget.compute["step_seconds"].value)

    assert step(trays) == pytest.approx(step(node))
    notes = estimate(Scenario(model=spec, gpu=gb300, plan=trays), solve=False).notes
    assert any("NVLink domain" in n for n in notes)
    # up to 72 GPUs a domain, in whole trays dividing the job; HGX servers keep their nodes
    assert link_view(gb300, Plan(gpus_per_node=4, nodes=36)).plan.gpus_per_node == 72
    assert link_view(gb300, Plan(gpus_per_node=4, nodes=36)).plan.nodes == 2
    eighty = link_view(gb300, Plan(gpus_per_node=4, nodes=20), 1600.0)
    assert (eighty.plan.gpus_per_node, eighty.plan.nodes, eighty.trays) == (40, 2, 10)
    assert eighty.network_gbit == 16000.0  # the user's Gbit/s per tray, summed over the domain
    assert link_view(gb300, Plan(gpus_per_node=64, nodes=4)).plan.gpus_per_node == 64
    h100_trays = Plan(gpus_per_node=4, nodes=2)
    assert link_view(H100, h100_trays).plan is h100_trays
    # a network given per tray at the default's rate (4 ConnectX-8 of 800 Gb/s) changes nothing
    big = Plan(gpus_per_node=4, nodes=20, tp=4, global_batch=640, **{**base, "ep": 1})
    llama = cat.model("llama-3.1-8b")
    default = estimate(Scenario(model=llama, gpu=gb300, plan=big), solve=False)
    given = Scenario(
        model=llama, gpu=gb300, plan=big, workload=Workload(inter_node_gbit_per_node=3200)
    )
    same = estimate(given, solve=False)
    for key in ("step_seconds",):
        assert same.budget.compute[key].value == pytest.approx(default.budget.compute[key].value)
    # a serving plan's tensor-parallel group across two trays is one NVLink group, no warning
    serve = Plan(method="inference", gpus_per_node=4, nodes=2, tp=8)
    est = estimate(Scenario(model=spec, gpu=gb300, plan=serve), solve=False)
    assert not any("spans nodes" in w for w in est.warnings)


def test_context_parallel_ranks_reduce_and_gather_as_data_parallel_ones() -> None:
    """FSDP and Megatron shard and reduce over the data- and context-parallel ranks together
    (Plan.shard_ranks): one sequence on 8 GPUs in context parallel 8 still reduces its
    gradients and gathers its shards over all 8, as memory shards over them."""
    model = shipped_catalog().model("llama-3.1-8b")
    plan = Plan(method="pretrain", framework="fsdp", gpus_per_node=8, zero=3, cp=8, seq_len=65536)
    est = estimate(Scenario(model=model, gpu=H100, plan=plan, workload=Workload()), solve=False)
    assert plan.dp == 1 and plan.shard_ranks == 8
    for key in ("traffic_dp", "traffic_zero3"):
        assert dict(est.budget.network[key].inputs)["ranks"] == 8


@pytest.mark.parametrize(
    ("framework", "recompute", "layers", "gathers"),
    [
        ("deepspeed", "full", None, 3.0),  # forward, recompute, backward
        ("deepspeed", "full", 8, 2.25),  # a quarter of the 32 layers recomputed
        ("deepspeed", "selective", None, 2.0),  # the attention core holds no parameters
        ("deepspeed", "none", None, 2.0),
        ("fsdp", "full", None, 2.0),  # the unit stays gathered through its recompute
        ("openrlhf", "full", None, 3.0),
    ],
)
def test_deepspeed_zero3_gathers_again_for_each_recomputed_layer(
    framework: str, recompute: str, layers: int | None, gathers: float
) -> None:
    """DeepSpeed's ZeRO-3 forward hooks fire again in an activation-checkpoint recompute and
    release the parameters after it (deepspeedai/DeepSpeed PR #8130): a third gather for each
    recomputed layer; FSDP's recompute runs inside the unit's unsharded backward."""
    plan = Plan(
        method="full",
        framework=framework,
        zero=3,
        gpus_per_node=8,
        grad_accum=4,
        recompute=recompute,
        recompute_layers=layers,
    )
    n = count_params(LLAMA2_7B).total
    c = communication(LLAMA2_7B, A100, plan, n, Windows(10.0, 6.0, 4, 32))
    (zero3,) = (t for t in c.traffic if t.key == "traffic_zero3")
    assert dict(zero3.inputs)["calls per step"] == pytest.approx(gathers * 4)


def test_fp8_weights_are_gathered_a_byte_each() -> None:
    # Megatron-FSDP's FP8 parameters and torchao's float8 all-gather send the layers' weights
    # in FP8; the embedding and output layer stay 16-bit
    n = count_params(LLAMA2_7B)
    for framework in ("fsdp", "megatron"):
        plan = Plan(
            method="pretrain", framework=framework, zero=3, gpus_per_node=8, precision="fp8"
        )
        sizes = []
        for fp8 in (False, True):
            c = communication(
                LLAMA2_7B, H100, plan.with_changes(fp8_params=fp8), n.total, Windows(1, 1, 1, 32)
            )
            (zero3,) = (t for t in c.traffic if t.key == "traffic_zero3")
            sizes.append(dict(zero3.inputs)["bytes per call (S)"])
            assert ("FP8 weights a byte" in zero3.formula) is fp8
        assert sizes[0] - sizes[1] == pytest.approx(n.layers)
