"""The images a vision-language plan feeds its model: how many per sample and at what size, as
the model's processor turns them into patches and image tokens."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.inputs import unused_fields
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.scenario.vision_inputs import image_side, with_vision_inputs


def _smart_resize_square(size: int, factor: int = 28, lo: int = 56 * 56, hi: int = 12845056) -> int:
    """Qwen2-VL's smart_resize for a square image (qwen-vl-utils vision_process.py: each side
    rounded to the factor; above max_pixels scaled down by β = √(pixels ÷ max), below
    min_pixels up by √(min ÷ pixels), then floored or ceiled to the factor), written out here as
    the reference, in exact arithmetic (the utility's floating point lands a hair under or over
    a whole cell at some sizes: 4,072 px gives 3,556 there, not 3,584)."""
    side = max(factor, round(size / factor) * factor)
    if side * side > hi:  # size ÷ β = √max for a square
        side = max(factor, math.isqrt(hi) // factor * factor)
    elif side * side < lo:
        side = -(-math.isqrt(lo) // factor) * factor
    return side


def _scenario(**plan: object):  # type: ignore[no-untyped-def]
    sc, _ = api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "full", seq_len=8192, tokens=1e8, **plan)
    return sc


def test_qwen_vl_images_grow_with_their_area() -> None:
    """A 1,024-px image on Qwen2.5-VL: 1,036 px (37 cells of 28), 74² patches of 14 px, a
    quarter of them image tokens (2 × 2 merge); the vision FLOPs grow with them."""
    base, big = _scenario(), _scenario(image_size=1024)
    v = big.model.vision
    assert v is not None
    assert (v.image_size, v.patches_per_image, v.image_tokens) == (1036, 74 * 74, 37 * 37)
    slow = estimate(big).budget.compute["seconds"].value
    assert slow > estimate(base).budget.compute["seconds"].value
    notes = [str(n) for n in estimate(big).notes]
    assert any("1,369 image tokens each" in n for n in notes)
    assert any("resizes a 1,024-px image to 1,036 px" in n for n in notes)


def test_images_per_sample_multiply_the_encoder_work() -> None:
    one, four = _scenario(images_per_sample=1), _scenario(images_per_sample=4)
    c1 = estimate(one).budget.compute["seconds"].value
    c4 = estimate(four).budget.compute["seconds"].value
    assert c4 > c1
    assert four.model.vision is not None and four.model.vision.images_per_sample == 4
    none = _scenario(images_per_sample=0)  # text-only samples: the encoder runs on nothing
    assert estimate(none).budget.compute["seconds"].value < c1


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=56, max_value=20_000))
def test_the_side_is_qwen_smart_resize(size: int) -> None:
    v = _scenario().model.vision
    assert v is not None
    assert image_side(v, size) == _smart_resize_square(size)
    assert image_side(v, size % 56 or 1) == 56  # below 56 × 56 pixels: two cells a side


def test_images_beyond_the_sequence_are_refused_by_name() -> None:
    """Two 3,584-px images are 32,768 image tokens: more than a 4,096-token sequence holds."""
    sc, _ = api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "full", seq_len=4096, tokens=1e8)
    many = sc.plan.model_copy(update={"images_per_sample": 2, "image_size": 5000})
    with pytest.raises(
        PlanError, match=r"image_size: 2 image.*32,768 image tokens.*4,096 of seq_len"
    ):
        estimate(sc.model_copy(update={"plan": many}))


def test_fixed_size_encoders_and_text_models_name_the_fields_unused() -> None:
    """LLaVA resizes every image to 336 px: the size is unused there, the count is not; a
    text model uses neither."""
    llava, _ = api.scenario("llava-1.5-7b", "h100-sxm-80gb", "lora", images_per_sample=3)
    names = [
        d.name for d in unused_fields(llava.plan, llava.model, {"image_size", "images_per_sample"})
    ]
    assert names == ["image_size"]
    text, _ = api.scenario("llama-3.2-1b", "h100-sxm-80gb", "full")
    names = [
        d.name for d in unused_fields(text.plan, text.model, {"image_size", "images_per_sample"})
    ]
    assert sorted(names) == ["image_size", "images_per_sample"]
    assert llava.model.vision is not None and llava.model.vision.image_tokens == 576


def test_feeding_images_is_idempotent() -> None:
    """A scenario rebuilt from its own (already fed) model gives the same vision."""
    sc = _scenario(image_size=700, images_per_sample=2)
    again = with_vision_inputs(sc.model, sc.plan)
    assert again.vision == sc.model.vision


def test_serving_a_prompt_shorter_than_its_images_is_said() -> None:
    sc, _ = api.scenario(
        "qwen2.5-vl-7b",
        "h100-sxm-80gb",
        "inference",
        images_per_sample=4,
        image_size=1024,
        context=8192,
        prompt_tokens=1000,
    )
    notes = [str(n) for n in estimate(sc).notes]
    assert any("shorter than its images (5,476 image tokens)" in n for n in notes)


def test_qwen3_vl_keeps_its_processors_pixel_limits() -> None:
    """Qwen3-VL: 32-px cells within 65,536 to 16,777,216 pixels (64 to 16,384 tokens)."""
    small, _ = api.scenario("qwen3-vl-8b", "h100-sxm-80gb", "lora", seq_len=32768, image_size=64)
    big, _ = api.scenario("qwen3-vl-8b", "h100-sxm-80gb", "lora", seq_len=32768, image_size=9000)
    assert small.model.vision is not None and big.model.vision is not None
    assert (small.model.vision.image_size, small.model.vision.image_tokens) == (256, 64)
    assert (big.model.vision.image_size, big.model.vision.image_tokens) == (4096, 16384)


def test_qwen3_vl_moe_reads_as_the_moe_text_model_with_its_vision_tower() -> None:
    """Qwen3-VL 30B-A3B (model_type qwen3_vl_moe, text qwen3_vl_moe_text): the Qwen3-30B-A3B
    text model's 128 experts (top-8) and the vision tower, counted; the processor's pixel
    limits are Qwen3-VL's (a derived copy of the config: tests/fixtures/configs_derived)."""
    from pathlib import Path

    from hwplanner.engine.model.params import count_params

    folder = Path(__file__).parent.parent / "fixtures/configs_derived/qwen3-vl-30b-a3b-instruct"
    sc, _ = api.scenario(str(folder / "config.json"), "h100-sxm-80gb", "inference")
    spec = sc.model
    assert spec.family == "qwen3_vl_moe_text" and spec.num_experts == 128
    assert spec.experts_per_token == 8 and spec.vision is not None
    assert spec.vision.min_pixels == 65536 and spec.vision.max_pixels == 16777216
    c = count_params(spec)
    assert c.vision > 0.5e9 and 30.5e9 < c.total < 31.5e9 and c.active < 4e9
    # the catalog's row is this config
    cat, _ = api.scenario("qwen3-vl-30b-a3b", "h100-sxm-80gb", "inference")
    assert count_params(cat.model).total == c.total


