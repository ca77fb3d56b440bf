"""The command-line contract: options, JSON keys, exit codes, one-line errors."""

import json
from pathlib import Path

import pytest

from hwplanner import __version__
from hwplanner.cli import main
from hwplanner.engine.plan.frameworks import FRAMEWORKS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_estimate_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "estimate",
        "--model",
        "llama-3.1-8b",
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "lora",
        "--seq-len",
        "2048",
        "--json",
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["params"]["total"] == 8_030_261_248
    assert doc["params"]["active"] == 8_030_261_248
    assert doc["params"]["trainable"] == 41_943_040
    mem = doc["memory_per_gpu_bytes"]
    for key in ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead"):
        assert mem[key] >= 0
    assert mem["total"] == pytest.approx(
        sum(
            mem[k]
            for k in ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
        )
    )
    assert doc["gpu"]["capacity_bytes"] == int(79.65 * 2**30) or doc["gpu"]["capacity_bytes"] > 0
    assert doc["fits"] is True
    assert doc["min_gpus"] == 1
    assert "formula" in doc["explain"]["memory.weights"]


def test_every_documented_flag_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys,
        "estimate",
        "--model",
        "mixtral-8x7b",
        "--method",
        "lora",
        "--gpu",
        "a100-sxm-80gb",
        "--gpus",
        "8",
        "--nodes",
        "2",
        "--precision",
        "mixed",
        "--weight-format",
        "bf16",
        "--optimizer",
        "adamw-8bit",
        "--seq-len",
        "4096",
        "--micro-batch",
        "2",
        "--grad-accum",
        "4",
        "--recompute",
        "selective",
        "--attention",
        "flash",
        "--lora-rank",
        "32",
        "--lora-targets",
        "attention,experts",
        "--freeze-layers",
        "2",
        "--zero",
        "2",
        "--tp",
        "2",
        "--pp",
        "1",
        "--ep",
        "2",
        "--offload",
        "none",
        "--kv-dtype",
        "fp8",
        "--batch",
        "4",
        "--context",
        "8192",
        "--framework",
        "deepspeed",
        "--json",
    )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["plan"]["lora_targets"] == ["q", "k", "v", "o", "experts"]
    assert doc["gpu"]["count"] == 16


