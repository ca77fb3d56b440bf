"""Byte units. The engine works in bytes; GB is 10^9 and GiB is 2^30, and views say which."""

from __future__ import annotations

GB = 10**9
GIB = 2**30
TB = 10**12

# What each unit a person or a log writes stands for, in bytes (floats: factors to multiply by)
BYTES_PER_UNIT = {
    "B": 1.0,
    "KB": 1e3,
    "MB": 1e6,
    "GB": 1e9,
    "TB": 1e12,
    "KiB": 2.0**10,
    "MiB": 2.0**20,
    "GiB": 2.0**30,
    "TiB": 2.0**40,
}


def to_gb(n_bytes: float) -> float:
    return n_bytes / GB


def to_gib(n_bytes: float) -> float:
    return n_bytes / GIB


def format_bytes(n_bytes: float, binary: bool = False, digits: int = 1) -> str:
    """'141.0 GB' (decimal) or '131.3 GiB' (binary), scaling to TB/TiB past a thousand."""
    base, units = (GIB, ("GiB", "TiB", "PiB")) if binary else (GB, ("GB", "TB", "PB"))
    step = 1024 if binary else 1000
    value = n_bytes / base
    unit = units[0]
    for next_unit in units[1:]:
        if abs(value) < step:
            break
        value /= step
        unit = next_unit
    if abs(value) < 1 and n_bytes:
        small, small_unit = (n_bytes / 2**20, "MiB") if binary else (n_bytes / 10**6, "MB")
        return f"{small:.{digits}f} {small_unit}"
    return f"{value:.{digits}f} {unit}"


def format_count(n: float) -> str:
    """Parameter counts the way model cards write them: 8.03B, 46.7B, 207.1M."""
    for scale, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")):
        if abs(n) >= scale:
            return (
                f"{n / scale:.2f}{suffix}" if abs(n) < 100 * scale else f"{n / scale:.1f}{suffix}"
            )
    return f"{n:.0f}"
