"""Every output a refactor must leave unchanged, written to a folder to diff before and after.

The `--json` of every example project (each scenario) and of a fixed list of CLI plans, their
readable reports in English and Chinese, `--explain`, the every-GPU table, recommend, the
catalogs, and every example's printed sheet as data (summary.build_sheet, dated 2026-01-01).
Each command runs in its own process with a fresh home directory (no saved language choice)
and a fixed locale.

    python scripts/snapshot_outputs.py OUT_DIR        # then: diff -r BEFORE AFTER
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# thirty plans across methods, frameworks, parallelism, techniques, serving and post-training
PLANS: tuple[str, ...] = (
    "--model llama-3.1-8b --gpu h100-sxm-80gb --method lora --seq-len 4096",
    "--model llama-3.1-8b --gpu rtx-4090 --method lora",
    "--model llama-3.1-8b --gpu rtx-4090 --method qlora --framework unsloth",
    "--model llama-3.1-70b --gpu h100-sxm-80gb --gpus 8 --nodes 4 --method full "
    "--framework deepspeed --zero 3",
    "--model llama-3.1-70b --gpu a100-sxm-80gb --gpus 8 --nodes 2 --method full --zero 3 "
    "--recompute none",
    "--model llama-3.1-70b --gpu a100-sxm-80gb --method qlora --framework torchtune",
    "--model llama-3.1-405b --gpu h100-sxm-80gb --gpus 8 --nodes 16 --method pretrain "
    "--framework megatron --tp 8 --pp 8 --tokens 1e12",
    "--model qwen3-235b-a22b --gpu h100-sxm-80gb --method qlora",
    "--model deepseek-v3 --gpu h100-sxm-80gb --gpus 8 --method inference --tp 8 "
    "--weight-format fp8",
    "--model qwen3-32b --gpu h100-sxm-80gb --method inference --ttft-slo-ms 500 --tpot-slo-ms 25",
    "--model qwen3-8b --gpu h100-sxm-80gb --method inference --framework sglang "
    "--prefix-caching --shared-prefix-tokens 512",
    "--model llama-3.1-8b --gpu l40s --method inference --framework trtllm --kv-dtype fp8",
    "--model llama-3.1-8b --gpu rtx-3090 --method inference --framework llamacpp "
    "--weight-format q4_0",
    "--model llama-3.1-70b --gpu h100-sxm-80gb --gpus 8 --method inference "
    "--speculative draft --draft-model llama-3.2-1b",
    "--model qwen3-8b --gpu h100-sxm-80gb --gpus 8 --method grpo",
    "--model qwen3-8b --gpu h100-sxm-80gb --gpus 8 --method ppo --framework verl",
    "--model mixtral-8x7b --gpu a100-sxm-80gb --gpus 8 --method dpo",
    "--model llama-3.1-8b --gpu a100-sxm-80gb --gpus 8 --method dpo --adapter lora",
    "--model llama-3.1-8b --gpu h100-sxm-80gb --gpus 8 --method kto --reference precomputed",
    "--model llama-3.1-8b --gpu h100-sxm-80gb --gpus 8 --method full --framework fsdp "
    "--precision fp8 --fp8-recipe rowwise --compile",
    "--model llama-3.1-8b --gpu h100-sxm-80gb --method full --optimizer adamw-8bit "
    "--loss chunked --activation-offload --framework torchtune",
    "--model gemma-2-9b --gpu a100-sxm-40gb --gpus 4 --method full --zero 2 --offload optimizer",
    "--model llama-3.1-8b --gpu h100-sxm-80gb --gpus 8 --method full --cp 4 --seq-len 131072 "
    "--framework megatron --recompute full",
    "--model mixtral-8x7b --gpu h100-sxm-80gb --gpus 8 --nodes 2 --method full "
    "--framework megatron --ep 8 --tp 2",
    "--model llama-3.1-8b --gpu mi300x --method lora --framework llamafactory "
    "--currency CNY --region cn --price-set market_rental",
    "--model qwen2.5-7b --gpu ascend-910b --gpus 8 --method full --framework swift",
    "--model llama-3.1-8b --gpu h100-sxm-80gb --method freeze --freeze-layers 24 "
    "--dataset-tokens 5e8 --epochs 3 --price-per-gpu-hour 2.5 --currency TWD",
    "--model gpt-oss-20b --gpu rtx-5090 --method inference",
    "--model llama-3.1-8b --gpu b200 --gpus 8 --nodes 8 --method pretrain --tokens 1e12 "
    "--framework nemo --precision fp8",
    "--model qwen3-8b --gpu h20-96gb --gpus 8 --method lora --framework axolotl --compile "
    "--loss fused_linear --lora-rank 64 --lora-targets all",
)

OTHER: tuple[tuple[str, str], ...] = (
    ("estimate-nogpu", "estimate --model llama-3.1-8b --method lora --json"),
    ("estimate-nogpu-text", "estimate --model qwen3-32b --method inference"),
    (
        "recommend-lora",
        "recommend --model llama-3.1-70b --method lora --tokens 1e9 --deadline-hours 48 --json",
    ),
    ("recommend-infer", "recommend --model qwen3-32b --method inference --lang zh_TW"),
    ("recommend-text", "recommend --model llama-3.1-8b --method full --tokens 1e10"),
    ("catalog-models", "catalog models --json"),
    ("catalog-gpus", "catalog gpus --json"),
    ("catalog-instances", "catalog instances --json"),
    ("catalog-prices", "catalog prices --json"),
    ("catalog-models-text", "catalog models"),
)


def _jobs() -> list[tuple[str, str]]:
    jobs: list[tuple[str, str]] = []
    for i, plan in enumerate(PLANS):
        jobs.append((f"plan{i:02d}.json", f"estimate {plan} --json"))
        jobs.append((f"plan{i:02d}.explain.txt", f"estimate {plan} --explain"))
        lang = ("en", "zh_TW", "zh_CN")[i % 3]
        jobs.append((f"plan{i:02d}.{lang}.txt", f"estimate {plan} --lang {lang}"))
    for example in sorted((ROOT / "examples").rglob("*.json")):
        name = str(example.relative_to(ROOT / "examples")).replace("/", "_")
        jobs.append((f"example_{name}", f"estimate {example} --json"))
        jobs.append((f"example_{name}.txt", f"estimate {example}"))
    jobs += [(f"{name}.out", cmd) for name, cmd in OTHER]
    return jobs


SHEETS = """
import datetime as dt, sys
from pathlib import Path
from hwplanner.project import load_project
from hwplanner.scenarios import estimate_scenarios
from hwplanner.sheet.summary import build_sheet
if sys.argv[2] != "en":
    from hwplanner.cli.lang import use_language
    import argparse
    use_language(argparse.Namespace(lang=sys.argv[2]))
