"""What the CLI prints: strict JSON documents and the readable estimate tables."""

from __future__ import annotations

import json
import math
from typing import Any


def finite(doc: Any) -> Any:
    """`doc` with every non-finite float made None (JSON has no Infinity or NaN)."""
    if isinstance(doc, float):
        return doc if math.isfinite(doc) else None
    if isinstance(doc, dict):
        return {k: finite(v) for k, v in doc.items()}
    if isinstance(doc, list | tuple):
        return [finite(v) for v in doc]
    return doc


def print_json(doc: Any) -> None:
    """Strict JSON (RFC 8259): no NaN or Infinity tokens, UTF-8 text as is."""
    print(json.dumps(finite(doc), indent=2, ensure_ascii=False, allow_nan=False))
