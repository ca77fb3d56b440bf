"""Framework profiles against their sources: what each keeps resident and what it defaults to."""

import pytest
from pydantic import ValidationError

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.defaults import Origin, Resolved
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Method, Recompute
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.solve.solve import min_gpus
from tests.engine.models import A100, H100, LLAMA_8B, LLAMA_70B, QWEN3_235B

CAT = shipped_catalog()

N8 = count_params(LLAMA_8B).total
GIB = 2**30


def _megatron_8b(framework: str = "megatron", **kw: object) -> Plan:
    base: dict[str, object] = dict(
        method="full", framework=framework, gpus_per_node=8, zero=1, seq_len=8192, micro_batch=4
    )
    return Plan(**{**base, **kw})


def test_megatron_grad_buffer_is_whole_and_resident_in_every_phase() -> None:
    # Megatron-Core DDP allocates grad_data = zeros(numel, fp32) when it wraps the model; the
    # distributed optimizer (zero 1) does not shard it: 4 B × 8.03B on every one of 8 GPUs.
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b())
    assert m.bytes_of("gradients") == 4 * N8
    assert m.components["gradients"].formula.startswith("trainable params × gradient bytes ÷")
    # the forward phase holds the buffer too: forward − optimizer-state-free parts ≥ 4 B/param
    assert m.phase_totals["forward"] > 4 * N8 + m.bytes_of("weights") + m.bytes_of("optimizer")


def test_deepspeed_zero1_keeps_only_its_gradient_partition_during_backward() -> None:
    # DeepSpeed ZeRO-1 (and PyTorch) allocate .grad lazily; the reduced partition is 1/dp
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b("deepspeed", precision="mixed"))
    assert m.phase in ("forward", "backward")
    assert m.bytes_of("gradients") < 2 * N8 / 2
    # asked to accumulate in fp32 (data_types.grad_accum_dtype) stage 1 is BF16_Optimizer: its
    # fp32 buffer and the bf16 .grad, whole on every rank
    fp32 = estimate_memory(LLAMA_8B, H100, _megatron_8b("deepspeed", precision="mixed_fp32_grads"))
    assert fp32.bytes_of("gradients") == pytest.approx(6 * N8)


def test_nemo_holds_the_same_buffer() -> None:
    m = estimate_memory(LLAMA_8B, H100, _megatron_8b("nemo"))
    assert m.bytes_of("gradients") == 4 * N8


def test_nemo_recipes_use_the_distributed_optimizer_except_for_lora() -> None:
    # NeMo 2.0 distributed_fused_adam_with_cosine_annealing: use_distributed_optimizer=True;
    # its finetune recipes turn it off for LoRA
    assert Plan(method="full", framework="nemo").zero == 1
    assert Plan(method="pretrain", framework="nemo").zero == 1
    assert Plan(method="lora", framework="nemo").zero == 0
    assert Plan(method="full", framework="nemo", zero=0).zero == 0  # the user's value wins
    plan = Plan(method="full", framework="nemo", gpus_per_node=8)
    m = estimate_memory(LLAMA_8B, A100, plan)
    # fp32 master + Adam m, v = 12 B/param over 8 ranks (was 96.4 GB unsharded)
    assert m.bytes_of("optimizer") == pytest.approx(12 * N8 / 8)


def test_nemo_pretraining_overlaps_tensor_parallel_communication() -> None:
    """Megatron-Bridge's Llama 3 70B pre-training recipe (and NeMo's performance recipe) turn
    on CommOverlapConfig(tp_comm_overlap=True); Megatron-LM's pretrain_gpt.py and NeMo's
    fine-tuning recipes leave it off. dgxc-benchmarking's Llama 3.1 70B on 64 H100 (TP4 PP4
    CP2 VP5, 14.72 s a step) was timed 18.08 s with the all-reduces exposed, 15.36 s with
    them overlapped."""
    plan = Plan(method="pretrain", framework="nemo", gpus_per_node=8, nodes=8, tp=4, pp=4)
    assert plan.tp_comm_overlap
    assert not Plan(method="full", framework="nemo", gpus_per_node=8, tp=4).tp_comm_overlap
    assert not Plan(method="pretrain", framework="megatron", gpus_per_node=8, tp=4).tp_comm_overlap
    off = Plan(method="pretrain", framework="nemo", gpus_per_node=8, tp=4, tp_comm_overlap=False)
    assert not off.tp_comm_overlap  # the user's value wins
    from hwplanner.engine.defaults import plan_origins

    assert plan_origins(LLAMA_70B, plan, H100)["tp_comm_overlap"] == Resolved(
        True, Origin.FRAMEWORK
    )


@pytest.mark.parametrize("fw", ["megatron", "nemo"])
def test_megatron_and_nemo_refuse_qlora_by_name(fw: str) -> None:
    with pytest.raises(ValidationError, match=r"method: .* does not offer qlora; allowed: "):
        Plan(method="qlora", framework=fw)


