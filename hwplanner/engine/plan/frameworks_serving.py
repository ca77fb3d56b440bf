"""Serving engine profiles: memory share, batching, KV cache and kernels of each engine
(plan/frameworks.py is the registry; plan/framework_spec.py says what a profile holds)."""

from __future__ import annotations

from hwplanner.engine.plan.enums import (
    Method,
)
from hwplanner.engine.plan.framework_spec import (
    FRONTEND_CHUNK_S,
    SERVING,
    Framework,
)

VLLM = Framework(
    "vllm",
    "vLLM",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 16, "prefix_caching": True, "async_scheduling": True},
    "pre-allocates gpu_memory_utilization (0.9) of the card: weights, the activation peak "
    "of a profiling run of max_num_batched_tokens, the rest is the paged KV cache (blocks "
    "of 16 tokens); prefix caching on (V1); CUDA graphs for decode",
    "vLLM engine arguments (gpu_memory_utilization 0.9, block_size 16, "
    "max_num_batched_tokens, max_num_seqs)",
    prefill_chunk_tokens=8192,
    memory_share=0.9,
    memory_share_of="card",
    outside_share=("cuda_context", "communication", "allocator", "cuda_graphs"),
    outside_share_source="github vllm-project/vllm vllm/v1/worker/gpu_worker.py "
    "@35d5cda123ec28581759b6d34cde8052314fb1e6: init_device takes its memory snapshot after "
    "the distributed environment is initialized ('This ensures NCCL buffers are allocated "
    "before we measure'), so the CUDA context and NCCL's buffers are outside "
    "requested_memory = total × gpu_memory_utilization; determine_available_memory gives the "
    "KV cache requested_memory − (weights + the profile's peak allocated activations + "
    "non-torch increase), the caching allocator's unallocated reserve charged nowhere; CUDA "
    "graphs are captured after the KV cache is sized ('memory_profiling does not consider "
    "CUDAGraph memory size', compile_or_warm_up_model). Published start-up logs add up so "
    "(vLLM 0.10.2 and 0.31.0: available KV = utilization × total − weights − peak activation "
    "− non-torch, the graphs' GiB beside it); VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 "
    "subtracts an estimate of the graphs too",
    async_scheduling_source="github vllm-project/vllm PR #19970 (2025-06, --async-scheduling: "
    "'the scheduler operate one step ahead of the current execution', overlapping scheduling "
    "with model execution), on by default from PR #27614 (the last item of the Async "
    "Scheduling Plan, issue #27679; PR #31998 of 2026-01 extends the default to speculative "
    "decoding); vLLM 0.11 and earlier ran without it unless asked",
    batched_tokens=((0.0, 2048), (70.0, 8192)),
    max_seqs=((0.0, 256), (70.0, 1024)),
    small_tier=("a100",),
    redundant_experts_source="vLLM --enable-eplb with num_redundant_experts (--eplb-config; "
    "docs.vllm.ai serving/expert_parallel_deployment, expert parallel load balancer)",
    batch_overlap_source="vLLM docs/design/dbo.md (Dual Batch Overlap, --enable-dbo: 'overlap "
    "the sparse all-to-all communication in the MoE layer with the surrounding computation', "
    "DP+EP deployments; vllm-project/vllm PR #26024, 2025-10)",
    cuda_graphs=True,
    step_overhead_s=0.001,
    frontend_chunk_s=FRONTEND_CHUNK_S,
    model_context_start="github vllm-project/vllm PR #2163 ('Raise error when max_model_len is "
    "larger than KV cache size'; the start-up ValueError 'To serve at least one request with "
    "the models's max seq len ...', issue #19407: an unset --max-model-len is read from the "
    "model's configuration), PR #29431 (2025-11-25: --max-model-len auto, the longest that "
    "fits)",
    preempts="github vllm-project/vllm vllm/v1/core/sched/scheduler.py "
    "@b4622cf924bc72504aed99e486062d6633fde39e Scheduler.schedule (running requests first; "
    "allocate_slots fails: preempted_req = self.running.pop(), its blocks freed, "
    "num_computed_tokens = 0, waiting.prepend_request; a waiting request is scheduled when "
    "its chunk's blocks can be allocated)",
    scheduler_steps_source="vLLM 0.6.0 release notes and engine argument --num-scheduler-steps "
    "(V0 engine, 0.6.0–0.10: 'Maximum number of forward steps per scheduler call'; removed "
    "with V0)",
    serving_source="github vllm-project/vllm vllm/v1/worker/gpu_worker.py "
    "@0012cf691b7e69423244d2b1405f4b6832156e19 (KV cache = total × "
    "gpu_memory_utilization − peak of weights, profiled activations and non-torch "
    "memory); vllm/engine/arg_utils.py get_batch_defaults (OpenAI server: "
    "max_num_batched_tokens 8192 and max_num_seqs 1024 on GPUs of 70 GiB or more except "
    "A100, else 2048 and 256); CacheConfig block_size 16 on CUDA",
    sampler_bytes=15.2,
    sampler_source="vLLM 0.19.0 start-up logs on an H100, 1,024 dummy requests (github "
    "llm-d-incubation/llm-d-planner @2d557dcaab965f16c7f9081b1e90db2b80532e7d "
    "docs/accuracy/vllm-v0.19.0-accuracy-report.md): activation peaks of 1.89 GiB for Llama "
    "3.1 8B (vocabulary 128,256) at tensor parallel 1, 2 and 4, 2.21 GiB for Qwen2.5 7B and "
    "Qwen3 8B (152,064 and 151,936), 2.87 GiB for gpt-oss (201,088), 1.52 GiB for phi-4 "
    "(100,352): 15.0–15.9 B per request and vocabulary entry, whatever the tensor "
    "parallelism (every GPU samples the whole vocabulary); gpu_model_runner.py "
    "_dummy_sampler_run samples min(max_num_seqs, max_num_batched_tokens) requests after the "
    "forward pass",
    sorting_sampler="0.11.1–0.15",
    sorting_sampler_bytes=38.5,
    sorting_sampler_source="vLLM 0.11.1–0.15 sort the whole vocabulary for each dummy request "
    "when they warm the sampler up: github vllm-project/vllm vllm/v1/worker/gpu_model_runner.py "
    "(_dummy_sampler_run: the profile run samples min(max_num_seqs, max_num_batched_tokens) "
    "dummy requests with top_k = vocabulary − 1 and top_p 0.9), "
    "vllm/v1/sample/ops/topk_topp_sampler.py (apply_top_k_top_p: logits.sort over the whole "
    "vocabulary; PR #26859, 2025-10-15, made this native path the default over FlashInfer's; "
    "PR #33538 replaced the sort with a Triton kernel); start-up logs on H100 with 1,024 "
    "dummy requests, vllm-openai images of early 2026 (github llm-d/llm-d-benchmark "
    "@4f4d44943c39b76b28e30dfa1fb0dfaf1ee894b5 config_explorer/empirical-vllm-memory-"
    "results.md): peak activation 4.76 GiB at a vocabulary of 128,256 (Llama 3.1 8B, Llama "
    "3.3 70B FP8: 4.84), 5.56–5.64 GiB at 151,936 (Qwen3 0.6B and 32B, TP 1 and 2), 7.38 GiB "
    "at 201,088 (gpt-oss 20B and 120B): 38.5 B per dummy request and vocabulary entry, "
    "whatever the model's size; vLLM 0.19 on the same H100 (github llm-d-incubation/llm-d-"
    "planner @2d557dca docs/accuracy/vllm-v0.19.0-accuracy-report.md): 1.89 GiB (Llama 3.1 "
    "8B) and 2.21 GiB (Qwen2.5 7B)",
    kv_dtypes=("fp32", "bf16", "fp8"),
    formats_source="vLLM docs, Quantized KV Cache (FP8 is the quantized KV cache it "
    "offers: kv_cache_dtype auto | fp8 | fp8_e4m3 | fp8_e5m2), "
    "https://docs.vllm.ai/en/latest/features/quantization/quantized_kvcache/; the weight "
    "formats by GPU: vLLM docs, Quantization, Supported Hardware "
    "(https://docs.vllm.ai/en/v0.15.1/features/quantization/: bitsandbytes and INT8 W8A8 not "
    "on AMD GPUs, INT8 and FP8 not on Volta; FP8 W8A16 through Marlin on Turing and Ampere, "
    "docs v0.32 FP8 W8A8). The same table marks AWQ and GPTQ unsupported on AMD GPUs, but "
    "vLLM's ROCm platform runs them (vllm/platforms/rocm.py supported_quantization lists awq "
    "and gptq in 0.8.0-0.12.0; GPTQ through the exllama kernel csrc/quantization/gptq, built "
    "for gfx906-gfx950 (0.11.1 CMakeLists.txt HIP_SUPPORTED_ARCHS), fp16 activations only; "
    "AWQ through its Triton kernel, VLLM_USE_TRITON_AWQ set on ROCm; GPTQ mixtures of experts "
    "from 0.10.1, PR #21733, through the Triton moe_wna16 path; Marlin is CUDA-only), so int4 "
    "is planned there; MetaX GPUs load no FP8 checkpoint (Gitee AI docs, "
    "https://ai.gitee.com/docs/compute/domestic-gpu: '不支持FP8精度'); MXFP4 needs compute "
    "capability 8.0 (vllm/model_executor/layers/quantization/mxfp4.py @007d5005 "
    "Mxfp4Config.get_min_capability 80): not on Volta or Turing",
    format_gpus_refused={
        "int8": ("AMD", "volta"),
        "fp8": ("volta", "MetaX"),
        "mxfp4": ("volta", "turing"),
        "nf4": ("AMD",),
        "nf4-dq": ("AMD",),
    },
    attention_dp_parts=("attention", "embedding", "lm_head", "mlp"),
    attention_dp_cap_per_group=True,
    triton_scans="github vllm-project/vllm vllm/config/compilation.py (the recurrent mixers "
    "vllm::mamba_mixer2, vllm::gdn_attention_core, vllm::linear_attention among the piecewise "
    "graphs' splitting ops, run outside them), vllm/model_executor/layers/fla/ops (fla's "
    "chunk_gated_delta_rule) and mamba/ops/ssd_combined.py (mamba_chunk_scan_combined)",
    triton_moe="github vllm-project/vllm vllm/model_executor/layers/fused_moe/fused_moe.py "
    "(fused_moe: moe_align_block_size and two grouped Triton GEMMs), timed by "
    "benchmarks/kernels/benchmark_moe.py",
    hybrid_pages="github vllm-project/vllm, released wheels 0.20.0 (b8160878f) and 0.34.0 "
    "(62d4bc3c7): platforms/interface.py _align_hybrid_block_size / "
    "update_block_size_for_backend (the attention block raised to a whole multiple of the "
    "kernel block until its page holds a recurrent layer's state, the state page padded to "
    "it), v1/core/kv_cache_utils.py / kv_cache_planning.py _get_kv_cache_groups_uniform_page_size "
    "(layers in groups of the smaller kind's count, one block pool, one null block), "
    "v1/kv_cache_interface.py MambaSpec (1 + speculative tokens blocks per sequence), "
    "config/compilation.py (start-up error 'max_num_seqs … exceeds available Mamba cache "
    "blocks' under full CUDA graphs)",
    int4_marlin=True,
    disaggregation_source="vLLM docs, Disaggregated Prefilling (experimental): a prefill "
    "instance and a decode instance joined by a KV-transfer connector given in "
    "--kv-transfer-config (NixlConnector, P2pNcclConnector, LMCache); the proxy sends the "
    "prompt to the prefill instance with max_tokens 1 and the decode instance pulls its KV "
    "blocks after the prefill, recomputes the last prompt token and samples the first "
    "(github vllm-project/vllm, NixlConnector, scheduler num_computed_tokens − 1)",
    disagg_decode_samples_first=True,
    ep_spans_tp="vLLM docs, Expert Parallel Deployment (--enable-expert-parallel: 'EP size is "
    "automatically calculated' as TP × DP; without it the experts are tensor-parallel)",
    dp_beside_tp="vLLM docs, Data Parallel Deployment "
    "(https://docs.vllm.ai/en/v0.12.0/serving/data_parallel_deployment/: 'each DP engine "
    "owns a number of per-GPU worker processes equal to the configured TP size')",
    fp8_attention="vLLM docs, Quantized KV Cache ('When using the Flash Attention 3 backend with "
    "FP8 KV cache, attention operations are also performed in the quantized (FP8) domain')",
    attention_dp_source="vLLM docs, Data Parallel Deployment "
    "(https://docs.vllm.ai/en/latest/serving/data_parallel_deployment/: each DP rank a "
    "whole model of its own TP size for its own batches; expert layers form one tensor "
    "parallel group of DP × TP, or expert parallel with --enable-expert-parallel)",
)

