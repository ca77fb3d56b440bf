"""hwplanner against its lightest peers, on the same plan, in one run (ratios, not seconds: the
machines here are shared and their speed swings from minute to minute).

1. `hwplanner estimate` as a process against `llm-mem-planner` on the same plan: DeepSeek-V3
   served on 8 × 80 GB with tensor parallelism 8, 4,096 tokens, one sequence, both reading the
   same config.json. Runs alternate (peer, hwplanner, peer, …) so a slow minute hits both.
   hwplanner runs twice each round: a new interpreter importing everything (HWPLANNER_WARM=0),
   and answered by a warm process (`hwplanner warm start`, in a private socket folder, stopped
   at the end; its start-up is timed once and said).
2. One estimate in process against llm-analysis's `train()` on the same plan: Llama 2 7B full
   fine-tuning, 8 × A100 80 GB SXM, ZeRO-3, 4,096 tokens, micro-batch 1, 1B tokens; hwplanner
   with and without the fewest-GPUs search (llm-analysis has none).

The peers are installed only by the bench's own extra (`pip install -e '.[bench]'`), or in any
other environment given with --peer-python; a peer that is not installed is reported, not
guessed. Bytecode caches are written first for both sides (a checkout with
PYTHONDONTWRITEBYTECODE set would otherwise compile every module on every run).

    python bench/peers.py [--runs 15] [--peer-python PATH]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "tests" / "fixtures" / "configs" / "deepseek-v3" / "config.json"
HW_ARGS = [
    "estimate",
    "--model",
    str(CONFIG),
    "--gpu",
    "h100-sxm-80gb",
    "--gpus",
    "8",
    "--tp",
    "8",
    "--method",
    "inference",
    "--context",
    "4096",
    "--batch",
    "1",
    "--json",
]
PEER_ARGS = ["--config", str(CONFIG), "--seq-len", "4096", "--batch", "1", "--tp", "8"]
PEER_ARGS += ["--gpu-mem-gib", "80"]
# The floor of any process whose inputs are pydantic models: the interpreter, pydantic and one
# model class validated once (what the engine's declared inputs stand on)
PYDANTIC_FLOOR = "from pydantic import BaseModel\nclass A(BaseModel):\n    x: int = 1\nA(x=2)"

HW_LOOP = """
import sys, time
from hwplanner import api
from hwplanner.engine.estimate import estimate
sc, _ = api.scenario("llama-2-7b", "a100-sxm-80gb", "full", gpus_per_node=8, zero=3,
                     seq_len=4096, micro_batch=1, tokens=1e9)
solve = sys.argv[1] == "solve"
estimate(sc, solve=solve).complete()
n = int(sys.argv[2]); t = time.process_time()
for _ in range(n):
    estimate(sc, solve=solve).complete()  # every section, as the JSON and the window read
print((time.process_time() - t) / n)
"""
PEER_LOOP = """
import logging, sys, time
from llm_analysis.analysis import train
kw = dict(model_name="NousResearch_Llama-2-7b-hf", gpu_name="a100-sxm-80gb",
          dtype_name="w16a16e16", batch_size_per_gpu=1, seq_len=4096, total_num_tokens=int(1e9),
          ds_zero=3, total_num_gpus=8, log_level="CRITICAL")
train(**kw)
logging.disable(logging.CRITICAL)
n = int(sys.argv[1]); t = time.process_time()
for _ in range(n):
    train(**kw)
print((time.process_time() - t) / n)
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONWARNINGS": "ignore"}


def _wall(cmd: list[str], **env: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        cmd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**_env(), **env},
        check=True,
    )
    return time.perf_counter() - start


def _compile(python: str) -> None:
    """Bytecode for everything `python` imports (its own sys.path)."""
    code = "import compileall, sys\nfor p in sys.path[1:]:\n    compileall.compile_dir(p, quiet=2)"
    subprocess.run(
        [python, "-c", code],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=_env(),
        check=False,
    )