def _tt_lora(model: ModelSpec, gpus: int, **kw: object) -> Scenario:
    plan = Plan(method="lora", framework="torchtune", gpus_per_node=gpus, **kw)  # type: ignore[arg-type]
    return Scenario(model=model, gpu=A100, plan=plan)


def test_torchtune_multi_gpu_lora_checkpoints_from_the_70b_class() -> None:
    # recipes/configs/llama3_1/8B_lora.yaml False, 70B_lora.yaml True (torchtune @bd2a0fc)
    assert _tt_lora(LLAMA_8B, 8).plan.recompute is Recompute.NONE
    assert _tt_lora(LLAMA_70B, 8).plan.recompute is Recompute.FULL
    assert _tt_lora(LLAMA_70B, 1).plan.recompute is Recompute.FULL  # single-device configs
    # the user's value wins, and stays the user's
    mine = _tt_lora(LLAMA_70B, 8, recompute="none").plan
    assert mine.recompute is Recompute.NONE and mine.is_user("recompute")
    assert not _tt_lora(LLAMA_70B, 8).plan.is_user("recompute")


@pytest.mark.parametrize("method", ["full", "lora", "qlora"])
def test_torchtune_trains_the_1b_class_without_checkpointing(method: str) -> None:
    """torchtune @bd2a0fc: llama3_2/1B_full_single_device.yaml, 1B_lora_single_device.yaml,
    1B_qlora_single_device.yaml and qwen3/1.7B_* set enable_activation_checkpointing False;
    llama3_2/3B_* True. The profile checkpointed every size."""
    small, large = CAT.model("llama-3.2-1b"), CAT.model("llama-3.2-3b")
    qwen = CAT.model("qwen3-1.7b")  # 2.03B counted with its embeddings: still the 1B class
    for spec, expected in (
        (small, Recompute.NONE),
        (qwen, Recompute.NONE),
        (large, Recompute.FULL),
    ):
        plan = Plan(method=method, framework="torchtune")  # type: ignore[arg-type]
        assert Scenario(model=spec, gpu=A100, plan=plan).plan.recompute is expected, spec.id
    # distributed full fine-tuning: llama3_2/1B_full.yaml False, 3B_full.yaml True
    full8 = Plan(method="full", framework="torchtune", gpus_per_node=8)
    assert Scenario(model=small, gpu=A100, plan=full8).plan.recompute is Recompute.NONE
    assert Scenario(model=large, gpu=A100, plan=full8).plan.recompute is Recompute.FULL


def test_a_plan_moved_to_another_size_gets_that_sizes_defaults() -> None:
    """for_model kept the 70B class's checkpointing when the plan then met an 8B model."""
    plan = Plan(method="lora", framework="torchtune", gpus_per_node=8)
    big = plan.for_model(70e9)
    assert big.recompute is Recompute.FULL
    assert big.for_model(8e9).recompute is Recompute.NONE
    assert big.for_model(8e9).for_model(70e9) == big
    one = Plan(method="full", framework="torchtune")
    assert one.for_model(1.2e9).for_model(8e9).recompute is Recompute.FULL
    assert one.for_model(8e9).for_model(1.2e9).recompute is Recompute.NONE
    mine = Plan(method="full", framework="torchtune", recompute="selective")
    assert mine.for_model(1.2e9).recompute is Recompute.SELECTIVE  # the user's value wins


def test_size_rows_start_at_zero_and_name_the_same_fields() -> None:
    for fid, f in FRAMEWORKS.items():
        for table in (f.size_defaults, f.single_size_defaults):
            for method, rows in table.items():
                assert rows[0][0] == 0, (fid, method)
                assert len({frozenset(v) for _, v in rows}) == 1, (fid, method)
                assert [r[0] for r in rows] == sorted(r[0] for r in rows), (fid, method)


def test_torchtune_70b_lora_on_8_a100s_fits_as_its_readme_says() -> None:
    # torchtune README: Llama 3.1 70B LoRA, 8× A100, 27.6 GiB peak (bs 2, packed 2048, compile)
    sc = _tt_lora(LLAMA_70B, 8, micro_batch=2, compile=True)
    est = estimate(sc, solve=False)
    assert est.memory.fits
    assert 27 * GIB < est.memory.total.value < 34 * GIB  # 31.4 GiB (148.6 GiB without AC)


def test_the_fewest_gpus_answer_uses_the_multi_gpu_recipe_for_the_size() -> None:
    sc = _tt_lora(LLAMA_70B, 1)
    solution = min_gpus(sc.model, sc.gpu, sc.plan)
    assert solution is not None and solution.gpus > 1
    assert solution.plan.recompute is Recompute.FULL