LLAMACPP = Framework(
    "llamacpp",
    "llama.cpp / Ollama",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 1, "prefix_caching": True},
    "weights in GGUF formats, a contiguous KV cache of n_ctx cells (f16 by default), "
    "compute buffers per ubatch (512); the prompt cache of each slot is reused",
    "llama.cpp server options (-c n_ctx, -ub 512, -ctk f16, -np slots, cache_prompt)",
    prefill_chunk_tokens=512,
    # ggml allocates its weight, KV and compute buffers exactly: no caching allocator
    allocator_share=0.0,
    fixed_slots=True,
    host_split=True,
    splits_layers="llama.cpp tools/server README, -sm/--split-mode: 'layer (default): split "
    "layers and KV across GPUs'; row splits every matrix's rows",
    step_overhead_s=0.0005,
    fp16_accumulate=True,
    serving_source="github ggml-org/llama.cpp tools/server README (n_ctx, n_ubatch "
    "512, cache_prompt); llama.cpp allocates the whole KV cache of n_ctx × slots at "
    "start; Ollama OLLAMA_NUM_PARALLEL and OLLAMA_KV_CACHE_TYPE",
    kv_dtypes=("fp32", "bf16", "int8", "int4"),
    weight_formats=("fp32", "bf16", "fp16", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "mxfp4"),
    formats_source="llama.cpp server options -ctk/-ctv (f32, f16, bf16, q8_0, q4_0, "
    "q4_1, iq4_nl, q5_0, q5_1: no fp8 cache) and GGUF tensor types (F32, F16, BF16, "
    "Q8_0, Q4_0, MXFP4 …; no bitsandbytes, FP8 or NVFP4 checkpoints); recurrent "
    "states of hybrids in F32 (src/llama-model.cpp create_memory: llama_memory_hybrid "
    "recurrent_type_r and recurrent_type_s GGML_TYPE_F32)",
    ssm_state_bytes=4.0,
    conv_state_bytes=4.0,
    apple_metal=True,  # ggml's Metal backend (ggml/src/ggml-metal)
)