def _smart_resize(width: int, height: int, f: int = 28, lo: int = 56 * 56, hi: int = 12845056):  # type: ignore[no-untyped-def]
    """The same resize for any aspect, the scaled sides with 50-digit decimals (a second way
    to the exact answer the engine's integer arithmetic gives)."""
    from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, getcontext

    getcontext().prec = 50
    w, h = max(f, round(width / f) * f), max(f, round(height / f) * f)
    # side ÷ β = √(limit × side ÷ other side), exact for a square (√limit)
    if w * h > hi:
        w = max(
            f, int(((Decimal(hi * width) / height).sqrt() / f).to_integral_value(ROUND_FLOOR)) * f
        )
        h = max(
            f, int(((Decimal(hi * height) / width).sqrt() / f).to_integral_value(ROUND_FLOOR)) * f
        )
    elif w * h < lo:
        w = int(((Decimal(lo * width) / height).sqrt() / f).to_integral_value(ROUND_CEILING)) * f
        h = int(((Decimal(lo * height) / width).sqrt() / f).to_integral_value(ROUND_CEILING)) * f
    return w, h


def test_a_non_square_image_keeps_its_aspect() -> None:
    """A 1,920 × 1,080 screenshot on Qwen2.5-VL: 1,932 × 1,092 px (69 × 39 cells of 28 px),
    2,691 image tokens; the notes and a refusal say both sides."""
    sc = _scenario(image_size=1920, image_height=1080)
    v = sc.model.vision
    assert v is not None
    assert (v.image_tokens, v.patches_per_image) == (69 * 39, 69 * 39 * 4)
    notes = [str(n) for n in estimate(sc).notes]
    assert any("at 1,932 × 1,092 px, 2,691 image tokens each" in n for n in notes)
    assert any("resizes a 1,920 × 1,080-px image to 1,932 × 1,092 px" in n for n in notes)
    with pytest.raises(api.InputError, match="1,932 × 1,092 px take 2,691 image tokens"):
        api.scenario(
            "qwen2.5-vl-7b",
            "h100-sxm-80gb",
            "lora",
            seq_len=2048,
            image_size=1920,
            image_height=1080,
        )
    with pytest.raises(api.InputError, match="image_height: a non-square image needs its width"):
        api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "lora", image_height=1080)
    # a text model names it unused, as it does the size
    llama, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "lora", image_height=1080)
    assert "image_height" in {
        d.name for d in unused_fields(llama.plan, llama.model, {"image_height"})
    }


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=56, max_value=20_000), st.integers(min_value=56, max_value=20_000))
def test_the_sides_are_qwen_smart_resize(width: int, height: int) -> None:
    from hwplanner.engine.scenario.vision_inputs import image_dims

    v = _scenario().model.vision
    assert v is not None
    assert image_dims(v, width, height) == _smart_resize(width, height)


