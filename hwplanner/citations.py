"""Every English citation and date of the shipped catalog, for translation.

A price row, a region's electricity or carbon figure, an exchange rate and a GPU entry cite
their source as it was recorded (hwplanner.engine.core.message.Verbatim). Views show a citation
through i18n.citation: the entries below have translations, where the prose around the titles,
addresses, repositories and organisations reads in the user's language; a citation not listed
(a user's own catalog entry) is quoted as written. tests/test_sheet_language.py checks that this
list and the catalog agree both ways; after a catalog edit, regenerate it with
`python scripts/citations.py` and translate the new entries.
"""

from __future__ import annotations

from hwplanner.i18n import QT_TRANSLATE_NOOP

CITATIONS = (
    QT_TRANSLATE_NOOP("Citation", "2020 (launch MSRP)"),
    QT_TRANSLATE_NOOP("Citation", "2020 (launch)"),
    QT_TRANSLATE_NOOP("Citation", "2021 (launch MSRP)"),
    QT_TRANSLATE_NOOP("Citation", "2022-10 (launch MSRP, FE)"),
    QT_TRANSLATE_NOOP("Citation", "2023 (published 2024-04-26)"),
    QT_TRANSLATE_NOOP("Citation", "2023 (published 2026-01)"),
    QT_TRANSLATE_NOOP("Citation", "2025-01 (launch MSRP)"),
    QT_TRANSLATE_NOOP("Citation", "2025-26 (undated listings)"),
    QT_TRANSLATE_NOOP("Citation", "2026 (mid)"),
    QT_TRANSLATE_NOOP(
        "Citation",
        "AWS Neuron documentation, "
        "aws-neuron/aws-neuron-sdk@7c165a3e01131a86537f6e0b3ba43716e44d8bc4 "
        "about-neuron/arch/neuron-hardware/trainium2.rst ('96 GiB of device memory with 2.9 "
        "TB/sec of bandwidth'; '1,299 FP8 TFLOPS'; '667 BF16/FP16/TF32 TFLOPS'; "
        "NeuronLink-v3 'provides 1.28 TB/sec bandwidth per chip'); "
        "https://awsdocs-neuron.readthedocs-hosted.com/en/latest/general/arch/neuron-hardware/trn2-arch.html "
        "('# of Trainium2 chips | 16 | 64'; 'Intra-instance NeuronLink-v3 bandwidth "
        "(GB/sec/chip) | 1,024'; 'Inter-instance ... | 256'; '16 Trainium2 chips are "
        "connected using a 4x4, 2D Torus topology'); year: Neuron release notes, 'Date: "
        "12/03/2024 ... Support for Trn2 instances'. Software: AWS Neuron SDK (NxD "
        "Training; NxD Inference, marked legacy from Neuron 2.34; the vLLM Neuron plugin, "
        "'relevant for: Trn2, Trn3').",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Apple newsroom 'Apple introduces M2 Ultra' (2023-06-05), "
        "https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/ ('supports up to "
        "a breakthrough 192GB of memory capacity ... and features 800GB/s of memory "
        "bandwidth'); GPU-usable memory: 75% of RAM (llama.cpp reports 'using device Metal "
        "(Apple M2 Ultra) - 147455 MiB free', "
        "swissarmyhammer/llama-agent@4eaa042c96a31e2c145b4d27cdcfbc9c6c164c8c "
        "issues/complete/01K25A11JF4SKP4VDEY2BDMM1X.md, = 144 GiB of 192; Rapid-MLX PR "
        "#183's table: 'M2 Ultra 192GB | 144 GB'); FP32 27.2 TFLOPS: "
        "huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 "
        "packages/tasks/src/hardware.ts; measured MLX FP32 GEMM 4096^3 on an M2 Ultra: "
        "20,464 GFLOPS (https://github.com/ml-explore/mlx/pull/424, 2024-01-18); power: "
        "Apple support 102027, Mac Studio (2023) M2 Ultra 24-core CPU & 76-core GPU, 192GB: "
        "idle 10 W, max 295 W.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "As the 256 GB row (bandwidth, FLOPS); 512 GB is offered with the 80-core GPU only "
        "(Ars Technica's table); GPU-usable memory: 'recommendedMaxWorkingSetSize = "
        "498216.21 MB' on a Mac Studio reporting 512 GiB (LM Studio log, "
        "omar16100/llm-benchmark@2e0b53b2d3c0ec8d7c20775254bf1f0a6e379f92 "
        "docs/27092026_recovered_gemma4_qwen35_run.md) = 464.0 GiB; power: Apple support "
        "102027 (2025), M3 Ultra 32-core CPU & 80-core GPU, 512GB, 16TB: idle 9 W, max 270 "
        "W, as quoted second-hand.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Bandwidth 819 GB/s: Ars Technica's M3 Ultra table (80-core: 819.2GB/s) and "
        "Macworld (2025-03-05), Apple stating 'over 800GB/s' (BGR 2025-03-05, "
        "https://bgr.com/tech/inside-apples-new-m3-ultra-processor/); GPU-usable memory on "
        "a 256 GB 80-core M3 Ultra at the default limit: 'MTL0: Apple M3 Ultra (228065 MiB, "
        "228064 MiB free)' with iogpu.wired_limit_mb 0 "
        "(mindmonkey-ai/chekov@c882284484fa92dbda8935c69581e1c14f295630 "
        "docs/capability-spec.md: 239,143,780,352 B = 222.72 GiB; Rapid-MLX PR #183: 'M3 "
        "Ultra 256GB | 239 GB'); FP32 28.4 TFLOPS: "
        "stelterlab/huggingface.js@a27810b03f091eb63812e9e9a2c361c0de613772 "
        "packages/tasks/src/hardware.ts (a fork carrying upstream's later table) "
        "(huggingface.js PR #1304, 2025-03-21); measured MLX FP16 matmul peak 17.4 TFLOPS "
        "on a 256 GB, 80-core M3 Ultra (https://github.com/raullenchai/Rapid-MLX/pull/258, "
        "2026-05-06); power: Apple support 102027 (2025), Mac Studio M3 Ultra 32-core CPU & "
        "80-core GPU, 512GB: max 270 W, as quoted second-hand.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Bandwidth/memory/TDP: "
        "https://www.svethardware.cz/amd-predstavuje-ryzen-ai-max-strix-halo-s-az-16-jadry-a-gpu-se-40-cu/61477 "
        "(LPDDR5x-8000, 256-bit interface, 256 GB/s; default TDP 55 W, configurable 45-120 "
        "W; Radeon 8060S 40 CU at 2900 MHz) and "
        "https://www.purepc.pl/amd-ryzen-ai-max-395-apu-strix-halo-test-recenzja-opinia "
        "(review, 2025-03: base TDP 55 W, configurable 45-120 W); GPU clock/CUs: "
        "https://techpowerup.com/330548/amd-debuts-ryzen-ai-max-series-strix-halo-soc-up-to-16-zen-5-cores-massive-igpu "
        "(2025-01-06: 40 CU, up to 2.90 GHz); FP16/BF16: "
        "https://whylucian.github.io/softab/docs/hardware-specs.html ('Peak FP16/BF16 59.4 "
        "TFLOPS', 512 ops/clock/CU x 40 CU x 2.9 GHz) and github "
        "lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a "
        "llm-bench/README.md ('theoretical 59 FP16 TFLOPS (VPOD/WMMA) on RDNA 3.5'); "
        "GPU-usable memory: "
        "https://www.amd.com/en/blogs/2025/faqs-amd-variable-graphics-memory-vram-ai-model-sizes-quantization-mcp-more.html "
        "(AMD blog, 2025-07-29: 'AMD Ryzen AI Max+ 395 (128GB) processor with 96GB of "
        "Variable Graphics Memory').",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Bandwidth: Apple support 117737, 'MacBook Pro (16-inch, Nov 2023) - Tech Specs' "
        "('M3 Max with 16-core CPU and 40-core GPU (400GB/s memory bandwidth)'; the 128 GB "
        "option is of this part); GPU-usable memory: 75% of RAM, MLX's rule (ml-explore/mlx "
        "PR #64: 'the recommended working set it usually 0.75 * the total ram') as logged "
        "on the 96 GB M2 Max (llama.cpp issue #3213) and the 128 GB M4 Max (103079.22 MB); "
        "FP32 14.2 TFLOPS: "
        "huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 "
        "packages/tasks/src/hardware.ts ('Apple M3 Max': tflops 14.2); measured GEMM: "
        "chsasank/device-benchmarks@06f4d7e25fda0cf2b097f0567f71a4ad0df7cde6 README.md "
        "('Apple M3 Max GPU (40 Core)': 11.4 TFLOPS FP32, PyTorch MPS, 4096 square); power: "
        "not published.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Bandwidth: MacRumors 'Things to know about M2 Pro and M2 Max' (2023-01-18), "
        "https://www.macrumors.com/2023/01/18/things-to-know-about-m2-pro-m2-max/ ('the M2 "
        "Max supports 400GB/s of memory bandwidth'), from Apple's newsroom release of "
        "2023-01-17 ('up to a 38-core GPU, double the unified memory bandwidth, and up to "
        "96GB of unified memory'); GPU-usable memory: 'ggml_metal_init: "
        "recommendedMaxWorkingSetSize = 73728,00 MB' on an M2 Max with 96 GB "
        "(https://github.com/ggml-org/llama.cpp/issues/3213, 2023-09-16) = 72 GiB, 75% of "
        "RAM; FP32 13.49 TFLOPS: "
        "huggingface/huggingface.js@2c3c6c29b4f45f033f5ca196f9476243b5400d76 "
        "packages/tasks/src/hardware.ts ('Apple M2 Max': tflops 13.49), 13.6 computed from "
        "38 cores at 1.398 GHz in philipturner/applegpuinfo issue #10; power: not published "
        "for this configuration (Apple support 102027 lists only the 30-core GPU, 32 GB Mac "
        "Studio: max 145 W).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Datasheet table (AMD's MI100 spec table as reproduced): "
        "https://www.notebookcheck.net/AMD-announces-CDNA-based-Instinct-MI100-GPU-with-120-CUs-for-HPC-promises-up-to-2-1x-more-performance-per-dollar-compared-to-the-NVIDIA-A100.504329.0.html "
        "(2020-11-16: 120 CUs, FP64 11.5, FP32 23.1, FP32 Matrix 46.1, FP16/FP16 Matrix "
        "184.6, Int4/Int8 184.6 TOPS, bFLOAT16 92.3 TFLOPS (all 'Peak'), 32 GB HBM2 ECC, "
        "4096-bit, 1.2 GHz, 1.23 TB/s, PCIe Gen4, IF links/bandwidth 3 / 276 GB/s, TDP 300 "
        "W, passively cooled); heise report (English republication "
        "https://alkhaleejtoday.co/international/5374756/Server-accelerator-AMD-Instinct-MI100-Without-Radeon-but-with-115-FP64.html: "
        "four 8 GB HBM2 stacks at 1200 MHz = 1.228 TB/s, 1502 MHz boost, three IF links at "
        "92 GB/s, 276 GB/s in all, 'for system integrators from 6400 US dollars'); Tom's "
        "Hardware "
        "https://www.tomshardware.com/uk/news/amd-announces-the-instinct-mi100-gpu-cdna-breaks-10-tflops-barrier "
        "(2020-11-16: PCIe 4.0 card, 32 GB HBM2, 1.23 TB/s); ROCm docs "
        "https://rocm.docs.amd.com/en/latest/_sources/reference/gpu-arch/mi100.md (PCIe "
        "Gen4 x16 host link; 4-GPU hive on 23 GT/s IF links; CDNA architecture); price also "
        "https://huggingface.co/hardware/mi100 ('MSRP $6.4k', 'Released 2020'); device "
        "memory: github 2maz/slurm-monitor@0b32253993e8cd47528567ce29c52af90981ee78 "
        "tests/slurm_monitor/devices/test_gpu.py (rocm-smi CSV fixture 'Arcturus GL-XL "
        "[Instinct MI100]', 'VRAM Total Memory (B)' 34342961152) and "
        "https://github.com/ROCm/rocBLAS/issues/1425 (rocblas-bench device line 'AMD "
        "Instinct MI100 gfx908:sramecc+:xnack- with 34.3 GB memory', 2025-03) and "
        "https://github.com/ROCm/legacy-rocm-build/issues/2722 (rocminfo MI100 pool 'Size: "
        "33538048(0x1ffc000) KB'); read/copy bandwidth: "
        "https://github.com/ROCm/rocm-amdgpu-bench/issues/4 (2025-02-14, gfx908 with 120 "
        "CUs: 'HBM BW ... mean:1041.0 GB/sec'; the kernel is a copy, src read + dst "
        "written, traffic counted both ways per github ROCm/rocm-amdgpu-bench roofline.cpp "
        "@0ba05dc)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Derived from the V100 SXM2 32GB row (gpus.csv notes: 16GB version 2017, AWS "
        "p3.2xlarge = 1x V100 16GB); compute/bandwidth identical, only capacity differs; "
        "price AWS us-east-1 on-demand list price (2023-May 2025) as published on "
        "https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut "
        "(not re-read here) and repeated in many public code price tables (g4dn.xlarge "
        "0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an "
        "mlprof targets catalog on GitHub, was not identified)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "FP16/BF16 147 TFLOPS: vendor text in github "
        "FlagOpen/FlagPerf@744274d860e2ad584b48881052f75511a4160ece "
        "training/iluvatar/README.md; 32 GB HBM2, 1.2 TB/s, FP32 37 TFLOPS, INT8 295 TOPS, "
        "PCIe 4.0 x16, 300 W: launch coverage (geektopia, 2021-04, via TechPowerUp).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "GitHub note, github Bit-Part-Young/blog source/_posts/hpc-tutorial.md "
        "@8883c84f4b47e00abbb2d046c76ecc35bdb53d65 (SJTU HPC fees as of 2023-05-30), "
        "quoting https://docs.hpc.sjtu.edu.cn",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "GitHub project plan, github wyh1992995539/Vision-OPD-main "
        "docs/vision_opd_21_day_plan.md @03f62cddf51f32fee6981fbc998cc2a0662fd982 (paths "
        "/root/autodl-tmp)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Google Cloud TPU v5e documentation, https://docs.cloud.google.com/tpu/docs/v5e "
        "('HBM2 capacity and bandwidth | 16 GB, 819 GBps'; 'Peak compute per chip (bf16) | "
        "197 TFLOPs'; 'Peak compute per chip (Int8) | 393 TOPs'; 'Bidirectional inter-chip "
        "interconnect (ICI) bandwidth (per chip) | 400 GBps'; 'Interconnect topology | 2D "
        "torus'; 'Chips per host | 8'); year: aiwiki.ai (third party), 'introduced in "
        "August 2023'.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Google Cloud TPU v5p documentation, "
        "https://docs.cloud.google.com/tpu/docs/v5p-training ('HBM capacity per chip (GiB) "
        "| 95'; 'HBM bandwidth per chip (GBps) | 2765'; 'Peak compute per chip (BF16) "
        "(TFLOPs) | 459'; '(FP8) (TFLOPs) | 459'; 'Bidirectional inter-chip interconnect "
        "(ICI) bandwidth per chip (GBps) | 1200'; 'Interconnect topology | 3D torus'); "
        "https://docs.cloud.google.com/tpu/docs/tpu7x (v5p column, the same figures); year: "
        "aiwiki.ai (third party), 'Announced on December 6, 2023'.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Google Cloud TPU v6e documentation, https://docs.cloud.google.com/tpu/docs/v6e "
        "('HBM capacity per chip | 32 GB'; 'HBM bandwidth per chip | 1638 GBps'; 'Peak "
        "compute per chip (bf16) | 918 TFLOPs'; 'Peak compute per chip (Int8) | 1836 TOPs'; "
        "'Bidirectional inter-chip interconnect (ICI) bandwidth (per chip) | 800 GBps'; "
        "'Chips per host | 8'; 'connects to the host through a PCIe Gen5 interface'); FP8 "
        "918 and 'HBM capacity per chip (GiB) | ... | 32' from "
        "https://docs.cloud.google.com/tpu/docs/tpu7x (v6e column); year: Google I/O 2024 "
        "announcement (indianexpress.com, 2024-05).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Google Cloud TPU7x documentation, https://docs.cloud.google.com/tpu/docs/tpu7x "
        "('HBM capacity per chip (GiB) | 95 | 32 | 192'; 'HBM bandwidth per chip (GBps) | "
        "2765 | 1638 | 7380'; 'Peak compute per chip (BF16) (TFLOPs) | 459 | 918 | 2307'; "
        "'(FP8) ... | 4614'; 'Bidirectional inter-chip interconnect (ICI) bandwidth per "
        "chip (GBps) | 1200 | 800 | 1200'; 'You can use the JAX and PyTorch frameworks on "
        "TPU7x'); https://docs.cloud.google.com/tpu/docs/ironwood-performance ('peak "
        "theoretical performance of 4614 TFLOPS per chip'); year: announced 2025-04-09 "
        "(newsbytesapp.com).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Intel Hot Chips 2024 Gaudi 3 slides (mirror sgpjbg.com/baogao/465025: Gaudi2 600W, "
        "432 TFLOPs BF16, 96GB, 2.46 TB/s, 4.8 Tb/s NIC, PCIe 64 GB/s bidir); github "
        "stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + "
        "memory tables, cite vendor spec pages) (432/865); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W "
        "air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 "
        "scale-up ports, 525 GB/s/dir); github stas00/ml-engineering "
        "compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor "
        "spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel "
        "8-chip kit $125,000)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Intel Hot Chips 2024 slides (sgpjbg mirror: 1835 BF16/FP8, 128GB, 3.67 TB/s, 900W "
        "air/1200W liquid, 24x200GbE, PCIe Gen5); docs.habana.ai Network Configuration (21 "
        "scale-up ports, 525 GB/s/dir); github stas00/ml-engineering "
        "compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor "
        "spec pages) (fp16 459, fp32 229); price y-ic.de Gaudi3 launch article (Intel "
        "8-chip kit $125,000); MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (1243 "
        "measured ÷ the 1835 spec this row uses; stas00 quotes 74.1% of the 1677 "
        "shipping-clock figure)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Launch figures as reported: io-tech.fi (2023-12) "
        "https://www.io-tech.fi/uutinen/moore-threads-julkaisi-uuden-mtt-s4000-laskentakortin-ja-kuae-intelligent-computing-center-palvelinklusterit/ "
        "('384-bittinen GDDR6-muistiväylä ... 48 Gt GDDR6-muistia 768 Gt/s "
        "muistikaistalla'; '25 TFLOPSin edestä laskentatehoa FP32-tarkkuudella, 50 TFLOPSia "
        "TF32-tarkkuudella ja 100 TFLOPSia FP16- tai BF16- sekä 200 TOPSia INT8'; 'PCIe Gen "
        "5'; 'MTLink 1.0 -yhdysväylällä, joka tarjoaa 240 Gt/s kaistaa'); the same peaks in "
        "Titan Computers 'Chinese AI GPUs are on the Rise!' (2024-01-15) "
        "https://www.titancomputers.com/Chinese-AI-GPUs-are-on-the-Rise-s/2027.htm; memory "
        "seen by the framework: FlagOpen/FlagPerf "
        "training/mthreads/llama2_7b-deepspeed/README.md@5fae218ac3cb3b01bbf6efdac3be41336de1e828 "
        "(44.2/48.0 GiB on 'S4000'); power: not published (FlagPerf's S4000 pages write "
        "'TDP：/'); software: MooreThreads/vllm_musa "
        "README_vllm_musa.md@1a9e569094050131e2a73cb5b27799365634bc39 (vLLM v0.4.2 ported "
        "to MUSA), MooreThreads/torch_musa, MooreThreads/MT-MegatronLM "
        "README.md@c4fef7400dc692fdc3c135096fa41d0c78738801 (Megatron-LM core_r0.9.0 with a "
        "MUSA patch), FlagPerf training/mthreads (DeepSpeed on S4000).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "MEE + NBS notice: 2023 national average grid factor 0.5306 kg CO2/kWh (光明日报 via "
        "163.com; 中国电力报 2026-01-15)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "MOEA 2023 electricity emission factor 0.494 kg CO2e/kWh (businesstoday.com.tw 2024-04-26)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Memory and bandwidth: Apple's M4 Max announcement as reported by MacRumors, "
        "https://www.macrumors.com/2024/10/30/apple-announces-m4-max-chip/ (2024-10-30: 'M4 "
        "Max supports up to 128GB of unified memory with up to 546GB/s of memory "
        "bandwidth'; the 128 GB configurations are the 16-core CPU / 40-core GPU part); "
        "GPU-usable memory: Metal's recommendedMaxWorkingSetSize on a 128 GB M4 Max, "
        "103079.22 MB = 96 GiB, as llama.cpp logs it (ggml_metal_init; "
        "ggml-org/llama.cpp@003a32eb ggml/src/ggml-metal/ggml-metal-device.m sets the "
        "device total to recommendedMaxWorkingSetSize) and 75% of RAM per MLX "
        "(ml-explore/mlx PR #64: 'the recommended working set it usually 0.75 * the total "
        "ram'); FP32 18.4 TFLOPS: huggingface.js PR #1044 (2024-11-19, 'M4 Max 18.4 (FP32, "
        "40 cores)'), FP16/BF16 at the same rate; measured GEMM: "
        "zzc0721/torch-performance-test-data issue #65 (2025-10-09, PyTorch MPS on an M4 "
        "Max 40-core GPU: FP32 13.78 TFLOPS at 4096, FP16 14.82 at 2048, BF16 13.18); "
        "power: Apple support article 102027, Mac Studio (2025) power consumption: M4 Max "
        "maximum 145 W (corroborated in llama.cpp issue #22745: 'Apple rates this machine's "
        "max at 145W', 145-150 W at the wall during prefill); price: Mac Studio M4 Max "
        "16/40 with 128 GB at launch, $3,499 (rlindsey2/sunkcost@660d14ed "
        "data/hardware.json, 'Launch price'; base M4 Max Mac Studio $1,999 per Macworld "
        "2025-03-05).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Memory, bandwidth, SMs: github NVIDIA/dgx-spark-playbooks@231a4523 "
        "nvidia/cutile-kernels/README.md ('Platform Specifications': 128 GB LPDDR5x "
        "unified, 273 GB/s, 48 SMs, sm_121; 2026-02); FP4: NVIDIA's DGX Spark page "
        "https://www.nvidia.com/en-us/products/workstations/dgx-spark/ ('1 PFLOP of FP4 AI "
        "performance', with sparsity; quoted in github huggingface/huggingface.js PR "
        "#1861); FP32 ~31 TFLOPS and ~140 W SoC: NVIDIA's Hot Chips 2025 talk as reported "
        "by The Register (2025-08); GPU-visible memory: github seanm27lol/HOMYMOLY@c37bc3ba "
        "docs/11-stage1-validation.md (torch.cuda total 130,662,936,576 B = 121.69 GiB); "
        "measured GEMMs: the same file (BF16 2048^3 92.7 TFLOP/s, NGC pytorch:26.06-py3, "
        "CUDA 13.3) and NVIDIA Developer Forums thread 359960 'SM121 CUTLASS Kernel "
        "Optimization Results' (CUTLASS 4.4.0, CUDA 13.1: FP8 188 TFLOPS, NVFP4 356 TFLOPS "
        "at 4096x14336x4096); price: Founders Edition $3,999 when orders opened 2025-10-15 "
        "(Benzinga, 2025-10-17); read bandwidth: a saturating read kernel 231-234 of 273 "
        "GB/s, github antirez/ds4 issue #773",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "NOT retrieved verbatim (Tom's HW pre-launch rumor table only): NVIDIA launch specs "
        "(80 SMs/10240 cores, 1.665 GHz, 19 Gbps x 384-bit = 912 GB/s, 350W, $1,199); "
        "tensor derived",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "NOT retrieved verbatim: NVIDIA RTX A5000 datasheet figures as commonly reproduced "
        "(64 SMs, 1.695 GHz boost -> 27.8 FP32; 222.2 sparse tensor TFLOPS) - derived",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "NOT retrieved verbatim: NVIDIA launch specs (48 SMs/6144 cores, 1.77 GHz, 19 Gbps "
        "x 256-bit GDDR6X = 608 GB/s, 290W, $599); tensor derived",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "NVIDIA A40 datasheet figures as reproduced by a reseller listing of part "
        "900-2G133-0000-000 (http://www.relationship-nepal.org/900-2g133-0000-000.html: 48 "
        "GB GDDR6 with ECC, 696 GB/s, NVLink 112.5 GB/s bidirectional, PCIe Gen4, 300 W, "
        "passive, dual slot) and hmc-tech.com/gpu/nvidia-a100-vs-nvidia-a40 (BF16/FP16 "
        "Tensor 149.67 TFLOPS dense with FP32 accumulate, 299.34 sparse; FP32 37.42; INT8 "
        "299.34 TOPS dense); retrieved 2026-12-05",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "NVIDIA dev blog developer.nvidia.com/programming-tensor-cores-cuda-9-0 (125 Tensor "
        "TFLOPS); emergentmind NVIDIA datacenter GPU overview (32GB HBM2 900GB/s, 15.7 "
        "FP32); tweaktown V100 (300W SXM2)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Peaks of the PCIe card: "
        "leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md "
        "§2.5 (table 'C500 PCIe 版 / C500 OAM 版': PCIe FP16/BF16 240 TFLOPS, INT8 480 TOPS, "
        "FP32 vector 15; OAM 280 / 560 / 18, citing "
        "blog.csdn.net/qq_23934063/article/details/132473834 and the moark docs) and its §5 "
        "('C500 | PCIe 板卡 | 64 GB | 350 W | MetaXLink 2 / 4 卡互连 | 2024 年量产'); the OAM "
        "module's peaks: Gitee AI docs 'Muxi GPU guide' "
        "https://ai.gitee.com/docs/compute/domestic-gpu (undated; '根据官方数据显示，沐曦 曦云®C500 OAM "
        "加速卡支持以下主流精度 ... FP32 (vector): 18 TFLOPS ... TF32: 140 TFLOPS FP16: 280 TFLOPS "
        "BF16: 280 TFLOPS INT8: 560 TOPS'; '不支持FP8精度'); memory, bandwidth and power: "
        "FlagOpen/FlagPerf "
        "base/benchmarks/main_memory-capacity/metax/README.md@d4a7f79c42ff74221c328cad9be3f8d0b5c3e5f4 "
        "('产品型号：曦云®C500 64G', 'TDP：350W', measured allocatable 60.71 of 64GiB) and "
        "main_memory-bandwidth/metax/README.md@dd33e59eae51d8ac9e475b956c88aea55bab077b "
        "(1376.045GB/s measured of 1.8TB/s rated, 74.6%); measured GEMM: FlagPerf "
        "base/benchmarks/computation-BF16/metax/README.md@0de8fcb8a03cc09b6af5c2beb3968d9b83f9422b "
        "(BF16 94.2% of the rated peak); PCIe Gen5 x16 and the 4-card interconnect: "
        "OpenCloudOS 'MetaX deployment practice' "
        "https://docs.opencloudos.org/OC9/ai-deployment/GPU-optimization-practice/metax-deployment/ "
        "('PCIe要求支持Gen5 X16', 'C500 4卡互连拓扑'); software: MetaX-MACA/vLLM-metax "
        "README.md@03ebb4429e09a546b0f0445118fd376a0c1e493a ('a hardware plugin that "
        "enables vLLM to run seamlessly on MetaX GPUs'), MetaX-MACA/mcPytorch "
        "README.md@2ee4c34194937f3329cb7ecd27427927dfa3299e (PyTorch 2.8.0, the device as "
        "'cuda'), FlagPerf training/metax (DeepSpeed 0.10.0, Megatron-DeepSpeed, "
        "FlagScale).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Taipower overall average tariff NT$3.7823/kWh from 2025-10-01 (udn.com "
        "2025-09-20); industrial average not published (GAP); ÷ 31.438 NT$/USD",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "Tensor peaks: NVIDIA technical blog 'Introducing NVIDIA Jetson Thor, the Ultimate "
        "Platform for Physical AI' "
        "https://developer.nvidia.com/blog/introducing-nvidia-jetson-thor-the-ultimate-platform-for-physical-ai/ "
        "(2025-08), its spec table as transcribed in "
        "https://github.com/huggingface/huggingface.js/pull/1710 (2025-08-28: '2070 TFLOPS "
        "(Sparse FP4) 1035 TFLOPS (Dense FP4 | Sparse FP8 | Sparse INT8) 517 TFLOPs (Dense "
        "FP8 | Sparse FP16)', '128 GB 256-bit LPDDR5X, 273 GB/s'); FP16 dense 258.5 also "
        "https://huggingface.co/hardware/jetson-t5000 ('TFLOPS 258.5', 'Power 130W', 'MSRP "
        "$3.5k', 'Released 2025'); GPU config: NVIDIA Developer Forums thread "
        "'Clarification on CUDA Core and Tensor Core counts for Jetson AGX Thor' "
        "https://forums.developer.nvidia.com/t/356355 (runtime: 'NVIDIA Thor', 20 SMs = "
        "2560 CUDA cores, 32 MiB L2); 40-130 W module range: NVIDIA Jetson Thor product "
        "page "
        "https://www.nvidia.com/en-us/autonomous-machines/embedded-systems/jetson-thor/ "
        "(not re-read for this row; the 130 W maximum is also on "
        "huggingface.co/hardware/jetson-t5000); device memory: github "
        "changjongkim/thor_gtier@fcb6d5667e6c4ba7b7d923164890d48a3338db03 "
        "docs/PLATFORM_NOTES.md (2026-09-22, dev kit p3834-0008, L4T R39.2 / JetPack 7.2, "
        "CUDA 13.0: 'cudaMemGetInfo reports 104.8 GiB free of 122.8 GiB') and the same "
        "repo's README (llama.cpp: 'Device 0: NVIDIA Thor, compute capability 11.0, VMM: "
        "yes, VRAM: 125748 MiB'); read bandwidth: same PLATFORM_NOTES.md ('GPU "
        "STREAM-triad, mapped memory 250.2 GB/s', MAXN + jetson_clocks; 256-bit / 4266 MHz "
        "= 273 GB/s theoretical); measured GEMM: "
        "https://github.com/zzc0721/torch-performance-test-data/issues/151 (2026-03-21, "
        "'NVIDIA Thor', PyTorch 2.8.0 NV 25.08 build: BF16 4096x4096 135.37 TFLOPS, FP16 "
        "best 121.46, TF32 59.50, FP32 6.37) and "
        "https://github.com/mlc-ai/TIRx-kernels/pull/160 (2026-09-05, sm_110a 20 SM: BF16 "
        "4096^3 1,124.945 us = 122.2 TFLOP/s TIRx, 1,693.179 us = 81.2 TFLOP/s cuBLAS); LLM "
        "throughput: github antirez/ds4@2374c64073dbfd55b0310fe2b88cd2f2f9a3a8b9 "
        "speed-bench/jetson_agx_thor.csv (PR #788) and NVIDIA TensorRT Edge-LLM benchmarks "
        "https://nvidia.github.io/TensorRT-Edge-LLM/user_guide/performance/performance-benchmarks.html "
        "(SDK 0.4.0) and "
        "https://nvidia.github.io/TensorRT-Edge-LLM/latest/user_guide/performance/performance-benchmarks.html "
        "(SDK 0.7.0), both 'NVIDIA Jetson AGX Thor Developer Kit (Blackwell, SM110)'; "
        "release: NVIDIA JetPack 7.0 / Jetson Linux 38.2 downloads page "
        "https://developer.nvidia.com/embedded/jetpack/downloads/archive-7.0.md (installer "
        "dated 2025-08-22) and "
        "https://docs.nvidia.com/jetson/agx-thor-devkit/user-guide/latest (dev kit, T5000 "
        "SoM)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "US commercial average ~$0.13/kWh (EIA 2024), rounded up for demand charges; US "
        "industrial average 8.06 ¢/kWh in 2023 (EIA via Statista, 2024-03-18)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "US/world grid average order of magnitude (EPA eGRID, IEA): ~0.4 kg CO2/kWh",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "archive-lib.hpctech.co.jp NVIDIA H100 SXM/PCIe table (HBM2e, 2000 GB/s, 300-350W, "
        "NVLink 600GB/s); manuals.plus H100 PCIe product brief PB-11133-001 (350W); github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_pcie.yaml "
        "@095f58a (756.5 dense); cloud Lambda Cloud list price via github "
        "skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated "
        "snapshot, ~2024-25); SMs: NVIDIA H100 Tensor Core GPU Architecture whitepaper "
        "(2022: 132 in H100 SXM5, 114 in H100 PCIe; the GH100 configuration H800 SXM, H200 "
        "SXM and GH200 ship too)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 "
        "sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; "
        "wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering "
        "compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor "
        "spec pages)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "awesomeagents.ai MI325X spec table (256GB HBM3e, 6 TB/s, FP8 2,614.9 / 5,229.8 "
        "sparse, BF16 1,307.4, FP32 163.4, 1,000W); docs.vultr.com inference cookbook; "
        "wiaix (7 IF links, PCIe Gen5 x16); github stas00/ml-engineering "
        "compute/accelerator/README.md @744d01e (dense TFLOPS + memory tables, cite vendor "
        "spec pages); MAMF: github stas00/ml-engineering compute/accelerator/README.md "
        "(Maximum Achievable Matmul FLOPS table, BF16)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "baseten.co/blog/nvidia-a10-vs-a10g-for-ml-model-inference (same 24GB/600GB/s as "
        "A10, lower tensor throughput); tensor TFLOPS derived: 80 SMs x 512 FLOP/clk x "
        "~1.71 GHz; price AWS us-east-1 on-demand list price (2023-May 2025) as published "
        "on https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price "
        "cut (not re-read here) and repeated in many public code price tables (g4dn.xlarge "
        "0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an "
        "mlprof targets catalog on GitHub, was not identified)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "china-briefing.com: average industrial power rate ~US$0.088/kWh in 2024 (≈ CN¥0.62 "
        "at 6.9858)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md "
        "@0fb7e91c997e50f699aaf9d317e0d42fd045921a (910B 2023, 400 W, 64G HBM2e, HCCS 56 "
        "GB/s one-to-one / 392 GB/s total, FP16 320, INT8 640); github "
        "gameofdimension/limulidae README.md @19e5996522845cc0efc2bf031dbe4ea518ff54f8 "
        "(measured BF16 GEMM 328 TFLOPS; 2-card all_reduce 18 GB/s)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md "
        "@0fb7e91c997e50f699aaf9d317e0d42fd045921a (A800 PCIe/SXM: 300/400 W, 80G HBM2e, "
        "NVLink 400 GB/s); MAMF: github stas00/ml-engineering compute/accelerator/README.md "
        "(Maximum Achievable Matmul FLOPS table, BF16) (A100 PCIe 81.1%)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github ArthurChiao/arthurchiao.github.io _posts/2023-10-25-gpu-data-sheets.md "
        "@0fb7e91c997e50f699aaf9d317e0d42fd045921a (NVLink 400 GB/s, 400 W, 80G HBM2e, no "
        "FP8); github citsjtu2020/LLM-Prof hardware_spec.md "
        "@8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (A800 SXM4 80GB: 2039 GB/s, FP16 "
        "312e12); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum "
        "Achievable Matmul FLOPS table, BF16) (A100 SXM 86.9%, same GA100 die); stream "
        "bandwidth: the A100 SXM 80GB's BabelStream Dot, 1.75 of 2.039 TB/s (github "
        "Azure/AI-benchmarking-guide @3bb66cac Azure_Results/ND_A100_v4_results.md), same "
        "GA100 die and HBM2e",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github "
        "Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 "
        "pricing.yml (Google Cloud list prices rebuilt from the Cloud Billing SKU catalog; "
        "file header 'generated: Thu Mar  6 03:53:56 2025'; month = hour x 730)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github "
        "Cyclenerd/google-cloud-pricing-cost-calculator@0166a59ebba7c36f2cc8c931d9f258dcebc44776 "
        "pricing.yml (asia-east1 list prices rebuilt from Google Cloud's SKU catalog, "
        "generated 2025-03-06; the same values @082120d27ea7 in 2024-11 and on master in "
        "2026-02)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github Enddonkey/MiniOneRec-Reproduction README.md "
        "@168264101d160b5dc6a1b3681924f348b5606c85 - MiniOneRec reproduction cost note "
        "(AutoDL A800 ~6-8 CNY/h)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github MicrosoftDocs/azure-compute-docs "
        "articles/virtual-machines/sizes/gpu-accelerated/includes/nc-rtxpro6000-bse-v6-series-summary.md "
        "('96 GB of ultra-fast GDDR7 memory')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml "
        "@095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec "
        "(485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus "
        "costs/aws.md (~$0.80/hr, 2025)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/l4.yaml "
        "@095f58a (121 dense / 242 sparse, 300 GB/s, 24 GiB); store.sourcecode.com L4 spec "
        "(485 TOPS INT8 sparse); fpsbench (72W, 30.29 FP32); price github carsonpo/gpus "
        "costs/aws.md (~$0.80/hr, 2025); measured GEMM: github "
        "zzc0721/torch-performance-test-data issue #120 (2026-01-12, PyTorch 2.9.0+cu128 on "
        "a physical L4: BF16 70.89 TFLOPS at 2048, 54.91 at 4096, 59.40 at 8192, 56.90 at "
        "10240)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/akash plans/plans.yml "
        "@4301f93c844dd5582b0756ffa1b02541b9ad9787 (transcribed 2026-09-20 from "
        "https://akash.network/pricing/gpus/)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/coreweave plans/coreweave-plans-pricing.yml "
        "@27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084 (transcribed 2026-09-20 from "
        "https://www.coreweave.com/pricing)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml "
        "@1929382e7f9b4777d980aec12b6fc9e04e6718cb (transcribed 2026-09-20 from "
        "https://lambda.ai/instances)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/nexgen-cloud@6699aefa9d238b7576b5762eb7cf5420b00aadf6 "
        "plans/nexgen-cloud-plans-pricing.yml (transcribed from "
        "https://www.hyperstack.cloud/gpu-pricing, 'generated: 2026-08-26')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github astroC86/gpu-datasheet README.md (NVIDIA H800 datasheet: 80GB, 3.35 TB/s, "
        "1979 BF16 sparse, 3958 FP8 sparse); github citsjtu2020/LLM-Prof hardware_spec.md "
        "@8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (H800: 3350 GB/s, 989 FP16, NVLink 400); "
        "DeepSeek-V3 report §3.1 (NVLink 400 GB/s); MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (H100 "
        "SXM 80.3%, same GH100 die); stream bandwidth: the H100 SXM's BabelStream Dot, 3.18 "
        "of 3.35 TB/s (github Azure/AI-benchmarking-guide @f350e7e6 'Azure "
        "Results/ND_H100_v5_results.md'), same GH100 die and HBM3; SMs: NVIDIA H100 Tensor "
        "Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; the "
        "GH100 configuration H800 SXM, H200 SXM and GH200 ship too)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github atineoSE/coding-model-seeks-gpu pipeline/pipeline/sources/gh200_specs.md "
        "@ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA GH200 datasheet); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16) (GH200 83.8%, 900 W 141GB HBM3e version); SMs: NVIDIA H100 "
        "Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; "
        "the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github atineoSE/coding-model-seeks-gpu "
        "pipeline/pipeline/sources/rtxpro6000_specs.md "
        "@ff052946489e8bb55dce164802bdb7c01251fde6 (NVIDIA datasheet: 96 GB GDDR7 ECC, "
        "512-bit, 1792 GB/s, 125 FP32 TFLOPS, 4000 AI TOPS, PCIe 5.0, 600 W)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github citsjtu2020/LLM-Prof hardware_spec.md "
        "@8434c8d19c396b2f95d92a67845a7c0a0e0dd512 (NVIDIA_H20_SXM5_141GB: 4800 GB/s, FP16 "
        "148e12, INT8 296e12, 141 GB, interconnect 900)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 "
        "compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp "
        '(ChipDetails, comment: \'"AMD Instinct MI350 Series Product Offerings" in Page 18 '
        "of "
        "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf') "
        "(mi350x: 8.0 TB/s; FP32 144.2, FP16 2300, Int8 4600, FP8 4600, FP6 9200, FP4 "
        "9200); https://github.com/pytorch/torchtitan/pull/4779 ('MI350X is the air-cooled "
        "CDNA 4 part: 2.3 PFLOP/s dense BF16', citing "
        "https://www.amd.com/en/products/accelerators/instinct/mi350/mi350x.html); "
        "https://github.com/verl-project/verl/pull/6942 ('Adds MI350X (2.3 PFLOPS dense)'); "
        "https://github.com/tinygrad/tinygrad/pull/17388 ('9.2 PFLOPs GEMM on mi350x' "
        "MXFP4); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec "
        "compute/accelerator/README.md (mirror of stas00/ml-engineering; 'TFLOPS comparison "
        "table' + 'Maximum Achievable Matmul FLOPS comparison table') (note 22: 'MI350X is "
        "the same silicon at 2200MHz and 1000W ... (144.2 vs 157.3 fp32)'); "
        "https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html (VRAM (GiB) "
        "288 for MI355X and MI350X); "
        "https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts "
        "('MI350X module with a 1000W power consumption ... MI355X ... up to 1400W'; 'Both "
        "SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s') ; "
        "interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s (github "
        "olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per link; "
        "TechPowerUp 2025-06; the CDNA 4 white paper's 7 links at 38.4 Gbps a lane), "
        "checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB "
        "(github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD's "
        "acceptance docs, pass mark >= 350), where 0.71 x 537.6 = 382; read bandwidth: "
        "TransferBench read 7,200 of 8,000 GB/s on MI350X (gfx950), github "
        "ROCm/rocm-systems PR #8480 results table (the new rocprof-compute read-only kernel "
        "6,914)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github iree-org/iree@009c008dc39208c9aba98051bb6ab7b2d7d88e20 "
        "compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp "
        '(ChipDetails, comment: \'"AMD Instinct MI350 Series Product Offerings" in Page 18 '
        "of "
        "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf') "
        "(mi355x: 8.0 TB/s; FP32 157.3, FP16 2500, Int8 5000, FP8 5000, FP6 10000, FP4 "
        "10000); github Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec "
        "compute/accelerator/README.md (mirror of stas00/ml-engineering; 'TFLOPS comparison "
        "table' + 'Maximum Achievable Matmul FLOPS comparison table') (AMD MI355X: fp32 "
        "157.3, fp16 2500, bf16 2500, fp8 5000, int8 5000, fp6 10100, fp4 10100; note 22: "
        "'these are AMD's dense figures'; MAMF BF16 row 'AMD MI355X 1565.0 | 2300 | 68.0% | "
        "12288x8192x8192 | 2.8.0+rocm7.0.2'); "
        "https://github.com/verl-project/verl/pull/6942 ('MI355X (2.5 PFLOPS dense)' "
        "BF16/FP16); https://rocm.docs.amd.com/en/7.13.0-preview/reference/gpu-specs.html "
        "(VRAM (GiB) 288 for MI355X and MI350X); "
        "https://www.tomshardware.com/pc-components/gpus/amds-instinct-mi355x-accelerator-will-consume-1-400-watts "
        "('MI350X module with a 1000W power consumption ... MI355X ... up to 1400W'; 'Both "
        "SKUs will come with 288GB HBM3E memory that will offer up to 8 TB/s'); "
        "https://raw.githubusercontent.com/mlcommons/inference_results_v6.0/main/closed/AMD/results/87xMI355X_22xEPYC_9575F/summary.html "
        "('accelerator_host_interconnect | PCIe Gen 5 x16', 'accelerator_interconnect | "
        "XGMI'); https://aiwiki.ai/wiki/amd_instinct_mi355x (announced 2025-06-12, GA "
        "October 2025) ; interconnect 1075.2 GB/s bidirectional = 7 xGMI links x 153.6 GB/s "
        "(github olcf/olcf-user-docs@039cb1a systems/lux_user_guide.rst: 153.6 GB/s per "
        "link; TechPowerUp 2025-06; the CDNA 4 white paper's 7 links at 38.4 Gbps a lane), "
        "checked against RCCL all-reduce busbw on 8 GPUs: MI355X 407.26 GB/s at 8 GiB "
        "(github oracle-quickstart/oci-gpu-quickstarts@2dbe853), MI350X 367.51 GB/s (AMD's "
        "acceptance docs, pass mark >= 350), where 0.71 x 537.6 = 382",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md "
        "(spec tables incl. 'FP16 Tensor Core(TFLOPS)(FP32累计)') (RTX5070Ti: 16GB GDDR7, "
        "256-bit, 896 GB/s, PCI-Express 5.0 x16, TDP 300 W, NVLINK 不支持, FP32 44, FP16 "
        "Tensor (FP16累计) 176 / 352*, FP16 & BFLOAT16 Tensor (FP32累计) 88 / 176*); "
        "https://www.smbom.com/news/14435 (RTX 5070 Ti '300W Total Graphics Power', 8,960 "
        "cores, GB203); https://grokipedia.com/page/GeForce_RTX_5070_Ti (consumer rollout "
        "early 2025); "
        "https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 "
        "(2024-05-29: 'updated Whitepaper ... confirming fp32 accumulate is half-rate on "
        "geforce')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md "
        "(spec tables incl. 'FP16 Tensor Core(TFLOPS)(FP32累计)') (RTX5080: 16GB GDDR7, "
        "256-bit, 960 GB/s, PCI-Express 5.0 x16, TDP 360 W, NVLINK 不支持, FP16 Tensor "
        "(FP16累计) 225 / 450*, FP16 & BFLOAT16 Tensor (FP32累计) 113 / 225*); "
        "https://huggingface.co/hardware/rtx-5080 (Memory 16GB, TFLOPS 56.28, Power 360W, "
        "Released 2025); "
        "https://www.notebookcheck.net/Nvidia-GeForce-RTX-5080-Benchmarks-and-Specs.935679.0.html "
        "('16 GB GDDR7 ... 256-bit memory bus (960 GB/s)', '1801 AI TOPS', 'TGP ... 360 "
        "watts'); "
        "https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 "
        "(2024-05-29: 'updated Whitepaper ... confirming fp32 accumulate is half-rate on "
        "geforce')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); "
        "jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s "
        "IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, "
        "huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace "
        "(TensorWave / Vultr ~$1.71-1.85)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (1307.4 = 2100MHz x 1216 x 256 x 2); "
        "jaredwatkins MI300 (192GB, 5.3 TB/s, 750W, OAM); hubacek knowledge-base (896 GB/s "
        "IF); ROCm gpu-specs (192 GiB, 304 CUs); price awesomeagents.ai MI300X page, "
        "huggingface.co/hardware/mi300 (MSRP ~$15k); cloud gpu.blog MI300X marketplace "
        "(TensorWave / Vultr ~$1.71-1.85); MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read "
        "bandwidth: BabelStream's best kernel, Copy 4,256 of 5,300 GB/s, AMD 'MI300X "
        "performance benchmarking guide for acceptance testing' (BabelStream expected "
        "output Copy 4255995 MB/s; its Dot 3,878, HIP's reduction reading low); Azure "
        "ND_MI300X_v5 Mul 4.26, Copy 4.11, Dot 3.87 TB/s (github "
        "samuel-bohman/AI-benchmarking-guide @3de0c294 "
        "Azure_Results/ND_MI300X_v5_results.md)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, "
        "180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 "
        "GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io "
        "ai-infra-index (2026-03)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (2250 bf16, 4500 fp8, 9000 fp4, 80 fp32, "
        "180GB, 8 TB/s; cites DGX B200 datasheet); github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/b200_sxm.yaml @095f58a (7.7 TB/s, 180 "
        "GiB, 1000W, NVLink 900 GB/s per direction); price alpha-one-index.github.io "
        "ai-infra-index (2026-03); MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); SMs: "
        "Chips and Cheese, 'Nvidia's B200: Keeping the CUDA Juggernaut Rolling' (2025-12: "
        "148, 74 of 80 a die)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (383 bf16, 47.9 fp32, 128GB HBM2e 3.28 "
        "TB/s); ROCm docs gpu-specs.rst (github ROCm/rocm-docs: 128 GiB, 220 CUs); "
        "rocm.docs.amd.com MI250 microarchitecture (IF link 50 GB/s); TDP/IF aggregate from "
        "AMD MI250X spec page (not retrieved verbatim); MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16) (147 "
        "per GCD × 2 ÷ 383)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS "
        "+ memory tables, cite vendor spec pages) (note 23: per-chip 2500/5000/10000, "
        "186GB, 8 TB/s); github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/gb200.yaml @095f58a (1200W, nvidia-smi "
        "~189471 MiB, 900 GB/s/dir NVLink); hmc-tech GB200 (2700W superchip); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16); host link: github Azure/AI-benchmarking-guide @2a370be "
        "Azure_Results/ND_GB200_v6_results.md (nvbandwidth on ND GB200 v6: host to device "
        "201 GB/s, device to host 193 GB/s)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "glennklockwood.com/garden/processors/A100 (cites NVIDIA A100 datasheet); "
        "thundercompute A100 specs; upb-pc2 wiki (nvidia-smi 40441 MiB); price June 2025 "
        "AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com & "
        "compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d "
        "~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16); read bandwidth: read kernel 1,490 of 1,555 GB/s at full "
        "occupancy, github te42kyfo/gpu-benches @a7dc559c gpu-stream/a100_40.txt (blockSize "
        "1024 row, read column); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper "
        "(2020: 108 of the GA100's 128)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s "
        "NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml "
        "@095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e "
        "(dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / "
        "alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up "
        "to ~45%, P4 ~33%) per secondary sources: codesota.com & compux.net ($6.88/GPU-hr "
        "p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS "
        "announcement itself not retrieved",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s "
        "NVLink, 700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml "
        "@095f58a; github stas00/ml-engineering compute/accelerator/README.md @744d01e "
        "(dense TFLOPS + memory tables, cite vendor spec pages); price awesomeagents.ai / "
        "alpha-one-index AI infra index (2026-03); cloud June 2025 AWS on-demand cut (P5 up "
        "to ~45%, P4 ~33%) per secondary sources: codesota.com & compux.net ($6.88/GPU-hr "
        "p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS "
        "announcement itself not retrieved; MAMF: github stas00/ml-engineering "
        "compute/accelerator/README.md (Maximum Achievable Matmul FLOPS table, BF16); read "
        "bandwidth: BabelStream Dot 3.18 of 3.35 TB/s, github Azure/AI-benchmarking-guide "
        "@f350e7e6 'Azure Results/ND_H100_v5_results.md' (Triad 2.97, Copy 2.90); SMs: "
        "NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 "
        "in H100 PCIe; the GH100 configuration H800 SXM, H200 SXM and GH200 ship too); "
        "CUDA-reported total 79.19 GiB: github llm-d-incubation/llm-d-planner "
        "@2d557dcaab965f16c7f9081b1e90db2b80532e7d "
        "docs/accuracy/vllm-v0.19.0-accuracy-report.md ('H100 physical VRAM is 79.19 GiB'); "
        "vLLM start-up logs 'Free memory on device (78.57/79.18 GiB)' (github "
        "llm-d/llm-d-benchmark @4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 "
        "config_explorer/empirical-vllm-memory-results.md)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "grokipedia H100 NVL part 900-21010-0120-030 (94GB HBM3, ~3.93 TB/s, 350W, PCIe "
        "5.0); hub frank622/nvidiaGPU Hopper table (835/1671, 1670/3341); github "
        "stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + "
        "memory tables, cite vendor spec pages) (note 15: 94 GiB, 3.9 TBps)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "heise.de RTX 6000 (91.1 TFLOPS FP32, 48GB, 960 GB/s, 300W, 142 SMs); "
        "store.sourcecode.com (48GB GDDR6 ECC, 568 tensor cores); tensor figures derived "
        "from NVIDIA's 1,457 sparse FP8 'Tensor TFLOPS'",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "holynerdvana.blogspot RTX 3090 spec table (82 SMs, 1695 MHz, 35.6 TFLOPS, FP16 142 "
        "(285), 936 GB/s, 350W, $1,499); hub frank622/nvidiaGPU (936 GB/s, 350W); GA102 "
        "whitepaper 71/142 as quoted in gpus.csv",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "http://guangxilong.com/c/032129635H022.html (launch report, 3月21日 [2022]: "
        "'FP32、FP16、BF16、INT16、INT8、INT4数据格式计算，峰值性能分别为32TFlops、96TFlops、96TFlops、128Tops、256Tops、512Tops'; "
        "'集成48GB LPDDR5内存，内存带宽614.4GB/s，PCIe 4.0 x16系统接口，整卡最大训练功耗250W，全高全长双插槽设计，系统被动散热'; "
        "'每张加速卡通讯吞吐性能200GB/s'); "
        "http://www.rencaizhenjiang.com/news/hard/20220324/124384.html (2022-03-24: "
        "'250W最大訓練功耗', '每張加速卡可獲得200GB/s的通訊吞吐性能，帶寬為PCIe 4.0 的3.1倍')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html "
        "(Xinhua; CFETS central parity table) — Derived cross: (698.58 CNY/100 USD)/(827.55 "
        "CNY/100 EUR) = 0.8442 EUR per USD.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "http://www.sjzmxmy.com/english/20260127/cba751482a5e433bb6c121e58d8ae77b/c.html "
        "(Xinhua; CFETS central parity) — 'U.S. dollar 100 698.58' yuan. Official central "
        "parity, not a market close.",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://article.woter.ai/d/how-did-the-48g-version-of-4090-4090d-come-about_1079.html "
        "(modified PCB, circulating since end-June 2024, no 4 GB GDDR6X chips); "
        "https://hothardware.com/news/why-china-is-ripping-out-gpus-from-thousands-of-geforce-rtx-4090",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://bizon-tech.com/bizon-zx9000.html as quoted by the 'CMIS Daily report "
        "generator', github Gavinzll/compute-market-report scripts/generate_cmis_daily.py "
        "(an earlier version than @03986ed83b0aa5ebc0a8b0a92144bd02450c22da; that version's "
        "commit not identified)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://dunyanews.tv/amp/english/788751.php (Reuters syndication, early 2024)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://esportstw.com/news/262772/ (RTX 40 series Taiwan prices: 'US$ 1,599 / NT$ "
        "56,990'); game.udn.com/game/story/122089/6631851 ('56,990 台幣')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://evertiq.com/news/54972 (14,592 CUDA, 24GB GDDR6X, 384-bit, 425 W); "
        "https://www.besthub.dev/articles/nvidia-introduces-rtx-4090-d-china-specific-gpu-with-reduced-cuda-and-tensor-cores-b88ff1fef4d4 "
        "(456 tensor cores, 1008 GB/s)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://focustaiwan.tw/business/202512310025 (CNA) — 'the U.S. dollar rose NT$0.01 "
        "to close at NT$31.438' (Taipei close, last session of 2025; 2025 range NT$29-33).",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://huggingface.co/datasets/privum/ai-compute-prices (rows dated 2026-08-19)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://huggingface.co/datasets/tanod/cloud-gpu-list-prices (Google Cloud Billing "
        "Catalog API)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://m.smm.cn/news/detail/103972174 and https://news.smm.cn/live/metal/143 "
        "(SMM) as quoted in the 'CMIS Daily report generator', github "
        "Gavinzll/compute-market-report scripts/generate_cmis_daily.py "
        "@03986ed83b0aa5ebc0a8b0a92144bd02450c22da (its RunPod and Vast.ai figures from "
        "https://www.runpod.io/pricing and https://vast.ai/pricing)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://matpool.com/host-market , https://www.autodl.com/price , "
        "https://openbayes.com as quoted in a 2026 GitHub rental guide, github "
        "zhaohaoming-commits/embodied-policy-lab docs/cloud_gpu_guide.md "
        "@e60262508a4c82690be09608b931c3573bb74226 (updated 2026-08-09)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml "
        "('288 GB HBM3e'); github api-evangelist/akash plans/plans.yml "
        "@4301f93c844dd5582b0756ffa1b02541b9ad9787 ('B300 288GB SXM6'); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16) (B300 SXM: theory 2250 BF16 / 4500 FP8 dense, MAMF 1769 = "
        "78.6%); dense FP4 13,125 TFLOPS: https://glennklockwood.com/garden/processors/B300 "
        "(HGX B300 performance table; 'Dense FP4 performance is up (13 PF on B300 vs. 9.0 "
        "PF on B200)'); scale-out: NVIDIA HGX AI Factory (B300) reference architecture, "
        "abstract ('2-8-9-800 infrastructure configuration (2 CPUs, 8 GPUs, 9 NICs at 800 "
        "Gb/s bandwidth per GPU)', ConnectX-8 SuperNICs), "
        "https://docs.nvidia.com/reference-architectures/hgx-ai-factory/abstract.md; DGX "
        "SuperPOD B300 reference architecture ('NVIDIA XDR (800 Gbps) InfiniBand' compute "
        "fabric)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://raw.githubusercontent.com/api-evangelist/runpod/refs/heads/main/plans/runpod-plans-pricing.yml "
        "(generated 2026-10-07 from https://www.runpod.io/pricing; the git-indexed copy is "
        "an older scaffold)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json "
        "(file says retrieved 2026-11-09)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/vendors.json "
        "(read_on 2026-11-09, from https://www.runpod.io/pricing)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://siliconcat.net/gpu/nvidia-a800-pcie-40-gb ; "
        "https://cputronic.com/de/gpu/nvidia-a800-pcie-40-gb (250 W, 19.49 TFLOPS) ; "
        "https://hmc-tech.com/gpu/nvidia-a800-40gb-vs-nvidia-t4 (311.87 BF16 tensor, 623.74 "
        "sparse); MAMF: github stas00/ml-engineering compute/accelerator/README.md (Maximum "
        "Achievable Matmul FLOPS table, BF16) (A100 PCIe 81.1%)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://soramidjourney.com/?p=5618 (Huxiu report citing SemiAnalysis 2024-07-05)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://techpowerup.com/335749 (910C 780 TFLOPS BF16, 400 GB/s chip-to-chip, eight "
        "HBM2E stacks, 3,200 GB/s); https://aiwiki.ai/wiki/huawei_ascend_910c (128 GB, "
        "3.2-3.5 TB/s)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://verda.com/blog/gb300-nvl72-architecture (per-GPU table, 'Performance "
        "numbers without sparsity': GB300 FP4 15 PFLOPS, FP8 5 PFLOPS, INT8 0.165 POPS, "
        "FP16/BF16 2.5 PFLOPS, TF32 1.25, FP32 0.080 PFLOPS, 'GPU Memory 279 GB HBM3E', "
        "'GPU Memory Bandwidth 8 TB/s', 'Max Thermal Design Power (TDP) 1.4 kW'; "
        "'fifth-generation NVLink with 1.8 TB/s total bandwidth (900 GB/s "
        "unidirectional)'); github "
        "redhat-performance/aiconfigurator@f576734213526d48fa3323d214f415f81f298015 "
        "aic-core/src/aiconfigurator_core/systems/gb300.yaml (NVIDIA-copyright system file "
        "in a fork of ai-dynamo/aiconfigurator; header cites "
        "https://resources.nvidia.com/en-us-blackwell-architecture/blackwell-ultra-datasheet) "
        "(mem_bw 8TB/s, 'mem_capacity: 298013687808 # 284208MiB reported by nvidia-smi', "
        "bfloat16 2500TFLOPS, int8 165TFLOPS, fp8 5PFLOPS, fp4 15PFLOPS, power 1400 W, "
        "NVLink 900e9 B/s per GPU single direction); github "
        "Mu-L/ml-engineering@330ebdd93ba8b41b6c8e11b6acd46d03d53ea1ec "
        "compute/accelerator/README.md (mirror of stas00/ml-engineering; 'TFLOPS comparison "
        "table' + 'Maximum Achievable Matmul FLOPS comparison table') (NVIDIA GB300 SXM: "
        "fp32 80.0, tf32 1250, bf16 2500, fp8 5000, fp4 15000); "
        "https://glennklockwood.com/garden/processors/B300 ('288 GB HBM3e (8 stacks, "
        "12-high)', '8 TB/s (max)', '1400 W maximum'); "
        "https://awesomeagents.ai/hardware/nvidia-gb300-nvl72 ('288GB HBM3e per GPU', "
        "'1,400W TDP per GPU'); https://aiwiki.ai/wiki/nvidia_gb300_nvl72 (first production "
        "unit delivered July 2025); scale-out: NVIDIA technical blog 'Inside the NVIDIA "
        "Vera Rubin Platform: Six New Chips, One AI Supercomputer' (2026-01-05, table 6: "
        "GB300 NVL72 'ConnectX-8 SuperNIC … 800 Gb/s (2 x 400G) per GPU'); NVL72 AI Factory "
        "reference architecture, components (4 ConnectX-8 per 4-GPU compute tray), "
        "https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/components.html",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://www.nvidia.com/en-us/data-center/vera-rubin-nvl72/ (NVIDIA 'Vera Rubin "
        "NVL72' spec table, footnoted 'Preliminary information ... subject to change'; read "
        "through third-party transcriptions, not fetched live: rack / superchip / Rubin GPU "
        "columns NVFP4 inference 3,600 / 100 / 50 PFLOPS, NVFP4 training (dense) 2,520 / 70 "
        "/ 35 PF, FP8/FP6 (dense) 1,260 / 35 / 17.5 PF, INT8 18 POPS / 500 / 250 TOPS, "
        "FP16/BF16 288 / 8 / 4 PF, TF32 144 / 4 / 2 PF, FP32 9,360 / 260 / 130 TFLOPS, FP64 "
        "2,400 / 67 / 33 TFLOPS, HBM4 20.7 TB @ 1,580 TB/s / 576 GB @ 44 TB/s / 288 GB @ 22 "
        "TB/s, NVLink 6 260 / 7.2 / 3.6 TB/s); "
        "https://developer.nvidia.com/blog/inside-the-nvidia-rubin-platform-six-new-chips-one-ai-supercomputer/ "
        "(NVIDIA Technical Blog, 'Inside the NVIDIA Rubin Platform: Six New Chips, One AI "
        "Supercomputer', 2026-01-05: Vera Rubin NVL72, 72 GPUs in one NVLink 6 domain); "
        "TGP: github "
        "mlcommons/inference_results_v6.1@7bf15fd8089655a71fb75c81a744d7ba5a632424 "
        "closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json (submitter NVIDIA, "
        "status 'preview': 'NVIDIA Vera Rubin NVL72, 2300W TGP Per GPU', "
        "'accelerator_memory_capacity': '288 GB', 'HBM4', '6th-gen NVLink', host 'NVIDIA "
        "Vera CPU', 4 GPUs per node, 18 nodes); NVLink domain in NVIDIA's own recipes: "
        "github NVIDIA-NeMo/Megatron-Bridge@1e2825dddf4a2702011c60d90961f2e5683668e3 "
        "src/megatron/bridge/perf_recipes/deepseek/vr200/deepseek_v3.py "
        "('NVLINK_DOMAIN_SIZE': 72); bandwidth history: TechPowerUp 'NVIDIA Lowers HBM4 "
        "Specs for Vera Rubin VR200 as Memory Suppliers Miss 22 TB/s Target' (2026-03-03, "
        "https://www.techpowerup.com/346983/, repost read at "
        "https://vmvirtualmachine.com/nvidia-lowers-hbm4-specs-for-vera-rubin-vr200-as-memory-suppliers-miss-22-tb-s-target); "
        "scale-out: NVIDIA technical blog 'Inside the NVIDIA Vera Rubin Platform: Six New "
        "Chips, One AI Supercomputer' (2026-01-05: 'quad ConnectX-9 SuperNIC boards, "
        "delivering 1.6Tb/s of network bandwidth per Rubin GPU')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://www.tomshardware.com/reviews/nvidia-geforce-rtx-4080-review (RTX 4080: "
        "VRAM 16 GB, 256-bit, 'TFLOPS FP32 48.7', 'TFLOPS FP16 (FP8/INT8) 390 (780)', "
        "'Bandwidth (GBps) 717'); github "
        "lamonoai/gpumap@8d5e174f6f25a520db1ada126d4c1fa5c5eb6df9 nvidia/GPU.md (spec "
        "tables incl. 'FP16 Tensor Core(TFLOPS)(FP32累计)') (GeForce RTX4080: 16GB GDDR6X, "
        "717 GB/s, PCI-Express 4.0 x16, TDP 320 W, FP16 Tensor (FP16累计) 195 / 390*, FP16 & "
        "BFLOAT16 Tensor (FP32累计) 97 / 195*, FP8 390 / 780*); "
        "https://www.holynerdvana.com/2022/10/nvidia-geforce-rtx-4080-specifications.html "
        "('Total Board Power (Watts) 320', launch November 16, 2022); "
        "https://forums.developer.nvidia.com/t/fp8-fp16-accumulation-on-ada-rtx-4090/294400 "
        "(2024-05-29: 'updated Whitepaper ... confirming fp32 accumulate is half-rate on "
        "geforce')",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://www.tweaktown.com/news/84164/nvidia-geforce-rtx-3090-ti-full-specs-price-performance-details/index.html "
        "(full GA102: 84 SMs, 10,752 CUDA cores, boost 1,860 MHz, 24 GB GDDR6X at 21 Gbps "
        "on 384 bits = 1,008 GB/s, 450 W, 40 TFLOPS FP32); launch price $1,999 "
        "(chipversus.com GeForce RTX 3090 Ti page)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "hub frank622/nvidiaGPU Ampere table (A10 FP16 125T/250T, 600 GB/s, 150W); github "
        "astroC86/gpu-datasheet README (links NVIDIA a10-datasheet.pdf); nucleusbox (31 TF "
        "FP32)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "io-tech.fi Tesla V100 PCIe article (112 Tensor TFLOPS, 14 FP32, 900 GB/s, 250W)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "leliyliu/TileStack@d2113415a28109daf0f371a705c54d532628cb5e npus/07-C550硬件规格.md "
        "(2026-08-03: the vendor's product pages metax-tech.com/prod.html?cid=107&id=35 and "
        "cid=110&id=44 as it quotes them — OAM 1.5/2.0 module, 64 GB with ECC, MetaXLink 8 "
        "cards fully connected 'up to 896 GB/s', 450 W, 8 a server, PCIe 5.0 x16, no FP8; "
        "its measurements on 8 cards — mx-smi HBM2e, memoryBusWidth 4096 at 1800 MHz (1,843 "
        "GB/s), 7 MetaXLink links a card, mccl_tests all-reduce 188 GB/s algbw / 329 GB/s "
        "busbw at 1 GB) and docs/metax_c550_integration.md "
        "@ff7873e1dd4f73b0fbf25b62783925b0ef79e99f (2026-08-18, MACA 3.7.1.17, torch "
        "2.8.0+metax: GEMM 8192³ FP16 275.03 TFLOPS, BF16 269.34; torch copy 1,429 GB/s, "
        "add 1,480 GB/s); the 280 TFLOPS BF16/FP16 peak is the C500 OAM module's vendor "
        "figure (ai.gitee.com/docs/compute/domestic-gpu), the C550 being the same XCORE "
        "chip on an OAM module; memory seen by mx-smi: "
        "PaddlePaddle/PaddleNLP@e0064ad939f222fe4cbb86e79dbff59760d2314c "
        "llm/devices/metax/llama/README.md (8 × MXC550, 65536 MiB, 2024-09-23)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink "
        "900); geektopia H200 announcement; github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github "
        "stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + "
        "memory tables, cite vendor spec pages); price alpha-one-index.github.io "
        "ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy "
        "(sibshop.uat.jiralog.com/ec2/capacityblocks/pricing)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "lzwjava H200 spec table (141GB HBM3e 4.8TB/s, 3,958* FP8 sparse, 700W, NVLink "
        "900); geektopia H200 announcement; github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/h200_sxm.yaml @095f58a (141 GiB); github "
        "stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + "
        "memory tables, cite vendor spec pages); price alpha-one-index.github.io "
        "ai-infra-index (2026-03); cloud AWS EC2 Capacity Blocks pricing page copy "
        "(sibshop.uat.jiralog.com/ec2/capacityblocks/pricing); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16) (stas00: 'H200 is the same' as H100 SXM); read bandwidth: "
        "BabelStream Dot 4.48 of 4.8 TB/s, github Azure/AI-benchmarking-guide @7f20e5fa "
        "Azure_Results/ND_H200_v5_results.md (Triad 4.15, Copy 4.01); SMs: NVIDIA H100 "
        "Tensor Core GPU Architecture whitepaper (2022: 132 in H100 SXM5, 114 in H100 PCIe; "
        "the GH100 configuration H800 SXM, H200 SXM and GH200 ship too)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "mullet.se L40/L40S datasheet table; github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/l40s.yaml @095f58a (nvidia-smi ~46068 MiB "
        "usable); github stas00/ml-engineering compute/accelerator/README.md @744d01e "
        "(dense TFLOPS + memory tables, cite vendor spec pages)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); "
        "sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand "
        "list price (2023-May 2025) as published on "
        "https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut "
        "(not re-read here) and repeated in many public code price tables (g4dn.xlarge "
        "0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an "
        "mlprof targets catalog on GitHub, was not identified)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "networkoutlet T4 spec table (16GB GDDR6, 65 TFLOPS FP16, 130 TOPS INT8, 70W); "
        "sysrqmts TU104 db (320 GB/s, 8.141 FP32, PCIe 3.0); price AWS us-east-1 on-demand "
        "list price (2023-May 2025) as published on "
        "https://aws.amazon.com/ec2/pricing/on-demand/ until the June 2025 P4/P5 price cut "
        "(not re-read here) and repeated in many public code price tables (g4dn.xlarge "
        "0.526, p3.2xlarge 3.06, p4d 32.77, p4de 40.97, p5 98.32; the table first used, an "
        "mlprof targets catalog on GitHub, was not identified); measured GEMM: NVIDIA "
        "Developer Forums thread 264462 'About GPU peak performance' (2023-08: cuBLAS FP16 "
        "4096^3 over 100 iterations about 24 TFLOPS; NVIDIA's reply: power capping to the "
        "T4's ~70 W)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "no spec source retrieved (figures are recollections of the NVIDIA L40 datasheet); "
        "price: github api-evangelist/coreweave plans/coreweave-plans-pricing.yml "
        "@27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084; read bandwidth: read kernel 844 of 864 "
        "GB/s, github te42kyfo/gpu-benches @0a45416b gpu-stream/l40.txt (blockSize >= 224 "
        "rows, read column)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "saulelectric H200 page (600W PCIe version); compute figures by analogy with H100 "
        "NVL (NVIDIA lists 1,671*/3,341* sparse) - not directly retrieved",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "servethehome RTX A6000 (48GB GDDR6 ECC, 768 GB/s, 300W, NVLink 112.5 GB/s); "
        "llmperf.net A6000 summary citing Microway (154.8 dense / 309.7 sparse); sysrqmts "
        "(38.71 FP32, $4,649 launch); cloud Lambda Cloud list price via github "
        "skypilot-org/skypilot-catalog catalogs/v6/lambda/vms.csv @098741e (undated "
        "snapshot, ~2024-25)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "spheron.network RTX 5090 datasheet (170 SMs, 1,792 GB/s, 838.4 FP16 sparse, "
        "1,676.8 FP8 sparse, 3,352 FP4 sparse, 575W, Gen5); pocketmags Linux Format review "
        "(104 FP32, 575W); hmc-tech.com (4x RTX 5090 $7,996, 2025)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "sysrqmts RTX 3060 (12GB GDDR6, 360 GB/s, 12.74 TFLOPS, 28 SMs @1.777 GHz, $329); "
        "pcpartdb (170W); tensor derived: 28 SM x 512 FLOP/clk x 1.777 GHz",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "thundercompute A100 spec table (1,935 GB/s, 300W); github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/a100_pcie.yaml @095f58a (1935 GB/s, 300W, "
        "312 TFLOPS); github stas00/ml-engineering compute/accelerator/README.md @744d01e "
        "(dense TFLOPS + memory tables, cite vendor spec pages); MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16); SMs: NVIDIA A100 Tensor Core GPU Architecture whitepaper "
        "(2020: 108 of the GA100's 128)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml "
        "@095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md "
        "@744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price "
        "mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 "
        "AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com & "
        "compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d "
        "~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml "
        "@095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md "
        "@744d01e (dense TFLOPS + memory tables, cite vendor spec pages); price "
        "mercatus-ai.com A100 vs H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 "
        "AWS on-demand cut (P5 up to ~45%, P4 ~33%) per secondary sources: codesota.com & "
        "compux.net ($6.88/GPU-hr p5), usage.ai, github carsonpo/gpus costs/aws.md (p4d "
        "~$22/hr, p4de ~$27/hr); AWS announcement itself not retrieved; MAMF: github "
        "stas00/ml-engineering compute/accelerator/README.md (Maximum Achievable Matmul "
        "FLOPS table, BF16); read bandwidth: BabelStream's best kernel, Dot 1.75 of 2.039 "
        "TB/s, github Azure/AI-benchmarking-guide @3bb66cac "
        "Azure_Results/ND_A100_v4_results.md (A100-SXM4-80GB; te42kyfo/gpu-benches "
        "@cdcc732d cuda-stream/a100_80.txt reads 1,769 GB/s on an A100 80GB whose form "
        "factor it does not state: not used); SMs: NVIDIA A100 Tensor Core GPU Architecture "
        "whitepaper (2020: 108 of the GA100's 128); CUDA-reported total 79.25 GiB: "
        "PyTorch's out-of-memory message on an A100 80GB, 'GPU 0; 79.25 GiB total capacity' "
        "(github levihsu/OOTDiffusion issue #235, 2025-03-17); vLLM 0.10.1.1's KV cache "
        "pools on an A100 80GB at 0.5 and 0.25 come out at it to 0.01 GiB (github "
        "dennislee22/vLLM-benchmarking log/vllm-7B-1gpuA10080GB-0.5GRAM.log @608c86e9: "
        "24.83 GiB)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "tweaktown H20 (96GB HBM3, 4.0 TB/s, 296 TFLOPS, 400W, NVLink 900GB/s); willitrunai "
        "H20 (148 FP16, 296 INT8); zangshuxian (FP32 44, FP16 148 dense); hub "
        "frank622/nvidiaGPU (FP8 296T, FP16 148T)",
    ),
    QT_TRANSLATE_NOOP("Citation", "undated (2024-25)"),
    QT_TRANSLATE_NOOP("Citation", "undated (2025)"),
    QT_TRANSLATE_NOOP("Citation", "undated (2025-26)"),
    QT_TRANSLATE_NOOP("Citation", "undated snapshot (2023-2025)"),
    QT_TRANSLATE_NOOP("Citation", "undated snapshot (2025-26)"),
    QT_TRANSLATE_NOOP("Citation", "undated snapshot, before 2025-06"),
    QT_TRANSLATE_NOOP(
        "Citation",
        "waredb.com RTX 4090 (165.15 dense/330.3 sparse BF16, FP8 330.3/660.6, 1008 GB/s); "
        "gigagpu 4090 dense TFLOPS table (FP32-accum vs FP16-accum); techgoing (450W); "
        "price tomshardware RTX 4090 review (2022-10-11)",
    ),
)