# Activation checkpointing as each framework ships it (sources in each profile).
RECOMPUTE_DEFAULTS = {
    "hf": Recompute.NONE,  # TrainingArguments gradient_checkpointing=False
    "deepspeed": Recompute.NONE,
    "fsdp": Recompute.NONE,
    "megatron": Recompute.NONE,  # TransformerConfig recompute_granularity None
    "megatron-deepspeed": Recompute.NONE,  # --checkpoint-activations off unless given
    "nemo": Recompute.NONE,
    "openrlhf": Recompute.NONE,  # --model.gradient_checkpointing_enable default False
    "litgpt": Recompute.NONE,
    "torchtune": Recompute.FULL,
    "unsloth": Recompute.FULL,
    "llamafactory": Recompute.FULL,
    "llamafactory-rlhf": Recompute.FULL,
    # mcore_adapter's recompute_granularity defaults to None (training_args.py @59f45298)
    "llamafactory-megatron": Recompute.NONE,
    "swift": Recompute.FULL,
    "swift-rlhf": Recompute.FULL,
    "swift-megatron": Recompute.SELECTIVE,  # megatron_args.py recompute_granularity 'selective'
    "nemo-rl": Recompute.NONE,  # policy.dtensor_cfg.activation_checkpointing false
    # policy.megatron_cfg.activation_checkpointing false (grpo_math_1B_megatron.yaml)
    "nemo-rl-megatron": Recompute.NONE,
    # _generated_ppo_megatron_trainer.yaml: recompute_granularity null
    "verl-megatron": Recompute.NONE,
    "slime": Recompute.NONE,
    "prime-rl": Recompute.NONE,  # docs/reference.md: trainer.model.ac None
    "skyrl": Recompute.FULL,  # skyrl/train/config/config.py: gradient_checkpointing True
    "deepspeed-chat": Recompute.NONE,  # main.py actor/critic_gradient_checkpointing off
    "unsloth-rl": Recompute.FULL,
    "axolotl": Recompute.FULL,
    "trl": Recompute.FULL,  # TRL's configs: gradient_checkpointing True
    "verl": Recompute.FULL,
    "mlx": Recompute.NONE,  # mlx_lm/lora.py CONFIG_DEFAULTS grad_checkpoint False
}


def test_every_training_profile_states_its_recompute_default() -> None:
    training = {fid for fid, f in FRAMEWORKS.items() if any(m.is_training for m in f.methods)}
    assert training == set(RECOMPUTE_DEFAULTS)
    for fid, expected in RECOMPUTE_DEFAULTS.items():
        assert FRAMEWORKS[fid].defaults["recompute"] is expected, fid
        methods = FRAMEWORKS[fid].methods
        method = next((m for m in (Method.FULL, Method.LORA) if m in methods), methods[0])
        assert Plan(method=method, framework=fid).recompute is expected, fid


def test_moe_peft_note_states_the_mechanism_without_a_made_up_quote() -> None:
    sc = Scenario(model=QWEN3_235B, gpu=H100, plan=Plan(method="lora", gpus_per_node=8))
    notes = [str(n) for n in estimate(sc, solve=False).notes]
    (note,) = [n for n in notes if "mixture of experts" in n]
    assert "every expert resident" in note and "quoted" not in note and "20–30" not in note
    assert "470.2 GB in bf16" in note  # 235.1B × 2 bytes
    # the 4-bit figure is the bytes QLoRA keeps them in, as the estimate and the rule check
    # count them (it said 0.52 B/param: 122 GB where the QLoRA estimate held 125.8 GB)
    qlora = estimate(
        Scenario(model=QWEN3_235B, gpu=H100, plan=Plan(method="qlora", gpus_per_node=8)),
        solve=False,
    )
    (check,) = [c for c in qlora.rule_checks if c.key == "weights_bits"]
    assert f"{check.ours.value / 1e9:.1f} GB in QLoRA's 4-bit NF4" in note


def test_unsloth_trains_as_data_parallel_copies_only() -> None:
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(method="lora", framework="unsloth"))
    assert not plan_problems(sc.model, sc.plan.with_changes(gpus_per_node=2), H100)
    for change, field in (({"zero": 3}, "zero"), ({"tp": 2}, "tp"), ({"pp": 2}, "pp")):
        plan = sc.plan.with_changes(gpus_per_node=2, **change)
        (problem,) = [p for p in plan_problems(LLAMA_8B, plan, H100) if p.field == field]
        assert "Unsloth trains on one GPU or as data-parallel copies" in problem.text
        assert problem.text.endswith("allowed: 0" if field == "zero" else "allowed: 1")


