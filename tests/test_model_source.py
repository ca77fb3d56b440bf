"""Model references: checkpoint folders, safetensors headers, the Hub cache, GGUF files, and the
one-line errors for bad files. Every file is written by the test; no network."""

from __future__ import annotations

import json
import socket
import struct
from pathlib import Path
from typing import Any

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.cli import main
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat
from hwplanner.model_source import ModelSourceError, load_model
from tests.checkpoint_writers import (
    TINY_LLAMA,
    llama_gguf_tensors,
    llama_tensors,
    write_gguf,
    write_safetensors,
)


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("network access attempted")

    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)


def checkpoint(folder: Path, cfg: dict[str, Any] = TINY_LLAMA, **kw: Any) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(cfg))
    tensors = {k: ("BF16", s) for k, s in llama_tensors(cfg, **kw).items()}
    return write_safetensors(folder / "model.safetensors", tensors)


def test_folder_reads_config_and_safetensors_headers(tmp_path: Path) -> None:
    data = checkpoint(tmp_path / "tiny")
    src = load_model(str(tmp_path / "tiny"), shipped_catalog())
    assert src.kind == "folder" and src.checkpoint is not None
    assert src.checkpoint.bytes == data
    assert src.checkpoint.elements == count_params(src.spec).total == data // 2
    assert src.checkpoint.by_dtype == (("BF16", src.checkpoint.tensors, data),)
    assert not any("parameters; the architecture" in n for n in src.notes)


def test_sharded_folder_drops_mtp_layers(tmp_path: Path) -> None:
    folder = tmp_path / "sharded"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(TINY_LLAMA))
    shapes = llama_tensors(TINY_LLAMA, extra_layers=1)  # layer 2 = a stored MTP layer
    names = sorted(shapes)
    half = len(names) // 2
    for i, part in enumerate((names[:half], names[half:])):
        write_safetensors(
            folder / f"model-0000{i + 1}-of-00002.safetensors",
            {n: ("BF16", shapes[n]) for n in part},
        )
    (folder / "model.safetensors.index.json").write_text(
        json.dumps({"metadata": {"total_size": 1}, "weight_map": {}})
    )
    src = load_model(str(folder), shipped_catalog())
    assert src.checkpoint is not None
    assert src.checkpoint.elements == count_params(src.spec).total
    assert any("not loaded" in n for n in src.notes)


