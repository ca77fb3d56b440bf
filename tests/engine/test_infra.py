"""Storage, host RAM, CPU cores, server class and PSU sizing by hand."""

import pytest

from hwplanner.engine.core.units import GB, GIB
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.money.infra import cpu_cores, host_ram, psu, server_class, storage
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from tests.engine.budget_fixtures import A100, LLAMA2_7B, LLAMA2_70B, RTX4090, TINY

N_TINY = 210_240


def test_pretraining_storage() -> None:
    plan = Plan(method="pretrain", precision="amp")
    s = storage(TINY, plan, Workload(dataset_tokens=1e6), N_TINY)
    assert s["dataset_raw_bytes"].value == 4e6  # 4 bytes of text per token
    assert s["dataset_tokenised_bytes"].value == 2e6  # vocab < 65,536 → uint16 ids
    assert s["checkpoint_weights_bytes"].value == N_TINY * 4  # fp32 weights under AMP
    assert s["checkpoint_resumable_bytes"].value == N_TINY * (4 + 8)  # + Adam m, v in fp32
    assert s["checkpoint_bytes"].value == 3 * N_TINY * 12  # three kept
    assert s["base_model_bytes"].value == 0


def test_lora_checkpoints_hold_adapters_only() -> None:
    plan = Plan(method="lora", precision="amp")
    m = estimate_memory(LLAMA2_7B, A100, plan)
    s = storage(LLAMA2_7B, plan, Workload(tokens=1e7, checkpoints_kept=2), m.trainable_params)
    assert s["checkpoint_bytes"].value == 2 * m.trainable_params * 12
    assert s["base_model_bytes"].value == count_params(LLAMA2_7B).total * 2


def test_mixed_precision_resumable_checkpoint_is_16_bytes_per_param() -> None:
    plan = Plan(method="full", precision="mixed")
    s = storage(TINY, plan, Workload(tokens=1e6), N_TINY)
    assert s["checkpoint_resumable_bytes"].value == N_TINY * (2 + 4 + 8)


def test_host_ram_hf_maps_one_copy_per_node() -> None:
    # from_pretrained memory-maps safetensors: one copy in the page cache, shared by the 8
    # processes, plus the 5 GB shard file each is copying to its GPU.
    plan = Plan(method="lora", gpus_per_node=8)
    m = estimate_memory(LLAMA2_7B, A100, plan)
    ram = host_ram(LLAMA2_7B, plan, Workload(), m, A100)
    full = count_params(LLAMA2_7B).total * 2
    expected = full + 8 * 5 * GB + 8 * 4 * GIB + 8 * 4 * GIB + 8 * GIB
    assert ram.value == pytest.approx(expected)
    assert "192 GB" in ram.notes[0]  # 13.5 + 40 + 34 + 34 + 8.6 GB ≈ 130 GB (4 × 48 GB)


def test_host_ram_zero3_loads_shard_files_only() -> None:
    # ZeRO-3 zero.Init partitions parameters onto the GPUs as they are built.
    plan = Plan(method="lora", gpus_per_node=8, zero=3)
    m = estimate_memory(LLAMA2_70B, A100, plan)
    ram = host_ram(LLAMA2_70B, plan, Workload(), m, A100)
    assert dict(ram.inputs)["model loading"] == pytest.approx(8 * 5 * GB)


def test_host_ram_beyond_a_server_is_flagged() -> None:
    plan = Plan(method="full", gpus_per_node=8, zero=3, offload="optimizer+params")
    plan = plan.with_changes(framework="deepspeed", precision="mixed")
    m = estimate_memory(LLAMA2_70B, RTX4090, plan)
    ram = host_ram(LLAMA2_70B, plan, Workload(), m, RTX4090)
    assert "more than a consumer server holds" in ram.notes[0]


def test_host_ram_counts_offloaded_states() -> None:
    plan = Plan(
        method="full",
        gpus_per_node=2,
        zero=3,
        offload="optimizer",
        framework="deepspeed",
        precision="mixed",
    )
    m = estimate_memory(LLAMA2_7B, A100, plan)
    assert m.host_offload_bytes > 0
    ram = host_ram(LLAMA2_7B, plan, Workload(), m, A100)
    assert dict(ram.inputs)["offloaded states"] == pytest.approx(2 * m.host_offload_bytes)


def test_cpu_cores_and_server_class() -> None:
    plan = Plan(gpus_per_node=8)
    assert cpu_cores(plan, Workload()).value == 8 * 5 + 2
    assert "HGX" in server_class(A100, plan).source
    assert "workstation" in server_class(RTX4090, Plan(gpus_per_node=2)).source


@pytest.mark.parametrize(("gpus", "watts"), [(1, 1000), (2, 1600)])
def test_workstation_psu(gpus: int, watts: int) -> None:
    # (450 W × GPUs + 250 W CPU + 100 W other) × 1.25 → next standard size
    assert psu(RTX4090, Plan(gpus_per_node=gpus), Workload()).value == watts


def test_host_ram_within_a_consumer_server_is_not_flagged() -> None:
    """'167 GB is more than a consumer server holds (~192 GB)': sizes stepped 128 → 256."""
    plan = Plan(method="full", gpus_per_node=1, zero=3, offload="optimizer+params")
    plan = plan.with_changes(framework="deepspeed", precision="mixed")
    m = estimate_memory(LLAMA2_7B, RTX4090, plan)
    ram = host_ram(LLAMA2_7B, plan, Workload(), m, RTX4090)
    assert 128 * GB < ram.value <= 192 * GB
    assert ram.notes == ("fit 192 GB of RAM per node",)


def test_serving_host_ram_and_cores_have_no_dataloader() -> None:
    """A vLLM server's host RAM counted 8 GPUs × 4 DataLoader workers × 1 GiB."""
    plan = Plan(method="inference", gpus_per_node=8, tp=8)
    m = estimate_memory(LLAMA2_7B, A100, plan)
    ram = host_ram(LLAMA2_7B, plan, Workload(), m, A100)
    assert dict(ram.inputs)["data loading"] == 0
    assert "serving has no DataLoader" in ram.formula
    assert cpu_cores(plan, Workload()).value == 8 + 2  # one process per GPU + OS