SGLANG = Framework(
    "sglang",
    "SGLang",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 1, "prefix_caching": True},
    "mem_fraction_static of the card (0.88 at TP 1 … 0.79 at TP 16) holds the weights "
    "and the KV pool; activations and CUDA graphs use the rest; token-level pages "
    "(page_size 1) with the radix prefix cache; chunked prefill of 8192 tokens",
    "SGLang server arguments (mem_fraction_static, chunked_prefill_size, page_size, radix cache)",
    memory_share_of="static",
    memory_share_by_tp=((16, 0.79), (8, 0.81), (4, 0.85), (2, 0.87), (1, 0.88)),
    batched_tokens=((0.0, 2048), (35.0, 8192), (160.0, 16384)),
    redundant_experts_source="SGLang server argument --ep-num-redundant-experts (with "
    "--enable-eplb; lmsys blog 2025-05-05: 32 redundant experts make a pool of 288 for "
    "DeepSeek-V3's 256, so EP72 divides it)",
    deepep_auto_source="SGLang server argument --deepep-mode (default auto: 'low_latency for "
    "decode batch, normal for prefill batch'; lmsys blog 2025-05-05, DeepEP's auto mode)",
    batch_overlap_source="SGLang server argument --enable-two-batch-overlap (lmsys blog "
    "2025-05-05 'Deploying DeepSeek with PD Disaggregation and Large-Scale Expert "
    "Parallelism', Two-batch Overlap: two micro-batches, one's DeepEP dispatch and combine "
    "overlapping the other's computation)",
    cuda_graphs=True,
    step_overhead_s=0.0005,
    frontend_chunk_s=FRONTEND_CHUNK_S,
    prefill_first="github sgl-project/sglang@0003215cf1464f44b389cd0b18d0b4c56f2a3da6 "
    "python/sglang/srt/managers/scheduler.py get_next_batch_to_run: a new prefill batch, when "
    "get_new_batch_prefill makes one, runs instead of the running batch's decode ('Run "
    "prefill first if possible'); server_args.py enable_mixed_chunk False (decode tokens join "
    "a prefill batch only with --enable-mixed-chunk)",
    new_token_ratio=(0.7, 0.14, 600),
    new_token_ratio_source="github sgl-project/sglang python/sglang/srt/environ.py "
    "(SGLANG_INIT_NEW_TOKEN_RATIO 0.7, SGLANG_MIN_NEW_TOKEN_RATIO_FACTOR 0.14, "
    "SGLANG_NEW_TOKEN_RATIO_DECAY_STEPS 600, SGLANG_RETRACT_DECODE_STEPS 20, "
    "SGLANG_CLIP_MAX_NEW_TOKENS_ESTIMATION 4096); managers/schedule_policy.py "
    "@ad0119fdde519598c25f5c48b95dacaa2b85d607 PrefillAdder (the running requests reserve "
    "min(max_new_tokens − output, clip) × new_token_ratio; a new request needs its input and "
    "its clipped max_new_tokens); scheduler retract_decode (the ratio reset to (decoded + 20 × "
    "running) ÷ (max new tokens + 1))",
    triton_scans="github sgl-project/sglang python/sglang/srt/layers/attention/fla "
    "(fla's chunk_gated_delta_rule) and layers/attention/mamba/ops (mamba_chunk_scan_combined): "
    "prefill runs outside its decode CUDA graphs",
    triton_moe="github sgl-project/sglang python/sglang/srt/layers/moe/fused_moe_triton "
    "(fused_moe, the default MoE runner for bf16 and fp8 experts)",
    serving_source="github sgl-project/sglang python/sglang/srt/server_args.py "
    "(mem_fraction_static by tp_size: 0.88/0.87/0.85/0.81/0.79; chunked_prefill_size "
    "2048 under 35 GB, 8192 under 160 GB, else 16384; page_size 1; radix cache on)",
    kv_dtypes=("fp32", "bf16", "fp8"),
    formats_source="SGLang server arguments: kv_cache_dtype auto | fp8_e5m2 | fp8_e4m3; "
    "mamba_ssm_dtype 'float32' (the recurrent state of hybrids, python/sglang/srt/"
    "server_args.py, Mamba cache)",
    ssm_state_bytes=4.0,
    int4_marlin=True,
    disaggregation_source="SGLang docs, PD Disaggregation: --disaggregation-mode prefill | "
    "decode servers behind a router, the KV cache written into the decode server's memory by "
    "--disaggregation-transfer-backend (mooncake, nixl) over RDMA; the prefill server samples "
    "the first token and sends it with the KV cache",
    attention_dp_parts=("attention", "embedding_whole"),
    attention_dp_source="SGLang --enable-dp-attention --dp N (DeepSeek usage docs: data "
    "parallel attention keeps one MLA KV cache per request instead of one per TP rank); "
    "github sgl-project/sglang@3e4a39ee73308590c5c753108bdcb8d333f7f1c6 "
    "python/sglang/srt/models/deepseek_v2.py: VocabParallelEmbedding(enable_tp=not "
    "is_dp_attention_enabled()) whole per GPU, ParallelLMHead split over the whole TP group "
    "(enable_dp_lm_head False by default), dense MLPs over the TP group "
    "(moe_dense_tp_size unset); max_running_requests divided among the DP ranks "
    "(max_running_requests // dp_size per worker)",
)