def test_quantized_folder_takes_exact_bytes(tmp_path: Path) -> None:
    cfg = {**TINY_LLAMA, "quantization_config": {"quant_method": "gptq", "bits": 4,
                                                 "group_size": 128}}  # fmt: skip
    folder = tmp_path / "gptq"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(cfg))
    tensors: dict[str, tuple[str, list[int]]] = {}
    for name, shape in llama_tensors(cfg).items():
        if "layers" in name and "proj" in name:
            out, inp = shape
            base = name.removesuffix(".weight")
            tensors[base + ".qweight"] = ("I32", [inp // 8, out])
            tensors[base + ".qzeros"] = ("I32", [inp // 128, out // 8])
            tensors[base + ".scales"] = ("F16", [inp // 128, out])
        else:
            tensors[name] = ("F16", shape)
    data = write_safetensors(folder / "model.safetensors", tensors)
    src = load_model(str(folder), shipped_catalog())
    q = src.spec.quantization
    assert q is not None and q.method == "gptq" and q.checkpoint_bytes == data
    plan = Plan(method=Method.INFERENCE)
    scenario = Scenario(model=src.spec, gpu=shipped_catalog().gpu("h100-sxm-80gb"), plan=plan)
    weights = estimate(scenario, solve=False).memory.bytes_of("weights")
    assert weights == pytest.approx(data)
    # an explicit weight format wins over the checkpoint's
    bf16 = scenario.model_copy(
        update={"plan": plan.model_copy(update={"weight_format": WeightFormat.BF16})}
    )
    assert estimate(bf16, solve=False).memory.bytes_of("weights") == pytest.approx(
        2 * count_params(src.spec).total
    )


def test_hub_cache_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "hf"
    repo = home / "hub" / "models--acme--tiny-llama"
    checkpoint(repo / "snapshots" / "abc123")
    checkpoint(repo / "snapshots" / "old999", {**TINY_LLAMA, "num_hidden_layers": 1})
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("abc123")
    monkeypatch.setenv("HF_HOME", str(home))
    src = load_model("acme/tiny-llama", shipped_catalog())
    assert src.kind == "hub" and src.spec.num_layers == 2
    # the default cache under ~/.cache when HF_HOME is not set
    monkeypatch.delenv("HF_HOME")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    checkpoint(tmp_path / "user/.cache/huggingface/hub/models--acme--other/snapshots/1")
    assert load_model("acme/other", shipped_catalog()).kind == "hub"


def test_hub_id_falls_back_to_catalog_then_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_HOME", str(tmp_path / "empty"))
    src = load_model("meta-llama/Llama-3.1-8B", shipped_catalog())
    assert src.kind == "catalog" and src.spec.id == "llama-3.1-8b"
    with pytest.raises(ModelSourceError, match=r"models--nobody--nothing"):
        load_model("nobody/nothing", shipped_catalog())


def write_llama_gguf(path: Path, *, magic: bytes = b"GGUF") -> int:
    d, ff, layers, vocab, kv = 256, 512, 2, 512, 128
    meta = {
        "general.architecture": "llama",
        "general.name": "tiny",
        "general.file_type": 15,
        "llama.block_count": layers,
        "llama.embedding_length": d,
        "llama.feed_forward_length": ff,
        "llama.attention.head_count": 4,
        "llama.attention.head_count_kv": 2,
        "llama.context_length": 4096,
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)],
    }
    data = write_gguf(path, meta, llama_gguf_tensors(d, ff, layers, vocab, kv))
    if magic != b"GGUF":
        raw = path.read_bytes()
        path.write_bytes(magic + raw[4:])
    return data


def test_gguf_file_gives_architecture_and_exact_storage(tmp_path: Path) -> None:
    path = tmp_path / "tiny-Q4_K_M.gguf"
    write_llama_gguf(path)
    src = load_model(str(path), shipped_catalog())
    spec, ck = src.spec, src.checkpoint
    assert src.kind == "gguf" and ck is not None
    assert count_params(spec).total == ck.elements  # the layout matches the file exactly
    assert spec.quantization is not None and spec.quantization.label == "GGUF Q4_K_M"
    assert spec.quantization.checkpoint_bytes == ck.bytes
    assert {t for t, _, _ in spec.quantization.tensor_types} == {"Q4_K", "Q6_K", "F32"}
    plan = Plan(method=Method.INFERENCE, framework="llamacpp")
    scenario = Scenario(model=spec, gpu=shipped_catalog().gpu("rtx-4090"), plan=plan)
    assert estimate(scenario, solve=False).memory.bytes_of("weights") == pytest.approx(ck.bytes)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_accepts_folder_and_gguf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    checkpoint(tmp_path / "tiny")
    write_llama_gguf(tmp_path / "m.gguf")
    for ref in (str(tmp_path / "tiny"), str(tmp_path / "m.gguf")):
        code, out, _ = run(
            capsys, "estimate", "--model", ref, "--gpu", "h100-sxm-80gb", "--method",
            "inference", "--json", "--no-solve",
        )  # fmt: skip
        assert code == 0
        assert json.loads(out)["params"]["total"] > 0


def _bad_safetensors(path: Path, kind: str) -> None:
    if kind == "length":
        path.write_bytes(struct.pack("<Q", 10**9) + b"{}")
    elif kind == "json":
        path.write_bytes(struct.pack("<Q", 5) + b"{nope")
    elif kind == "offsets":
        header = json.dumps({"w": {"dtype": "BF16", "shape": [4], "data_offsets": [0, 999]}})
        path.write_bytes(struct.pack("<Q", len(header)) + header.encode() + bytes(8))
    elif kind == "shape":
        header = json.dumps({"w": {"dtype": "BF16", "shape": "4", "data_offsets": [0, 8]}})
        path.write_bytes(struct.pack("<Q", len(header)) + header.encode() + bytes(8))


BAD_CONFIGS: list[tuple[str, Any, str]] = [
    ("unknown-type", {**TINY_LLAMA, "model_type": "wobble"}, "model_type"),
    ("mamba", {**TINY_LLAMA, "model_type": "mamba"}, "state-space"),
    ("half-written", {"model_type": "llama", "hidden_size": 256}, "missing"),
    ("string-for-list", {**TINY_LLAMA, "layer_types": "sliding", "sliding_window": 8},
     "layer_types"),
    ("zero-pattern", {**TINY_LLAMA, "model_type": "gemma3_text", "sliding_window": 8,
                      "sliding_window_pattern": 0}, "sliding_window_pattern"),
    ("string-for-int", {**TINY_LLAMA, "num_hidden_layers": "32"}, "num_hidden_layers"),
    ("bool-for-int", {**TINY_LLAMA, "vocab_size": True}, "vocab_size"),
    ("bad-quant", {**TINY_LLAMA, "quantization_config": {"quant_method": "magic"}}, "quant_method"),
    ("bad-mlp-only", {**TINY_LLAMA, "model_type": "qwen3_moe", "num_experts": 4,
                      "num_experts_per_tok": 2, "mlp_only_layers": [1]}, "mlp_only_layers"),
]  # fmt: skip


@pytest.mark.parametrize(("label", "cfg", "field"), BAD_CONFIGS, ids=[b[0] for b in BAD_CONFIGS])
def test_bad_configs_fail_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], label: str, cfg: Any, field: str
) -> None:
    path = tmp_path / "config.json"
    path.write_text(json.dumps(cfg))
    code, _, err = run(capsys, "estimate", "--model", str(path), "--gpu", "h100-sxm-80gb")
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert str(path) in err and field in err


@pytest.mark.parametrize("kind", ["length", "json", "offsets", "shape"])
def test_corrupt_safetensors_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(TINY_LLAMA))
    _bad_safetensors(folder / "model.safetensors", kind)
    code, _, err = run(capsys, "estimate", "--model", str(folder), "--gpu", "h100-sxm-80gb")
    assert code == 2 and err.count("\n") == 1
    assert "model.safetensors" in err
    assert {"length": "header length", "json": "header", "offsets": "data_offsets",
            "shape": "shape"}[kind] in err  # fmt: skip


@pytest.mark.parametrize("damage", ["magic", "truncated", "type"])
def test_corrupt_gguf_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    path = tmp_path / "bad.gguf"
    write_llama_gguf(path, magic=b"GGML" if damage == "magic" else b"GGUF")
    raw = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(raw[:300])
    if damage == "type":  # the first tensor's ggml type set to an id that does not exist
        i = raw.index(b"token_embd.weight") + len("token_embd.weight") + 4 + 16
        path.write_bytes(raw[:i] + struct.pack("<I", 99) + raw[i + 4 :])
    code, _, err = run(capsys, "estimate", "--model", str(path), "--gpu", "h100-sxm-80gb")
    assert code == 2 and err.count("\n") == 1
    assert "bad.gguf" in err
    assert {"magic": "magic", "truncated": "truncated", "type": "type"}[damage] in err


def test_deeply_nested_json_and_non_object(tmp_path: Path) -> None:
    path = tmp_path / "config.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(ModelSourceError, match=r"config\.json"):
        load_model(str(path), shipped_catalog())
    nested: Any = {}
    for _ in range(500):
        nested = {"a": nested}
    path.write_text(json.dumps({**TINY_LLAMA, "model_type": "llava", "text_config": nested}))
    # jsonfile's limit: refused before the reader sees it
    with pytest.raises(ModelSourceError, match=r"config\.json: nested deeper than 32 levels"):
        load_model(str(path), shipped_catalog())
    nested = {}
    for _ in range(20):  # within the limit: the reader names the field
        nested = {"a": nested}
    path.write_text(json.dumps({**TINY_LLAMA, "model_type": "llava", "text_config": nested}))
    with pytest.raises(ModelSourceError, match=r"text_config\.model_type"):
        load_model(str(path), shipped_catalog())
    path.write_text("42")
    with pytest.raises(ModelSourceError, match="JSON object"):
        load_model(str(path), shipped_catalog())


def returns_without_blocking(fn: Any, fifo: Path) -> Any:
    """fn() in a thread; if it blocks on the FIFO, a writer releases it and the test fails
    (rather than hanging the suite)."""
    import os
    import threading

    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(_outcome(fn)), daemon=True)
    thread.start()
    thread.join(10)
    if thread.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)  # a blocked reader is waiting
        os.close(fd)
        thread.join(10)
        raise AssertionError(f"blocked on {fifo}")
    return out[0]