def test_bf16_on_a_gpu_without_it_runs_as_fp16_or_is_refused() -> None:
    t4 = A100.model_copy(update={"id": "t4", "name": "NVIDIA T4", "bf16_tflops": None})
    # mixed recipes have fp16 twins of the same bytes (HF Trainer fp16=True): a warning
    hf = Plan(method="lora")
    assert not plan_problems(LLAMA_8B, hf, t4)
    warnings = estimate_memory(LLAMA_8B, t4, hf).warnings
    assert any(
        "has no bf16: estimated as Hugging Face Trainer + PEFT in fp16" in w for w in warnings
    )
    assert not any("bf16" in w for w in estimate_memory(LLAMA_8B, A100, hf).warnings)
    # pure bf16 (torchtune) is refused by name; Unsloth falls back to float16
    tt = Plan(method="lora", framework="torchtune")
    (problem,) = plan_problems(LLAMA_8B, tt, t4)
    assert problem.field == "precision" and "NVIDIA T4 has no bf16" in problem.text
    assert problem.text.endswith("(run in fp16 with loss scaling there)")
    assert min_gpus(LLAMA_8B, t4, tt) is None  # the solver does not offer the refused plan
    assert not plan_problems(LLAMA_8B, tt.with_changes(precision="fp32"), t4)
    assert not plan_problems(
        LLAMA_8B, Plan(method="qlora", framework="unsloth", precision="bf16"), t4
    )


@pytest.mark.parametrize(("layers", "ok"), [(0, False), (1, True), (32, True), (33, False)])
def test_freeze_layers_must_lie_between_one_and_the_models_layers(layers: int, ok: bool) -> None:
    if layers == 0:  # below the field's range: refused when the plan is built
        with pytest.raises(ValidationError, match="freeze_trainable_layers"):
            Plan(method="freeze", freeze_trainable_layers=layers)
        return
    plan = Plan(method="freeze", freeze_trainable_layers=layers)
    problems = [p for p in plan_problems(LLAMA_8B, plan) if p.field == "freeze_trainable_layers"]
    assert (
        not problems
        if ok
        else problems[0].text
        == ("33 is outside the allowed range 1 ≤ trainable layers ≤ 32 (the model's layers)")
    )


def test_epochs_without_a_token_count_repeat_the_assumed_dataset() -> None:
    once, thrice = Workload(), Workload(epochs=3)
    assert once.training_tokens(2048) == 1e9 and thrice.training_tokens(2048) == 3e9
    assert thrice.unique_tokens(2048) == 1e9
    assert Workload(tokens=6e9, epochs=3).unique_tokens(2048) == 2e9
    assert Workload(dataset_tokens=2e9, epochs=3).training_tokens(2048) == 6e9
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(method="lora"), workload=thrice)
    warnings = estimate(sc, solve=False).warnings
    assert "No token count given: assuming a 1B-token dataset, 3 epochs = 3B training tokens" in (
        " ".join(warnings)
    )


def test_a_framework_with_one_kind_of_context_parallelism_defaults_to_it() -> None:
    """--framework deepspeed --cp 2 was refused: 'does not offer ring context parallelism'
    (the field's default), though DeepSpeed-Ulysses is what it offers; ms-swift the same."""
    for fid, f in FRAMEWORKS.items():
        kinds = {k.split(":", 1)[1] for k in f.offers if k.startswith("cp:")}
        if len(kinds) != 1:
            continue
        method = next((m for m in (Method.FULL, Method.LORA) if m in f.methods), f.methods[0])
        # the Trainer's and TRL's Ulysses is DeepSpeed's: it needs a ZeRO stage
        zero = {"zero": 3} if f.ulysses_via_deepspeed else {}
        plan = Plan(method=method, framework=fid, gpus_per_node=8, cp=2, **zero)
        assert plan.cp_kind.value == kinds.pop(), fid
        # Megatron-DeepSpeed's Ulysses takes no grouped-query attention: a multi-head model
        model = (
            LLAMA_8B.model_copy(update={"num_kv_heads": None}) if f.deepspeed_pipeline else LLAMA_8B
        )
        assert not plan_problems(model, plan, H100), fid


def test_nemo_runs_megatron_core_as_megatron_does() -> None:
    """NeMo builds its GPT models from Megatron-Core with Transformer Engine layers
    (default_layer_spec): the same plan gives the same step (fused attention and kernels, the
    parameter gather under the next forward) and the same host RAM (a shard per process)."""
    out = {}
    for fw in ("megatron", "nemo"):
        sc, _ = api.scenario(
            "llama-3.1-8b",
            "h100-sxm-80gb",
            "pretrain",
            framework=fw,
            gpus_per_node=8,
            zero=1,
            seq_len=8192,
            tokens=1e9,
            precision="mixed_fp32_grads",
            recompute="none",
            fp8_params=False,
        )
        e = estimate(sc, solve=False)
        out[fw] = (e.budget.compute["step_seconds"].value, e.figures()["host_ram_bytes"].value)
    assert out["nemo"] == out["megatron"]


