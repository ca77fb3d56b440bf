"""`hwplanner check`: real log excerpts (tests/fixtures/logs, each with its source) read into
measurements with the unit each tool meant, set beside the plan they describe, and kept as the
project's own values on request."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.check import logs
from hwplanner.check.compare import CLOSE
from hwplanner.cli import main
from hwplanner.engine.command_documents import CheckDocument
from hwplanner.paths import examples_dir

LOGS = Path(__file__).parent / "fixtures" / "logs"
GIB = 2.0**30


def read(name: str) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    for m in logs.read((LOGS / name).read_text()):
        found.setdefault(m.quantity, []).append(m.value)
    return found


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_each_tool_is_read_in_the_unit_it_meant() -> None:
    v0 = read("vllm_v0_llama31_8b_rtx3090.log")  # vLLM's "GB" divides by 2**30
    assert v0[logs.WEIGHTS] == [pytest.approx(14.9888 * GIB)]
    assert v0[logs.KV_CACHE] == [pytest.approx(3.81 * GIB)]
    assert v0[logs.MEMORY_SHARE] == [0.9] and v0[logs.CONCURRENCY] == [1.56]
    v1 = read("vllm_v1_qwen3_235b_fp8_4xh100.log")
    assert v1 == {logs.KV_CACHE: [pytest.approx(8.11 * GIB)], logs.KV_TOKENS: [178_880.0]}
    sglang = read("sglang_qwen3_235b_fp8_4xh100.log")
    assert sglang == {logs.KV_TOKENS: [367_404.0], logs.KV_CACHE: [pytest.approx(16.46 * GIB)]}
    assert read("vllm_v1_llama31_70b_w8a8.log")[logs.WEIGHTS] == [pytest.approx(67.7229 * GIB)]
    assert read("torch_memory_summary.txt") == {logs.ALLOCATED: [1024 * 1024.0]}
    old = read("torch_memory_summary_old.txt")  # PyTorch 1.6 wrote KiB as "KB"
    assert old == {logs.ALLOCATED: [133_632.0], logs.RESERVED: [2048 * 1024.0]}
    assert read("nvidia_smi.txt") == {logs.DEVICE: [12_433 * 2.0**20]}
    titan = read("torchtitan.log")
    assert titan[logs.RESERVED] == [pytest.approx(49.66 * GIB)] * 6
    assert titan[logs.TOKENS_PER_SECOND][:2] == [5856.0, 5593.0]
    assert titan[logs.MFU][0] == pytest.approx(0.3429)
    # mlx-lm prints MLX's allocated peak in GB of 10⁹ bytes, and its trainer's tokens/s
    assert read("mlx_lm_lora.log") == {
        logs.ALLOCATED: [121.55e9], logs.TOKENS_PER_SECOND: [81.695]
    }  # fmt: skip
    assert read("mlx_lm_generate.log") == {logs.ALLOCATED: [59.349e9]}
    # Megatron's memory report prints MB of 2²⁰ bytes, one line a rank; Megatron-DeepSpeed's
    # iteration line the tokens per GPU per second
    mds = read("megatron_deepspeed_polaris.log")
    assert mds[logs.ALLOCATED] == [pytest.approx(22332.37255859375 * 2**20)] * 2
    assert mds[logs.RESERVED] == [35824.0 * 2**20, 32994.0 * 2**20]
    assert mds[logs.TOKENS_PER_SECOND] == [775.25, 1613.503]


@pytest.mark.parametrize(
    ("line", "quantity", "value", "note"),
    [
        ("max_memory_allocated: 12.5 GiB", logs.ALLOCATED, 12.5 * GIB, ""),
        ("torch.cuda.max_memory_reserved() = 17179869184", logs.RESERVED, 2.0**34, "bytes"),
        ("Max memory allocated 9.3 GB", logs.ALLOCATED, 9.3e9, "1024³"),
        ("max_memory_reserved 2048 MiB", logs.RESERVED, 2048 * 2.0**20, ""),
    ],
)
def test_printed_counters_keep_the_unit_the_script_printed(
    line: str, quantity: str, value: float, note: str
) -> None:
    (m,) = logs.read(line)
    assert (m.quantity, m.value) == (quantity, pytest.approx(value))
    assert note in m.note


def test_a_bare_small_number_or_unrelated_text_is_never_a_measurement() -> None:
    assert logs.read("max_memory_allocated: 12") == ()
    assert logs.read("GPU 0: 80 GB, 700 W\nloss 1.23 step 10") == ()


@given(st.text(max_size=400))
def test_any_text_reads_without_failing(text: str) -> None:
    for m in logs.read(text):
        assert (m.value >= 0 and m.quantity in logs.UNITS) or m.quantity


def test_vllm_on_a_3090_beside_its_plan() -> None:
    """The run of vllm-project/vllm#10517: weights agree; vLLM's pool is a quarter smaller
    than the plan's, and the check says what an engine keeps outside its pool."""
    est = api.estimate(
        "llama-3.1-8b", "rtx-3090", "inference", solve=False, framework="vllm",
        context=20000, batch=1,
    )  # fmt: skip
    rows = {
        r.quantity: r for r in api.check(est, (LOGS / "vllm_v0_llama31_8b_rtx3090.log").read_text())
    }
    assert list(rows) == [logs.WEIGHTS, logs.KV_CACHE, logs.CONCURRENCY, logs.MEMORY_SHARE]
    weights = rows[logs.WEIGHTS]
    assert abs(weights.difference or 1) < 0.01 and weights.cause == ""
    pool = rows[logs.KV_CACHE]
    assert pool.difference is not None and pool.difference < -CLOSE
    assert "outside the pool" in pool.cause and "max_num_batched_tokens" in pool.cause
    assert rows[logs.CONCURRENCY].difference == pytest.approx(pool.difference, abs=0.01)
    assert rows[logs.MEMORY_SHARE].difference == 0


