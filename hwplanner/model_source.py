"""Resolve a model reference — catalog id, config.json, checkpoint folder, Hugging Face id, GGUF
file — into a ModelSpec and what the checkpoint's files say. Offline: never a network call."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hwplanner import jsonfile, paths
from hwplanner.catalog import Catalog
from hwplanner.engine.core.limits import ID_MAX
from hwplanner.engine.core.message import Message, refused
from hwplanner.engine.core.text import QT_TRANSLATE_NOOP
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params

# The readers (config.json, safetensors and GGUF headers) are imported when a file is read: a
# catalog id, what most command lines name, needs none of them
if TYPE_CHECKING:
    from hwplanner.checkpoint_files import TensorInfo
    from hwplanner.engine.model.hf_config import ConfigError

MAX_CONFIG_BYTES = 20 * 2**20
MAX_WEIGHT_FILES = 2000
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
_LAYER = re.compile(r"(?:^|\.)layers\.(\d+)\.")
_FLOAT_DTYPES = {"F16", "BF16", "F32", "F64"}


class ModelSourceError(ValueError):
    """A model reference that cannot be read: one line naming the file and the field. `message`
    is the line as views show it (the reference as written, then the problem: a Message where
    it is worded so, which they translate); str() is the English line."""

    def __init__(self, text: str, message: str | None = None) -> None:
        super().__init__(text)
        self.message = message if message is not None else text


def _error(where: str, template: str, **args: Any) -> ModelSourceError:
    """'<where>: <problem>', the problem a Message of `template` the views translate."""
    line = refused(where, Message(template, **args))
    return ModelSourceError(str(line), line)


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """What the weight files' headers say (tensors the model loads)."""

    files: tuple[str, ...]
    tensors: int
    elements: int  # stored elements (packed quantized values count as stored)
    bytes: int
    by_dtype: tuple[tuple[str, int, int], ...]  # dtype, tensors, bytes; largest first
    from_index_total: bool = False  # shards absent: only the index's total_size was known


@dataclass(frozen=True, slots=True)
class ModelSource:
    spec: ModelSpec
    notes: tuple[str, ...]
    kind: str  # catalog, config, folder, hub, gguf
    path: Path | None = None
    checkpoint: Checkpoint | None = None


def catalog_twin(spec: ModelSpec, catalog: Catalog) -> ModelSpec | None:
    """The catalog's model with this architecture — the same parameters module by module,
    layers, widths, heads and storage — when the spec read from a file is one the catalog
    already holds (an import then uses the catalog's entry instead of a near-duplicate)."""

    def shape(m: ModelSpec) -> tuple[object, ...]:
        return (
            count_params(m).as_dict(),
            m.num_layers,
            m.hidden_size,
            m.num_attention_heads,
            m.kv_heads,
            m.head_size,
            m.vocab_size,
            m.num_experts,
            m.experts_per_token,
            m.expert_width,
            m.quantization,
        )

    mine = shape(spec)
    return next((m for m in catalog.models.values() if shape(m) == mine), None)


def load_model(ref: str, catalog: Catalog) -> ModelSource:
    """Catalog id, path to config.json / a checkpoint folder / a .gguf file, or an `org/name`
    found in the local Hugging Face cache (or a catalog row with that hf_repo). A file system
    error anywhere (a name too long, a loop of links, a folder that cannot be listed) is a
    ModelSourceError naming the reference, never an OSError."""
    if ref in catalog.models:
        return ModelSource(catalog.models[ref], (), "catalog")
    try:
        return _load_path(ref, catalog)
    except OSError as exc:
        raise _error(
            jsonfile.one_line(ref, 200),
            QT_TRANSLATE_NOOP("Message", "cannot read ({why})"),
            why=exc.strerror or type(exc).__name__,
        ) from None