TRTLLM = Framework(
    "trtllm",
    "TensorRT-LLM",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 32, "prefix_caching": True},
    "after the weights and activation buffers load, the KV cache takes "
    "free_gpu_memory_fraction (0.9) of the free memory, in blocks of 32 tokens with "
    "block reuse; max_batch_size 2048, max_num_tokens 8192; CUDA graphs",
    "TensorRT-LLM KvCacheConfig (free_gpu_memory_fraction 0.9, tokens_per_block 32, "
    "enable_block_reuse) and build defaults (max_batch_size 2048, max_num_tokens 8192)",
    memory_share=0.9,
    memory_share_of="free",
    batched_tokens=((0.0, 8192),),
    max_seqs=((0.0, 2048),),
    cuda_graphs=True,
    step_overhead_s=0.0005,
    frontend_chunk_s=FRONTEND_CHUNK_S,
    reserves_whole_request="TensorRT-LLM SchedulerConfig capacity_scheduler_policy "
    "GUARANTEED_NO_EVICT (the default): a request starts only when its prompt and maximum "
    "output fit the KV cache, so that it is never paused (TensorRT-LLM performance tuning "
    "guide, 'Useful Runtime Options', Capacity Scheduler Policy)",
    serving_source="github NVIDIA/TensorRT-LLM tensorrt_llm/llmapi/llm_args.py "
    "KvCacheConfig (free_gpu_memory_fraction 0.9 'of GPU memory … for the KV cache', "
    "tokens_per_block 32, enable_block_reuse True); BuildConfig max_batch_size 2048, "
    "max_num_tokens 8192",
    kv_dtypes=("fp32", "bf16", "fp8", "int8"),
    weight_formats=("fp32", "bf16", "fp16", "fp8", "int8", "int4", "nvfp4", "mxfp4"),
    formats_source="TensorRT-LLM quantization: KV cache FP8 or INT8 "
    "(kv_cache_quant_algo); weights FP8, INT8/INT4 weight-only or AWQ/GPTQ, NVFP4 "
    "(ModelOpt); no GGUF or bitsandbytes checkpoints; LLM API reference KvCacheConfig.dtype "
    "'auto': 'follow checkpoint metadata'",
    kv_follows_checkpoint=True,
    ssm_state_bytes=2.0,  # KvCacheConfig mamba_ssm_cache_dtype "auto": the model's dtype
    # enable_attention_dp: every GPU of the tp group attends its own requests with its own KV
    # pool and scheduler; attention, dense MLPs, shared experts, embedding and LM head whole
    # on each; the routed experts split over moe_ep_size x moe_tp_size = tp_size
    fp8_attention="TensorRT-LLM attention backends: FP8 context FMHA and XQA generation kernels "
    "over an FP8 KV cache (the trtllm backend's FP8 input, output and KV cache quantization)",
    attention_dp_parts=("attention", "embedding", "lm_head", "mlp"),
    attention_dp_cap_per_group=True,
    attention_dp_spans_tp=True,
    attention_dp_source="TensorRT-LLM enable_attention_dp (PyTorch backend): every GPU of "
    "the tensor-parallel group a data-parallel rank (github NVIDIA/TensorRT-LLM "
    "tensorrt_llm/mapping.py @b35ac1b6 MappingBase.dp_size = tp_size), attention and MLA "
    "whole on each (_torch/modules/attention.py @c6d3bb2a: 'if "
    "config.mapping.enable_attention_dp: tp_size = 1'), dense MLPs and shared experts too "
    "(_torch/models/modeling_deepseekv3.py @a43cf9e3 _compute_mlp_tp_size, "
    "_compute_shared_expert_tp_size), embedding and LM head unsplit (_torch/modules/"
    "embedding.py @06d0733f LMHead), routed experts over moe_ep_size x moe_tp_size = "
    "tp_size; each rank its own scheduler and KV pool (pyexecutor/_util.py @d8ae02ca "
    "create_py_executor_instance; resource_manager.py @d2a5560a KVCacheManager tp_size = 1; "
    "docs/source/blogs/tech_blog/blog9_Deploying_GPT_OSS_on_TRTLLM.md: 'max_batch_size "
    "describes the maximum batch size for each local rank')",
    gpu_vendor="NVIDIA",
    gpu_architectures=("ampere", "ada", "hopper", "blackwell", "rubin"),
    low_precision_needs_cores=True,
    hardware_source="TensorRT-LLM 0.18.2 Support Matrix, "
    "https://nvidia.github.io/TensorRT-LLM/0.18.2/reference/support-matrix.html ('optimizes "
    "… on NVIDIA GPUs'; precision: Hopper and Ada FP8, Ampere FP32/FP16/BF16/INT8/INT4); "
    "TensorRT-LLM 1.0 Quantization, "
    "https://nvidia.github.io/TensorRT-LLM/1.0.0/features/quantization.html (FP4 and FP8 "
    "on Blackwell and Hopper); TensorRT LLM Supported Hardware, "
    "https://nvidia.github.io/TensorRT-LLM/supported-hardware.html (Blackwell, Hopper, Ada "
    "Lovelace, Ampere A100: NVIDIA architectures only); Rubin: NVIDIA's MLPerf Inference v6.1 "
    "submission on Vera Rubin NVL72 with TensorRT (github mlcommons/inference_results_v6.1 "
    "@7bf15fd8 closed/NVIDIA/systems/VR-NVL72_VR-288GB_aarch64x72_TRT.json)",
    disaggregation_source="TensorRT-LLM docs, Disaggregated Serving: trtllm-serve "
    "disaggregated, context (prefill) and generation (decode) servers, the KV cache sent "
    "between them (UCX or NIXL); the context server returns the first token "
    "(first_gen_tokens)",
)