def _outcome(fn: Any) -> Any:
    try:
        return fn()
    except Exception as exc:
        return exc


@pytest.mark.parametrize("name", ["model.safetensors", "model-00001-of-00002.gguf", "a.gguf"])
def test_weight_file_that_is_a_fifo_is_refused_without_blocking(tmp_path: Path, name: str) -> None:
    """bench/fuzz.py: a checkpoint folder whose weight file is a FIFO hung the CLI."""
    import os

    folder = tmp_path / "ck"
    folder.mkdir()
    if name.endswith(".safetensors"):
        (folder / "config.json").write_text(json.dumps(TINY_LLAMA))
    os.mkfifo(folder / name)
    exc = returns_without_blocking(
        lambda: load_model(str(folder), shipped_catalog()), folder / name
    )
    assert isinstance(exc, ModelSourceError), exc
    assert f"{name}: not a regular file" in str(exc)


@pytest.mark.parametrize("ref", ["x" * 300, "a/" * 3000 + "config.json", "org/" + "n" * 300])
def test_names_too_long_for_the_file_system_are_named_not_oserror(ref: str) -> None:
    """bench/fuzz.py: a 300-character --model (or Hub id) raised OSError (exit 1)."""
    with pytest.raises(ModelSourceError) as caught:
        load_model(ref, shipped_catalog())
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 1500


