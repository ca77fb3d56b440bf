"""Optimizer states: low-bit AdamW's bytes (one rule for memory, time, checkpoints and the
critic), torchao's 4-bit AdamW where frameworks take it, and the profile's paging giving way."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.training import training_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.formats import plan_recipe, state_bytes_per_param
from hwplanner.engine.plan.plan import Optimizer, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.solve.fixes import same_gpu_fixes
from hwplanner.engine.time.steptime import optimizer_bytes_per_param
from tests.engine.models import A100, LLAMA_8B

GIB = 2**30


def _states(optimizer: str) -> float:
    plan = Plan(method="full", framework="torchtune", optimizer=optimizer)
    return training_memory(LLAMA_8B, A100, plan).components["optimizer"].value


def test_low_bit_adamw_bytes_per_parameter() -> None:
    """bitsandbytes: a byte per state and an fp32 absmax per 256; torchao 4-bit: half a byte
    and an fp32 scale per 128."""
    recipe = plan_recipe(Plan(method="full", framework="torchtune"))
    per = {
        o: state_bytes_per_param(Plan(method="full", framework="torchtune", optimizer=o), recipe)
        for o in ("adamw", "adamw-8bit", "adamw-4bit")
    }
    assert per == {"adamw": 4.0, "adamw-8bit": 2 * (1 + 4 / 256), "adamw-4bit": 2 * (0.5 + 4 / 128)}
    # the step streams the same states: read and written once each
    four = Plan(method="full", framework="torchtune", optimizer="adamw-4bit", paged_optimizer=False)
    eight = four.with_changes(optimizer="adamw-8bit")
    assert optimizer_bytes_per_param(LLAMA_8B, eight) - optimizer_bytes_per_param(
        LLAMA_8B, four
    ) == pytest.approx(2 * (per["adamw-8bit"] - per["adamw-4bit"]))


def test_the_torchao_benchmark_differences() -> None:
    """torchao's low-bit optimizer README (Llama 2 7B, torchtune full BF16 on an A100; peak
    allocated as torchtune prints it, GiB): fused AdamW 51.6, bnb 8-bit 39.3, ao 4-bit 33.2.
    Batch and sequence are not stated, so only the differences are checked: the planned
    optimizer states account for them (12.3 and 6.1 GiB)."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    llama2, a100 = cat.model("llama-2-7b"), cat.gpu("a100-sxm-80gb")

    def states(optimizer: str) -> float:
        plan = Plan(method="full", framework="torchtune", optimizer=optimizer)
        plan = plan.with_changes(paged_optimizer=False)
        return training_memory(llama2, a100, plan).components["optimizer"].value / GIB

    assert states("adamw") - states("adamw-8bit") == pytest.approx(12.3, rel=0.03)
    assert states("adamw-8bit") - states("adamw-4bit") == pytest.approx(6.1, rel=0.03)


def test_hugging_face_builds_torchaos_4bit_adamw_with_256_element_blocks() -> None:
    plans = {
        fw: Plan(method="full", framework=fw, optimizer="adamw-4bit") for fw in ("hf", "torchtune")
    }
    per = {fw: state_bytes_per_param(p, plan_recipe(p)) for fw, p in plans.items()}
    assert per == {"hf": 2 * (0.5 + 4 / 256), "torchtune": 2 * (0.5 + 4 / 128)}


def test_adafactor_factors_over_the_adapter_rank_for_a_post_training_adapter() -> None:
    dpo = Plan(method="dpo", adapter="lora", lora_rank=16, optimizer="adafactor")
    lora = Plan(method="lora", lora_rank=16, optimizer="adafactor")
    assert state_bytes_per_param(dpo, plan_recipe(dpo)) == pytest.approx(
        state_bytes_per_param(lora, plan_recipe(lora))
    )


def test_frameworks_that_take_torchao_and_the_others_refuse_it_by_name() -> None:
    for fw in ("hf", "torchtune", "fsdp", "axolotl", "llamafactory", "swift", "unsloth"):
        check_plan(LLAMA_8B, Plan(method="full", framework=fw, optimizer="adamw-4bit"), A100)
    for fw in ("megatron", "deepspeed", "nemo"):
        with pytest.raises(PlanError) as exc:
            check_plan(LLAMA_8B, Plan(method="full", framework=fw, optimizer="adamw-4bit"))
        assert exc.value.field == "optimizer"
        assert "does not offer AdamW 4-bit (torchao)" in exc.value.text
        # Megatron's profiles name the two optimizers it builds
        allowed = "adamw, sgd, sgd-momentum" if fw != "deepspeed" else "adamw, adamw-8bit, sgd"
        assert f"allowed: {allowed}" in exc.value.text
    # MLX names the optimizers mlx-lm steps, the same list as its own rule
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_8B, Plan(method="lora", framework="mlx", optimizer="adamw-4bit"))
    assert exc.value.text.endswith("allowed: adamw, sgd, sgd-momentum, adafactor")


