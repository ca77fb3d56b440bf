"""Chart legends that list the memory components a plan holds.

The policy's parts (weights … KV cache) and the overheads are always listed; post-training's
extra models (reference, reward, critic, rollout engine) only while some shown estimate holds
one, so a plain LoRA chart keeps its short legend.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pyqtgraph as pg

from hwplanner.engine.breakdown import MODEL_COMPONENTS
from hwplanner.engine.memory import COMPONENT_LABELS, COMPONENTS, MemoryEstimate
from hwplanner.i18n import label


def present(memories: Iterable[MemoryEstimate | None]) -> tuple[str, ...]:
    """The components to list for these estimates, in stacking order."""
    held = {k for m in memories if m is not None for k in MODEL_COMPONENTS if m.components[k].value}
    return tuple(k for k in COMPONENTS if k not in MODEL_COMPONENTS or k in held)


class ComponentLegend:
    """A legend over one plot item per component, plus fixed items listed after them."""

    def __init__(
        self,
        legend: pg.LegendItem,
        items: dict[str, pg.GraphicsObject],
        tail: Sequence[tuple[pg.GraphicsObject, str]] = (),
        *,
        rows: int | None = None,
    ) -> None:
        self.legend, self.items, self.tail = legend, items, tuple(tail)
        self.rows = rows  # at most this many rows: more entries go to a second column
        self.keys: tuple[str, ...] = ()
        self.show(present(()))

    def show(self, keys: tuple[str, ...]) -> None:
        """List `keys` (rebuilt only when they change, so the legend does not flicker)."""
        if keys == self.keys:
            return
        self.keys = keys
        self.legend.clear()
        if self.rows:
            entries = len(keys) + len(self.tail)
            self.legend.setColumnCount(-(-entries // self.rows))
        for key in keys:
            self.legend.addItem(self.items[key], label(COMPONENT_LABELS[key]))
        for item, name in self.tail:
            self.legend.addItem(item, name)
