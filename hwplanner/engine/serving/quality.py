"""What serving weights in a narrower format costs in quality, as published: one figure per
format, the change from the 16-bit model on a named model and measure. The measures differ
(perplexity, lower is better; a benchmark average, higher is better) and so do the models, so
the figures compare a format with 16 bits, not formats with each other. A model released in a
format (gpt-oss in MXFP4, DeepSeek-V3 in FP8) has no such cost against its own release."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import WeightFormat


class QualityCost(NamedTuple):
    model: str  # the model measured
    measure: str  # what was measured (translatable)
    full: float  # the 16-bit model's figure
    quantized: float  # the same model in the format
    lower_is_better: bool  # perplexity: lower; a benchmark average: higher
    source: str
    caveat: str  # how the measurement differs from serving the format as planned ("" none)

    @property
    def change(self) -> float:
        """quantized − full, in the measure's own unit."""
        return self.quantized - self.full

    @property
    def worse_by(self) -> float:
        """The loss as a share of the 16-bit figure (negative: the format scored better)."""
        sign = 1.0 if self.lower_is_better else -1.0
        return sign * self.change / self.full


WIKITEXT = N_("Quality", "WikiText-2 perplexity")
LLAMACPP_PPL = N_("Quality", "WikiText-2 perplexity (llama.cpp, 512-token chunks)")
LLAMACPP_SOURCE = N_(
    "Source", "github ggml-org/llama.cpp tools/perplexity/README.md, 'LLaMA 3 8b Scoreboard'"
)
MICROSCALING_SOURCE = N_(
    "Source",
    "Egiazarian et al., 'Bridging the Gap Between Promise and Performance for Microscaling FP4 "
    "Quantization' (arXiv 2509.23202), Table 1, round-to-nearest",
)
QUALITY: dict[WeightFormat, QualityCost] = {
    WeightFormat.FP8: QualityCost(
        "Meta-Llama-3-8B-Instruct",
        N_("Quality", "Open LLM Leaderboard v1 average"),
        68.71,
        68.22,
        False,
        N_(
            "Source",
            "huggingface.co/neuralmagic/Meta-Llama-3-8B-Instruct-FP8 "
            "@3991529581aeee08664db79f155dffe645f88254 README.md (FP8 weights and activations)",
        ),
        "",
    ),
    WeightFormat.INT8: QualityCost(
        "Llama-2-7B",
        WIKITEXT,
        5.474,
        5.515,
        True,
        N_(
            "Source",
            "github mit-han-lab/smoothquant@c61476d728e4 README.md, perplexity table (W8A8 "
            "SmoothQuant)",
        ),
        N_("Quality", "activations quantized in simulation, not with INT8 kernels"),
    ),
    WeightFormat.INT4: QualityCost(
        "Llama-2-7B",
        WIKITEXT,
        5.47,
        5.60,
        True,
        N_("Source", "Lin et al., AWQ (MLSys 2024), Table 4: 4-bit weights, group 128 (GPTQ 5.69)"),
        "",
    ),
    WeightFormat.Q8_0: QualityCost(
        "Llama-3-8B",
        LLAMACPP_PPL,
        6.2332,
        6.2343,
        True,
        LLAMACPP_SOURCE,
        "",
    ),
    WeightFormat.Q4_0: QualityCost(
        "Llama-3-8B",
        LLAMACPP_PPL,
        6.2332,
        6.7001,
        True,
        LLAMACPP_SOURCE,
        "",
    ),
    WeightFormat.Q6_K: QualityCost(
        "Llama-3-8B", LLAMACPP_PPL, 6.2332, 6.2534, True, LLAMACPP_SOURCE, ""
    ),
    WeightFormat.Q5_K_M: QualityCost(
        "Llama-3-8B", LLAMACPP_PPL, 6.2332, 6.2886, True, LLAMACPP_SOURCE, ""
    ),
    WeightFormat.Q4_K_M: QualityCost(
        "Llama-3-8B", LLAMACPP_PPL, 6.2332, 6.4071, True, LLAMACPP_SOURCE, ""
    ),
    WeightFormat.NF4_DQ: QualityCost(
        "LLaMA 7B–65B",
        N_("Quality", "mean 5-shot MMLU after QLoRA fine-tuning"),
        53.0,
        53.1,
        False,
        N_(
            "Source",
            "Dettmers et al., QLoRA (2023), Table 4 (NF4 with double quantization against BF16)",
        ),
        N_("Quality", "adapters fine-tuned on the 4-bit base, not the base served as released"),
    ),
    WeightFormat.MXFP4: QualityCost(
        "Llama-3.1-8B-Instruct",
        N_("Quality", "mean of MMLU-CoT, GSM8K, HellaSwag and WinoGrande"),
        78.93,
        69.32,
        False,
        MICROSCALING_SOURCE,
        N_("Quality", "activations in 4 bits too and plain rounding: more than weight-only loses"),
    ),
    WeightFormat.NVFP4: QualityCost(
        "Llama-3.1-8B-Instruct",
        N_("Quality", "mean of MMLU-CoT, GSM8K, HellaSwag and WinoGrande"),
        78.93,
        74.73,
        False,
        MICROSCALING_SOURCE,
        N_(
            "Quality",
            "activations in 4 bits too and plain rounding: calibrated checkpoints lose less",
        ),
    ),
}