def test_devices_and_config_fifos_are_named(tmp_path: Path) -> None:
    import os

    with pytest.raises(ModelSourceError, match="/dev/zero: not a file or folder"):
        load_model("/dev/zero", shipped_catalog())
    os.mkfifo(tmp_path / "config.json")
    exc = returns_without_blocking(
        lambda: load_model(str(tmp_path), shipped_catalog()), tmp_path / "config.json"
    )
    assert isinstance(exc, ModelSourceError) and "config.json: not a regular file" in str(exc)


@pytest.mark.parametrize("ref", ["fifo", "huge"])
def test_hub_refs_main_that_is_not_a_hash_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ref: str
) -> None:
    """A FIFO or a 100 MB refs/main is not read (the newest snapshot is used instead)."""
    import os

    repo = tmp_path / "models--org--m"
    snap = repo / "snapshots" / "abc"
    snap.mkdir(parents=True)
    (snap / "config.json").write_text(json.dumps(TINY_LLAMA))
    (repo / "refs").mkdir()
    if ref == "fifo":
        os.mkfifo(repo / "refs" / "main")
    else:
        with open(repo / "refs" / "main", "wb") as fh:
            fh.truncate(100 * 2**20)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    source = load_model("org/m", shipped_catalog())
    assert source.kind == "hub" and source.path == snap


FP8_MODELOPT = (
    Path(__file__).parent / "fixtures" / "configs" / "llama-3.1-70b-instruct-fp8-modelopt"
)


def test_a_modelopt_export_reads_its_sidecar_and_the_kv_cache_it_was_calibrated_for(
    tmp_path: Path,
) -> None:
    """nvidia/Llama-3.1-70B-Instruct-FP8 describes its quantization in hf_quant_config.json
    beside config.json (quant_algo FP8, kv_cache_quant_algo FP8, lm_head excluded)."""
    src = load_model(str(FP8_MODELOPT / "config.json"), shipped_catalog())
    q = src.spec.quantization
    assert q is not None and q.method == "modelopt" and q.weight_format is WeightFormat.FP8
    assert q.kv_cache == "fp8" and "lm_head" not in q.quantized
    assert any("hf_quant_config.json" in n for n in src.notes)
    # TensorRT-LLM follows the checkpoint (KvCacheConfig.dtype "auto"); vLLM keeps bf16 and
    # says how to use the scales; the user's choice wins over both
    from hwplanner.engine.defaults import Origin, plan_origins

    serve = {"method": "inference", "gpus_per_node": 2, "tp": 2}
    h100 = shipped_catalog().gpu("h100-sxm-80gb")
    trt = Scenario(model=src.spec, gpu=h100, plan=Plan(framework="trtllm", **serve))
    assert trt.plan.kv_dtype.value == "fp8"
    assert plan_origins(trt.model, trt.plan, h100)["kv_dtype"].origin is Origin.CHECKPOINT
    assert any("follows the checkpoint" in str(n) for n in estimate(trt).notes)
    vllm = Scenario(model=src.spec, gpu=h100, plan=Plan(framework="vllm", **serve))
    assert vllm.plan.kv_dtype.value == "bf16"
    assert any(
        "set --kv-dtype to fp8" in str(n) or "kv_dtype" in str(n) for n in estimate(vllm).notes
    )
    chosen = Plan(framework="trtllm", kv_dtype="bf16", **serve)
    assert Scenario(model=src.spec, gpu=h100, plan=chosen).plan.kv_dtype.value == "bf16"
    # a sidecar without its quantization block is named
    bad = tmp_path / "m"
    bad.mkdir()
    (bad / "config.json").write_text((FP8_MODELOPT / "config.json").read_text())
    (bad / "hf_quant_config.json").write_text('{"producer": {}}')
    with pytest.raises(ModelSourceError, match=r"hf_quant_config\.json: quantization"):
        load_model(str(bad), shipped_catalog())


