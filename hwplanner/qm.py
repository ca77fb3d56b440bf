"""Qt translation files without Qt: read a translators' source (.ts, XML) and write and read the
compiled form (.qm) that Qt's QTranslator loads and hwplanner.language reads.

The .qm files are not kept in the repository: the wheel's build hook (hatch_build.py) compiles
them from the .ts files, so an install, an editable install and a packaged bundle each carry
the translation of the .ts they were built from. This module imports only the standard library:
the build hook loads it by its path, in a build environment that has nothing else.

    python -m hwplanner.qm resources/translations/*.ts      # writes each .qm beside its .ts

The .qm format, as Qt's QTranslator reads it (qtbase src/corelib/kernel/qtranslator.cpp): a
16-byte magic number, then blocks of (tag byte, big-endian 32-bit length, data). The messages
block (0x69) is a run of records, each a sequence of fields ended by the tag 1: the translation
in UTF-16BE (tag 3), the source text (6), context (7) and comment (8) in UTF-8. The hashes block
(0x42) lists (ELF hash of source text + comment, offset of its record) sorted by hash; Qt finds
a message by that hash, then checks the record's context and source text.
"""

from __future__ import annotations

import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_HASHES, _MESSAGES, _LANGUAGE = 0x42, 0x69, 0xA7  # blocks (others: contexts 0x2f, rules 0x88)
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_DROPPED = ("vanished", "obsolete")  # translation types lupdate keeps for strings gone from code


class QmError(ValueError):
    """A file that is not a compiled Qt translation, or a .ts that cannot be read."""


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    comment: str = ""


def ts_messages(text: str | bytes) -> list[Message]:
    """The messages of a .ts document that a release carries: those with a translation (an
    unfinished one too, as lrelease does by default), not those lupdate marked vanished or
    obsolete, nor plural forms (hwplanner's messages have none)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise QmError(f"not a readable .ts file: {exc}") from None
    found: list[Message] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            if node is None or node.get("type") in _DROPPED or not node.text:
                continue
            found.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    node.text,
                    message.findtext("comment") or "",
                )
            )
    return found


def ts_language(text: str | bytes) -> str:
    try:
        return ET.fromstring(text).get("language") or ""
    except ET.ParseError as exc:
        raise QmError(f"not a readable .ts file: {exc}") from None


def elf_hash(data: bytes) -> int:
    """The hash QTranslator files a message under (the ELF hash, never 0)."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _field(tag: int, raw: bytes) -> bytes:
    return struct.pack(">BI", tag, len(raw)) + raw


def write_qm(messages: Iterable[Message], language: str = "") -> bytes:
    """The compiled translation of `messages`: every record carries its source text and
    context, so a reader can list them (hwplanner.language) as well as look them up (Qt)."""
    records = bytearray()
    hashes: list[tuple[int, int]] = []
    for m in messages:
        hashes.append((elf_hash((m.source + m.comment).encode()), len(records)))
        records += _field(_TRANSLATION, m.translation.encode("utf-16-be"))
        records += _field(_SOURCE, m.source.encode())
        if m.comment:
            records += _field(_COMMENT, m.comment.encode())
        records += _field(_CONTEXT, m.context.encode())
        records.append(_END)
    table = b"".join(struct.pack(">II", h, o) for h, o in sorted(hashes))
    blocks = _field(_HASHES, table) + _field(_MESSAGES, bytes(records))
    return QM_MAGIC + blocks + (_field(_LANGUAGE, language.encode()) if language else b"")


def read_qm(data: bytes) -> dict[tuple[str, str], str]:
    """{(context, source text): translation} from a compiled translation. A message without its
    source text (a release stripped of it) cannot be looked up by text and is skipped."""
    if data[:16] != QM_MAGIC:
        raise QmError("not a compiled Qt translation (.qm): wrong magic number")
    messages = b""
    pos = 16
    while pos + 5 <= len(data):
        tag = data[pos]
        (size,) = struct.unpack_from(">I", data, pos + 1)
        if tag == _MESSAGES:
            messages = data[pos + 5 : pos + 5 + size]
        pos += 5 + size
    found: dict[tuple[str, str], str] = {}
    context = source = text = None
    m, end = 0, len(messages)
    try:
        while m < end:
            tag = messages[m]
            m += 1
            if tag == _END:
                if source is not None and text is not None:
                    found.setdefault((context or "", source), text)
                context = source = text = None
            elif tag == _OBSOLETE1:
                m += 4
            elif tag in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
                (size,) = struct.unpack_from(">I", messages, m)
                m += 4
                if tag == _TRANSLATION and size == 0xFFFFFFFF:  # a null translation
                    continue
                raw = messages[m : m + size]
                m += size
                if tag == _TRANSLATION:
                    text = raw.decode("utf-16-be") if text is None else text
                elif tag == _SOURCE:
                    source = raw.decode("utf-8")
                elif tag == _CONTEXT:
                    context = raw.decode("utf-8")
            else:
                raise QmError(f"unknown field tag {tag} at byte {m - 1} of the messages")
    except (struct.error, UnicodeDecodeError) as exc:
        raise QmError(f"broken messages block: {exc}") from None
    return found


def compiled(ts: Path) -> bytes:
    """The .qm of one .ts file."""
    text = ts.read_bytes()
    return write_qm(ts_messages(text), ts_language(text))


def compile_files(sources: Sequence[Path]) -> list[Path]:
    """Write each .ts's .qm beside it (only where it changed); returns the .qm paths."""
    written = []
    for ts in sources:
        target = ts.with_suffix(".qm")
        data = compiled(ts)
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        print("usage: python -m hwplanner.qm FILE.ts…", file=sys.stderr)
        return 2
    try:
        for path in compile_files([Path(a) for a in args]):
            print(path)
    except (OSError, QmError) as exc:
        print(f"hwplanner.qm: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
