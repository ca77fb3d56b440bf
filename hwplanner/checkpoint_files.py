"""Read the headers of weight files (safetensors, GGUF) without loading any tensor data.

safetensors: 8 bytes little-endian u64 N, then N bytes of JSON {name: {dtype, shape,
data_offsets}} (huggingface/safetensors format docs). GGUF: magic "GGUF", version, tensor and
key-value counts, typed key-values, then tensor infos (ggml docs/gguf.md). Every problem is a
CheckpointError naming the file and the field; sizes are bounded so a corrupt file cannot make
the reader allocate or loop without end.
"""

from __future__ import annotations

import json
import os
import stat
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from hwplanner import jsonfile
from hwplanner.engine.model.gguf_spec import GGML_TYPES, StringArray

MAX_HEADER_BYTES = 200 * 2**20  # safetensors JSON header
MAX_COUNT = 10_000_000  # GGUF tensors, key-values, array items
MAX_STRING = 2**24  # one GGUF string
SAFETENSORS_DTYPE_BYTES = {
    "BOOL": 1, "U8": 1, "I8": 1, "F8_E5M2": 1, "F8_E4M3": 1, "F8_E8M0": 1, "I16": 2, "U16": 2,
    "F16": 2, "BF16": 2, "I32": 4, "U32": 4, "F32": 4, "F64": 8, "I64": 8, "U64": 8, "C64": 8,
}  # fmt: skip


class CheckpointError(ValueError):
    """A weight file that cannot be read: the message names the file and the field."""