def test_a_video_is_sampled_and_resized_as_qwen_vl_utils_does() -> None:
    """2 frames per second, 4 to 768, in pairs; a 720p frame within 768 cells: 1,008 × 560 px
    on Qwen2.5-VL's 28-px grid, 720 tokens per pair of frames; a long video's frames shrink to
    keep the whole within 115,200 cells; Qwen3-VL's 32-px grid takes a 1080p frame to 1,152 ×
    640."""
    from hwplanner.engine.scenario.vision_inputs import frame_dims, video_frames

    assert [video_frames(s) for s in (1, 2.9, 10, 1000)] == [4, 4, 20, 768]
    assert frame_dims(28, 1280, 720, 20) == (1008, 560)
    assert frame_dims(28, 1280, 720, 768) == (644, 336)
    # long videos: the whole-video limit is a float, and smart_resize's float steps decide
    assert frame_dims(28, 1280, 720, 324) == (980, 560)
    assert frame_dims(28, 1280, 720, 576) == (728, 392)
    assert frame_dims(32, 1920, 1080, 120) == (1152, 640)
    sc, _ = api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "lora", video_seconds=10, seq_len=8192)
    v = sc.model.vision
    assert v is not None
    assert (v.video_groups, v.video_group_patches, v.video_group_tokens) == (10, 2880, 720)
    assert v.images_per_sample == 0 and sc.model.image_tokens == 7200  # a video sample
    with_image, _ = api.scenario(
        "qwen2.5-vl-7b",
        "h100-sxm-80gb",
        "lora",
        video_seconds=10,
        images_per_sample=1,
        seq_len=8192,
    )
    assert with_image.model.image_tokens == 7200 + with_image.model.vision.image_tokens
    est = estimate(sc)
    plain = estimate(api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "lora", seq_len=8192)[0])
    assert est.budget.compute["flops"].value > plain.budget.compute["flops"].value
    notes = " ".join(str(n) for n in est.notes)
    assert "20 frames of 1,280 × 720 px resized to 1,008 × 560 px" in notes
    with pytest.raises(api.InputError, match=r"video_seconds: 10 s of video \(20 frames\) take"):
        api.scenario("qwen2.5-vl-7b", "h100-sxm-80gb", "lora", video_seconds=10, seq_len=4096)
    with pytest.raises(api.InputError, match="video_width: a 100,000 × 1 video is past"):
        api.scenario(
            "qwen2.5-vl-7b", "h100-sxm-80gb", "lora", video_seconds=5, video_width=100_000,
            video_height=1,
        )  # fmt: skip
    llama, notes = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "lora", video_seconds=3)
    assert llama.model.image_tokens == 0 and "video_seconds" in str(notes)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from([28, 32]),
    st.integers(min_value=64, max_value=8000),
    st.integers(min_value=64, max_value=8000),
    st.integers(min_value=2, max_value=384).map(lambda n: 2 * n),
)
def test_frames_are_smart_resized_within_the_video_limits(
    grid: int, width: int, height: int, frames: int
) -> None:
    from hwplanner.engine.scenario.vision_inputs import frame_dims

    cell = grid * grid
    lo = 128 * cell
    hi = max(min(768 * cell, 128000 * cell * 0.9 / frames * 2), int(lo * 1.05))
    # qwen-vl-utils' smart_resize as written (height first), on floats
    h_bar = max(grid, round(height / grid) * grid)
    w_bar = max(grid, round(width / grid) * grid)
    if h_bar * w_bar > hi:
        beta = math.sqrt((height * width) / hi)
        h_bar = math.floor(height / beta / grid) * grid
        w_bar = math.floor(width / beta / grid) * grid
    elif h_bar * w_bar < lo:
        beta = math.sqrt(lo / (height * width))
        h_bar = math.ceil(height * beta / grid) * grid
        w_bar = math.ceil(width * beta / grid) * grid
    assert frame_dims(grid, width, height, frames) == (max(w_bar, grid), max(h_bar, grid))