def test_readable_table(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--method", "full")
    # with the Trainer's checkpointing (off by default, then no count fits: 82 GB of activations)
    code, out, _ = run(capsys, *args, "--recompute", "full")
    assert code == 0
    assert "Optimizer states" in out and "does NOT fit" in out
    assert "Fewest" in out


@pytest.mark.parametrize(
    ("argv", "field"),
    [
        (["--model", "no-such-model", "--gpu", "h100-sxm-80gb"], "--model"),
        (["--model", "llama-3.1-8b", "--gpu", "no-such-gpu"], "--gpu"),
        (["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--seq-len", "0"], "--seq-len"),
        (
            ["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--micro-batch", "-3"],
            "--micro-batch",
        ),
        (["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8", "--tp", "3"], "--tp"),
        (
            ["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--lora-targets", "xyz"],
            "--lora-targets",
        ),
        (["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "nope"], "--method"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], field: str
) -> None:
    code, out, err = run(capsys, "estimate", *argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and field.lstrip("-") in lines[0], err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("flag", "value"),
    [("--price-per-gpu-hour", "-1"), ("--exchange-rate", "0"), ("--goodput", "1.5")],
)
def test_bad_prices_and_rates_name_the_option(
    capsys: pytest.CaptureFixture[str], flag: str, value: str
) -> None:
    argv = ["--model", "llama-3.1-8b", "--gpu", "rtx-4090", "--method", "qlora", flag, value]
    code, out, err = run(capsys, "estimate", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and flag in err and "allowed range" in err


def test_unknown_price_is_null_and_a_dash(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--model", "llama-3.1-8b", "--gpu", "rtx-4090", "--method", "qlora", "--no-solve"]
    code, out, _ = run(capsys, "estimate", *argv, "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["cost"]["cloud_usd"] is None
    assert doc["cost_cloud_items"]["cloud_gpu_usd"] is None
    assert doc["prices"]["cloud_usd_per_gpu_hour"] is None
    assert doc["currency"] == {"code": "USD", "per_usd": 1.0}
    assert any(
        "--price-per-gpu-hour" in w or "cloud_usd_per_gpu_hour" in w for w in doc["warnings"]
    )
    code, out, _ = run(capsys, "estimate", *argv)
    line = next(x for x in out.splitlines() if x.strip().startswith("Cloud cost"))
    assert line.rstrip().endswith("—") and "$0" not in out.split("Cloud line items")[0]
    assert "set --price-per-gpu-hour or choose another --price-set" in out


def test_money_in_yuan(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--model", "llama-3.1-8b", "--gpu", "rtx-4090", "--method", "qlora", "--no-solve"]
    argv += ["--region", "cn", "--price-set", "market_rental", "--currency", "CNY"]
    code, out, _ = run(capsys, "estimate", *argv)
    assert code == 0
    assert "CN¥1.88" in out  # AutoDL's 4090 rate, per GPU-hour


def test_config_json_from_disk(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = {
        "model_type": "qwen2",
        "hidden_size": 896,
        "intermediate_size": 4864,
        "num_attention_heads": 14,
        "num_hidden_layers": 24,
        "num_key_value_heads": 2,
        "vocab_size": 151936,
        "tie_word_embeddings": True,
    }
    path = tmp_path / "qwen" / "config.json"
    path.parent.mkdir()
    path.write_text(json.dumps(cfg))
    code, out, _ = run(capsys, "estimate", "--model", str(path), "--gpu", "rtx-4090", "--json")
    assert code == 0
    assert json.loads(out)["params"]["total"] == 494_032_768


def test_malformed_config_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "config.json"
    path.write_text("{not json")
    code, _, err = run(capsys, "estimate", "--model", str(path), "--gpu", "rtx-4090")
    assert code == 2 and "--model" in err and len(err.strip().splitlines()) == 1


def test_catalog_listing(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "catalog", "gpus", "--json")
    assert code == 0
    gpus = json.loads(out)
    assert len(gpus) >= 30 and all(g["source"] for g in gpus)
    code, out, _ = run(capsys, "catalog", "models")
    assert code == 0 and "llama-3.1-8b" in out


def test_recommend_ranks_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "recommend",
        "--model",
        "llama-3.1-8b",
        "--method",
        "lora",
        "--tokens",
        "1e8",
        "--gpu-filter",
        "h100-sxm-80gb,rtx-4090",
        "--deadline-hours",
        "24",
        "--json",
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["by_time"] and doc["by_cost"]
    hours = [o["hours"] for o in doc["by_time"]]
    assert hours == sorted(hours)
    assert {o["gpu"] for o in doc["by_time"]} <= {"h100-sxm-80gb", "rtx-4090"}
    assert all({"tp", "pp", "ep", "cp", "zero"} <= set(o) for o in doc["by_time"])
    code, _, err = run(capsys, "recommend", "--model", "llama-3.1-8b", "--budget-usd", "-1")
    assert code == 2 and "--budget-usd" in err
    # --gpu names a GPU type to consider, as --gpu-filter does
    base = ("recommend", "--model", "llama-3.1-8b", "--method", "lora", "--json")
    code, out, _ = run(capsys, *base, "--gpu", "rtx-4090")
    assert code == 0 and {o["gpu"] for o in json.loads(out)["by_time"]} == {"rtx-4090"}
    code, _, err = run(capsys, *base, "--gpu", "nope")
    assert code == 2 and "--gpu: unknown GPU 'nope'" in err


def test_recommend_says_how_each_option_lays_the_model_out() -> None:
    """The readable table's layout column, in the frameworks' terms: the parallel degrees,
    a training plan's ZeRO stage (FSDP's name for it under FSDP), then the copies (serving
    replicas, data-parallel ranks)."""
    from hwplanner.cli.recommend import layout
    from hwplanner.engine.plan.plan import Plan

    assert layout(Plan(method="inference"), serving=True) == "—"
    served = Plan(method="inference", gpus_per_node=8, tp=4)
    assert layout(served, serving=True) == "TP 4 · 2 replicas"
    dep = Plan(method="inference", framework="trtllm", gpus_per_node=8, tp=8, ep=8, attention_dp=8)
    assert layout(dep, serving=True) == "TP 8 · EP 8 · attention DP 8"
    trained = Plan(method="full", framework="megatron", gpus_per_node=8, nodes=2, tp=2, pp=2)
    assert layout(trained.model_copy(update={"zero": 1}), serving=False) == (
        "TP 2 · PP 2 · ZeRO-1 · 4 data-parallel"
    )
    # a plan sharded through PyTorch FSDP says so in FSDP's words
    axolotl = Plan(method="full", framework="axolotl", gpus_per_node=8, zero=3)
    assert layout(axolotl, serving=False) == "ZeRO-3 · 8 data-parallel"  # DeepSpeed's
    fsdp = axolotl.with_changes(sharding="fsdp")
    assert layout(fsdp, serving=False) == "FSDP FULL_SHARD · 8 data-parallel"


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_recommend_table_reads_in_the_language_with_columns_aligned(
    capsys: pytest.CaptureFixture[str], qapp: object, lang: str
) -> None:
    """Every column starts at the same terminal column on every row (CJK characters take two),
    the GPU column fits its longest name, and an option without a price is never a silent
    "yes" against a budget."""
    from hwplanner.cli.report import width_of
    from hwplanner.gui import language

    try:
        code, out, _ = run(
            capsys,
            "recommend",
            "--model",
            "llama-3.1-70b",
            "--method",
            "qlora",
            "--top",
            "4",
            "--gpu-filter",
            "v100-sxm2-16gb,gb200,b200,gaudi3",
            "--budget-usd",
            "1000",
            "--lang",
            lang,
        )
    finally:
        language.install("en")
    assert code == 0
    table = out.split("\n\n")[1].splitlines()  # after the budget line
    header, rows = table[1], table[2:]
    assert rows and all(width_of(r) <= width_of(header) + 30 for r in rows)
    where = "方式" if lang == "zh_TW" else "where"
    column = width_of(header[: header.index(where)])
    for row in rows:  # the "where" column starts under its header on every row
        cut = next(i for i in range(len(row)) if width_of(row[:i]) >= column)
        assert row[cut - 1] == " " and row[cut] != " ", row
    unknown = "無法對照預算" if lang == "zh_TW" else "budget unknown"
    priceless = [r for r in rows if r.split()[-1] != "—" and "—" in r]
    assert all(unknown in r for r in priceless), priceless
    if lang == "zh_TW":
        assert "最快的選項" in table[0] and "Fastest" not in out


@pytest.mark.parametrize(
    "fw", sorted(__import__("hwplanner.engine.plan.frameworks").engine.plan.frameworks.FRAMEWORKS)
)
def test_a_project_file_and_the_cli_give_the_same_total(
    fw: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue's case: a plan saying only method and framework (what the GUI's combo makes)
    estimates what `--framework` gives on the command line, for every profile."""
    offered = FRAMEWORKS[fw].methods
    method = offered[1] if len(offered) > 1 else offered[0]
    gpu = "apple-m4-max-128gb" if FRAMEWORKS[fw].gpu_vendor == "Apple" else "h100-sxm-80gb"
    doc = {
        "schema_version": 2,
        "format": "hwplanner-project",
        "scenarios": [
            {
                "model_id": "llama-3.1-8b",
                "gpu_id": gpu,
                "plan": {"method": method.value, "framework": fw},
            }
        ],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "estimate", str(path), "--json", "--no-solve")
    assert code == 0
    from_project = json.loads(out)["scenarios"][0]["memory_per_gpu_bytes"]["total"]
    argv = ["--model", "llama-3.1-8b", "--gpu", gpu, "--method", method.value]
    code, out, _ = run(capsys, "estimate", *argv, "--framework", fw, "--json", "--no-solve")
    assert code == 0
    assert json.loads(out)["memory_per_gpu_bytes"]["total"] == from_project


def test_a_project_with_an_invalid_plan_is_refused_like_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = {
        "schema_version": 2,
        "format": "hwplanner-project",
        "scenarios": [
            {"name": "TP 3", "model_id": "llama-3.1-8b", "plan": {"gpus_per_node": 3, "tp": 3}}
        ],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc))
    code, out, err = run(capsys, "estimate", str(path))
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0
    assert 'scenario "TP 3": plan.tp: 3 does not divide the model\'s 32 attention heads' in err
    code, _, err = run(
        capsys,
        "estimate",
        "--model",
        "llama-3.1-8b",
        "--gpu",
        "h100-sxm-80gb",
        "--gpus",
        "3",
        "--tp",
        "3",
    )
    assert code == 2 and "--tp: 3 does not divide the model's 32 attention heads" in err


def test_flags_next_to_a_project_override_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from hwplanner.paths import examples_dir

    example = examples_dir() / "7b-lora-rtx4090.json"
    code, out, _ = run(capsys, "estimate", str(example), "--gpus", "4", "--json", "--no-solve")
    assert code == 0
    assert {s["gpu"]["count"] for s in json.loads(out)["scenarios"]} == {4}
    code, _, err = run(capsys, "estimate", str(example), "--scenario", "nope")
    assert code == 2 and "--scenario: no scenario named 'nope'; the project has:" in err


def test_tight_verdict_in_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora")
    args = (*args, "--recompute", "full")  # the Trainer's default is off
    code, out, _ = run(capsys, *args, "--seq-len", "32768", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["verdict"] == "tight" and doc["fits"] is True
    code, out, _ = run(capsys, *args, "--seq-len", "32768")
    assert code == 0 and "Verdict: tight" in out


def test_borderline_verdict_in_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    """Over at the expected overheads, under at their low end: the JSON says borderline (not
    fits), the text says it may not fit with what the low end needs, and the proposals stand."""
    args = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora")
    args = (*args, "--recompute", "full", "--seq-len", "34816")
    code, out, _ = run(capsys, *args, "--json")
    doc = json.loads(out)
    assert code == 0 and doc["verdict"] == "borderline" and doc["fits"] is False
    assert doc["proposals"]
    code, out, _ = run(capsys, *args)
    assert code == 0 and "Verdict: may NOT fit — " in out and "it runs at their low end" in out
    assert "To fit:" in out


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_gpu_table_names_the_parts_and_reads_in_the_language(
    capsys: pytest.CaptureFixture[str], qapp: object, lang: str
) -> None:
    """Without --gpu: the memory parts by their names (not JSON keys), only those the plan
    holds (summary.left_out), and the table in the chosen language, aligned by display width."""
    from hwplanner.cli.report import width_of
    from hwplanner.gui import language

    try:
        code, out, _ = run(
            capsys, "estimate", "--model", "llama-3.1-70b", "--method", "qlora", "--lang", lang
        )
    finally:
        language.install("en")
    assert code == 0
    lines = out.splitlines()
    parts = lines[1]
    assert "kv_cache" not in parts and "0.0 GB" not in parts
    assert ("權重" if lang == "zh_TW" else "Weights") in parts
    header, rows = lines[3], lines[4:]
    fewest = "最少數量" if lang == "zh_TW" else "fewest"
    end = width_of(header[: header.index(fewest) + len(fewest)])
    for row in rows:  # the count column ends under its heading on every row
        cut = next(i for i in range(len(row) + 1) if width_of(row[:i]) >= end)
        assert row[cut - 1] != " " and row[cut] == " ", row
    if lang == "zh_TW":
        assert "都容納不下" in out and "none fits" not in out


def test_explain_reads_in_the_chosen_language(
    capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    """`--explain --lang zh_TW`: every figure's working (inputs, values, units, notes and
    sources) in Chinese, as the app's Explain panel shows it; English stays the engine's."""
    from hwplanner.gui import language
    from tests.sheet_words import english

    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "lora"]
    try:
        code, out, _ = run(capsys, *argv, "--explain", "--lang", "zh_TW")
    finally:
        language.install("en")
    assert code == 0
    working = out.split("每個數字的計算方式", 1)[1]
    assert "此 GPU 上的可訓練參數 = 41,943,040" in working
    kept = {"A", "S", "logit", "logits/loss", "rank", "dq", "flash", "bucket", "reduce", "id"}
    kept |= {"embedding", "in+out", "foreach", "key/value", "Little"}
    data = {"Llama 3.1 8B", "NVIDIA H100 SXM5 80GB"}
    left = [
        (words, line)
        for line in working.splitlines()
        # the command line names an option by its flag (--mfu): that is the CLI's word for it
        if (
            words := [
                w for w in english(line, data) if w not in kept and f"--{w.lstrip('-')}" not in line
            ]
        )
    ]
    assert not left, left[:8]
    code, out, _ = run(capsys, *argv, "--explain")
    assert "trainable params on this GPU = 41,943,040" in out


def test_explain_lists_the_plan_values_the_user_did_not_set(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--explain says where each default comes from: the 70B LoRA's recompute is torchtune's
    value for models of 60B parameters and more."""
    argv = ["estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--gpus", "8"]
    assert main([*argv, "--method", "lora", "--framework", "torchtune", "--explain"]) == 0
    out = capsys.readouterr().out
    section = out.split("Plan values you did not set, and where they come from")[1]
    section = section.split("How each figure was computed")[0]
    recompute = next(line for line in section.splitlines() if "Recompute" in line)
    assert "full" in recompute and "models of 60B parameters and more" in recompute
    assert "Method" not in section  # the user's own values are not listed


@pytest.mark.parametrize(
    ("argv", "expect"),
    [
        # 22 frameworks listed whole made a 500-character line; a near name is offered
        (["--framework", "torchtun"], "choose one of 38: hf, torchtune"),
        (["--framework", "a/" * 3000], "(6,000 characters)"),
        # an unrecognized argument is not quoted by argparse: it was printed whole
        (["--", "x" * 300], "(300 characters)"),
    ],
)
def test_usage_errors_stay_one_short_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], expect: str
) -> None:
    code, _, err = run(
        capsys, "estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", *argv
    )
    assert code == 2 and err.count("\n") == 1 and len(err) < 400, err
    assert expect in err
    if "torchtun" in argv:
        assert "nearest: torchtune" in err and "--help lists them all" in err


def test_cli_errors_go_through_logging_to_the_terminal_and_the_log(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """CLI errors bypassed the log: the one terminal line is a `logging` record too, appended
    to the log once its folder exists (a mistyped command makes no folders)."""
    from hwplanner import paths

    log = paths.log_file()
    code, _, err = run(capsys, "estimate", "--model", "no-such-model", "--gpu", "h100-sxm-80gb")
    assert code == 2 and err.startswith("hwplanner: error: ") and err.count("\n") == 1
    assert not log.parent.exists()
    log.parent.mkdir(parents=True)
    code, _, err = run(capsys, "estimate", "--model", "no-such-model", "--gpu", "h100-sxm-80gb")
    assert code == 2
    line = log.read_text(encoding="utf-8").splitlines()[-1]
    assert line.endswith(err.strip().removeprefix("hwplanner: "))
    assert " ERROR hwplanner.cli: error: " in line


PADDED = (
    "--model",
    "qwen2.5-7b",
    "--method",
    "lora",
    "--seq-len",
    "2048",
    "--recompute",
    "none",
    "--padding",
    "longest",
    "--sample-tokens-mean",
    "150",
    "--sample-tokens-max",
    "300",
)


def test_padded_rows_size_memory_in_every_output(capsys: pytest.CaptureFixture[str]) -> None:
    """Padded to each micro-batch's longest sample, the memory of --json, of the table without
    --gpu, of --max-batch and of recommend is the one for the longest sample's rows, with the
    note that says so, in the chosen language."""
    code, out, _ = run(
        capsys, "estimate", *PADDED, "--gpu", "a100-sxm-80gb", "--json", "--max-batch"
    )
    doc = json.loads(out)
    assert code == 0
    assert any("rows of 300 tokens" in n for n in doc["notes"])
    _, plain, _ = run(
        capsys, "estimate", *PADDED[:-6], "--gpu", "a100-sxm-80gb", "--json", "--max-batch"
    )
    whole = json.loads(plain)
    assert doc["memory_per_gpu_bytes"]["total"] < whole["memory_per_gpu_bytes"]["total"]
    assert doc["max_micro_batch"] > whole["max_micro_batch"]
    code, table, _ = run(capsys, "estimate", *PADDED, "--lang", "zh_TW")
    assert code == 0 and "記憶體以每列 300 個 token 估算" in table
    # recommend fits the padded rows: fewer 24 GB cards than rows of the sequence length
    base = ("recommend", "--gpu", "rtx-4090", "--json")
    code, ranked, _ = run(capsys, *base, *PADDED)
    _, plain, _ = run(capsys, *base, *PADDED[:-6])
    fewest = min(o["gpus"] for o in json.loads(ranked)["by_time"])
    assert code == 0 and fewest < min(o["gpus"] for o in json.loads(plain)["by_time"])


def test_a_gpu_the_catalog_lacks_is_refused_with_the_nearest_and_where_your_own_go(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--gpu h100` names the catalog's H100s and the user's gpus.json; a row written there
    (one of `catalog gpus --json`, changed) is then a GPU like any other."""
    from hwplanner import paths
    from hwplanner.catalog import shipped_catalog

    code, _, err = run(capsys, "estimate", "--model", "llama-3.1-8b", "--gpu", "h100")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "(nearest: h100-sxm-80gb, h100-pcie-80gb, h100-nvl-94gb)" in err
    assert str(paths.user_catalog_dir() / "gpus.json") in err
    code, out, _ = run(capsys, "catalog", "gpus", "--json")
    row = next(g for g in json.loads(out) if g["id"] == "mi300x")
    row.update(id="mi100-mine", name="AMD Instinct MI100 (mine)", memory_gb=32.0)
    row.update(memory_gib=32.0, memory_bandwidth_gbps=1228.8, bf16_tflops=92.3, prices=None)
    paths.user_catalog_dir().mkdir(parents=True)
    doc = {"schema_version": 1, "gpus": [{k: v for k, v in row.items() if v is not None}]}
    (paths.user_catalog_dir() / "gpus.json").write_text(json.dumps(doc))
    shipped_catalog.cache_clear()
    try:
        code, out, err = run(
            capsys, "estimate", "--model", "llama-3.1-8b", "--gpu", "mi100-mine", "--json"
        )
        assert code == 0, err
        assert json.loads(out)["gpu"]["name"] == "AMD Instinct MI100 (mine)"
    finally:
        shipped_catalog.cache_clear()


@pytest.mark.parametrize(
    ("name", "profile"),
    [
        ("torchtitan", "fsdp"),
        ("megatron-bridge", "nemo"),
        ("easyr1", "verl"),
    ],
)
def test_a_framework_by_another_name_is_planned_with_its_profile_and_says_so(
    capsys: pytest.CaptureFixture[str], name: str, profile: str
) -> None:
    """torchtitan, Megatron-Bridge and EasyR1 are what people run; the answer is the profile
    that models them (the same plan, byte for byte, but the
    note) and names it."""
    from hwplanner import api

    method = "grpo" if profile == "verl" else "full"
    base = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8")
    code, out, err = run(capsys, *base, "--method", method, "--framework", name, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["plan"]["framework"] == profile
    assert any(f"{name} is planned with the" in n for n in doc["notes"])
    code, mine, _ = run(capsys, *base, "--method", method, "--framework", profile, "--json")
    own = json.loads(mine)
    same = ("memory_per_gpu_bytes", "compute", "time", "cost", "plan", "plan_origins")
    assert all(doc[k] == own[k] for k in same)
    sc, notes = api.scenario("llama-3.1-8b", "h100-sxm-80gb", method, framework=name)
    assert sc.plan.framework == profile and any(name in n for n in notes)


def test_primus_is_refused_naming_the_profiles_of_its_backends(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run(capsys, "estimate", "--model", "llama-3.1-8b", "--framework", "primus")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "--framework:" in err and "megatron" in err and "fsdp" in err


@pytest.mark.parametrize("name", ["gspo", "reinforce_baseline", "dr_grpo"])
def test_an_rl_algorithm_by_its_own_name_is_planned_as_its_method_and_says_so(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """OpenRLHF's REINFORCE++ baseline, GSPO, Dr. GRPO: GRPO's models and FLOPs, a different
    advantage or ratio; the same plan as grpo, byte for byte, but the note."""
    base = ("estimate", "--model", "qwen3-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8")
    base += ("--framework", "verl", "--no-solve", "--json")
    code, out, err = run(capsys, *base, "--method", name)
    assert code == 0, err
    doc = json.loads(out)
    assert doc["plan"]["method"] == "grpo"
    assert any(n.startswith(f"{name} is planned as grpo") for n in doc["notes"])
    _, own, _ = run(capsys, *base, "--method", "grpo")
    mine = json.loads(own)
    assert doc["memory_per_gpu_bytes"] == mine["memory_per_gpu_bytes"]


def test_reinforce_plus_plus_needs_no_group_of_completions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """REINFORCE++ (OpenRLHF --advantage_estimator reinforce) normalises its advantage over the
    batch: one completion a prompt is planned, as GRPO's models and passes, and the plan keeps
    the algorithm; GRPO and REINFORCE++ with a group baseline still need two."""
    base = ("estimate", "--model", "qwen2.5-7b", "--gpu", "h100-sxm-80gb", "--gpus", "8")
    base += ("--framework", "openrlhf", "--no-solve", "--json", "--completions", "1")
    for name in ("reinforce_plus_plus", "reinforce"):
        code, out, err = run(capsys, *base, "--method", name)
        assert code == 0, err
        doc = json.loads(out)
        assert (doc["plan"]["method"], doc["plan"]["rl_algorithm"]) == (
            "grpo",
            "reinforce_plus_plus",
        )
        assert not any("GRPO with one completion" in n for n in doc["notes"])
    code, out, err = run(capsys, *base, "--method", "grpo", "--rl-algorithm", "reinforce_plus_plus")
    assert code == 0, err
    for name in ("grpo", "reinforce_baseline"):
        code, _, err = run(capsys, *base, "--method", name)
        assert code == 2 and "--completions:" in err


def test_recommend_says_how_the_inputs_were_read(capsys: pytest.CaptureFixture[str]) -> None:
    """What estimate says of the inputs (a framework's own notation read, an alias, options
    that change nothing) recommend says too, before its options, and in its JSON notes."""
    argv = ["recommend", "--model", "llama-3.1-8b", "--method", "full", "--framework"]
    argv += ["llamafactory", "--gpus", "8", "--pp", "2", "--gpu-filter", "h100-sxm-80gb"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("LLaMA-Factory runs pipeline stages only through its own backend")
    assert main([*argv, "--json"]) == 0
    notes = json.loads(capsys.readouterr().out)["notes"]
    assert notes[0].startswith("LLaMA-Factory runs pipeline stages only through its own backend")
