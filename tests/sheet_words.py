"""The English a zh_TW or zh_CN sheet may show: names, units and citations, nothing else.

A token is `[A-Za-z][A-Za-z0-9_.+/-]*` (the translator's analysis, /work/scratch/tr/
undo_and_sheet_words.md §3). Before tokenising, `english()` removes what is data or cited as it
stands: the user's text and the catalog's names and citations (passed in as `skip`, longest
first), the engine's framework names, the multi-word names below, URLs, book-title quotes
《…》〈…〉, a few English terms in full-width parentheses after Chinese (標準注意力（eager）,
價值模型（Critic）), author citations
("Korthikanti 等人 2022", "Dao 2023", "Shoeybi et al. 2019"), a repository after "github", and
lists of LoRA module names (two or more).
Every remaining token must be a unit, a dtype, a name, an abbreviation, or look like code or a
path: a digit, `_`, `=`, `(`, `#` or `@` in it, a file or domain ending, camel case, a path
with such a part or a folder (`train/ppo/`), a function called (`generate()`), a parameter set
(`dtype=`), a value assigned (`=LAZY`, `='unsloth'`), a quantity glued to its number (7B, 6ND),
a file extension (`.yaml`).
Case matters (`NO`, `yes`, `free` fail); field paths (`workload.tokens`) and CLI flags fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9_.+/-]*")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


UNITS = _words(
    "B KB MB GB TB PB KiB MiB GiB TiB GB/s TB/s Gbit/s Gb/s Tb/s GbE W kW MW kWh MWh kg kg/kWh "
    "t CO CO2 CO2e FLOP FLOPs TFLOPS PFLOPS TOPS V U K M T ms USD CNY TWD EUR B/param"
)
DTYPES = _words("fp32 fp16 bf16 fp8 fp4 int8 int4 nf4 mxfp4 nvfp4 e4m3 e5m2 gguf gptq awq tf32")
NAMES = _words(  # techniques, libraries, products, their makers, authors' tools (searched for)
    "LoRA QLoRA PEFT ZeRO ZeRO-1 ZeRO-2 ZeRO-3 ZeRO-Infinity ZeRO-Offload FSDP FSDP2 DeepSpeed "
    "Megatron Megatron-LM Megatron-Core Megatron-Bridge NeMo PyTorch DDP Trainer Transformers "
    "transformers TRL accelerate torchtune torchtitan torchao Unsloth LLaMA-Factory ms-swift "
    "Axolotl OpenRLHF verl vLLM SGLang TensorRT-LLM TGI text-generation-inference LMDeploy "
    "TurboMind llama.cpp Ollama FlashAttention FlashAttention-2 FlashAttention-3 PagedAttention "
    "bitsandbytes NCCL nccl-tests CUDA cuBLAS cuBLASLt cuDNN Apex Liger Liger-Kernel "
    "ml-cross-entropy flash-attn llm-foundry Inductor autocast DataLoader DynamicCache "
    "torch.compile torch.save safetensors Python README absmax log-sum-exp log-softmax "
    "all-reduce all-gather reduce-scatter all-to-all Ulysses n-gram RoPE MLA GQA MQA RMSNorm "
    "LayerNorm SiLU GeLU EAGLE MTP GEMM GEMMs GEMV SM SMs MAMF FIO OCP MX GPTQ AWQ GGUF Marlin "
    "xGMI RCCL ROCm Triton Mixtral Gemma MetaXLink MCCL "
    "NVLink NVSwitch InfiniBand RoCE Ethernet PCIe SXM HGX DGX DGX-2 HBM HBM2e HBM3 HBM3e "
    "GDDR6 GDDR6X ATX Threadripper Xeon EPYC Grace Vera Rubin NVMe NAS SSD "
    "AdamW Adam SGD Adafactor Lion DPO ORPO KTO SimPO PPO GRPO InstructGPT PaLM Orca "
    "Sarathi-Serve MosaicML MPT LLaMA Llama OPT-175B Pollaczek Khinchine "
    "NVIDIA AMD Intel Huawei Instinct Gaudi Blackwell Hopper Ampere Apple OpenAI Databricks Meta "
    "aiconfigurator SemiAnalysis Statista WukLab Ray GitHub github hwplanner "
    "slime Miles ZMQ prime-rl "
    "AWS Azure GCP OCI CoreWeave Lambda Akash AutoDL Hyperbolic Hyperstack OpenBayes OpenRelay "
    "RunPod TensorDock TensorWave Vultr Nebius Modal Runcrate BIZON Oracle CUHK-Shenzhen SJTU "
    "HPC SMM CCIR Matpool eastus thundercompute gigagpu techgoing tomshardware alpha-one-index "
    "ai-infra-index "
    "GeForce RTX Metal MLX MPS llama-quantize gpt-oss vllm-openai"
)
PHRASES = (  # names of more than one word, removed before tokenising
    "Hugging Face",
    "Together AI",
    "NexGen Cloud",
    "Uptime Institute",
    "Transformer Engine",
    "Tom's HW",
    "Little's law",
    "M/D/1",
    "CO₂e",
    "CO₂",
    "Azure ND",
    "Cut Cross-Entropy",
    "Cut CE",
    "M4 Max",
    "Mac Studio",
)
ABBREVIATIONS = _words(
    "GPU CPU MoE KV MFU HFU MBU TDP PUE FTE TCO TTFT TPOT SLO MLP BPE EIA EPA IEA eGRID LLM AI "
    "AMP KL PR MSRP SKU API OS I/O IPC TP PP IT"
)
WORDS = {"token", "Token", "logits"}  # kept in English by practitioners in both places
MATH = {"N", "D", "r", "s"}  # parameters and tokens (6·N·D), LoRA rank r, an s×s matrix
CODE = {"None", "True", "False"}  # Python values in a citation (bf16=True, ref_model None)
# English terms a Chinese text may give in full-width parentheses after its own word
# (GLOSSARY.md: 標準注意力（eager）, 屋頂線模型（roofline）, 核心（kernel）; 價值模型（Critic）)
GLOSSES = ("eager", "foreach", "fused", "roofline", "kernel", "rollout", "Critic", "dropout")
MODULES = ("q", "k", "v", "o", "gate", "up", "down", "experts", "lm_head")
FILE_ENDINGS = re.compile(
    r"\.(com|net|org|io|ai|co|de|jp|tw|cn|uk|blog|md|mdx|py|rs|rst|yml|yaml|json|csv|html|cpp"
    r"|h)(/\S*)?$"
)
FIELD_PATH = re.compile(r"^(plan|workload)\.[a-z_]+$")  # a field named by its path
YEAR = r"(19|20)\d\d[a-z]?"
REMOVED = (
    re.compile(r"\bUS\$"),  # the US dollar as Chinese writes it ("$" alone reads as NT$)
    re.compile(r"https?://[^\s」”》）)]+"),  # URLs
    re.compile(r"\bgithub [\w.-]+/[\w.-]+"),  # a repository
    re.compile(r"='[^']*'"),  # a value assigned in code (optim='adamw_8bit')
    re.compile(r"《[^》]*》|〈[^〉]*〉"),  # titles, quoted
    re.compile(rf"(?<=[\u4e00-\u9fff])（({'|'.join(GLOSSES)})）"),  # after the Chinese word
    re.compile(rf"\b[A-Z][\w'’-]*( (and|&) [A-Z][\w'’-]*)?( et al\.| 等人)?,? {YEAR}"),  # authors
    re.compile(r"\b[A-Z][\w'’-]* (et al\.|等人)"),  # an author named before the year
)
MODULE_LIST = re.compile(rf"^({'|'.join(MODULES)})([、,] ?({'|'.join(MODULES)}))+$")


def allowed(token: str) -> bool:
    """One token (trailing full stop removed) is a unit, dtype, name, abbreviation, or code."""
    word = token.rstrip(".")
    if not word or FIELD_PATH.match(word):
        return False
    if word in UNITS or word in NAMES or word in ABBREVIATIONS or word in WORDS:
        return True
    if word in MATH or word in CODE:
        return True
    if word.lower() in DTYPES:
        return True
    if re.search(r"[0-9_=(#@]", word) or FILE_ENDINGS.search(word):
        return True  # code, versions, model numbers, files, domains (bucket_cap_mb=25, v0.6.0)
    if re.search(r"[a-z][A-Z]|[A-Z]{2}[a-z]{2}", word) or "." in word:
        return True  # an identifier: camel case (DynamicCache, PPOTrainer), dotted (ref.offload)
    if "/" in word:
        parts = [part for part in word.split("/") if part]
        if word.endswith("/") or any(re.search(r"[0-9_.]", part) for part in parts):
            return True  # a path (vllm/v1/worker/gpu_worker.py, stas00/ml-engineering, train/)
        return all(allowed(part) for part in parts)
    if "-" in word and word.count("-") <= 2:
        return all(allowed(part) for part in word.split("-") if part)
    return False


def _without(text: str, name: str) -> str:
    """`text` with every whole occurrence of `name` blanked ("DeepSpeed ZeRO" not inside
    "DeepSpeed ZeRO-Infinity")."""
    if name not in text:
        return text
    return re.sub(rf"(?<![A-Za-z0-9_-]){re.escape(name)}(?![A-Za-z0-9_-])", " ", text)


def english(text: str, skip: Iterable[str] = ()) -> list[str]:
    """The tokens of `text` that a Chinese sheet must not show."""
    if MODULE_LIST.match(text.strip()):
        return []
    for data in sorted({s for s in skip if re.search("[A-Za-z]", s)}, key=len, reverse=True):
        text = _without(text, data)
    for phrase in PHRASES:
        text = _without(text, phrase)
    for pattern in REMOVED:
        text = pattern.sub(" ", text)
    bad = [
        m.group()
        for m in TOKEN.finditer(text)
        if not allowed(m.group())
        and text[m.end() : m.end() + 1] not in ("(", "=")  # a function or a parameter
        and not (m.start() and text[m.start() - 1] in "0123456789=.")  # 7B, 6ND, =LAZY, .yaml
    ]
    bad += re.findall(r"(?<![\w-])--[a-z][\w-]*", text)  # CLI flags
    return bad


HALF_WIDTH = re.compile(r"[\u4e00-\u9fff] ?[(,;:]|[),;:] ?[\u4e00-\u9fff]")


def half_width(text: str) -> list[str]:
    """Half-width brackets, commas, semicolons or colons next to Chinese text ("一般(fp32
    logits)", "記憶體,或"): a Chinese sentence uses （），；： there."""
    return [text[max(0, m.start() - 8) : m.end() + 8] for m in HALF_WIDTH.finditer(text)]
