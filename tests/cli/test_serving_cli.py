"""The serving part of the command-line contract: latency keys, the proposal, bad input."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main

JUDGE = [
    *("estimate", "--model", "qwen3-32b", "--gpu", "h100-sxm-80gb", "--gpus", "2", "--tp", "2"),
    *("--method", "inference", "--framework", "vllm", "--ttft-slo-ms", "1000"),
    *("--tpot-slo-ms", "50"),
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_serving_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, *JUDGE, "--json")
    assert code == 0
    doc = json.loads(out)
    serving = doc["serving"]
    for key in ("ttft_ms", "tpot_ms", "max_concurrency_at_slo", "requests_per_second", "replicas"):
        assert isinstance(serving[key], int | float), key
    assert 0 < serving["ttft_ms"] <= 1000 and 0 < serving["tpot_ms"] <= 50
    assert 1 <= serving["max_concurrency_at_slo"] <= serving["concurrency_limit"]
    assert serving["replicas"] == 1
    assert doc["plan"]["framework"] == "vllm"
    # vLLM's 0.9 of the card, and beside it what its budget leaves out (the CUDA context, NCCL
    # buffers and the allocator's reserve: a few hundred MB to a GB or two)
    share = 0.9 * doc["gpu"]["capacity_bytes"]
    assert share + 0.5e9 < doc["memory_limit_bytes"] < share + 2e9
    assert doc["parallel_proposal"] is None
    assert "serving.ttft_ms" in doc["explain"]


def test_a_tighter_tpot_target_serves_fewer_users(capsys: pytest.CaptureFixture[str]) -> None:
    users = []
    for tpot in ("50", "30", "20"):
        argv = [*JUDGE[:-1], tpot, "--json"]
        code, out, _ = run(capsys, *argv)
        assert code == 0
        users.append(json.loads(out)["serving"]["max_concurrency_at_slo"])
    assert users[0] >= users[1] >= users[2]


def test_table_proposes_the_parallelism_that_fits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--gpus", "8",
        "--method", "inference",
    )  # fmt: skip
    assert code == 0
    assert "To fit: set --tp to 2" in out
    assert "Latency and service levels" in out and "Time to first token" in out


@pytest.mark.parametrize(
    ("flags", "needle"),
    [
        (["--kv-block-size", "24"], "--kv-block-size: invalid choice: 24"),
        (["--ttft-slo-ms", "0"], "--ttft-slo-ms: 0.0 is outside the allowed range 0 < ttft"),
        (["--tpot-slo-ms", "-1"], "--tpot-slo-ms: -1.0 is outside the allowed range"),
        (["--speculative", "draft", "--draft-model", "llama-3.1-70b"], "--draft-model: llama-3"),
        (["--speculative", "draft", "--draft-model", "nope"], "--draft-model: unknown model"),
        (["--speculative", "draft"], "--draft-model: set a draft model"),
        (["--shared-prefix-tokens", "5000"], "--shared-prefix-tokens: 5,000 exceeds the prompt"),
        (["--frontend", "http"], "--frontend: invalid choice: 'http'"),
    ],
)
def test_bad_serving_input_is_one_line_naming_the_flag(
    capsys: pytest.CaptureFixture[str], flags: list[str], needle: str
) -> None:
    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method"]
    code, _, err = run(capsys, *argv, "inference", *flags)
    assert code == 2
    assert needle in err and len(err.strip().splitlines()) == 1


FEWER = [
    *("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"),
    *("--method", "inference", "--batch", "128"),
]


def test_a_paged_pool_with_fewer_full_sequences_runs_on_one_gpu(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, *FEWER)
    assert code == 0
    assert "Verdict: runs — the KV cache pool holds 108 of the 128 sequences" in out
    assert "does NOT fit" not in out and "To fit" not in out
    # it said 'that fit: 1 (…; 91.8 GB per GPU)': the demand at full context, over the card
    assert (
        "Fewest NVIDIA H100 SXM5 80GB that run it: 1 (with the plan's layout; the KV cache pool "
        "holds 108 of 128 sequences at full context)"
    ) in out
    # the table says what the GPU holds: the pool fills vLLM's share
    assert "  Total at full context " in out and "  On the GPU " in out
    on_gpu = next(x for x in out.splitlines() if x.startswith("  On the GPU "))
    assert "77.7 GB" in on_gpu and "(the KV cache pool, " in on_gpu
    code, out, _ = run(capsys, *FEWER, "--json")
    doc = json.loads(out)
    assert doc["verdict"] == "fits_fewer_sequences" and doc["fits"] is True
    assert doc["min_gpus"] == 1 and doc["parallel_proposal"] is None
    assert doc["min_gpus_held_sequences"] == 108
    code, out, _ = run(capsys, *FEWER, "--format", "csv")
    assert "min_gpus,Fewest GPUs that run it,1,count,," in out
    assert (
        "min_gpus_held_sequences,Full-context sequences the KV cache pool holds there,108," in out
    )
    code, out, _ = run(capsys, *FEWER[:-2], "--batch", "8", "--json")  # all eight held
    assert json.loads(out)["min_gpus_held_sequences"] is None


def test_counts_are_integers_in_json_and_unset_targets_unknown(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = (
        "estimate",
        "--model",
        "llama-3.1-8b",
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "inference",
    )
    code, out, _ = run(capsys, *argv, "--json")
    assert code == 0
    serving = json.loads(out)["serving"]
    for key in ("replicas", "max_concurrency_at_slo", "concurrency_limit", "kv_pool_tokens"):
        assert type(serving[key]) is int, key
    assert serving["replicas"] == 1 and serving["max_concurrency_at_slo"] == 392
    inputs = json.loads(out)["explain"]["serving.max_concurrency_at_slo"]["inputs"]
    assert inputs["TTFT target ms"] is None and inputs["TPOT target ms"] is None
    code, out, _ = run(capsys, *argv, "--explain")
    assert "TTFT target ms = —" in out and "TTFT target ms = 0" not in out
    # a plan no replica count serves: replicas is null, not a float infinity
    code, out, _ = run(
        capsys,
        "estimate",
        "--model",
        "llama-3.1-8b",
        "--gpu",
        "rtx-3060",
        "--method",
        "inference",
        "--batch",
        "64",
        "--json",
    )
    assert code == 0 and json.loads(out)["serving"]["replicas"] is None


def test_options_the_plan_does_not_use_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    """--draft-model without --speculative draft, --zero and --lora-rank for serving were
    accepted silently; they are named (the rule that hides their rows in the app)."""
    code, out, _ = run(
        capsys,
        "estimate",
        *("--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "inference"),
        *("--draft-model", "llama-3.2-1b", "--zero", "3", "--json"),
    )
    assert code == 0
    notes = [n for n in json.loads(out)["notes"] if n.startswith("Not used by this plan")]
    assert notes == ["Not used by this plan, so they change nothing: --zero, --draft-model."]
    code, out, _ = run(
        capsys,
        "estimate",
        *("--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora", "--json"),
        *("--lora-rank", "64"),
    )
    assert not any(n.startswith("Not used") for n in json.loads(out)["notes"])


def test_a_hybrid_vllm_would_not_start_is_its_verdict_with_the_setting_that_starts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plan = ["--model", "qwen3-next-80b-a3b", "--gpu", "h100-sxm-80gb", "--gpus", "4", "--tp", "4"]
    plan += ["--method", "inference", "--memory-share", "0.51"]
    code, out, _ = run(capsys, "estimate", *plan)
    assert code == 0
    assert "Verdict on start-up: vLLM stops at start-up: --max-num-seqs (1,024) exceeds" in out
    assert "To start: set --max-num-seqs to 327 (" in out
    code, out, _ = run(capsys, "estimate", *plan, "--json")
    doc = json.loads(out)
    assert doc["verdict"] == "does_not_start" and doc["fits"] is True
    assert doc["start_refusal"].startswith("vLLM stops at start-up: max_num_seqs (1,024)")
    assert [p["changes"] for p in doc["proposals"]] == [{"max_num_seqs": 327}]
    code, out, _ = run(capsys, "estimate", *plan, "--max-num-seqs", "327", "--json")
    doc = json.loads(out)
    assert doc["verdict"] == "fits" and doc["start_refusal"] is None and doc["proposals"] == []
    # eager, vLLM captures no graph of the whole decode batch: it starts
    code, out, _ = run(capsys, "estimate", *plan, "--no-cuda-graphs", "--json")
    doc = json.loads(out)
    assert doc["start_refusal"] is None and doc["verdict"] != "does_not_start"


def test_a_benchmark_run_of_so_many_requests(capsys: pytest.CaptureFixture[str]) -> None:
    plan = ["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "inference"]
    plan += ["--batch", "64", "--json"]
    _, out, _ = run(capsys, "estimate", *plan)
    steady = json.loads(out)["serving"]["ttft_ms"]
    code, out, _ = run(capsys, "estimate", *plan, "--run-requests", "640")
    doc = json.loads(out)
    assert code == 0 and doc["serving"]["ttft_ms"] > steady
    assert "requests in the run" in json.dumps(doc["explain"]["serving.ttft_ms"]["inputs"])
    code, _, err = run(capsys, "estimate", *plan, "--run-requests", "0")
    assert code == 2 and "--run-requests" in err and "1" in err


def test_requests_through_the_server_or_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    """--frontend offline (trtllm-bench, LLM.generate) takes the server's 30 µs a request off a
    busy step; a llama.cpp plan does not use the option and says so."""
    base = ["estimate", "--model", "llama-3.2-1b", "--gpu", "h100-sxm-80gb", "--method"]
    busy = [*base, "inference", "--batch", "1024", "--json", "--no-solve"]
    rates = {}
    for frontend in ("api", "offline"):
        code, out, _ = run(capsys, *busy, "--frontend", frontend)
        doc = json.loads(out)
        assert code == 0 and doc["plan"]["frontend"] == frontend
        rates[frontend] = doc["compute"]["decode_tokens_per_second"]
    assert rates["api"] == pytest.approx(1 / 30e-6) and rates["offline"] > rates["api"]
    code, out, _ = run(capsys, *busy, "--framework", "llamacpp", "--frontend", "offline")
    notes = json.loads(out)["notes"]
    assert code == 0 and any("--frontend" in n for n in notes if n.startswith("Not used"))


def test_cuda_graphs_off_as_enforce_eager(capsys: pytest.CaptureFixture[str]) -> None:
    """--no-cuda-graphs (vLLM --enforce-eager): a small model's decode slows to its launches and
    the graphs' memory goes; a Hugging Face plan does not use the option and says so."""
    base = ["estimate", "--model", "llama-3.2-1b", "--gpu", "h100-sxm-80gb", "--method"]
    one = [*base, "inference", "--batch", "1", "--json", "--no-solve"]
    docs = {}
    for flag in ("--cuda-graphs", "--no-cuda-graphs"):
        code, out, _ = run(capsys, *one, flag)
        assert code == 0
        docs[flag] = json.loads(out)
    assert docs["--no-cuda-graphs"]["plan"]["cuda_graphs"] is False
    rate = {k: d["compute"]["decode_tokens_per_second"] for k, d in docs.items()}
    assert rate["--no-cuda-graphs"] < rate["--cuda-graphs"] / 1.5
    mem = {k: d["memory_per_gpu_bytes"]["overhead"] for k, d in docs.items()}
    assert mem["--no-cuda-graphs"] < mem["--cuda-graphs"]
    code, out, _ = run(capsys, *one, "--framework", "hf", "--no-cuda-graphs")
    notes = json.loads(out)["notes"]
    assert code == 0 and any("--cuda-graphs" in n for n in notes if n.startswith("Not used"))
