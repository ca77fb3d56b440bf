"""GPUs per node are bounded by what one server of the GPU's form factor holds."""

from __future__ import annotations

import pytest

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import gpu_problems, node_limit, plan_problems, refusal
from hwplanner.engine.solve.solve import min_gpus
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B, RTX4090


def test_the_reviewers_96_consumer_cards_in_one_node_are_refused() -> None:
    plan = Plan(method="full", framework="deepspeed", zero=3, gpus_per_node=96)
    problems = [(p.field, p.text) for p in gpu_problems(RTX4090, plan, LLAMA_8B)]
    assert problems == [
        (
            "gpus_per_node",
            f"96 {RTX4090.name} do not fit one node: a 4U PCIe server of double-width cards "
            "holds at most 10; allowed: 1 to 10 (add nodes for more)",
        )
    ]
    assert gpu_problems(RTX4090, plan.with_changes(gpus_per_node=8, nodes=12), LLAMA_8B) == []
    assert refusal(LLAMA_70B, Plan(method="inference"), "gpus_per_node", 16, H100) == (
        f"16 {H100.name} do not fit one node: an 8-GPU HGX/DGX/OAM server holds at most 8; "
        "allowed: 1 to 8 (add nodes for more)"
    )
    assert refusal(LLAMA_70B, Plan(method="inference"), "gpus_per_node", 8, H100) is None


@pytest.mark.parametrize(
    ("form", "most"),
    [
        ("SXM5", 8),
        ("SXM2", 16),
        ("OAM", 8),
        ("module (8 per server, HCCS)", 8),
        ("Superchip (1 Grace + 2 GPUs), liquid-cooled rack", 72),
        ("PCIe low-profile, single slot", 20),
        ("PCIe dual slot", 10),
        ("PCIe consumer", 10),
        ("", 10),
    ],
)
def test_limits_by_form_factor(form: str, most: int) -> None:
    gpu = GpuSpec.model_validate({**H100.model_dump(), "form_factor": form, "name": "Card"})
    assert node_limit(gpu)[0] == most


def test_the_solver_lays_more_gpus_out_in_nodes_the_servers_hold() -> None:
    plan = Plan(method="full", zero=3, recompute="full")  # the Trainer default (off) fits none
    sol = min_gpus(LLAMA_70B, H100, plan, per_node=16)
    assert sol is not None and sol.plan.gpus_per_node <= 8
    assert not plan_problems(LLAMA_70B, sol.plan, H100)
    assert plan_problems(LLAMA_8B, Plan(gpus_per_node=16), H100)[0].field == "gpus_per_node"


def test_a_custom_gpu_without_form_factor_is_judged_by_its_name() -> None:
    assert H100.form_factor == "" and node_limit(H100) == (8, "an 8-GPU HGX/DGX/OAM server")


def test_a100_sxm4_nodes_hold_sixteen() -> None:
    """Two HGX A100 baseboards over NVSwitch hold 16 A100 (Google Cloud a2-megagpu-16g); the
    A800 and H100 SXM boards stay at 8."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    assert node_limit(cat.gpu("a100-sxm-40gb"))[0] == 16
    assert node_limit(cat.gpu("a100-sxm-80gb"))[0] == 16
    assert node_limit(cat.gpu("a800-sxm-80gb"))[0] == 8
    assert node_limit(cat.gpu("h100-sxm-80gb"))[0] == 8
    a40 = cat.gpu("a40-48gb")  # the datacenter GA102 card with a 2-way NVLink bridge
    assert (a40.memory_gb, a40.bf16_tflops, a40.memory_bandwidth_gbps) == (48, 149.7, 696)
