"""Models and GPUs built inline for the budget tests (no catalog files except the shipped
regional site prices and exchange rates, which every GPU of the catalog carries)."""

from __future__ import annotations

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from tests.engine.models import DEEPSEEK_V3

__all__ = ["DEEPSEEK_V3"]
# Regions (electricity, grid carbon) and exchange rates, without any GPU price rows: the
# fixtures' own price fields are their only prices.
SITE = shipped_catalog().prices.model_copy(update={"rows": ()})

LLAMA2_70B = ModelSpec(
    id="llama-2-70b",
    name="Llama 2 70B",
    hidden_size=8192,
    num_layers=80,
    num_attention_heads=64,
    num_kv_heads=8,
    intermediate_size=28672,
    vocab_size=32000,
    max_position_embeddings=4096,
)
LLAMA2_7B = ModelSpec(
    id="llama-2-7b",
    name="Llama 2 7B",
    hidden_size=4096,
    num_layers=32,
    num_attention_heads=32,
    intermediate_size=11008,
    vocab_size=32000,
)
TINY = ModelSpec(
    id="tiny",
    name="Tiny",
    hidden_size=64,
    num_layers=2,
    num_attention_heads=4,
    intermediate_size=128,
    vocab_size=1000,
)
A100 = GpuSpec(
    id="a100-80gb-sxm",
    name="A100 80GB SXM",
    form_factor="SXM4",
    memory_gb=80,
    memory_gib=80,
    memory_bandwidth_gbps=2039,
    bf16_tflops=312,
    fp16_tflops=312,
    fp32_tflops=19.5,
    tdp_w=400,
    interconnect_gbps=600,
    pcie_gbps=32,
    price_usd=12000,
    cloud_usd_per_gpu_hour=5.12,
    prices=SITE,
)
H800 = GpuSpec(
    id="h800",
    name="H800 SXM",
    form_factor="SXM5",
    memory_gb=80,
    memory_gib=80,
    memory_bandwidth_gbps=3350,
    bf16_tflops=989,
    fp8_tflops=1979,
    tdp_w=700,
    interconnect_gbps=400,
    pcie_gbps=64,
    price_usd=30000,
    cloud_usd_per_gpu_hour=2.0,
    prices=SITE,
)
RTX4090 = GpuSpec(
    id="rtx-4090",
    name="RTX 4090",
    gpu_class="consumer",
    memory_gb=24,
    memory_gib=24,
    memory_bandwidth_gbps=1008,
    bf16_tflops=165.2,
    tdp_w=450,
    pcie_gbps=32,
    price_usd=1599,
    prices=SITE,
)

# Llama 2 70B as Meta ran it: 2,048 A100s, 4M-token batches of 4,096-token sequences.
LLAMA2_70B_PLAN = Plan(
    method="pretrain",
    precision="mixed",
    seq_len=4096,
    recompute="selective",
    gpus_per_node=8,
    nodes=256,
    tp=8,
    zero=1,
    grad_accum=4,
    framework="megatron",
)
# DeepSeek-V3: 2,048 H800s, PP 16, EP 64, ZeRO-1 data parallel (technical report §3).
DEEPSEEK_V3_PLAN = Plan(
    method="pretrain",
    precision="mixed",
    seq_len=4096,
    recompute="selective",
    gpus_per_node=8,
    nodes=256,
    pp=16,
    ep=64,
    zero=1,
    grad_accum=120,
    framework="megatron",
    ep_comm_overlap=True,  # DualPipe overlaps the expert all-to-alls with compute (§3.2.1)
)