def processes(runs: int, peer_python: str) -> None:
    script = Path(sys.executable).parent / "hwplanner"  # the console script users run
    hw = [str(script), *HW_ARGS]
    peer_exe = Path(peer_python).parent / "llm-mem-planner"
    if not peer_exe.exists():
        found = shutil.which("llm-mem-planner")
        if found is None:
            print("llm-mem-planner: not installed (pip install -e '.[bench]')")
            return
        peer_exe = Path(found)
    peer = [str(peer_exe), *PEER_ARGS]
    floor = [sys.executable, "-c", PYDANTIC_FLOOR]
    with tempfile.TemporaryDirectory(prefix="hwplanner-bench-") as runtime:
        os.chmod(runtime, 0o700)
        cold = {"HWPLANNER_WARM": "0", "XDG_RUNTIME_DIR": runtime}
        hot = {"XDG_RUNTIME_DIR": runtime}
        _wall(hw, **cold), _wall(peer), _wall(floor)  # warm the page cache and write bytecode
        started = _wall([str(script), "warm", "start"], **hot)
        try:
            _wall(hw, **hot)
            ours, warmed, theirs, floors = [], [], [], []
            for _ in range(runs):
                theirs.append(_wall(peer))
                ours.append(_wall(hw, **cold))
                warmed.append(_wall(hw, **hot))
                floors.append(_wall(floor))
        finally:
            _wall([str(script), "warm", "stop"], **hot)
    a, w, b = statistics.median(ours), statistics.median(warmed), statistics.median(theirs)
    f = statistics.median(floors)
    print(f"process, same plan (DeepSeek-V3 config.json, TP8 on 80 GB), {runs} runs each:")
    print(
        f"  hwplanner estimate --json, new process   median {a * 1e3:6.0f} ms  "
        f"(min {min(ours) * 1e3:.0f}), ratio {a / b:.2f}x"
    )
    print(
        f"  hwplanner estimate --json, warm process  median {w * 1e3:6.0f} ms  "
        f"(min {min(warmed) * 1e3:.0f}), ratio {w / b:.2f}x  (target <= 1)"
    )
    print(
        f"  llm-mem-planner                          median {b * 1e3:6.0f} ms  "
        f"(min {min(theirs) * 1e3:.0f})"
    )
    print(f"  hwplanner warm start (once, imports and primes): {started * 1e3:.0f} ms")
    print(f"  floor: python + one pydantic model {f * 1e3:4.0f} ms, {f / b:.2f}x the peer's run")


def in_process(peer_python: str) -> None:
    probe = subprocess.run(
        [peer_python, "-c", "import llm_analysis"], capture_output=True, env=_env(), check=False
    )
    if probe.returncode != 0:
        print("llm-analysis: not installed (pip install -e '.[bench]', or --peer-python)")
        return
    n = 300
    out = {}
    for _ in range(3):  # alternate; keep each side's best of three
        p = subprocess.run(
            [peer_python, "-c", PEER_LOOP, str(n)], capture_output=True, text=True, env=_env()
        )
        out.setdefault("peer", []).append(float(p.stdout.split()[-1]))
        for mode in ("nosolve", "solve"):
            h = subprocess.run(
                [sys.executable, "-c", HW_LOOP, mode, str(n)],
                capture_output=True,
                text=True,
                env=_env(),
                check=True,
            )
            out.setdefault(mode, []).append(float(h.stdout.split()[-1]))
    peer = min(out["peer"])
    print("in process, same plan (Llama 2 7B full, 8 x A100 80GB, ZeRO-3), CPU time per call:")
    print(f"  llm-analysis train()                    {peer * 1e6:7.0f} us")
    for mode, words in (("nosolve", "memory, time, cost"), ("solve", "… and the fewest GPUs")):
        ours = min(out[mode])
        name = f"hwplanner estimate ({words})"
        print(f"  {name:40s}{ours * 1e6:7.0f} us  ratio {ours / peer:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--peer-python", default=sys.executable)
    args = parser.parse_args()
    _compile(sys.executable)
    if args.peer_python != sys.executable:
        _compile(args.peer_python)
    processes(args.runs, args.peer_python)
    in_process(args.peer_python)


if __name__ == "__main__":
    main()