def test_llamacpp_splits_its_layers_over_every_gpu_of_the_machine() -> None:
    """llama.cpp's server spreads one copy of the model over every GPU it sees, by whole layers
    (--split-mode layer, its default): several GPUs are a stage each, not replicas, unless the
    user sets tp or pp; more machines are more servers (replicas)."""

    def laid(**kw: object) -> tuple[int, int, int]:
        p = Plan(method="inference", framework="llamacpp", **kw)
        return p.tp, p.pp, p.dp

    assert laid(gpus_per_node=1) == (1, 1, 1)
    assert laid(gpus_per_node=2) == (1, 2, 1)
    assert laid(gpus_per_node=2, nodes=3) == (1, 2, 3)
    assert laid(gpus_per_node=2, tp=2) == (2, 1, 1)  # --split-mode row: every layer split
    assert laid(gpus_per_node=4, tp=2) == (2, 2, 1)
    assert laid(gpus_per_node=3, pp=1) == (1, 1, 3)  # the user's replicas stay
    four = Plan(method="inference", framework="llamacpp", gpus_per_node=4)
    assert four.with_changes(gpus_per_node=2).pp == 2  # the stages follow the GPUs
    assert four.with_changes(framework="vllm").pp == 1  # vLLM: tensor parallelism, else replicas
    sc, _ = api.scenario(
        "llama-3.1-70b",
        "rtx-4090",
        "inference",
        framework="llamacpp",
        gpus_per_node=2,
        weight_format="q4_0",
    )
    e = estimate(sc)
    assert e.fits and e.origins["pp"] == Resolved(2, Origin.FRAMEWORK)
    assert e.min_gpus is not None and e.min_gpus.gpus == 2
    # on fewer GPUs than planned the stages follow the count, in the plan's own layout
    for n in (3, 4):
        more = sc.plan.with_changes(gpus_per_node=n)
        found = min_gpus(sc.model, sc.gpu, more)
        assert found is not None and (found.gpus, found.plan.pp) == (2, 2)
        assert found.strategy == "with the plan's layout"
    vllm, _ = api.scenario("llama-3.1-8b", "rtx-4090", "inference", gpus_per_node=2)
    assert estimate(vllm).origins["pp"] == Resolved(1, Origin.DEFAULT)  # vLLM sets no pp


def test_a_bf16_loaded_model_sharded_through_accelerate_keeps_an_fp32_master() -> None:
    """DeepSpeed's bf16 mode and accelerate's FSDP upcast (PR #2674) give a bf16-loaded model
    an fp32 master copy and fp32 Adam states (bytes per state) once it is sharded; unsharded
    (DDP, one GPU) and under torchtune's own FSDP2 it stays pure bf16."""
    from hwplanner.engine.plan.formats import plan_recipe
    from hwplanner.engine.plan.plan import Plan, Precision

    for fw in ("hf", "trl", "llamafactory", "swift", "axolotl"):
        sharded = Plan(framework=fw, method="full", precision=Precision.BF16, zero=3)
        assert (plan_recipe(sharded).master, plan_recipe(sharded).state) == (4, 4), fw
        alone = Plan(framework=fw, method="full", precision=Precision.BF16)
        assert (plan_recipe(alone).master, plan_recipe(alone).state) == (0, 2), fw
    tune = Plan(framework="torchtune", method="full", precision=Precision.BF16, zero=3)
    assert plan_recipe(tune).master == 0


def test_axolotl_trains_the_model_in_the_bf16_it_loads() -> None:
    """Axolotl loads the model in bf16 (resolve_dtype: bf16 auto → torch_dtype bfloat16) and the
    Trainer trains those weights: no fp32 master on one GPU (2 B weights, 2 B gradients, 8-bit
    AdamW's 2 B), one per shard under ZeRO. Its Granite 4.0-H tiny full fine-tune on one GPU
    (examples/granite4, 2 × 2,048 tokens, adamw_bnb_8bit, checkpointing) reads 'about 40.8
    GiB'; the plan, entered so, comes to 41.5 GiB (69 GiB with an fp32 master)."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.plan.formats import plan_recipe
    from hwplanner.engine.plan.plan import Plan, Precision

    plan = Plan(framework="axolotl", method="full", seq_len=2048, micro_batch=2)
    assert plan.precision is Precision.BF16 and plan.optimizer.value == "adamw-8bit"
    assert plan_recipe(plan).master == 0
    cat = shipped_catalog()
    est = estimate(
        Scenario(model=cat.model("granite-4.0-h-tiny"), gpu=cat.gpu("h100-sxm-80gb"), plan=plan),
        solve=False,
    )
    assert est.memory.total_bytes / 2**30 == pytest.approx(41.5, abs=0.3)


def test_axolotl_offers_its_chunked_cross_entropy() -> None:
    # chunked_cross_entropy: true (src/axolotl/monkeypatch/loss/chunked.py) upcasts the logits
    # one of 8 chunks at a time, as torchtune's loss does
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.engine.scenario.validity import plan_problems

    spec = shipped_catalog().model("llama-3.1-8b")
    plan = Plan(framework="axolotl", method="full", loss="chunked")
    assert not [p for p in plan_problems(spec, plan) if p.field == "loss"]
    tune = Plan(framework="megatron", method="full", loss="chunked")  # offers only plain
    assert [p.field for p in plan_problems(spec, tune)] == ["loss"]


def test_ms_swift_trains_its_bf16_checkpoint_in_bf16() -> None:
    """ms-swift loads the checkpoint in its own dtype (model_info.torch_dtype: bf16) and turns
    bf16 on with it: full fine-tuning keeps bf16 weights and AdamW states, no fp32 master
    (DeepSpeed adds one per shard). Its example: Qwen2-7B full fine-tuning on one GPU, 76 GiB
    (modelscope/ms-swift@0338ab3 examples/train/full/train.sh); planned as autocast over fp32
    weights it needed 150 GiB and 'does not fit'."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.methods import estimate_memory
    from hwplanner.engine.plan.formats import plan_recipe

    cat = shipped_catalog()
    plan = Plan(method="full", framework="swift", seq_len=256, grad_accum=16)
    assert plan.precision.value == "bf16" and not plan.is_user("precision")
    assert Plan(method="lora", framework="swift").precision.value == "amp"  # fp32 adapters
    m = estimate_memory(cat.model("qwen2.5-7b"), cat.gpu("a100-sxm-80gb"), plan)
    assert m.total_bytes / 2**30 == pytest.approx(76, rel=0.05)
    sharded = plan.with_changes(zero=3, gpus_per_node=4)
    assert plan_recipe(sharded).master == 4  # DeepSpeed's bf16 mode: an fp32 master per shard