def test_a_profile_that_pages_its_optimizer_gives_way_to_the_users_other_optimizer() -> None:
    """torchtune's single-device full recipe pages bitsandbytes' 8-bit AdamW; another optimizer
    is not paged (it was refused under the profile's paging the user never set)."""
    assert Plan(method="full", framework="torchtune").paged_optimizer
    for optimizer in ("adamw-4bit", "sgd", "adamw"):
        plan = Plan(method="full", framework="torchtune", optimizer=optimizer)
        assert not plan.paged_optimizer
        check_plan(LLAMA_8B, plan, A100)
    # the profile's own optimizer, named by the user, keeps the profile's paging
    assert Plan(method="full", framework="torchtune", optimizer="adamw-8bit").paged_optimizer
    # the user's own paging of an optimizer bitsandbytes cannot page is still refused
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_8B, Plan(method="full", optimizer="adamw-4bit", paged_optimizer=True))
    assert exc.value.field == "paged_optimizer"


def test_four_bit_states_are_proposed_where_the_framework_takes_them() -> None:
    from hwplanner.catalog import shipped_catalog

    l40s = shipped_catalog().gpu("l40s")
    plan = Plan(method="full", framework="hf", optimizer="adamw-8bit", precision="bf16")
    assert not estimate(Scenario(model=LLAMA_8B, gpu=l40s, plan=plan), solve=False).fits
    changes = [dict(p.changes) for p in same_gpu_fixes(LLAMA_8B, l40s, plan, Workload())]
    assert {"optimizer": Optimizer.ADAMW_4BIT.value} in changes
    deepspeed = plan.with_changes(framework="deepspeed", zero=3)
    assert all(
        "optimizer" not in p.changes or p.changes["optimizer"] != Optimizer.ADAMW_4BIT.value
        for p in same_gpu_fixes(LLAMA_8B, l40s, deepspeed, Workload())
    )


