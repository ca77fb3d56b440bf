"""A serving workload named by its benchmark data set: the lengths it fills and what they do."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.plan.datasets import LENGTH_FIELDS, SHAREGPT, dataset_lengths
from hwplanner.engine.plan.workload import Workload

SHARE = {"prompt_tokens": 220, "prompt_tokens_max": 1024, "output_tokens": 200}


def test_sharegpt_fills_its_lengths_and_the_given_ones_win() -> None:
    w = Workload(dataset_name="sharegpt")
    assert {f: getattr(w, f) for f in LENGTH_FIELDS} == {**SHARE, "output_tokens_max": 2044}
    mine = Workload(dataset_name="sharegpt", prompt_tokens=217, output_tokens=201)
    assert (mine.prompt_tokens, mine.output_tokens) == (217, 201)  # the run's own averages
    assert (mine.prompt_tokens_max, mine.output_tokens_max) == (1024, 2044)
    assert Workload().dataset_name == "custom" and dataset_lengths("custom") == {}


def test_choosing_a_data_set_replaces_the_lengths_and_custom_keeps_them() -> None:
    w = Workload(prompt_tokens=4000, output_tokens=500)
    share = w.with_changes(dataset_name="sharegpt")
    assert share.prompt_tokens == 220 and share.output_tokens_max == 2044
    back = share.with_changes(dataset_name="custom")
    assert back.prompt_tokens == 220 and back.prompt_tokens_max == 1024  # kept, editable
    edited = share.with_changes(prompt_tokens=230)  # the same data set: nothing refilled
    assert edited.prompt_tokens == 230 and edited.output_tokens == 200
    assert edited.dataset_name == "sharegpt"  # a run's own average keeps the name
    longer = share.with_changes(output_tokens_max=4000)  # no longer ShareGPT's bounds
    assert longer.dataset_name == "custom" and longer.output_tokens_max == 4000


def test_the_pair_is_bounded_as_the_benchmark_samples_it() -> None:
    """ShareGPT keeps a prompt and its answer of 2,048 tokens or fewer: a plan of 2,048 tokens
    of context is not warned that 1,024 + 2,044 exceed it; changed bounds lose the bound."""
    assert Workload(dataset_name="sharegpt").longest_request == SHAREGPT.longest_request
    changed = Workload(dataset_name="sharegpt", output_tokens_max=3000)
    assert changed.longest_request == 1024 + 3000
    est = api.estimate("qwen3-8b", "h100-sxm-80gb", "inference", solve=False, context=2048,
                       dataset_name="sharegpt")  # fmt: skip
    assert not any("exceed the plan's context" in str(w) for w in est.budget.warnings)


def test_a_run_of_sharegpt_lasts_its_longest_answers() -> None:
    """1,000 ShareGPT requests sent at once to Qwen3-32B on one H100 under vLLM: with the data
    set's long tail the run drains on its few long answers (GPUStack measured 1,132 output
    tokens/s, vLLM v0.11.0; planned 1,364: its steps at this load are timed short, LIMITS);
    at fixed averages every request ends together."""
    kw = dict(framework="vllm", batch=1000, run_requests=1000, solve=False)
    fixed = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", prompt_tokens=217,
                         output_tokens=201, **kw)  # fmt: skip
    share = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", dataset_name="sharegpt",
                         prompt_tokens=217, output_tokens=201, **kw)  # fmt: skip
    slow = share.budget.serving["run_output_tokens_per_s"].value
    assert slow < 0.8 * fixed.budget.serving["run_output_tokens_per_s"].value
    assert slow == pytest.approx(1_364, rel=0.05)
    notes = [str(w) for w in share.budget.warnings]
    assert any(n.startswith("Request lengths of ShareGPT") and "is_valid_sequence" in n
               for n in notes)  # fmt: skip
    assert not any("cannot spread evenly" in n for n in notes)  # one note, not a tail each


@given(prompt=st.integers(2, 1024), output=st.integers(2, 2044))
def test_any_averages_within_the_bounds_are_a_workload(prompt: int, output: int) -> None:
    w = Workload(dataset_name="sharegpt", prompt_tokens=prompt, output_tokens=output)
    assert w.prompt_tokens_max == 1024 and w.output_tokens_max == 2044


def test_the_cli_takes_the_data_set_by_name() -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        cmd = [sys.executable, "-m", "hwplanner", "estimate", "--model", "qwen3-8b", "--gpu",
               "h100-sxm-80gb", "--method", "inference", "--no-solve", *args]  # fmt: skip
        return subprocess.run(cmd, capture_output=True, text=True, check=False)

    ok = run("--dataset-name", "sharegpt", "--json")
    assert ok.returncode == 0, ok.stderr
    assert any("Request lengths of ShareGPT" in w for w in json.loads(ok.stdout)["warnings"])
    bad = run("--dataset-name", "alpaca")
    assert bad.returncode == 2 and "--dataset-name" in bad.stderr and "sharegpt" in bad.stderr


def test_an_engine_that_reserves_whole_requests_reserves_each_its_own_answer() -> None:
    """TensorRT-LLM's GUARANTEED_NO_EVICT starts a request when its prompt and the output it
    asks for fit; a benchmark asks each request for its own answer's length, so ShareGPT's
    few 2,044-token answers do not size every request. GPUStack's 1,000 ShareGPT requests to
    Qwen3-32B on one H100 under trtllm-serve: 1,280 output tokens/s (given 641 when every
    request reserved the longest answer)."""
    est = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", solve=False,
                       framework="trtllm", batch=1000, run_requests=1000,
                       dataset_name="sharegpt", prompt_tokens=217, output_tokens=202)  # fmt: skip
    serving = est.budget.serving
    pool = serving["kv_pool_tokens"].value
    assert serving["concurrency_limit"].value > 3 * pool / (217 + 2044)
    assert serving["run_output_tokens_per_s"].value == pytest.approx(1_280, rel=0.25)


def test_narrower_bounds_keep_the_pair_bound_and_a_mean_past_them_is_refused_by_name() -> None:
    for narrower in ({"output_tokens_max": 1500}, {"prompt_tokens_max": 512}):
        assert Workload(dataset_name="sharegpt", **narrower).longest_request == 2048
    assert Workload(dataset_name="sharegpt", output_tokens_max=3000).longest_request == 4024
    with pytest.raises(ValueError, match=r"dataset_name.*1,024 tokens at most, not 5,000"):
        Workload(dataset_name="sharegpt", prompt_tokens=5000)
    mine = Workload(dataset_name="sharegpt", prompt_tokens=5000, prompt_tokens_max=8000)
    assert mine.prompt_tokens_max == 8000  # the user's own longest: no refusal


def test_a_project_keeps_the_data_set_and_the_lengths_edited_after(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.project import Project, ScenarioSpec, load_project, save_project

    work = Workload(dataset_name="sharegpt").with_changes(prompt_tokens=217, output_tokens=201)
    sc = ScenarioSpec(plan=Plan(method="inference"), workload=work)
    path = tmp_path / "p.json"
    save_project(Project(scenarios=(sc,)), path)
    back = load_project(path).scenarios[0].workload
    assert back == work and back.dataset_name == "sharegpt"
    assert (back.prompt_tokens, back.prompt_tokens_max, back.output_tokens_max) == (217, 1024, 2044)


def test_mlperfs_llama2_70b_set_fills_its_lengths_and_cites_them() -> None:
    """MLPerf Inference's Llama 2 70B set (OpenOrca): prompts 222 on average up to 1,021, the
    answers a run decodes 294 on average up to the 1,024 cap; judged, as MLPerf's server
    scenario is, at the 99th percentile (its limits, TTFT 2 s and TPOT 200 ms, as targets)."""
    w = Workload(dataset_name="mlperf-llama2-70b")
    assert {f: getattr(w, f) for f in LENGTH_FIELDS} == {
        "prompt_tokens": 222,
        "prompt_tokens_max": 1021,
        "output_tokens": 294,
        "output_tokens_max": 1024,
    }
    assert w.longest_request == 1021 + 1024
    est = api.estimate("llama-2-70b", "h100-sxm-80gb", "inference", solve=False,
                       gpus_per_node=8, tp=2, framework="trtllm", weight_format="fp8",
                       dataset_name="mlperf-llama2-70b", request_rate=60.0, ttft_slo_ms=2000,
                       tpot_slo_ms=200, slo_percentile=99)  # fmt: skip
    notes = [str(n) for n in est.budget.warnings if str(n).startswith("Request lengths of")]
    assert len(notes) == 1 and "MLPerf Llama 2 70B (OpenOrca)" in notes[0]
    assert "language/llama2-70b" in notes[0] and "is_valid_sequence" not in notes[0]
    top = est.budget.serving["max_request_rate_at_slo"].value
    assert 0 < top < 60 * 2  # four replicas of TP 2 serve tens of requests a second


def test_an_engine_that_reserves_whole_requests_holds_mlperfs_cap() -> None:
    """MLPerf's samples all ask for max_new_tokens 1,024 whatever they decode (SUT.py):
    TensorRT-LLM's capacity scheduler reserves prompt + 1,024 a request, not each answer's own
    length; vLLM's paged cache counts what is decoded."""
    common = dict(solve=False, gpus_per_node=8, tp=2, weight_format="fp8", kv_dtype="fp8",
                  context=4096, batch=256)  # fmt: skip
    trt = api.estimate("llama-2-70b", "h100-sxm-80gb", "inference", framework="trtllm",
                       dataset_name="mlperf-llama2-70b", **common)  # fmt: skip
    inputs = dict(trt.budget.serving["concurrency_limit"].inputs)
    assert inputs["tokens reserved per request"] == 222 + 1024
    assert inputs["output every request asks for (the data set's max_tokens)"] == 1024
    own = api.estimate("llama-2-70b", "h100-sxm-80gb", "inference", framework="trtllm",
                       prompt_tokens=222, output_tokens=294, output_tokens_max=1024,
                       **common)  # fmt: skip
    assert (
        trt.budget.serving["concurrency_limit"].value
        < own.budget.serving["concurrency_limit"].value
    )
    # lengths of the user's own under the data set's name ask for their own answers
    mine = api.estimate("llama-2-70b", "h100-sxm-80gb", "inference", framework="trtllm",
                        dataset_name="mlperf-llama2-70b", output_tokens=1500,
                        output_tokens_max=3000, **{**common, "context": 8192})  # fmt: skip
    assert "output every request asks for (the data set's max_tokens)" not in dict(
        mine.budget.serving["concurrency_limit"].inputs
    )
    vllm = api.estimate("llama-2-70b", "h100-sxm-80gb", "inference", framework="vllm",
                        dataset_name="mlperf-llama2-70b", **common)  # fmt: skip
    assert "output every request asks for (the data set's max_tokens)" not in dict(
        vllm.budget.serving["concurrency_limit"].inputs
    )