def test_the_same_model_on_vllm_and_sglang_counts_the_same_bytes_per_token() -> None:
    """vllm-project/vllm#21348, Qwen3-235B-A22B-FP8 on 4 × H100: each engine's pool ÷ its
    tokens is the plan's KV bytes per token; what differs is what each keeps outside the pool."""
    for framework, name in (("vllm", "vllm_v1_qwen3_235b_fp8_4xh100.log"),
                            ("sglang", "sglang_qwen3_235b_fp8_4xh100.log")):  # fmt: skip
        share = {"memory_share": 0.93} if framework == "sglang" else {}
        est = api.estimate(
            "qwen3-235b-a22b", "h100-sxm-80gb", "inference", solve=False, framework=framework,
            tp=4, gpus_per_node=4, context=40960, batch=1, weight_format="fp8", **share,
        )  # fmt: skip
        rows = {r.quantity: r for r in api.check(est, (LOGS / name).read_text())}
        pool, tokens = rows[logs.KV_CACHE], rows[logs.KV_TOKENS]
        assert pool.planned and tokens.planned
        measured_per_token = pool.measured / tokens.measured
        assert measured_per_token == pytest.approx(pool.planned / tokens.planned, rel=0.02)


def test_check_prints_json_and_a_table_and_refuses_by_name(tmp_path: Path) -> None:
    plan = ("--model", "llama-3.1-8b", "--gpu", "rtx-3090", "--method", "inference",
            "--framework", "vllm", "--context", "20000", "--batch", "1")  # fmt: skip
    log = str(LOGS / "vllm_v0_llama31_8b_rtx3090.log")
    code, out, err = run("check", *plan, "--log", log, "--json")
    assert code == 0, err
    doc = json.loads(out)
    CheckDocument.model_validate(doc)  # the declared document (resources/schemas/check.schema.json)
    assert doc["model"] == "llama-3.1-8b" and doc["stored"] == {} and doc["scenario"] is None
    assert [r["quantity"] for r in doc["rows"]][:2] == ["weights", "kv_cache"]
    assert doc["rows"][0]["cause"] is None and doc["rows"][1]["cause"]
    code, out, _ = run("check", *plan, "--log", log, "--lang", "zh_TW")
    assert code == 0 and "vLLM" in out and "KV" in out
    code, out, _ = run("check", *plan, "--log", log, "--lang", "zh_TW", "--format", "csv")
    assert out.startswith("figure,plan,measured,difference,tool")  # English for programs
    for argv, flag in (
        ((*plan, "--log", str(tmp_path / "none.log")), "--log"),
        ((*plan, "--log", str(LOGS / "README.md")), "--log: no measurement"),
        ((*plan, "--log", log, "--apply"), "--apply: only with a project file"),
        (("--model", "llama-3.1-8b", "--log", log), "--gpu"),
    ):
        code, out, err = run("check", *argv)
        assert code == 2 and not out and err.count("\n") == 1 and flag in err, err