def test_sharded_full_training_computes_in_bf16() -> None:
    """Under ZeRO or FSDP the sharding engine computes with bf16 working weights (DeepSpeed's
    bf16 mode casts the module, FSDP's MixedPrecision gathers bf16 parameters): no autocast
    copy of the weights and a bf16 residual stream, where one GPU under the Trainer's autocast
    keeps fp32 weights. LoRA keeps its own regime."""
    from hwplanner.engine.memory.activations import activation_mode

    full = Plan(method="full", gpus_per_node=4)
    assert activation_mode(full, False).value == "amp"
    assert activation_mode(full.with_changes(zero=3), False).value == "bf16"
    assert activation_mode(full.with_changes(zero=1), False).value == "bf16"
    qlora = Plan(method="qlora", gpus_per_node=2, zero=3)
    assert activation_mode(qlora, True).value == "amp"  # fp32 extras of the k-bit preparation


def test_ms_swift_offers_cut_cross_entropy() -> None:
    """ms-swift's --use_cce (examples/train/cce/sft.sh @4efc13a: Qwen2.5-0.5B LoRA, batch 64 on
    an A10, 2.62 GB with it, 16.24 GB without) is Apple's Cut Cross-Entropy: offered, and no
    logits are built."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.methods import estimate_memory

    cat = shipped_catalog()
    spec, a10 = cat.model("qwen2.5-0.5b"), cat.gpu("a10")
    plan = Plan(method="lora", framework="swift", micro_batch=64, seq_len=400)
    assert not plan_problems(spec, plan.with_changes(loss="cut"), a10)
    cut = estimate_memory(spec, a10, plan.with_changes(loss="cut")).total_bytes
    assert cut < estimate_memory(spec, a10, plan).total_bytes / 5


def test_axolotl_casts_qloras_extras_back_to_bf16() -> None:
    """Axolotl converts norms and embedding modules back to the training dtype after
    prepare_model_for_kbit_training (axolotl/loaders/model.py, 'Converting modules to %s'):
    its QLoRA keeps them in bf16, where Hugging Face's Trainer keeps the preparation's fp32."""
    from hwplanner.engine.scenario.weights import weight_storage

    spec = LLAMA_8B
    hf = weight_storage(spec, Plan(method="qlora", framework="hf"))
    axolotl = weight_storage(spec, Plan(method="qlora", framework="axolotl"))
    assert hf.bytes_per_param > axolotl.bytes_per_param
    assert "at 2 B" in str(axolotl.note) and "at 4 B" in str(hf.note)


def test_ms_swift_full_training_falls_back_to_fp16_without_bf16() -> None:
    """review13: the pure-bf16 default must not refuse ms-swift full fine-tuning on a T4 or a
    V100 (ms-swift turns fp16 mixed precision on for fp16 or fp32 dtypes): it trains in fp16,
    as Unsloth's does."""
    cat = shipped_catalog()
    plan = Plan(method="full", framework="swift", seq_len=512)
    problems = plan_problems(cat.model("qwen2.5-0.5b"), plan, cat.gpu("t4"))
    assert not any(p.field == "precision" for p in problems), problems


