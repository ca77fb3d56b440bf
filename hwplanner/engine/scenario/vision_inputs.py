"""The images a vision-language plan feeds its model: how many per sample, and at what size.

The model's vision encoder is declared for its default image (model_parts.VisionSpec); the
plan's `images_per_sample` and `image_size` give the run's own. An encoder of dynamic resolution
(Qwen2-VL, Qwen2.5-VL, Qwen3-VL) runs over each image at its own size: its processor rounds
each side to the grid of one image token (patch × spatial merge, 28 px for Qwen2-VL's 14-px
patches merged 2 × 2) and scales the image into its pixel limits (Qwen2-VL's smart_resize), so
patches and image tokens grow with the image's area. Other encoders resize every image to their
fixed size, so the size changes nothing there (the field is named as unused).
"""

from __future__ import annotations

import math

from hwplanner.engine.core.message import Message
from hwplanner.engine.model.model_parts import VisionSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan


def image_side(v: VisionSpec, size: int) -> int:
    """The side a dynamic-resolution processor gives a square image of `size` pixels: the
    nearest multiple of its grid (at least one), brought into its pixel limits."""
    grid = v.dynamic_grid or v.image_size or size
    side = max(grid, round(size / grid) * grid)
    if v.max_pixels and side * side > v.max_pixels:
        side = max(grid, math.floor(math.sqrt(v.max_pixels) / grid) * grid)
    if v.min_pixels and side * side < v.min_pixels:
        side = math.ceil(math.sqrt(v.min_pixels) / grid) * grid
    return side


def _vision_for(spec: ModelSpec, plan: Plan) -> VisionSpec | None:
    """The model's vision encoder fed the plan's images (the model's own when the plan gives
    none)."""
    v = spec.vision
    if v is None:
        return None
    update: dict[str, int] = {}
    if plan.images_per_sample is not None:
        update["images_per_sample"] = plan.images_per_sample
    if plan.image_size is not None and v.dynamic_grid:
        side = image_side(v, plan.image_size)
        patch = v.dynamic_grid // v.spatial_merge
        patches = (side // patch) ** 2
        update["patches_per_image"] = patches
        update["image_tokens"] = patches // v.spatial_merge**2
        update["image_size"] = side
    return v.model_copy(update=update) if update else v


def with_vision_inputs(spec: ModelSpec, plan: Plan) -> ModelSpec:
    """The model as the plan runs it: its vision encoder fed the plan's images."""
    v = _vision_for(spec, plan)
    return spec if v is spec.vision else spec.model_copy(update={"vision": v})


def vision_notes(spec: ModelSpec, plan: Plan, prompt_tokens: int | None = None) -> list[str]:
    """What the images of one sample cost the sequence, said where a plan sets them (the
    model's spec already fed them, with_vision_inputs); and, serving, a mean prompt shorter
    than its images (`prompt_tokens`: the workload's)."""
    v = spec.vision
    if v is None or (plan.images_per_sample is None and plan.image_size is None):
        return []
    images = spec.image_tokens
    short = prompt_tokens is not None and prompt_tokens < images
    notes: list[str] = [
        Message(
            "images: {images:,} per sample at {side:,} px, {tokens:,} image tokens each "
            "({total:,} in all, within the sequence length or context); the vision encoder "
            "runs over {patches:,} patches per image",
            images=v.images_per_sample,
            side=v.image_size or 0,
            tokens=v.image_tokens,
            total=images,
            patches=v.patches_per_image,
        )
    ]
    if plan.image_size is not None and v.dynamic_grid and v.image_size != plan.image_size:
        notes.append(
            Message(
                "the processor resizes a {given:,}-px image to {side:,} px: sides in whole "
                "{grid}-px cells (patch × spatial merge) within its pixel limits",
                given=plan.image_size,
                side=v.image_size or 0,
                grid=v.dynamic_grid,
            )
        )
    if short:
        notes.append(
            Message(
                "the mean prompt ({prompt:,} tokens) is shorter than its images ({images:,} "
                "image tokens): set the prompt tokens to include them, or the KV cache, "
                "concurrency and prefill are counted for fewer tokens than each request has",
                prompt=prompt_tokens or 0,
                images=images,
            )
        )
    return notes