def test_a_spread_of_prompts_holds_their_images() -> None:
    """A mean above the images (5,476 tokens) whose even spread would reach down to 3,001: no
    prompt can be shorter than its images, so the prompts are the long tail from the images
    up (plan.workload.prompt_floor), said in a note; a mean at or under the images still names
    the shortest prompt that cannot hold them."""
    sc, _ = api.scenario(
        "qwen2.5-vl-7b", "h100-sxm-80gb", "inference", images_per_sample=4, image_size=1024,
        context=16384, prompt_tokens=6000, prompt_tokens_max=8999,
    )  # fmt: skip
    notes = [str(n) for n in estimate(sc).notes]
    assert not any("shorter than its images" in n for n in notes)
    est = estimate(sc)
    assert any("long tail from 5,476 to 8,999" in str(w) for w in est.warnings)
    alike = sc.model_copy(
        update={"workload": sc.workload.model_copy(update={"prompt_tokens_max": None})}
    )
    assert not any("shorter than its images" in str(n) for n in estimate(alike).notes)
    short = sc.model_copy(
        update={"workload": sc.workload.model_copy(update={"prompt_tokens": 5000})}
    )
    notes = [str(n) for n in estimate(short).notes]
    assert any("the shortest prompt (4,999 tokens) is shorter than its images" in n for n in notes)


def test_the_large_qwen2_5_vl_rows_are_their_text_model_and_the_wider_vision_tower() -> None:
    """Qwen2.5-VL 32B and 72B from torchtune's builders: the decoder is Qwen2.5 32B's and
    72B's (untied, vocabulary 152,064), the ViT the 7B's but for its MLP (3,456 against 3,420)
    and its merger's output width (the decoder's hidden size): 33.45B and 73.41B."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.model.params import count_params

    cat = shipped_catalog()
    small = count_params(cat.model("qwen2.5-vl-7b")).vision
    for vl, text in (("qwen2.5-vl-32b", "qwen2.5-32b"), ("qwen2.5-vl-72b", "qwen2.5-72b")):
        counts, plain = count_params(cat.model(vl)), count_params(cat.model(text))
        assert counts.total - counts.vision == plain.total
        hidden = cat.model(vl).hidden_size
        mlp = 3 * 1280 * (3456 - 3420) + 2 * (3456 - 3420)  # gate, up, down; gate and up biases
        wider = 32 * mlp + 5120 * (hidden - 3584) + (hidden - 3584)
        assert counts.vision - small == wider