@dataclass(frozen=True, slots=True)
class TensorInfo:
    name: str
    dtype: str  # safetensors dtype or GGML type name
    shape: tuple[int, ...]
    nbytes: int

    @property
    def elements(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n


def _open_regular(path: Path) -> tuple[BinaryIO, int]:
    """The file opened for reading and its size. Opening never blocks (a FIFO named
    model.safetensors would wait for a writer forever): anything but a regular file is
    refused."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise CheckpointError(f"{path.name}: not a regular file (a pipe, device or socket)")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb"), info.st_size
    except BaseException:
        os.close(fd)
        raise


def read_safetensors_header(path: Path) -> list[TensorInfo]:
    """The tensors a .safetensors file holds, from its JSON header only."""
    name = path.name
    try:
        fh, size = _open_regular(path)
        with fh:
            raw = fh.read(8)
            if len(raw) < 8:
                raise CheckpointError(f"{name}: header length: file shorter than 8 bytes")
            (n,) = struct.unpack("<Q", raw)
            if n > MAX_HEADER_BYTES or n > size - 8:
                raise CheckpointError(f"{name}: header length: {n} bytes does not fit the file")
            text = fh.read(n)
    except OSError as exc:
        raise CheckpointError(f"{name}: cannot read ({exc.strerror or exc})") from None
    try:
        doc = jsonfile.parse(text.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise CheckpointError(f"{name}: header: not valid JSON") from None
    except jsonfile.JsonLimitError as exc:
        raise CheckpointError(f"{name}: header: {exc}") from None
    if doc.unusable:  # an offset or shape of 10**400 or 5,000 digits is no tensor's
        place, _, why = doc.unusable[0]
        where = jsonfile.one_line(".".join(str(p) for p in place), 100)
        raise CheckpointError(f"{name}: header: {where}: {why}")
    header = doc.value
    if not isinstance(header, dict):
        raise CheckpointError(f"{name}: header: expected a JSON object")
    tensors = []
    data = size - 8 - n
    for key, entry in header.items():
        if key == "__metadata__":
            continue
        tensors.append(_safetensor(name, key, entry, data))
    return tensors


def _safetensor(file: str, key: str, entry: Any, data_bytes: int) -> TensorInfo:
    where = f"{file}: tensor {key!r}"
    if not isinstance(entry, dict):
        raise CheckpointError(f"{where}: expected an object")
    dtype, shape, offsets = entry.get("dtype"), entry.get("shape"), entry.get("data_offsets")
    if not isinstance(dtype, str):
        raise CheckpointError(f"{where}.dtype: expected a string")
    if not isinstance(shape, list) or not all(_count(s) for s in shape):
        raise CheckpointError(f"{where}.shape: expected a list of non-negative integers")
    if not isinstance(offsets, list) or len(offsets) != 2 or not all(_count(o) for o in offsets):
        raise CheckpointError(f"{where}.data_offsets: expected [begin, end]")
    begin, end = offsets
    if end < begin or end > data_bytes:
        raise CheckpointError(f"{where}.data_offsets: [{begin}, {end}] outside the file's data")
    info = TensorInfo(key, dtype, tuple(shape), end - begin)
    per = SAFETENSORS_DTYPE_BYTES.get(dtype)
    if per is not None and info.elements * per != info.nbytes:
        raise CheckpointError(f"{where}.data_offsets: {info.nbytes} bytes ≠ shape × {dtype}")
    return info


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**63


# GGUF --------------------------------------------------------------------------------------

_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q",
            11: "<q", 12: "<d"}  # fmt: skip


class _Reader:
    def __init__(self, fh: BinaryIO, name: str, size: int) -> None:
        self.fh, self.name, self.size, self.field = fh, name, size, "header"

    def take(self, n: int) -> bytes:
        if n < 0 or self.fh.tell() + n > self.size:
            raise CheckpointError(f"{self.name}: {self.field}: truncated")
        return self.fh.read(n)

    def unpack(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def count(self, what: str) -> int:
        n: int = self.unpack("<Q")
        if n > MAX_COUNT:
            raise CheckpointError(f"{self.name}: {self.field}: {what} {n} is implausible")
        return n

    def string(self) -> str:
        n = self.unpack("<Q")
        if n > MAX_STRING:
            raise CheckpointError(f"{self.name}: {self.field}: string of {n} bytes")
        try:
            return self.take(n).decode("utf-8")
        except UnicodeDecodeError:
            raise CheckpointError(f"{self.name}: {self.field}: not UTF-8") from None

    def value(self, vtype: int, depth: int = 0) -> Any:
        if vtype in _SCALARS:
            return self.unpack(_SCALARS[vtype])
        if vtype == 8:
            return self.string()
        if vtype == 9 and depth < 4:
            item = self.unpack("<I")
            n = self.count("array length")
            if item in _SCALARS:  # keep long numeric arrays compact: read them in one go
                fmt = _SCALARS[item]
                raw = self.take(n * struct.calcsize(fmt))
                return list(struct.unpack("<" + fmt[1] * n, raw))
            if item == 8:  # string arrays (the vocabulary): keep only how many there are
                for _ in range(n):
                    self.fh.seek(min(self.unpack("<Q"), self.size), 1)
                if self.fh.tell() > self.size:
                    raise CheckpointError(f"{self.name}: {self.field}: truncated")
                return StringArray(n)
            return [self.value(item, depth + 1) for _ in range(n)]
        raise CheckpointError(f"{self.name}: {self.field}: unknown value type {vtype}")


def read_gguf_header(path: Path) -> tuple[dict[str, Any], list[TensorInfo]]:
    """GGUF metadata (key → value; string arrays as their length) and tensor infos."""
    name = path.name
    try:
        fh, size = _open_regular(path)
        with fh:
            r = _Reader(fh, name, size)
            if r.take(4) != b"GGUF":
                raise CheckpointError(f"{name}: magic: not a GGUF file")
            r.field = "version"
            version = r.unpack("<I")
            if version not in (2, 3):
                raise CheckpointError(f"{name}: version: {version} (supported: 2, 3)")
            r.field = "tensor_count"
            n_tensors = r.count("tensor count")
            r.field = "metadata_kv_count"
            n_kv = r.count("key-value count")
            meta: dict[str, Any] = {}
            for i in range(n_kv):
                r.field = f"metadata[{i}]"
                key = r.string()
                r.field = key
                meta[key] = r.value(r.unpack("<I"))
            tensors = [_gguf_tensor(r, i) for i in range(n_tensors)]
    except OSError as exc:
        raise CheckpointError(f"{name}: cannot read ({exc.strerror or exc})") from None
    return meta, tensors


def _gguf_tensor(r: _Reader, index: int) -> TensorInfo:
    r.field = f"tensor_infos[{index}]"
    name = r.string()
    r.field = f"tensor {name!r}"
    n_dims = r.unpack("<I")
    if not 1 <= n_dims <= 4:
        raise CheckpointError(f"{r.name}: {r.field}.n_dims: {n_dims} (allowed 1–4)")
    dims = tuple(r.unpack("<Q") for _ in range(n_dims))
    type_id = r.unpack("<I")
    r.unpack("<Q")  # offset into the tensor data
    if type_id not in GGML_TYPES:
        raise CheckpointError(f"{r.name}: {r.field}.type: unknown ggml type {type_id}")
    type_name, block, block_bytes = GGML_TYPES[type_id]
    elements = 1
    for d in dims:
        elements *= d
    if dims[0] % block or elements > 2**48:
        raise CheckpointError(f"{r.name}: {r.field}.dims: {dims} do not fit {type_name} blocks")
    return TensorInfo(name, type_name, dims, elements // block * block_bytes)
