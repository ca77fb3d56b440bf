"""Serving transfers across nodes: tensor-parallel all-reduces and pipeline hand-offs over the
node network when the replica spans servers (review of Dec 1, serving item 4)."""

from __future__ import annotations

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.levels import build_replica
from hwplanner.engine.time.collectives import HOP_SECONDS_INTER, collective, fabric
from tests.engine.models import H100, LLAMA_70B

SPANS = "Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink)."


def replica(plan: Plan, workload: Workload | None = None):  # type: ignore[no-untyped-def]
    mem = estimate_memory(LLAMA_70B, H100, plan)
    return build_replica(LLAMA_70B, H100, plan, workload or Workload(), mem, 0.5, 0.7)[0]


def test_tensor_parallel_across_nodes_all_reduces_over_the_network() -> None:
    inside = replica(Plan(method="inference", gpus_per_node=8, tp=8))
    across = replica(Plan(method="inference", gpus_per_node=4, nodes=2, tp=8))
    tokens = 64.0
    # one node: the measured small all-reduce on 8 GPUs (11.8 µs) and NCCL's ring bus
    # bandwidth over NVLink, 0.82 of its rate per direction (as training's collectives)
    act = tokens * LLAMA_70B.hidden_size * 2
    ring = 2 * 7 / 8
    busbw_nvlink = H100.interconnect_gbps / 2 * 0.82 * 1e9
    assert inside.comm_s(tokens) == pytest.approx(
        2 * LLAMA_70B.num_layers * (11.8e-6 + act * ring / busbw_nvlink)
    )
    # two nodes of 4: NCCL's all-reduce latency across nodes and the NICs' bus bandwidth
    fab = fabric(H100, across.plan, None)
    latency = collective("all_reduce", 1.0, 8, 4, fab).seconds
    busbw = min(fab.inter_busbw(4), fab.intra_busbw) * 1e9
    assert across.comm_s(tokens) == pytest.approx(
        2 * LLAMA_70B.num_layers * (latency + act * ring / busbw)
    )
    assert across.comm_s(tokens) > 2 * inside.comm_s(tokens)  # 5.4 ms vs 2.5 ms per step
    # the workload's network figure is used when given
    slow = replica(across.plan, Workload(inter_node_gbit_per_node=100))
    assert slow.comm_s(tokens) > across.comm_s(tokens)


def test_pipeline_hand_offs_between_nodes_use_the_network() -> None:
    # tp 4 × pp 4 on 2 nodes of 8: stages 1-2 on node 1, 3-4 on node 2: one crossing
    r = replica(Plan(method="inference", gpus_per_node=8, nodes=2, tp=4, pp=4))
    assert r.pp_crossings == 1
    one_node = replica(Plan(method="inference", gpus_per_node=8, tp=2, pp=4))
    assert one_node.pp_crossings == 0
    act = 8 * LLAMA_70B.hidden_size * 2
    inter = fabric(H100, r.plan, None).inter_busbw(1) * 1e9
    nvlink = H100.interconnect_gbps / 2 * 1e9
    # the all-reduces of 4 GPUs (9.2 µs, NCCL's ring bus bandwidth); a hand-off inside a node
    # 9 µs at NVLink's rate per direction
    tp_part = 2 * LLAMA_70B.num_layers * (9.2e-6 + act * 1.5 / (nvlink * 0.82))
    expected = tp_part + 2 * (9e-6 + act / nvlink) + (HOP_SECONDS_INTER + act / inter)
    assert r.comm_s(8) == pytest.approx(expected)


def test_serving_warns_when_tensor_parallel_spans_nodes() -> None:
    def warnings(plan: Plan) -> tuple[str, ...]:
        sc = Scenario(model=LLAMA_70B, gpu=H100, plan=plan)
        return tuple(str(w) for w in estimate(sc, solve=False).warnings)

    assert SPANS in warnings(Plan(method="inference", gpus_per_node=4, nodes=2, tp=8))
    assert SPANS not in warnings(Plan(method="inference", gpus_per_node=4, nodes=2, tp=4, pp=2))
