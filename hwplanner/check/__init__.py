"""A plan against a measured run: what the tools printed (check/logs.py reads PyTorch memory
counters and memory_summary(), nvidia-smi, vLLM and SGLang start-up logs, torchtitan's step
lines) beside the plan's figures, each counted as that tool counts (check/compare.py)."""
