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


def _cells(limit: int, side: int, other: int, grid: int, *, up: bool) -> int:
    """The side scaled by one factor to bring side × other to `limit` pixels, in whole cells of
    `grid`: the most cells whose square times other ÷ side stays within the limit (`up`: the
    fewest reaching it), in exact arithmetic."""
    k = math.isqrt(limit * side // other) // grid
    while up and (k * grid) ** 2 * other < limit * side:
        k += 1
    while not up and ((k + 1) * grid) ** 2 * other <= limit * side:
        k += 1
    while not up and k > 0 and (k * grid) ** 2 * other > limit * side:
        k -= 1
    return k * grid


def image_dims(v: VisionSpec, width: int, height: int) -> tuple[int, int]:
    """The (width, height) a dynamic-resolution processor gives an image: each side the nearest
    multiple of its grid (at least one); an image past its pixel limits scaled by one factor,
    its aspect kept, each side then floored (too large) or ceiled (too small) to the grid
    (qwen-vl-utils vision_process.py smart_resize, in exact arithmetic)."""
    grid = v.dynamic_grid or v.image_size or max(width, height)
    return _resize(grid, width, height, v.min_pixels, v.max_pixels)


def _resize(grid: int, width: int, height: int, lo: int | None, hi: int | None) -> tuple[int, int]:
    w = max(grid, round(width / grid) * grid)
    h = max(grid, round(height / grid) * grid)
    if hi and w * h > hi:
        w = max(grid, _cells(hi, width, height, grid, up=False))
        h = max(grid, _cells(hi, height, width, grid, up=False))
    elif lo and w * h < lo:
        w = _cells(lo, width, height, grid, up=True)
        h = _cells(lo, height, width, grid, up=True)
    return w, h


# A sample's video as qwen-vl-utils samples and resizes it (github
# QwenLM/Qwen3-VL@004d5e0a0d4514ce8945356ae8c969f4dc0080dc qwen-vl-utils/src/qwen_vl_utils/
# vision_process.py: FPS 2.0, FRAME_FACTOR 2, FPS_MIN_FRAMES 4, FPS_MAX_FRAMES 768 in
# smart_nframes; VIDEO_MIN_TOKEN_NUM 128 and VIDEO_MAX_TOKEN_NUM 768 grid cells per frame, and
# the whole video within MODEL_SEQ_LEN 128,000 cells × 0.9 in fetch_video). Frames go to the
# encoder in pairs (the temporal patch of 2): each pair one grid of the resized frame.
VIDEO_FPS = 2
FRAME_FACTOR = 2
VIDEO_MIN_FRAMES, VIDEO_MAX_FRAMES = 4, 768
VIDEO_MIN_CELLS, VIDEO_MAX_CELLS = 128, 768
MODEL_SEQ_LEN = 128_000  # the whole video within MODEL_SEQ_LEN × 0.9 cells
DEFAULT_VIDEO = (1280, 720)  # 720p, when the plan gives no size
MAX_ASPECT = 200  # smart_resize's MAX_RATIO: a longer side past 200 × the shorter raises


def video_frames(seconds: float) -> int:
    """Frames qwen-vl-utils samples from `seconds` of video: 2 per second, 4 to 768, floored
    to pairs (a source of at least 2 frames per second)."""
    n = min(max(seconds * VIDEO_FPS, VIDEO_MIN_FRAMES), VIDEO_MAX_FRAMES)
    return int(n // FRAME_FACTOR) * FRAME_FACTOR


def frame_dims(grid: int, width: int, height: int, frames: int) -> tuple[int, int]:
    """(width, height) of each frame: smart_resize within 128 to 768 cells of the grid per
    frame, and the whole video within 128,000 × 0.9 cells (two frames per group): max_pixels =
    max(min(768 cells, total ÷ frames × 2), ⌊min × 1.05⌋), as fetch_video sets it — a float
    limit, so the sides are scaled in the same floating-point steps smart_resize takes (its
    rounding decides a cell at the boundary)."""
    cell = grid * grid
    lo = VIDEO_MIN_CELLS * cell
    total = MODEL_SEQ_LEN * cell * 0.9
    hi = max(min(VIDEO_MAX_CELLS * cell, total / frames * FRAME_FACTOR), int(lo * 1.05))
    h = max(grid, round(height / grid) * grid)
    w = max(grid, round(width / grid) * grid)
    if h * w > hi:
        beta = math.sqrt((height * width) / hi)
        h = max(grid, math.floor(height / beta / grid) * grid)
        w = max(grid, math.floor(width / beta / grid) * grid)
    elif h * w < lo:
        beta = math.sqrt(lo / (height * width))
        h = math.ceil(height * beta / grid) * grid
        w = math.ceil(width * beta / grid) * grid
    return w, h


def plan_video(v: VisionSpec, plan: Plan) -> tuple[int, int, int] | None:
    """The plan's video as the processor samples it: (frames, width, height) of each resized
    frame (None: no video, or an encoder of fixed size)."""
    if plan.video_seconds is None or not v.dynamic_grid:
        return None
    frames = video_frames(plan.video_seconds)
    width = plan.video_width or DEFAULT_VIDEO[0]
    height = plan.video_height or DEFAULT_VIDEO[1]
    return (frames, *frame_dims(v.dynamic_grid, width, height, frames))


def image_side(v: VisionSpec, size: int) -> int:
    """The side a dynamic-resolution processor gives a square image of `size` pixels."""
    return image_dims(v, size, size)[0]


def plan_image_dims(v: VisionSpec, plan: Plan) -> tuple[int, int] | None:
    """The plan's image as the processor resizes it (None: the plan sets no size)."""
    if plan.image_size is None or not v.dynamic_grid:
        return None
    return image_dims(v, plan.image_size, plan.image_height or plan.image_size)


def _vision_for(spec: ModelSpec, plan: Plan) -> VisionSpec | None:
    """The model's vision encoder fed the plan's images (the model's own when the plan gives
    none)."""
    v = spec.vision
    if v is None:
        return None
    update: dict[str, int] = {}
    if plan.images_per_sample is not None:
        update["images_per_sample"] = plan.images_per_sample
    video = plan_video(v, plan)
    if video is not None and v.dynamic_grid:
        frames, fw, fh = video
        patch = v.dynamic_grid // v.spatial_merge
        update["video_groups"] = frames // FRAME_FACTOR
        update["video_group_patches"] = (fw // patch) * (fh // patch)
        update["video_group_tokens"] = (fw // patch) * (fh // patch) // v.spatial_merge**2
        if plan.images_per_sample is None and plan.image_size is None:
            update["images_per_sample"] = 0  # a video sample: no image unless one is given
    dims = plan_image_dims(v, plan)
    if dims is not None:
        w, h = dims
        patch = v.dynamic_grid // v.spatial_merge if v.dynamic_grid else w
        patches = (w // patch) * (h // patch)
        update["patches_per_image"] = patches
        update["image_tokens"] = patches // v.spatial_merge**2
        update["image_size"] = w
    return v.model_copy(update=update) if update else v


def with_vision_inputs(spec: ModelSpec, plan: Plan) -> ModelSpec:
    """The model as the plan runs it: its vision encoder fed the plan's images."""
    v = _vision_for(spec, plan)
    return spec if v is spec.vision else spec.model_copy(update={"vision": v})


def vision_notes(
    spec: ModelSpec, plan: Plan, prompt_tokens: int | None = None, shortest: bool = False
) -> list[str]:
    """What the images of one sample cost the sequence, said where a plan sets them (the
    model's spec already fed them, with_vision_inputs); and, serving, a prompt shorter than
    its images (`prompt_tokens`: the workload's mean, or with `shortest` its shortest prompt
    of a spread)."""
    v = spec.vision
    video = plan_video(v, plan) if v is not None else None
    if v is None or (plan.images_per_sample is None and plan.image_size is None and not video):
        return []
    images = spec.image_tokens
    short = prompt_tokens is not None and prompt_tokens < images
    if video is not None and plan.images_per_sample is None and plan.image_size is None:
        return [_video_note(v, plan, video), *_short(short, prompt_tokens, images, shortest)]
    dims = plan_image_dims(v, plan)
    square = plan.image_height is None or plan.image_height == plan.image_size
    common = {
        "images": v.images_per_sample,
        "tokens": v.image_tokens,
        "total": v.image_tokens * v.images_per_sample,  # the images' own (the video apart)
        "patches": v.patches_per_image,
    }
    if dims is not None and not square:
        first = Message(
            "images: {images:,} per sample at {width:,} × {height:,} px, {tokens:,} image "
            "tokens each ({total:,} in all, within the sequence length or context); the vision "
            "encoder runs over {patches:,} patches per image",
            width=dims[0],
            height=dims[1],
            **common,
        )
    elif v.image_size:
        first = Message(
            "images: {images:,} per sample at {side:,} px, {tokens:,} image tokens each "
            "({total:,} in all, within the sequence length or context); the vision encoder "
            "runs over {patches:,} patches per image",
            side=v.image_size,
            **common,
        )
    else:  # no image size known (Gemma 4: its processor's own resize)
        first = Message(
            "images: {images:,} per sample, {tokens:,} image tokens each ({total:,} in all, "
            "within the sequence length or context); the vision encoder runs over "
            "{patches:,} patches per image",
            **common,
        )
    notes: list[str] = [first]
    if dims is not None and plan.image_size is not None:
        given = (plan.image_size, plan.image_height or plan.image_size)
        if dims != given and square:
            notes.append(
                Message(
                    "the processor resizes a {given:,}-px image to {side:,} px: sides in whole "
                    "{grid}-px cells (patch × spatial merge) within its pixel limits",
                    given=plan.image_size,
                    side=dims[0],
                    grid=v.dynamic_grid or 0,
                )
            )
        elif dims != given:
            notes.append(
                Message(
                    "the processor resizes a {given_w:,} × {given_h:,}-px image to {width:,} × "
                    "{height:,} px: sides in whole {grid}-px cells (patch × spatial merge) "
                    "within its pixel limits, its aspect kept",
                    given_w=given[0],
                    given_h=given[1],
                    width=dims[0],
                    height=dims[1],
                    grid=v.dynamic_grid or 0,
                )
            )
    if video is not None:
        notes.append(_video_note(v, plan, video))
    return notes + _short(short, prompt_tokens, images, shortest)


def _video_note(v: VisionSpec, plan: Plan, video: tuple[int, int, int]) -> str:
    frames, width, height = video
    return Message(
        "video: {seconds:g} s per sample sampled at 2 frames/s, {frames:,} frames of "
        "{given_w:,} × {given_h:,} px resized to {width:,} × {height:,} px; every 2 frames one "
        "group of {tokens:,} video tokens ({total:,} in all, within the sequence length or "
        "context); the vision encoder runs over {patches:,} patches per group",
        seconds=plan.video_seconds or 0.0,
        frames=frames,
        given_w=plan.video_width or DEFAULT_VIDEO[0],
        given_h=plan.video_height or DEFAULT_VIDEO[1],
        width=width,
        height=height,
        tokens=v.video_group_tokens,
        total=v.video_groups * v.video_group_tokens,
        patches=v.video_group_patches,
    )


def _short(
    short: bool, prompt_tokens: int | None, images: int, shortest: bool = False
) -> list[str]:
    if not short:
        return []
    if shortest:
        return [
            Message(
                "the shortest prompt ({prompt:,} tokens) is shorter than its images ({images:,} "
                "image tokens): set the prompt tokens and the longest prompt so every prompt "
                "includes them, or the KV cache, concurrency and prefill are counted for fewer "
                "tokens than each request has",
                prompt=prompt_tokens or 0,
                images=images,
            )
        ]
    return [
        Message(
            "the mean prompt ({prompt:,} tokens) is shorter than its images ({images:,} "
            "image tokens): set the prompt tokens to include them, or the KV cache, "
            "concurrency and prefill are counted for fewer tokens than each request has",
            prompt=prompt_tokens or 0,
            images=images,
        )
    ]