def test_apply_keeps_the_measured_utilisation_and_the_estimate_follows(tmp_path: Path) -> None:
    """torchtitan's MFU (the median over its steps) becomes the scenario's own MFU: the
    estimate then runs at the measured tokens/s."""
    project = tmp_path / "run.json"
    shutil.copy(examples_dir() / "13b-full-finetune.json", project)
    doc = json.loads(project.read_text())
    doc["scenarios"][0]["model_id"] = "llama-3.1-8b"
    doc["scenarios"][0]["gpu_id"] = "h100-sxm-80gb"
    plan = {"method": "pretrain", "framework": "fsdp", "gpus_per_node": 8, "seq_len": 8192}
    doc["scenarios"][0]["plan"] = plan  # torchtitan's Llama 3 8B recipe
    project.write_text(json.dumps(doc))
    log = str(LOGS / "torchtitan.log")
    code, out, err = run("check", str(project), "--log", log, "--apply")
    assert code == 2 and "--scenario:" in err and "2 scenarios" in err  # which one ran?
    code, out, err = run(
        "check", str(project), "--scenario", "0", "--log", log, "--apply", "--gpu", "a100-sxm-80gb"
    )
    assert code == 2 and "--apply: plan options change the scenario" in err
    code, out, err = run("check", str(project), "--scenario", "0", "--log", log, "--apply")
    assert code == 0, err
    assert out.startswith("Scenario: ")
    assert "workload.mfu = 0.3433 (measured by torchtitan)" in out
    kept = json.loads(project.read_text())["scenarios"][0]["workload"]["mfu"]
    assert kept == pytest.approx(0.3433)
    code, out, _ = run("estimate", str(project), "--json")
    estimate = json.loads(out)["scenarios"][0]
    assert estimate["compute"]["mfu"] == pytest.approx(0.3433)
    assert estimate["compute"]["tokens_per_second_per_gpu"] == pytest.approx(5862, rel=0.01)
    code, out, _ = run("check", str(project), "--scenario", "0", "--log", log, "--json")
    assert json.loads(out)["scenario"] == doc["scenarios"][0]["name"]
    rows = {r["quantity"]: r for r in json.loads(out)["rows"]}
    assert abs(rows["tokens_per_second_per_gpu"]["difference"]) < 0.01


def test_vllm_v1_states_its_share_in_the_profile_sentence() -> None:
    line = (
        "Memory profiling takes 4.3 seconds; the current vLLM instance can use total_gpu_memory "
        "(79.10GiB) x gpu_memory_utilization (0.90) = 71.19GiB"
    )
    assert [(m.quantity, m.value) for m in logs.read(line)] == [(logs.MEMORY_SHARE, 0.9)]
    assert logs.read("set gpu_memory_utilization 0.98 for this run") == ()