def test_a_mamba_configs_infinite_dt_clamp_is_read_and_other_infinities_refused(
    tmp_path: Path,
) -> None:
    """transformers' Mamba-2 configs clamp dt to (0.0, inf): time_step_limit's Infinity is read
    (it is no size); an Infinity anywhere else is still refused by name."""
    folder = Path(__file__).parent / "fixtures" / "configs" / "nemotron-h-56b-base"
    src = load_model(str(folder / "config.json"), shipped_catalog())
    assert src.spec.recurrent is not None and count_params(src.spec).total == 56_324_350_464
    text = (folder / "config.json").read_text().replace('"expand": 2', '"expand": Infinity')
    bad = tmp_path / "config.json"
    bad.write_text(text)
    with pytest.raises(ModelSourceError, match="expand"):
        load_model(str(bad), shipped_catalog())


def mamba2_gguf_meta(
    a: str, inner: int, groups: int, state: int, heads: int, kernel: int
) -> dict[str, int]:
    """The ssm.* keys llama.cpp's converter writes for a Mamba-2 mixer."""
    return {
        a + "ssm.conv_kernel": kernel,
        a + "ssm.state_size": state,
        a + "ssm.group_count": groups,
        a + "ssm.inner_size": inner,
        a + "ssm.time_step_rank": heads,
    }