def test_sharded_full_training_keeps_the_mixed_recipes_bytes() -> None:
    """review13: under ZeRO ≥ 1 the sharding engine's working weights are bf16 — the mixed
    recipe (2 B weights and gradients, an fp32 master partition) for memory, gradient traffic
    and the trained head's gradient, not the autocast recipe's 4 B weights on every GPU."""
    from hwplanner.engine.plan.formats import plan_recipe, sharded_bf16

    for zero in (1, 2, 3):
        plan = Plan(method="full", gpus_per_node=8, zero=zero)
        assert sharded_bf16(plan)
        recipe = plan_recipe(plan)
        assert (recipe.weight, recipe.grad, recipe.master) == (2, 2, 4)
        amp = estimate_memory(LLAMA_8B, H100, plan).total_bytes
        mixed = estimate_memory(LLAMA_8B, H100, plan.with_changes(precision="mixed")).total_bytes
        assert amp == pytest.approx(mixed, rel=0.01)
    assert not sharded_bf16(Plan(method="full", gpus_per_node=8))  # one copy per GPU: DDP
    assert not sharded_bf16(Plan(method="lora", gpus_per_node=8, zero=3))


def test_unsloth_times_its_fused_layer_kernels() -> None:
    """Unsloth patches its own Triton RMSNorm, RoPE and SwiGLU kernels into the models it
    supports (unsloth/kernels/rms_layernorm.py, rope_embedding.py, swiglu.py): its layers move
    what Liger's dense kernels move, where LLaMA-Factory's stay eager unless Liger is asked;
    the step's source names them."""
    from hwplanner.engine.time.steptime import (
        elementwise_bytes_per_token,
        peft_adapter_bytes,
        step_compute,
    )

    cat = shipped_catalog()
    spec = cat.model("qwen2.5-7b")
    unsloth = Plan(method="lora", framework="unsloth", seq_len=1024)
    lf = Plan(method="lora", framework="llamafactory", seq_len=1024)
    assert elementwise_bytes_per_token(spec, unsloth) < 0.6 * elementwise_bytes_per_token(spec, lf)
    liger = lf.with_changes(liger_kernels=True)
    # the same layer kernels; LLaMA-Factory's PEFT layers besides (Unsloth's fused LoRA has none)
    assert peft_adapter_bytes(spec, unsloth) == 0 and peft_adapter_bytes(spec, liger) > 0
    assert elementwise_bytes_per_token(spec, unsloth) == pytest.approx(
        elementwise_bytes_per_token(spec, liger) - peft_adapter_bytes(spec, liger)
    )
    step = step_compute(spec, cat.gpu("a100-sxm-40gb"), unsloth, 40_000_000)
    assert "unsloth/kernels/rms_layernorm.py" in str(step.hfu.source)
    # only where its fused LoRA path runs, as memory counts it (review14): not with dropout,
    # not in full fine-tuning; its RL profile runs the same kernels
    eager = elementwise_bytes_per_token(spec, lf) - peft_adapter_bytes(spec, lf)
    dropout = unsloth.with_changes(lora_dropout=0.05)  # PEFT's layers, eager ones around them
    assert elementwise_bytes_per_token(spec, dropout) == pytest.approx(
        eager + peft_adapter_bytes(spec, dropout)
    )
    full = Plan(method="full", framework="unsloth", seq_len=1024)
    lf_full = Plan(method="full", framework="llamafactory", seq_len=1024)
    assert elementwise_bytes_per_token(spec, full) == pytest.approx(
        elementwise_bytes_per_token(spec, lf_full)
    )
    step = step_compute(spec, cat.gpu("a100-sxm-40gb"), dropout, 40_000_000)
    assert "unsloth/kernels" not in str(step.hfu.source)
    from hwplanner.engine.time.steptime import framework_kernels

    rl = Plan(method="dpo", framework="unsloth-rl", adapter="lora", lora_dropout=0.0)
    assert framework_kernels(spec, rl) and not framework_kernels(spec, dropout)


def test_ms_swift_takes_its_own_lora_rank_and_offers_ring_attention() -> None:
    """ms-swift's TunerArguments: lora_rank 8 (swift/arguments/tuner_args.py @0bb3103b), for its
    SFT and its RLHF trainers alike, where the plan's own default is 16; and its ring-attention
    sequence parallelism (SEQUENCE_PARALLEL_IMPL=ring_attention) is offered beside Ulysses."""
    from hwplanner.engine.scenario.validity import plan_problems
    from tests.engine.models import H100, LLAMA_8B

    assert Plan(method="lora", framework="swift").lora_rank == 8
    assert Plan(method="dpo", framework="swift-rlhf").lora_rank == 8
    assert Plan(method="lora", framework="hf").lora_rank == 16
    ring = Plan(method="full", framework="swift", gpus_per_node=4, cp=4, cp_kind="ring", zero=3)
    assert not plan_problems(LLAMA_8B, ring, H100)
    dpo = Plan(method="dpo", framework="swift-rlhf", gpus_per_node=4, cp=2, cp_kind="ring", zero=3)
    assert not plan_problems(LLAMA_8B, dpo, H100)