LMDEPLOY = Framework(
    "lmdeploy",
    "LMDeploy (TurboMind)",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 64, "prefix_caching": False},
    "after the weights load, the KV cache takes cache_max_entry_count (0.8) of the free "
    "memory, in blocks of 64 tokens; max_batch_size 128; prefix caching off by default",
    "LMDeploy TurbomindEngineConfig (cache_max_entry_count 0.8, cache_block_seq_len 64, "
    "max_batch_size 128, max_prefill_token_num 8192, enable_prefix_caching False)",
    memory_share=0.8,
    memory_share_of="free",
    batched_tokens=((0.0, 8192),),
    max_seqs=((0.0, 128),),
    step_overhead_s=0.0005,
    frontend_chunk_s=FRONTEND_CHUNK_S,
    serving_source="github InternLM/lmdeploy lmdeploy/messages.py "
    "TurbomindEngineConfig (cache_max_entry_count 0.8 of free memory, "
    "cache_block_seq_len 64, max_batch_size 128, max_prefill_token_num 8192)",
    kv_dtypes=("fp32", "bf16", "int8", "int4"),
    weight_formats=("fp32", "bf16", "fp16", "fp8", "int4"),
    formats_source="LMDeploy TurboMind: quant_policy 8 or 4 (online INT8/INT4 KV "
    "cache; no FP8 cache); weights bf16/fp16, AWQ/GPTQ 4-bit, FP8; no GGUF or "
    "bitsandbytes",
)