def test_every_counter_on_a_line_in_the_unit_printed_before_or_after() -> None:
    line = "step 100 | max_memory_allocated (MiB): 146800 | max_memory_reserved (MiB): 152000"
    assert [(m.quantity, m.value) for m in logs.read(line)] == [
        (logs.ALLOCATED, 146_800 * 2.0**20),
        (logs.RESERVED, 152_000 * 2.0**20),
    ]
    (m,) = logs.read("max_memory_allocated(0) = 49103234560")  # the device index skipped
    assert m.value == 49_103_234_560


def test_a_concurrency_is_compared_at_the_length_vllm_printed() -> None:
    """vLLM's "Maximum concurrency for 20000 tokens per request": the plan's pool at 20,000
    tokens a request, whatever the plan's own context (it was −70% at 8,192)."""
    text = (LOGS / "vllm_v0_llama31_8b_rtx3090.log").read_text()
    for context in (20000, 8192, 4096):
        est = api.estimate(
            "llama-3.1-8b", "rtx-3090", "inference", solve=False, framework="vllm",
            context=context, batch=1,
        )  # fmt: skip
        rows = {r.quantity: r for r in api.check(est, text)}
        pool, requests = rows[logs.KV_CACHE], rows[logs.CONCURRENCY]
        assert requests.difference == pytest.approx(pool.difference, abs=0.01)


def test_a_windows_utf16_log_is_read(tmp_path: Path) -> None:
    path = tmp_path / "summary.txt"
    path.write_bytes(b"\xff\xfe" + (LOGS / "nvidia_smi.txt").read_text().encode("utf-16-le"))
    assert [m.quantity for m in logs.read(logs.file_text(path))] == [logs.DEVICE]


def test_a_post_training_plan_says_why_nothing_is_kept(tmp_path: Path) -> None:
    project = tmp_path / "grpo.json"
    shutil.copy(examples_dir() / "grpo-qwen3-8b-h100-a100.json", project)
    log = str(LOGS / "torchtitan.log")
    code, out, err = run("check", str(project), "--scenario", "0", "--log", log, "--apply")
    assert code == 0, err
    assert "Nothing kept: a post-training plan's time is set by its rollouts" in out


def test_a_megatron_deepspeed_log_beside_its_plan() -> None:
    """The ALCF run's reported peaks, the highest rank's, set beside the plan (allocated and
    reserved, with how Megatron's 'MB' was read), as `hwplanner check` prints them."""
    log = str(LOGS / "megatron_deepspeed_polaris.log")
    argv = ["check", "--model", "llama-2-7b", "--gpu", "a100-sxm-40gb", "--json", "--log", log]
    argv += ["--framework", "megatron-deepspeed", "--method", "pretrain", "--gpus", "4"]
    argv += ["--nodes", "2", "--tp", "2", "--zero", "2", "--precision", "mixed"]
    argv += ["--seq-len", "4096", "--micro-batch", "8", "--recompute", "full"]
    code, out, err = run(*argv)
    assert code == 0, err
    rows = {r["quantity"]: r for r in json.loads(out)["rows"]}
    assert rows["allocated"]["measured"] == pytest.approx(22332.37255859375 * 2**20)
    assert rows["reserved"]["measured"] == 35824.0 * 2**20  # the higher rank
    assert rows["allocated"]["tool"] == "Megatron" and "2²⁰" in rows["allocated"]["note"]
    assert rows["tokens_per_second_per_gpu"]["tool"] == "Megatron-DeepSpeed"


# verl's console step line, in the format its logger prints (numpy values as np.float64(…)),
# the values of the quickstart PPO run on one GPU (Qwen2.5-0.5B actor and critic, vLLM at 0.4)
VERL_STEP = (
    "(TaskRunner pid=3165) step:71 - global_seqlen/min:69484 - "
    + " - ".join(f"actor/pad_{i}:np.float64(0.{i})" for i in range(120))  # a long line
    + " - perf/max_memory_allocated_gb:np.float64(20.764535427093506)"
    " - perf/max_memory_reserved_gb:np.float64(25.763671875) - perf/throughput:1220.4"
)