def _load_path(ref: str, catalog: Catalog) -> ModelSource:
    path = Path(ref).expanduser()
    if path.is_dir():
        return _folder(path, path.name or "model", "folder")
    if path.is_file():
        if path.suffix.lower() == ".gguf":
            return _gguf(path)
        if path.name == "config.json" and any(path.parent.glob("*.safetensors*")):
            return _folder(path.parent, path.parent.name or "model", "folder")
        spec, notes = _config(path, path.parent.name if path.stem == "config" else path.stem)
        return ModelSource(spec, tuple(notes), "config", path)
    if _HUB_ID.match(ref) and path.suffix.lower() not in (".json", ".gguf", ".safetensors"):
        return _hub(ref, catalog)
    if path.exists():  # a pipe, a device or a socket: never opened (a FIFO would block)
        raise _error(
            _where(path),
            QT_TRANSLATE_NOOP("Message", "not a file or folder (a pipe, device or socket)"),
        )
    if path.suffix.lower() in (".json", ".gguf") or "/" in ref or "\\" in ref:
        raise _error(_where(path), QT_TRANSLATE_NOOP("Message", "no such file or folder"))
    raise _error(
        jsonfile.one_line(ref, 200),
        QT_TRANSLATE_NOOP(
            "Message",
            "unknown model; give a catalog id, a config.json, a checkpoint folder, a .gguf "
            "file or a Hugging Face id (org/name) in the local cache",
        ),
    )


# config.json keys whose non-finite values are meant (transformers' Mamba-2 configs clamp dt to
# (0.0, inf) by default): read as they are, never a size
NON_FINITE_ALLOWED = frozenset({"time_step_limit"})


def _read_json(path: Path) -> Any:
    """The JSON in `path`, within jsonfile's limits: a regular file (a FIFO never blocks), at
    most MAX_CONFIG_BYTES, nested at most jsonfile.MAX_DEPTH deep; a non-finite number only
    under NON_FINITE_ALLOWED."""
    try:
        text = jsonfile.read_text(path, MAX_CONFIG_BYTES)
    except jsonfile.JsonLimitError as exc:
        raise _error(
            _where(path),
            QT_TRANSLATE_NOOP("Message", "cannot read ({why})"),
            why=exc.args[0],
        ) from None
    try:
        doc = jsonfile.parse(text)
    except json.JSONDecodeError as exc:
        raise _error(
            _where(path),
            QT_TRANSLATE_NOOP("Message", "not valid JSON (line {line}: {why})"),
            line=exc.lineno,
            why=exc.msg,
        ) from None
    except jsonfile.JsonLimitError as exc:
        raise ModelSourceError(f"{_where(path)}: {exc}") from None
    unusable = [u for u in doc.unusable if not (u[0] and u[0][0] in NON_FINITE_ALLOWED)]
    if unusable:  # NaN, Infinity, 10**400, a 5,000-digit integer: never a model's size
        place, _, why = unusable[0]
        name = ".".join(str(p) for p in place) or "the document"
        raise ModelSourceError(f"{_where(path)}: {jsonfile.one_line(name, 100)}: {why}")
    return doc.value


MODELOPT_SIDECAR = "hf_quant_config.json"


def _config_error(path: Path, exc: ConfigError) -> ModelSourceError:
    """A config the reader refused, named with its file: the key as written, the problem as
    the reader worded it (translated by the views where it is a Message)."""
    line = jsonfile.one_line(str(exc), 500)
    text = f"{_where(path)}: {line}"
    if line != str(exc):  # cut, or control characters escaped: the English line as it is
        return ModelSourceError(text)
    return ModelSourceError(text, refused(_where(path), exc.message))


def _where(path: Path) -> str:
    return jsonfile.shown_path(path)


def _config(path: Path, model_id: str) -> tuple[ModelSpec, list[str]]:
    from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config

    cfg = _read_json(path)
    if not isinstance(cfg, dict):
        raise _error(_where(path), QT_TRANSLATE_NOOP("Message", "expected a JSON object"))
    found: list[str] = []
    sidecar = path.parent / MODELOPT_SIDECAR
    if "quantization_config" not in cfg and sidecar.is_file():
        # NVIDIA ModelOpt exports (before they wrote quantization_config) describe the
        # quantization in hf_quant_config.json beside config.json
        block = _read_json(sidecar)
        block = block.get("quantization") if isinstance(block, dict) else None
        if not isinstance(block, dict):
            raise ModelSourceError(f"{_where(sidecar)}: quantization: expected an object")
        cfg = {**cfg, "quantization_config": {"quant_method": "modelopt", **block}}
        found.append(f"quantization: read from {MODELOPT_SIDECAR} (NVIDIA ModelOpt)")
    try:
        spec, notes = spec_from_hf_config(cfg, model_id=model_id[:ID_MAX] or "imported")
        return spec, found + notes
    except ConfigError as exc:
        raise _config_error(path, exc) from None
    except (TypeError, KeyError, ArithmeticError) as exc:
        # a malformed field the reader did not foresee is still the file's fault: named
        raise ModelSourceError(
            f"{_where(path)}: {type(exc).__name__}: {jsonfile.one_line(str(exc), 300)}"
        ) from None