def mamba2_gguf_tensors(
    p: str, d: int, inner: int, groups: int, state: int, heads: int, kernel: int
) -> dict[str, Any]:
    """One Mamba-2 block's tensors as llama.cpp's src/llama-model.cpp creates them."""
    conv = inner + 2 * groups * state
    return {
        p + "ssm_in.weight": ("Q8_0", [d, 2 * inner + 2 * groups * state + heads]),
        p + "ssm_conv1d.weight": ("F32", [kernel, conv]),
        p + "ssm_conv1d.bias": ("F32", [conv]),
        p + "ssm_dt.bias": ("F32", [heads]),
        p + "ssm_a": ("F32", [1, heads]),
        p + "ssm_d": ("F32", [1, heads]),
        p + "ssm_norm.weight": ("F32", [inner // groups, groups]),
        p + "ssm_out.weight": ("Q8_0", [inner, d]),
    }


def attention_gguf_tensors(p: str, d: int, heads: int, kv: int, hd: int) -> dict[str, Any]:
    """One attention block's projections as llama.cpp names them."""
    return {
        p + "attn_q.weight": ("Q8_0", [d, heads * hd]),
        p + "attn_k.weight": ("Q8_0", [d, kv * hd]),
        p + "attn_v.weight": ("Q8_0", [d, kv * hd]),
        p + "attn_output.weight": ("Q8_0", [heads * hd, d]),
    }


def granite_hybrid_gguf(
    path: Path, *, moe: bool = True, rope: bool | None = False
) -> dict[str, Any]:
    """A small Granite 4.0-H as llama.cpp's converter writes it (convert_hf_to_gguf.py
    GraniteHybridModel; tensor shapes as src/llama-model.cpp creates them): layers mamba,
    attention, mamba, mamba; head_count_kv one per layer, 0 for a Mamba-2 layer. Returns the
    same model's config.json fields (transformers GraniteMoeHybridConfig)."""
    d, layers, vocab, heads, kv, hd = 256, 4, 512, 4, 2, 64
    inner, groups, state, ssm_heads, kernel = 512, 1, 64, 8, 4
    experts, used, width, shared = 8, 2, 128, 256
    kinds = ["mamba", "attention", "mamba", "mamba"]
    a = "granitehybrid."
    meta: dict[str, Any] = {
        "general.architecture": "granitehybrid",
        "general.name": "tiny-granite-h",
        "general.file_type": 7,
        a + "block_count": layers,
        a + "embedding_length": d,
        a + "feed_forward_length": width if moe else shared,  # the dense MLP's own width
        a + "attention.head_count": heads,
        a + "attention.head_count_kv": [kv if k == "attention" else 0 for k in kinds],
        a + "context_length": 1 << 20,
        **mamba2_gguf_meta(a, inner, groups, state, ssm_heads, kernel),
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)],
    }
    if rope is not None:  # unset: llama.cpp rotates (the key's default)
        meta[a + "rope.scaling.finetuned"] = rope
    if moe:
        meta |= {a + "expert_count": experts, a + "expert_used_count": used}
        meta[a + "expert_shared_feed_forward_length"] = shared
    tensors: dict[str, Any] = {
        "token_embd.weight": ("Q8_0", [d, vocab]),
        "output_norm.weight": ("F32", [d]),
    }
    for n, kind in enumerate(kinds):
        p = f"blk.{n}."
        tensors |= {p + "attn_norm.weight": ("F32", [d]), p + "ffn_norm.weight": ("F32", [d])}
        if kind == "mamba":
            tensors |= mamba2_gguf_tensors(p, d, inner, groups, state, ssm_heads, kernel)
        else:
            tensors |= attention_gguf_tensors(p, d, heads, kv, hd)
        if moe:
            tensors |= {
                p + "ffn_gate_inp.weight": ("F32", [d, experts]),
                p + "ffn_gate_exps.weight": ("Q8_0", [d, width, experts]),
                p + "ffn_up_exps.weight": ("Q8_0", [d, width, experts]),
                p + "ffn_down_exps.weight": ("Q8_0", [width, d, experts]),
                p + "ffn_gate_shexp.weight": ("Q8_0", [d, shared]),
                p + "ffn_up_shexp.weight": ("Q8_0", [d, shared]),
                p + "ffn_down_shexp.weight": ("Q8_0", [shared, d]),
            }
        else:
            tensors |= {
                p + "ffn_gate.weight": ("Q8_0", [d, shared]),
                p + "ffn_up.weight": ("Q8_0", [d, shared]),
                p + "ffn_down.weight": ("Q8_0", [shared, d]),
            }
    write_gguf(path, meta, tensors)
    return {
        "model_type": "granitemoehybrid", "hidden_size": d, "num_hidden_layers": layers,
        "num_attention_heads": heads, "num_key_value_heads": kv, "vocab_size": vocab,
        "tie_word_embeddings": True, "layer_types": kinds,
        "position_embedding_type": "nope" if rope is False else "rope",
        "num_local_experts": experts if moe else 0, "num_experts_per_tok": used if moe else 0,
        "intermediate_size": width if moe else shared, "shared_intermediate_size": shared,
        "mamba_n_heads": ssm_heads, "mamba_d_head": inner // ssm_heads, "mamba_n_groups": groups,
        "mamba_d_state": state, "mamba_d_conv": kernel, "mamba_expand": inner // d,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("moe", "rope"), [(True, False), (False, False), (True, True), (True, None)]
)
def test_a_granite_hybrid_gguf_is_its_config(tmp_path: Path, moe: bool, rope: bool | None) -> None:
    """A Granite 4.0-H GGUF reads as the same model its config.json gives (whose count
    transformers checks, tests/engine/test_hybrid.py): Mamba-2 layers where head_count_kv is
    0, the mixer from the ssm.* keys, the shared expert from its tensors, no rotary
    embedding; its count is the file's tensors exactly."""
    from hwplanner.engine.model.hf_config import spec_from_hf_config

    path = tmp_path / "granite-h-Q8_0.gguf"
    cfg = granite_hybrid_gguf(path, moe=moe, rope=rope)
    src = load_model(str(path), shipped_catalog())
    spec, ck = src.spec, src.checkpoint
    assert ck is not None and count_params(spec).total == ck.elements
    want = spec_from_hf_config(cfg, model_id="g")[0]
    assert spec.layer_kinds == want.layer_kinds == "rarr"
    assert spec.recurrent == want.recurrent.model_copy(update={"chunk_size": None})
    assert spec.position == want.position
    assert spec.position.value == ("none" if rope is False else "rope")
    assert spec.norms_per_layer == 2 and spec.num_kv_heads == 2
    assert count_params(spec).total == count_params(want).total
    assert count_params(spec).active == count_params(want).active
    # llama.cpp names it granitehybrid: the same architecture, which TGI does not run
    assert spec.hybrid is want.hybrid is not None
    # llama.cpp keeps the state in F32 and a KV cache for the one attention layer only
    plan = Plan(method=Method.INFERENCE, framework="llamacpp")
    est = estimate(Scenario(model=spec, gpu=shipped_catalog().gpu("rtx-4090"), plan=plan))
    inputs = dict(est.memory.components["kv_cache"].inputs)
    assert inputs["recurrent layers (a state, no KV cache)"] == 3