TGI = Framework(
    "tgi",
    "Hugging Face TGI",
    (Method.INFERENCE,),
    {**SERVING, "kv_block_size": 1, "prefix_caching": True},
    "may use cuda_memory_fraction (1.0) of the card; after a warm-up prefill of "
    "max_batch_prefill_tokens the free memory becomes KV blocks (FlashInfer, token "
    "pages, prefix caching in v3); CUDA graphs for batch sizes up to 32",
    "text-generation-inference launcher (--cuda-memory-fraction 1.0, "
    "--max-batch-prefill-tokens 4096, --cuda-graphs 1,2,4,8,16,32)",
    memory_share=1.0,
    memory_share_of="card",
    batched_tokens=((0.0, 4096),),
    cuda_graphs=True,
    step_overhead_s=0.001,
    serving_source="github huggingface/text-generation-inference launcher/src/main.rs "
    "(cuda_memory_fraction default 1.0: 'total visible memory multiplied by "
    "cuda-memory-fraction'; max_batch_prefill_tokens 4096); TGI v3 FlashInfer with "
    "prefix caching",
    kv_dtypes=("fp32", "bf16", "fp8"),
    weight_formats=("fp32", "bf16", "fp16", "fp8", "int8", "int4", "nf4", "nf4-dq"),
    formats_source="text-generation-inference launcher --kv-cache-dtype (fp8_e4m3fn, "
    "fp8_e5m2) and --quantize (awq, gptq, fp8, eetq, bitsandbytes-nf4 …; no GGUF on "
    "its CUDA backend)",
    int4_marlin=True,
)