@pytest.mark.parametrize(
    ("line", "allocated", "reserved"),
    [
        (VERL_STEP, 20.764535427093506, 25.763671875),
        ("{'actor/perf/max_memory_allocated_gb': 9.38, 'actor/perf/max_memory_reserved_gb': 13.56}",
         9.38, 13.56),
        ("step:3 - perf/max_memory_allocated_gb:np.float64(1.25e+01)", 12.5, None),
    ],
)  # fmt: skip
def test_verl_step_metrics_are_the_training_phases_in_gib(
    line: str, allocated: float, reserved: float | None
) -> None:
    """verl divides PyTorch's peaks by 1024**3 after the actor's update; its step line runs to
    thousands of characters and is read whole."""
    found = {m.quantity: m for m in logs.read(line)}
    assert found[logs.UPDATE_ALLOCATED].value == pytest.approx(allocated * GIB)
    assert found[logs.UPDATE_ALLOCATED].tool == "verl"
    if reserved is not None:
        assert found[logs.UPDATE_RESERVED].value == pytest.approx(reserved * GIB)
    assert logs.ALLOCATED not in found  # not read twice as a plain counter
    assert len(VERL_STEP) > 4000


def test_a_verl_run_is_set_beside_its_training_phases_not_its_generation() -> None:
    """The quickstart PPO run: its peak falls while vLLM generates (the engine's 0.4 of the
    card), but verl's counters are read after the update: the plan's training phases are what
    they are compared with, within 10% here where the whole peak is twice the reading."""
    est = api.estimate(
        "qwen2.5-0.5b", "a800-sxm-80gb", "ppo", framework="verl", prompts_per_step=256,
        completions=1, prompt_len=512, completion_len=256, completion_len_mean=167,
        micro_batch=4, global_batch=64, rollout="colocate", rollout_tp=1, rollout_memory=0.4,
        reward_model_id="function",
    )  # fmt: skip
    rows = {r.quantity: r for r in api.check(est, VERL_STEP)}
    row = rows[logs.UPDATE_ALLOCATED]
    assert est.memory.phase == "generation"
    assert row.planned is not None and row.planned < est.memory.counted("allocated") / 1.5
    assert abs(row.difference or 1) <= CLOSE
    assert row.whole is not None and row.whole > row.planned
    # verl with vLLM 0.8's sleep mode in the trainer's process: the counters hold the sleeping
    # pool too (a probe's logs: 48 GiB of pool + 5 of training), and the cause says so
    pooled = f"step:9 - perf/max_memory_allocated_gb:np.float64({row.whole / GIB * 0.97})"
    held = {r.quantity: r for r in api.check(est, pooled)}[logs.UPDATE_ALLOCATED]
    assert held.difference is not None and held.difference > CLOSE
    assert held.cause.startswith("the rollout engine ran in the trainer's process")
    # a plan that generates nothing compares its whole peak
    sft = api.estimate("qwen2.5-0.5b", "a800-sxm-80gb", "full")
    assert sft.memory.counted("allocated", training=True) == sft.memory.counted("allocated")


def test_verl_counters_beside_a_serving_plan_have_no_figure() -> None:
    """verl's counters are a training run's: a serving plan has no such figure."""
    est = api.estimate("qwen2.5-0.5b", "a800-sxm-80gb", "inference", framework="vllm")
    rows = {r.quantity: r for r in api.check(est, VERL_STEP)}
    assert rows[logs.UPDATE_ALLOCATED].planned is None


def test_a_critics_counters_are_not_the_actors() -> None:
    line = (
        "{'actor/perf/max_memory_allocated_gb': 9.38, 'critic/perf/max_memory_allocated_gb': 30.1}"
    )
    found = [m for m in logs.read(line) if m.quantity == logs.UPDATE_ALLOCATED]
    assert [m.value for m in found] == [pytest.approx(9.38 * GIB)]