def test_a_granite_hybrid_gguf_that_cannot_be_is_refused_by_name(tmp_path: Path) -> None:
    from hwplanner.checkpoint_files import read_gguf_header
    from hwplanner.engine.model.gguf_spec import spec_from_gguf
    from hwplanner.engine.model.hf_reader import ConfigError

    path = tmp_path / "granite-h.gguf"
    granite_hybrid_gguf(path)
    meta, infos = read_gguf_header(path)
    tensors = [(t.name, t.dtype, t.shape, t.nbytes) for t in infos]
    one = {**meta, "granitehybrid.attention.head_count_kv": 2}  # not one per layer
    with pytest.raises(ConfigError, match="head_count_kv: expected 4 counts"):
        spec_from_gguf(one, tensors, model_id="g")
    none = {**meta, "granitehybrid.attention.head_count_kv": [0, 0, 0, 0]}
    with pytest.raises(ConfigError, match="no attention block"):
        spec_from_gguf(none, tensors, model_id="g")
    odd = {**meta, "granitehybrid.ssm.time_step_rank": 7}
    with pytest.raises(ConfigError, match=r"ssm\.time_step_rank: 7 heads do not divide 512"):
        spec_from_gguf(odd, tensors, model_id="g")
    # a hybrid llama.cpp does not read here is still refused by name
    nxt = {**meta, "general.architecture": "qwen3next"}
    with pytest.raises(ConfigError, match="'qwen3next': this hybrid is modelled from its config"):
        spec_from_gguf(nxt, tensors, model_id="g")


def nemotron_h_gguf(
    path: Path, pattern: str, *, moe: bool = False, widths: tuple[int, ...] = ()
) -> dict[str, Any]:
    """A small Nemotron-H as llama.cpp lays it out (src/llama-model.cpp, LLM_ARCH_NEMOTRON_H):
    one block per letter of `pattern` ("M" Mamba-2, "*" attention, "-" a squared-ReLU MLP),
    head_count_kv and feed_forward_length one per block. Returns its config.json fields
    (NemotronHConfig, as the 56B fixture spells them)."""
    d, vocab, heads, kv, hd, ff = 256, 512, 4, 2, 128, 1024  # head size ≠ d ÷ heads
    inner, groups, state, ssm_heads, kernel = 512, 2, 32, 8, 4
    arch = "nemotron_h_moe" if moe else "nemotron_h"  # the converter's name for MoE files
    a = arch + "."
    meta: dict[str, Any] = {
        "general.architecture": arch,
        "general.name": "tiny-nemotron-h",
        a + "block_count": len(pattern),
        a + "embedding_length": d,
        a + "feed_forward_length": [
            (widths[n % len(widths)] if widths else ff) if b == "-" else 0
            for n, b in enumerate(pattern)
        ],
        a + "attention.head_count": heads,
        a + "attention.head_count_kv": [kv if b == "*" else 0 for b in pattern],
        a + "attention.key_length": hd,
        a + "context_length": 8192,
        **mamba2_gguf_meta(a, inner, groups, state, ssm_heads, kernel),
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)],
    }
    tensors: dict[str, Any] = {
        "token_embd.weight": ("Q8_0", [d, vocab]),
        "output_norm.weight": ("F32", [d]),
        "output.weight": ("Q8_0", [d, vocab]),
    }
    for n, block in enumerate(pattern):
        p = f"blk.{n}."
        tensors[p + "attn_norm.weight"] = ("F32", [d])
        if block == "M":
            tensors |= mamba2_gguf_tensors(p, d, inner, groups, state, ssm_heads, kernel)
        elif block == "*":
            tensors |= attention_gguf_tensors(p, d, heads, kv, hd)
        elif moe:
            tensors |= {
                p + "ffn_up_exps.weight": ("Q8_0", [d, ff, 4]),
                p + "ffn_down_exps.weight": ("Q8_0", [ff, d, 4]),
            }
        else:
            w = widths[n % len(widths)] if widths else ff
            tensors |= {
                p + "ffn_up.weight": ("Q8_0", [d, w]),
                p + "ffn_down.weight": ("Q8_0", [w, d]),
            }
    write_gguf(path, meta, tensors)
    return {
        "model_type": "nemotron_h", "hidden_size": d, "num_hidden_layers": len(pattern),
        "hybrid_override_pattern": pattern, "num_attention_heads": heads,
        "num_key_value_heads": kv, "attention_head_dim": hd, "intermediate_size": ff,
        "vocab_size": vocab, "tie_word_embeddings": False, "mamba_num_heads": ssm_heads,
        "mamba_head_dim": inner // ssm_heads, "n_groups": groups, "ssm_state_size": state,
        "conv_kernel": kernel, "expand": inner // d, "use_conv_bias": True,
        "mlp_hidden_act": "relu2",
    }  # fmt: skip


