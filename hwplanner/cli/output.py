"""What the CLI prints: strict JSON documents and the readable estimate tables."""

from __future__ import annotations

import json
import math
import sys
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
    """Strict JSON (RFC 8259): no NaN or Infinity tokens, UTF-8 text as is — or, when the
    output's encoding cannot hold every character (PYTHONIOENCODING=ascii), \\u escapes, which
    are the same JSON."""
    encoding = (getattr(sys.stdout, "encoding", None) or "utf-8").lower().replace("_", "-")
    as_is = encoding in ("utf-8", "utf8", "utf-16", "utf-32")
    print(json.dumps(finite(doc), indent=2, ensure_ascii=not as_is, allow_nan=False))