@pytest.mark.parametrize(
    ("name", "lengths", "label"),
    [
        ("mlperf-llama3.1-8b", (871, 2540, 128, 128), "MLPerf Llama 3.1 8B (CNN/DailyMail)"),
        ("mlperf-llama3.1-405b", (9429, 19988, 685, 2000), "MLPerf Llama 3.1 405B"),
        ("mlperf-deepseek-r1", (804, 3140, 3886, 20000), "MLPerf DeepSeek-R1"),
    ],
)
def test_mlperfs_newer_sets_fill_their_lengths_and_cite_them(
    name: str, lengths: tuple[int, int, int, int], label: str
) -> None:
    """MLPerf Inference's Llama 3.1 8B (CNN/DailyMail), Llama 3.1 405B and DeepSeek-R1 sets:
    prompts counted per sample from the official data files, answers up to each reference
    SUT's max_tokens (128, 2,000, 20,000), their averages as the rules publish them (405B:
    684.68, R1: 3,886.2; the 8B's is not published: taken at its 128 cap, and said so)."""
    w = Workload(dataset_name=name)
    assert tuple(getattr(w, f) for f in LENGTH_FIELDS) == lengths
    assert w.longest_request == lengths[1] + lengths[3]
    est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False,
                       framework="vllm", weight_format="fp8", dataset_name=name,
                       context=lengths[1] + lengths[3])  # fmt: skip
    notes = [str(n) for n in est.budget.warnings if str(n).startswith("Request lengths of")]
    assert len(notes) == 1 and label in notes[0] and "openshift-psap" in notes[0]
    assumed = [str(n) for n in est.budget.warnings if "answer length is not published" in str(n)]
    assert len(assumed) == (name == "mlperf-llama3.1-8b")
    if assumed:
        assert "taken at the cap every request asks for, 128 tokens" in assumed[0]
        mine = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False,
                            framework="vllm", weight_format="fp8", dataset_name=name,
                            output_tokens=100, context=4096)  # fmt: skip
        assert not [n for n in mine.budget.warnings if "answer length is not" in str(n)]


def test_every_request_of_mlperfs_8b_set_asks_for_128_tokens() -> None:
    """The 8B set's SUT asks max_tokens 128 of every sample: an engine that reserves whole
    requests (TensorRT-LLM's capacity scheduler) holds prompt + 128 a request."""
    trt = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False,
                       framework="trtllm", weight_format="fp8", context=4096, batch=512,
                       dataset_name="mlperf-llama3.1-8b")  # fmt: skip
    inputs = dict(trt.budget.serving["concurrency_limit"].inputs)
    assert inputs["output every request asks for (the data set's max_tokens)"] == 128
    assert inputs["tokens reserved per request"] == 871 + 128
