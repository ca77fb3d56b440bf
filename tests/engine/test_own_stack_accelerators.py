"""Google's TPUs and AWS Trainium2: listed in the catalog with their sourced figures, every plan
on them refused by name (no framework profile here runs on them), in the fewest-GPUs table too."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.catalog import shipped_catalog

ACCELERATORS = ("tpu-v5e", "tpu-v5p", "tpu-v6e", "tpu7x", "trainium2")


def test_their_rows_carry_the_published_figures_and_no_guessed_power_or_price() -> None:
    gpus = shipped_catalog().gpus
    v6e, trn2 = gpus["tpu-v6e"], gpus["trainium2"]
    assert (v6e.memory_gib, v6e.memory_bandwidth_gbps, v6e.bf16_tflops) == (32, 1638, 918)
    assert (trn2.memory_gib, trn2.memory_bandwidth_gbps, trn2.bf16_tflops) == (96, 2900, 667)
    assert trn2.fp8_tflops == 1299 and gpus["tpu7x"].fp8_tflops == 4614
    for gid in ACCELERATORS:
        gpu = gpus[gid]
        assert gpu.tdp_w is None and gpu.cloud_usd_per_gpu_hour is None
        assert "https://" in gpu.source or "@" in gpu.source


@pytest.mark.parametrize("gpu", ACCELERATORS)
@pytest.mark.parametrize("method", ["inference", "lora", "pretrain"])
def test_every_plan_on_them_is_refused_by_name(gpu: str, method: str) -> None:
    with pytest.raises(api.InputError, match=r"^framework: no framework profile here runs on the"):
        api.estimate("llama-3.1-8b", gpu, method, solve=False)


def test_the_fewest_gpus_table_says_why() -> None:
    from hwplanner.engine.scenario.framework_rules import own_stack

    gpus = shipped_catalog().gpus
    assert own_stack(gpus["tpu-v6e"]) is not None and own_stack(gpus["h100-sxm-80gb"]) is None
    assert "Neuron SDK" in str(own_stack(gpus["trainium2"]))