for path in sorted(Path(sys.argv[1]).rglob("*.json")):
    project = load_project(path)
    items = estimate_scenarios(project, path)
    print("#", path.name)
    print(repr(build_sheet(project, items, today=dt.date(2026, 1, 1))))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    exe = str(Path(sys.executable).parent / "hwplanner")

    def run(job: tuple[str, str]) -> None:
        name, cmd = job
        with tempfile.TemporaryDirectory() as home:
            env = {
                **os.environ,
                "HOME": home,
                "XDG_CONFIG_HOME": home,
                "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8",
                "COLUMNS": "120",
                "QT_QPA_PLATFORM": "offscreen",
            }
            out = subprocess.run(
                [exe, *cmd.split()], capture_output=True, text=True, env=env, check=False, cwd=ROOT
            )
        text = f"$ hwplanner {cmd}\nexit {out.returncode}\n{out.stdout}\n--- stderr\n{out.stderr}"
        (args.out / name).write_text(text)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(run, _jobs()))
    for lang in ("en", "zh_TW"):
        with tempfile.TemporaryDirectory() as home:
            env = {
                **os.environ,
                "HOME": home,
                "XDG_CONFIG_HOME": home,
                "QT_QPA_PLATFORM": "offscreen",
            }
            sheets = subprocess.run(
                [sys.executable, "-c", SHEETS, str(ROOT / "examples"), lang],
                capture_output=True,
                text=True,
                check=False,
                cwd=ROOT,
                env=env,
            )
        (args.out / f"sheets.{lang}.txt").write_text(sheets.stdout + sheets.stderr)


if __name__ == "__main__":
    main()