def test_the_cli_takes_the_optimizer_and_checkpoints_its_states(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "a100-sxm-80gb", "--no-solve"]
    argv += ["--method", "full", "--framework", "hf", "--json"]
    sizes = {}
    for optimizer in ("adamw-8bit", "adamw-4bit"):
        assert main([*argv, "--optimizer", optimizer]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert doc["plan"]["optimizer"] == optimizer
        sizes[optimizer] = doc["storage"]["checkpoint_resumable_bytes"]
    n = count_params(LLAMA_8B).total
    assert sizes["adamw-8bit"] - sizes["adamw-4bit"] == pytest.approx(
        n * 2 * ((1 + 4 / 256) - (0.5 + 4 / 256)),
        rel=0.01,  # Hugging Face's 256-blocks
    )


def test_galore_keeps_states_of_the_projected_gradients() -> None:
    """Rank r: each attention and MLP matrix m × n keeps states of r × max(m, n) and its
    projection r × min(m, n) in the gradient's dtype; the rest full states (hand count for a
    Llama 2 7B shape at rank 1024)."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.memory.techniques import galore_share, optimizer_state_bytes

    llama2 = shipped_catalog().model("llama-2-7b")
    d, f, r, layers = 4096, 11008, 1024, 32
    share = galore_share(llama2, r)
    assert share.projected == layers * (4 * d * d + 3 * d * f)
    assert share.state_elements == layers * (4 * r * d + 3 * r * f)
    assert share.projection_elements == layers * 7 * r * d
    plan = Plan(method="pretrain", framework="hf", precision="bf16", optimizer="adamw-8bit")
    galore = plan.with_changes(galore_rank=r)
    recipe = plan_recipe(galore)
    n = count_params(llama2).total
    per = 2 * (1 + 4 / 256)
    expected = share.state_elements * per + share.projection_elements * 2
    expected += (n - share.projected) * per
    assert optimizer_state_bytes(llama2, galore, recipe) * n == pytest.approx(expected)
    assert optimizer_state_bytes(llama2, plan, recipe) == pytest.approx(per)
    # a rank past a matrix's shorter side projects nothing away: GaLore at full rank
    assert galore_share(llama2, 10**5).state_elements == share.projected


def test_galore_is_refused_by_name_where_it_does_not_run() -> None:
    base = Plan(method="full", framework="hf", optimizer="adamw-8bit", galore_rank=512)
    check_plan(LLAMA_8B, base, A100)
    check_plan(LLAMA_8B, base.with_changes(optimizer_in_backward=True), A100)
    for changes, field in (
        ({"method": "lora"}, "galore_rank"),
        ({"optimizer": "lion"}, "optimizer"),
        ({"offload": "optimizer"}, "offload"),
        ({"gpus_per_node": 2, "zero": 3}, "zero"),
        ({"framework": "torchtune"}, "galore_rank"),
        ({"framework": "megatron", "optimizer": "adamw"}, "galore_rank"),
    ):
        with pytest.raises(PlanError) as exc:
            check_plan(LLAMA_8B, base.with_changes(**changes), A100)
        assert exc.value.field == field, changes
        assert "allowed:" in exc.value.text


def test_galore_memory_and_checkpoint_fall_with_the_rank(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["estimate", "--model", "llama-2-7b", "--gpu", "rtx-4090", "--no-solve", "--json"]
    argv += ["--method", "pretrain", "--framework", "hf", "--precision", "bf16"]
    argv += ["--optimizer", "adamw-8bit", "--seq-len", "256", "--optimizer-in-backward"]
    states, checkpoint = {}, {}
    for rank in ("256", "1024"):
        assert main([*argv, "--galore-rank", rank]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert doc["plan"]["galore_rank"] == int(rank)
        explain = doc["explain"]["memory.optimizer"]
        assert explain["inputs"]["GaLore rank"] == int(rank)
        assert "GaLore" in explain["source"]
        states[rank] = doc["memory_per_gpu_bytes"]["optimizer"]
        checkpoint[rank] = doc["storage"]["checkpoint_resumable_bytes"]
    assert states["256"] < states["1024"]
    assert checkpoint["256"] < checkpoint["1024"]


def test_deepspeed_offload_steps_only_its_own_cpu_optimizers() -> None:
    """ZeRO-Offload's host steps DeepSpeedCPUAdam or DeepSpeedCPULion (fp32 states): a low-bit
    or other optimizer is refused by name there (accelerate would put CPU Adam in its place),
    not priced as low-bit states in host RAM; torchtune's CPU offload keeps the one asked."""
    for fw in ("hf", "deepspeed", "llamafactory", "swift", "axolotl"):
        plan = Plan(method="full", framework=fw, optimizer="adamw", offload="optimizer")
        check_plan(LLAMA_8B, plan, A100)
        check_plan(LLAMA_8B, plan.with_changes(optimizer="lion"), A100)
        for optimizer in ("adamw-8bit", "adafactor", "sgd"):
            with pytest.raises(PlanError) as exc:
                check_plan(LLAMA_8B, plan.with_changes(optimizer=optimizer), A100)
            assert exc.value.field == "optimizer"
            assert "DeepSpeedCPUAdam" in exc.value.text
            assert exc.value.text.endswith("allowed: adamw, lion (or offload none)")
        check_plan(LLAMA_8B, plan.with_changes(optimizer="adamw-8bit", offload="none"), A100)
    torchtune = Plan(method="full", framework="torchtune", optimizer="adamw-8bit")
    check_plan(LLAMA_8B, torchtune.with_changes(offload="optimizer"), A100)


def test_bitsandbytes_paged_adamw_keeps_fp32_states_over_a_bf16_model() -> None:
    """paged_adamw_32bit on a bf16 model (Hugging Face optim='paged_adamw_32bit', torch_dtype
    bfloat16): bitsandbytes' 32-bit optimizers allocate float32 states whatever the
    parameter's dtype, 8 bytes a parameter where torch's AdamW keeps 4 in bf16."""
    pure = Plan(method="full", framework="trl", precision="bf16")
    paged = pure.with_changes(paged_optimizer=True)
    assert state_bytes_per_param(pure, plan_recipe(pure)) == 4.0
    assert state_bytes_per_param(paged, plan_recipe(paged)) == 8.0
    # the 8-bit paged optimizer stays 8-bit
    eight = pure.with_changes(optimizer="adamw-8bit", paged_optimizer=True)
    assert state_bytes_per_param(eight, plan_recipe(eight)) < 2.1