def test_peft_layers_move_their_inputs_through_casts_and_dropout() -> None:
    """PEFT's LoRA layers cast each adapted input to the fp32 adapters, drop it out and let
    autocast cast it back for lora_A; backward the same in reverse and an add into the base
    layer's input gradient: 23 bytes an input element forward and 31 backward with dropout
    (14 and 22 without), forward twice under full recompute. Llama 3.1 8B with every linear
    layer adapted (4,096 × 6 + 14,336 input elements a layer, 32 layers) under TRL's AMP:
    38,912 × 32 × (2 × 23 + 31) bytes a token. Frameworks with their own adapters (NeMo,
    torchtune) or Unsloth's fused LoRA move none of it."""
    from hwplanner.engine.time.steptime import peft_adapter_bytes

    spec = shipped_catalog().model("llama-3.1-8b")
    kw = dict(method="lora", lora_targets=("q", "k", "v", "o", "gate", "up", "down"))
    plan = Plan(framework="trl", lora_dropout=0.05, recompute="full", **kw)
    assert plan.precision.value == "amp"
    assert peft_adapter_bytes(spec, plan) == pytest.approx(38_912 * 32 * (2 * 23 + 31))
    plain = plan.with_changes(lora_dropout=0.0, recompute="none")
    assert peft_adapter_bytes(spec, plain) == pytest.approx(38_912 * 32 * (14 + 22))
    for own in ("nemo", "torchtune"):
        assert peft_adapter_bytes(spec, Plan(framework=own, **kw)) == 0


@pytest.mark.parametrize(
    ("method", "attention", "measured"),
    [("lora", "eager", 2392), ("lora", "flash", 2954), ("qlora", "eager", 2415)],
)
def test_llamafactory_lora_throughput_counts_peft_s_layers(
    method: str, attention: str, measured: float
) -> None:
    """LLaMA-Factory's performance table (wiki 'Performance comparison', 2024-04-15: Llama 2
    7B, one A100, batch 4, accumulation 2, rank 8 on every module, 1,024 tokens): 2,392, 2,954
    and 2,415 tokens a GPU a second for LoRA, LoRA with FlashAttention-2 and QLoRA — planned
    38%, 16% and 31% fast before PEFT's traffic over its inputs was counted."""
    cat = shipped_catalog()
    plan = Plan(method=method, framework="llamafactory", lora_rank=8,
                lora_targets=("q", "k", "v", "o", "gate", "up", "down"), micro_batch=4,
                grad_accum=2, seq_len=1024, attention=attention)  # fmt: skip
    sc = Scenario(model=cat.model("llama-2-7b"), gpu=cat.gpu("a100-sxm-40gb"), plan=plan)
    tps = estimate(sc, solve=False).budget.compute["tokens_per_second_per_gpu"].value
    assert tps == pytest.approx(measured, rel=0.2)


def test_llamafactory_megatron_trains_in_full_on_megatron_core_layers() -> None:
    """LLaMA-Factory's Megatron backend (mcore_adapter): pt, sft and dpo in full only, under
    mcore_adapter's defaults (no distributed optimizer, no recompute), Megatron-Core's layers
    and gradient buffer; its pipeline example plans as written (T07: Qwen3-30B-A3B, PP 4, EP 2)."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.frameworks import FRAMEWORKS
    from hwplanner.engine.scenario.validity import PlanError, check_plan

    fw = FRAMEWORKS["llamafactory-megatron"]
    assert [m.value for m in fw.methods] == ["pretrain", "full", "dpo"]
    assert fw.te_layers and fw.grad_buffer
    # context parallelism across Qwen3.5's Gated DeltaNet (Megatron-Core's layer) only
    assert [s.families for s in fw.recurrent_cp] == [
        ("qwen3_5", "qwen3_5_moe", "qwen3_5_text", "qwen3_5_moe_text")
    ]
    plan = Plan(method="full", framework="llamafactory-megatron", gpus_per_node=8)
    assert (plan.zero, plan.recompute.value, plan.precision.value) == (
        0,
        "none",
        "mixed_fp32_grads",
    )
    cat = shipped_catalog()
    example = plan.with_changes(pp=4, ep=2, recompute="full", seq_len=4096, grad_accum=8)
    check_plan(cat.model("qwen3-30b-a3b"), example, H100)
    with pytest.raises(ValidationError, match="does not offer lora"):
        Plan(method="lora", framework="llamafactory-megatron", gpus_per_node=8)
    # its Qwen3-Next keeps the Gated DeltaNet layers whole on every tensor-parallel GPU
    with pytest.raises(PlanError, match="whole on every tensor-parallel GPU") as err:
        check_plan(cat.model("qwen3-next-80b-a3b"), plan.with_changes(tp=2, ep=4), H100)
    assert err.value.field == "tp"
    check_plan(cat.model("qwen3-next-80b-a3b"), plan.with_changes(ep=8), H100)
