"""The techniques on the command line: flags, the verdict, one-line refusals (exit 2)."""

import json

import pytest

from hwplanner.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


BASE = ("estimate", "--model", "llama-3.1-8b", "--no-solve")


def test_fits_with_paging_is_said_and_keyed(capsys: pytest.CaptureFixture[str]) -> None:
    argv = (*BASE, "--gpu", "rtx-4090", "--method", "full", "--framework", "torchtune")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    assert "Verdict: fits, with paging (" in out and "paging costs" in out
    code, out, _ = run(capsys, *argv, "--json")
    doc = json.loads(out)
    assert doc["verdict"] == "fits_with_paging" and doc["fits"] is True
    assert doc["paged_bytes"] > 15e9
    assert doc["compute"]["paging_seconds"] > 0
    assert "formula" in doc["explain"]["memory.paged"]
    assert doc["explain"]["memory.loss"]["inputs"]["loss kernel"] == "chunked_linear"


def test_technique_flags_reach_the_plan(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        *BASE,
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "pretrain",
        "--framework",
        "torchtune",
        "--gpus",
        "8",
        "--cp",
        "2",
        "--seq-len",
        "65536",
        "--precision",
        "fp8",
        "--fp8-recipe",
        "rowwise",
        "--loss",
        "chunked_linear",
        "--loss-chunks",
        "16",
        "--activation-offload",
        "--compile",
        "--json",
    )
    assert code == 0
    doc = json.loads(out)
    plan = doc["plan"]
    assert (plan["cp"], plan["precision"], plan["fp8_recipe"]) == (2, "fp8", "rowwise")
    assert plan["loss_chunks"] == 16 and plan["activation_offload"] and plan["compile"]
    assert doc["verdict"] == "fits"
    assert doc["network"]["traffic_cp"] > 0
    # Amdahl over the GEMMs' share of a 64K-token step: attention, in bf16, takes much of it;
    # row-wise GEMMs at 1.43x under compile (their own speed-up with the delayed casts)
    assert doc["compute"]["fp8_speedup"] == pytest.approx(1.0763, rel=1e-3)
    assert doc["compute"]["activation_offload_seconds"] > 0


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (("--gpu", "a100-sxm-80gb", "--method", "full", "--precision", "fp8"), "--precision"),
        (("--gpu", "h100-sxm-80gb", "--framework", "unsloth", "--loss", "chunked"), "--loss"),
        (
            (
                "--gpu",
                "h100-sxm-80gb",
                "--method",
                "full",
                "--framework",
                "hf",
                "--activation-offload",
            ),
            "--activation-offload",
        ),
        (
            (
                "--gpu",
                "h100-sxm-80gb",
                "--method",
                "full",
                "--framework",
                "torchtune",
                "--grad-accum",
                "4",
            ),
            "--optimizer-in-backward",
        ),
        (("--gpu", "h100-sxm-80gb", "--method", "full", "--gpus", "2", "--cp", "4"), "--cp"),
        (("--gpu", "h100-sxm-80gb", "--loss-chunks", "0"), "--loss-chunks"),
    ],
)
def test_bad_technique_input_is_one_line_exit_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], flag: str
) -> None:
    code, out, err = run(capsys, *BASE, *argv)
    assert code == 2 and not out
    assert err.count("\n") == 1 and flag in err


def test_moe_deepep_reaches_the_plan_and_the_network(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        *("estimate", "--model", "qwen3-30b-a3b", "--gpu", "h100-sxm-80gb", "--method", "full"),
        *("--framework", "megatron", "--gpus", "8", "--nodes", "2", "--ep", "16"),
        *("--json", "--no-solve"),
    ]
    seconds = {}
    for flag in ("--no-moe-deepep", "--moe-deepep"):
        code, out, _ = run(capsys, *args, flag)
        doc = json.loads(out)
        assert code == 0 and doc["plan"]["moe_deepep"] is (flag == "--moe-deepep")
        seconds[flag] = doc["network"]["exposed_comm_seconds"]
    assert seconds["--moe-deepep"] < seconds["--no-moe-deepep"]