def test_a_nemotron_h_gguf_pairs_its_blocks_as_its_config_does(tmp_path: Path) -> None:
    """Nemotron-H's GGUF blocks (a Mamba-2 block has neither KV heads nor a feed-forward
    length) pair into the same layers as its config.json's hybrid_override_pattern, and count
    the file's tensors exactly."""
    from hwplanner.checkpoint_files import read_gguf_header
    from hwplanner.engine.model.gguf_spec import spec_from_gguf
    from hwplanner.engine.model.hf_config import spec_from_hf_config
    from hwplanner.engine.model.hf_reader import ConfigError

    path = tmp_path / "nemotron-h-Q8_0.gguf"
    cfg = nemotron_h_gguf(path, "M-M*-MM-*-")
    src = load_model(str(path), shipped_catalog())
    spec, ck = src.spec, src.checkpoint
    assert ck is not None and count_params(spec).total == ck.elements
    want = spec_from_hf_config(cfg, model_id="n")[0]
    assert spec.layer_kinds == want.layer_kinds == "rRaRra"
    assert spec.recurrent == want.recurrent.model_copy(update={"ssm_state_bytes": None})
    assert (spec.num_layers, spec.intermediate_size, spec.mlp) == (6, 1024, want.mlp)
    assert spec.head_dim == want.head_dim == 128  # attention.key_length, not d ÷ heads
    assert spec.position == want.position and spec.position.value == "none"  # NoPE
    assert count_params(spec).total == count_params(want).total
    # MoE blocks and an MLP block without a mixer before it are refused by name
    moe = tmp_path / "nemotron-h-moe.gguf"
    nemotron_h_gguf(moe, "M-M*-", moe=True)
    meta, infos = read_gguf_header(moe)
    tensors = [(t.name, t.dtype, t.shape, t.nbytes) for t in infos]
    with pytest.raises(ConfigError, match="'nemotron_h_moe': Nemotron-H's MoE"):
        spec_from_gguf(meta, tensors, model_id="n")
    uneven = tmp_path / "nemotron-h-uneven.gguf"
    nemotron_h_gguf(uneven, "M-M*-M-", widths=(1024, 512))
    meta, infos = read_gguf_header(uneven)
    tensors = [(t.name, t.dtype, t.shape, t.nbytes) for t in infos]
    with pytest.raises(ConfigError, match="different widths per MLP block"):
        spec_from_gguf(meta, tensors, model_id="n")
    bare = tmp_path / "nemotron-h-bare.gguf"
    nemotron_h_gguf(bare, "-M*-")
    meta, infos = read_gguf_header(bare)
    tensors = [(t.name, t.dtype, t.shape, t.nbytes) for t in infos]
    with pytest.raises(ConfigError, match="block 0 is an MLP block without a Mamba-2 or"):
        spec_from_gguf(meta, tensors, model_id="n")
