"""A fine-tuning workload named by its published data set: the samples and lengths it fills,
what they do to the estimate, and how the name behaves when the values are edited."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.plan.datasets import (
    SAMPLE_FIELDS,
    TRAINING_DATASETS,
    training_dataset_fields,
)
from hwplanner.engine.plan.enums import TrainingDataset
from hwplanner.engine.plan.workload import Workload

# ms-swift's 'Statistic (token)' rows (modelscope/ms-swift@009f37a3): alpaca-gpt4-data-en
# 52002 rows, 167.6±123.9, max 607; -zh 48818, 157.2±93.2, max 544; self-cognition 108,
# 58.9±20.3, max 131
ALPACA_EN = {"dataset_samples": 52_002, "sample_tokens_mean": 168, "sample_tokens_max": 607}


def test_a_data_set_fills_its_samples_and_lengths_and_the_given_ones_win() -> None:
    w = Workload(training_dataset="alpaca-gpt4-en")
    assert {f: getattr(w, f) for f in SAMPLE_FIELDS} == ALPACA_EN
    subset = Workload(training_dataset="alpaca-gpt4-en", dataset_samples=500)  # '#500'
    assert subset.dataset_samples == 500 and subset.sample_tokens_max == 607
    assert Workload().training_dataset == "custom" and training_dataset_fields("custom") == {}
    # ms-swift's examples: 500 samples of each of alpaca-gpt4 zh, en and self-cognition
    mix = Workload(training_dataset="swift-example-mix")
    assert (mix.dataset_samples, mix.sample_tokens_mean, mix.sample_tokens_max) == (1500, 128, 607)


def test_choosing_a_data_set_replaces_the_values_and_an_edited_length_makes_them_custom() -> None:
    w = Workload(sample_tokens_mean=3000, sample_tokens_max=8000, dataset_samples=10)
    alpaca = w.with_changes(training_dataset="alpaca-gpt4-en")
    assert {f: getattr(alpaca, f) for f in SAMPLE_FIELDS} == ALPACA_EN
    fewer = alpaca.with_changes(dataset_samples=500)  # a subset keeps the name
    assert fewer.training_dataset == "alpaca-gpt4-en" and fewer.sample_tokens_mean == 168
    longer = alpaca.with_changes(sample_tokens_max=4096)  # no longer the data set's lengths
    assert longer.training_dataset == "custom" and longer.sample_tokens_max == 4096
    back = alpaca.with_changes(training_dataset="custom")  # kept, editable
    assert back.sample_tokens_mean == 168 and back.dataset_samples == 52_002


@given(st.sampled_from(sorted(TRAINING_DATASETS)))
def test_every_data_set_is_a_valid_workload(name: str) -> None:
    w = Workload(training_dataset=name)
    found = TRAINING_DATASETS[name]
    assert w.sample_tokens_mean == found.mean <= found.longest == w.sample_tokens_max
    assert w.dataset_samples == found.samples
    assert set(TRAINING_DATASETS) == set(TrainingDataset) - {TrainingDataset.CUSTOM}


def test_short_samples_shrink_a_padding_free_micro_batch_and_the_estimate_says_where_from() -> None:
    """Megatron-SWIFT's LoRA example (Qwen2.5-7B, 2 GPUs, TP 2, 16 sequences a micro-batch of
    up to 2,048 tokens, padding-free): its header reads 2 × 14 GiB on ms-swift's example mix;
    without the data's lengths every sample is taken as long as the sequence."""
    kw = dict(framework="swift-megatron", gpus_per_node=2, tp=2, sequence_parallel=True,
              lora_rank=8, micro_batch=16, global_batch=16, seq_len=2048, solve=False)  # fmt: skip
    unknown = api.estimate("qwen2.5-7b", "a100-sxm-80gb", "lora", **kw)
    mix = api.estimate("qwen2.5-7b", "a100-sxm-80gb", "lora", training_dataset="swift-example-mix",
                       **kw)  # fmt: skip
    full = unknown.memory.components["activations"].value
    short = mix.memory.components["activations"].value
    assert short < full / 5
    notes = [str(n) for n in mix.notes]
    assert any(n.startswith("Samples of ms-swift example mix: 1,500 of 128 tokens") for n in notes)
    assert not any(n.startswith("Samples of") for n in map(str, unknown.notes))


def test_the_cli_takes_the_data_set_by_name() -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        cmd = [sys.executable, "-m", "hwplanner", "estimate", "--model", "qwen2.5-7b", "--gpu",
               "a100-sxm-80gb", "--method", "lora", "--no-solve", *args]  # fmt: skip
        return subprocess.run(cmd, capture_output=True, text=True, check=False)

    ok = run("--training-dataset", "alpaca-gpt4-zh", "--json")
    assert ok.returncode == 0, ok.stderr
    doc = json.loads(ok.stdout)
    assert any(w.startswith("Samples of alpaca-gpt4 (zh)") for w in doc["notes"])
    bad = run("--training-dataset", "alpaca")
    assert bad.returncode == 2 and "--training-dataset" in bad.stderr
    assert "alpaca-gpt4-en" in bad.stderr


def test_a_project_keeps_the_data_set(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.project import Project, ScenarioSpec, load_project, save_project

    work = Workload(training_dataset="longalpaca-12k").with_changes(dataset_samples=1000)
    spec = ScenarioSpec(name="long", model_id="llama-3-8b", gpu_id="h100-sxm-80gb",
                        plan=Plan(method="lora", seq_len=32768), workload=work)  # fmt: skip
    path = tmp_path / "p.json"
    save_project(Project(name="p", scenarios=[spec]), path)
    back = load_project(path).scenarios[0].workload
    assert back.training_dataset == "longalpaca-12k" and back.dataset_samples == 1000
    assert back.sample_tokens_max == 25_826


@pytest.mark.parametrize("method", ["pretrain", "dpo", "inference"])
def test_the_field_applies_to_fine_tuning_only(method: str) -> None:
    from hwplanner.engine.plan.fields import fine_tuning
    from hwplanner.engine.plan.plan import Plan

    assert not fine_tuning(Plan(method=method), None)
    assert fine_tuning(Plan(method="qlora"), None)