def _folder(path: Path, model_id: str, kind: str) -> ModelSource:
    config = path / "config.json"
    if config.exists() and not config.is_file():
        raise _error(_where(config), QT_TRANSLATE_NOOP("Message", "not a regular file"))
    if not config.is_file():
        ggufs = sorted(path.glob("*.gguf"))
        if len(ggufs) == 1 or (ggufs and all("-of-" in g.name for g in ggufs)):
            return _gguf(ggufs[0])
        raise _error(
            _where(config),
            QT_TRANSLATE_NOOP("Message", "no such file (a checkpoint folder needs config.json)"),
        )
    spec, notes = _config(config, model_id)
    checkpoint = _weights(path, spec, notes)
    if checkpoint is not None:
        spec = _with_checkpoint(spec, checkpoint, notes)
    return ModelSource(spec, tuple(notes), kind, path, checkpoint)


def _weights(path: Path, spec: ModelSpec, notes: list[str]) -> Checkpoint | None:
    """Tensor headers of the folder's safetensors files (or the index total when shards are
    absent). MTP layers past num_layers and a stored copy of a tied lm_head are left out."""
    from hwplanner.checkpoint_files import CheckpointError, read_safetensors_header

    index_files = sorted(path.glob("*.safetensors.index.json"))
    files = sorted(path.glob("*.safetensors"))[:MAX_WEIGHT_FILES]
    if not files and not index_files:
        return None
    index_total = None
    if index_files and not files:
        doc = _read_json(index_files[0])
        meta = doc.get("metadata") if isinstance(doc, dict) else None
        total = meta.get("total_size") if isinstance(meta, dict) else None
        if isinstance(total, float) and total.is_integer():
            total = int(total)
        if not isinstance(total, int) or isinstance(total, bool) or total <= 0:
            raise ModelSourceError(f"{_where(index_files[0])}: metadata.total_size: expected bytes")
        index_total = total
    tensors: list[TensorInfo] = []
    for file in files:
        try:
            tensors += read_safetensors_header(file)
        except CheckpointError as exc:
            raise ModelSourceError(
                f"{_where(path)}{os.sep}{jsonfile.one_line(str(exc), 300)}"
            ) from None
    if index_total is not None:
        notes.append(f"weights: shards absent; the index lists {index_total / 1e9:.4g} GB")
        return Checkpoint((index_files[0].name,), 0, 0, index_total, (), True)
    kept: list[TensorInfo] = []
    dropped: list[TensorInfo] = []
    for t in tensors:
        m = _LAYER.search(t.name)
        extra_layer = m and int(m.group(1)) >= spec.num_layers and not _vision_name(t.name)
        tied_copy = spec.tie_word_embeddings and t.name.endswith("lm_head.weight")
        (dropped if extra_layer or tied_copy else kept).append(t)
    if dropped:
        notes.append(
            f"weights: {len(dropped)} stored tensors not loaded (MTP layers or a tied lm_head "
            f"copy, {sum(t.nbytes for t in dropped) / 1e9:.3g} GB)"
        )
    mix: dict[str, list[int]] = {}
    for t in kept:
        entry = mix.setdefault(t.dtype, [0, 0])
        entry[0] += 1
        entry[1] += t.nbytes
    return Checkpoint(
        tuple(f.name for f in files),
        len(kept),
        sum(t.elements for t in kept),
        sum(t.nbytes for t in kept),
        tuple((k, v[0], v[1]) for k, v in sorted(mix.items(), key=lambda kv: -kv[1][1])),
    )


def _vision_name(name: str) -> bool:
    return any(w in name for w in ("vision", "visual", "image", "encoder.", "decoder."))


def _with_checkpoint(spec: ModelSpec, ck: Checkpoint, notes: list[str]) -> ModelSpec:
    """Exact stored bytes for a quantized checkpoint; a count check for a plain one."""
    quantized_dtypes = [d for d, _, _ in ck.by_dtype if d not in _FLOAT_DTYPES]
    if spec.quantization is not None:
        q = spec.quantization.model_copy(update={"checkpoint_bytes": float(ck.bytes)})
        mix = ", ".join(f"{d} {b / 1e9:.3g} GB" for d, _, b in ck.by_dtype[:5])
        notes.append(f"weights: {ck.bytes / 1e9:.4g} GB stored" + (f" ({mix})" if mix else ""))
        return spec.model_copy(update={"quantization": q})
    if quantized_dtypes and not ck.from_index_total:
        notes.append(
            f"weights: tensors in {', '.join(quantized_dtypes)} but config.json has no "
            "quantization_config; sized in the plan's format"
        )
    elif ck.elements:
        counted = count_params(spec).total
        if abs(counted - ck.elements) > 0.005 * ck.elements:
            notes.append(
                f"weights: the checkpoint holds {ck.elements:,} parameters; the architecture "
                f"count is {counted:,}"
            )
    return spec


def _gguf(path: Path) -> ModelSource:
    from hwplanner.checkpoint_files import CheckpointError, read_gguf_header
    from hwplanner.engine.model.gguf_spec import spec_from_gguf
    from hwplanner.engine.model.hf_config import ConfigError

    files = [path]
    split = re.search(r"-(\d{5})-of-(\d{5})\.gguf$", path.name)
    if split:
        stem = path.name[: split.start()]
        files = sorted(path.parent.glob(f"{stem}-*-of-{split.group(2)}.gguf"))[:MAX_WEIGHT_FILES]
    meta: dict[str, Any] = {}
    tensors: list[TensorInfo] = []
    for file in files:
        try:
            file_meta, file_tensors = read_gguf_header(file)
        except CheckpointError as exc:
            where = _where(file.parent)
            raise ModelSourceError(f"{where}{os.sep}{jsonfile.one_line(str(exc), 300)}") from None
        meta = meta or file_meta
        tensors += file_tensors
    model_id = (path.stem if not split else path.name[: split.start()])[:ID_MAX]
    try:
        spec, notes = spec_from_gguf(
            meta, [(t.name, t.dtype, t.shape, t.nbytes) for t in tensors], model_id=model_id
        )
    except ConfigError as exc:
        raise _config_error(path, exc) from None
    notes.append("GGUF: plan with the llama.cpp framework for its KV cache and buffers")
    mix: dict[str, list[int]] = {}
    for t in tensors:
        entry = mix.setdefault(t.dtype, [0, 0])
        entry[0] += 1
        entry[1] += t.nbytes
    ck = Checkpoint(
        tuple(f.name for f in files),
        len(tensors),
        sum(t.elements for t in tensors),
        sum(t.nbytes for t in tensors),
        tuple((k, v[0], v[1]) for k, v in sorted(mix.items(), key=lambda kv: -kv[1][1])),
    )
    return ModelSource(spec, tuple(notes), "gguf", path, ck)


def _hub(ref: str, catalog: Catalog) -> ModelSource:
    org, name = ref.split("/", 1)
    looked = []
    for cache in paths.hf_hub_caches():
        repo = cache / f"models--{org}--{name}"
        looked.append(str(repo))
        snapshot = _snapshot(repo)
        if snapshot is not None:
            return _folder(snapshot, ref, "hub")
    for spec in catalog.models.values():
        if spec.hf_repo and spec.hf_repo.lower() == ref.lower():
            return ModelSource(spec, (f"{ref}: the catalog's {spec.id}",), "catalog")
    raise _error(
        jsonfile.one_line(ref, 200),
        QT_TRANSLATE_NOOP(
            "Message",
            "not in the local Hugging Face cache (looked in {looked}) nor in the catalog; "
            "download it or give a path",
        ),
        looked=jsonfile.one_line(", ".join(looked), 500),
    )


def _snapshot(repo: Path) -> Path | None:
    """The snapshot refs/main names, else the newest one that holds a config or GGUF file."""
    snapshots = repo / "snapshots"
    if not snapshots.is_dir():
        return None
    ref = repo / "refs" / "main"
    if ref.is_file():
        try:  # a commit hash: 40 characters (a huge or odd file is no hash)
            target = snapshots / jsonfile.read_text(ref, 1024).strip()
        except (jsonfile.JsonLimitError, ValueError):
            target = None
        if target is not None and target.is_dir():
            return target
    found = [
        s
        for s in snapshots.iterdir()
        if s.is_dir() and ((s / "config.json").is_file() or any(s.glob("*.gguf")))
    ]
    return max(found, key=lambda s: s.stat().st_mtime) if found else None
