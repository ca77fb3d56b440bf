"""The records of a training step's memory that its figures read: what one GPU holds of the
model and how ZeRO divides it (Share), the optimizer's bytes and the gradients' bytes."""

from __future__ import annotations

from typing import NamedTuple


class Share(NamedTuple):
    """What one GPU of one stage trains and holds, and how ZeRO divides it."""

    trainable_all: int  # trainable parameters of the whole model
    trainable: float  # trainable parameters on this GPU (before ZeRO)
    frozen: float  # frozen parameters on this GPU
    dp: float  # ranks ZeRO divides this GPU's states over (see _shards)
    zero: int  # effective ZeRO stage (offload implies at least 1; applies on one rank too)
    # trainable copies of the embedding and output layer beside the adapters on this GPU
    # (PEFT modules_to_save), before ZeRO, and their bytes per value (the model's dtype)
    copies: float = 0.0
    copy_bytes: float = 2.0
    # ranks ZeRO divides the trained parameters' gradients and states over where they differ
    # from the weights' (PEFT: the adapters, counted ÷ tp × pp whatever their layer, over the
    # data-parallel ranks, not the base slice's mix of dense and expert ranks); None: dp
    trained_dp: float | None = None

    @property
    def trained_shards(self) -> float:
        """Ranks the trained parameters' ZeRO partition divides over (`trained_dp`, else dp)."""
        return self.dp if self.trained_dp is None else self.trained_dp

    @property
    def weight_shards(self) -> float:
        return self.dp if self.zero == 3 else 1

    @property
    def trained_weight_shards(self) -> float:
        return self.trained_shards if self.zero == 3 else 1

    @property
    def grad_shards(self) -> float:
        return self.trained_shards if self.zero >= 2 else 1

    @property
    def optimizer_shards(self) -> float:
        return self.trained_shards if self.zero >= 1 else 1


class OptimizerBytes(NamedTuple):
    master: float  # fp32 master copy, this GPU
    states: float
    temporary: float  # the foreach step's state-sized temporary
    per_param_states: float  # bytes of state per trainable parameter
    note: str
    paged: float = 0.0  # states in bitsandbytes unified memory (part of `states`)


class Grads(NamedTuple):
    """Gradient bytes on this GPU: when every one exists (`all`, the optimizer step), during
    forward and during backward, and what stays in host RAM or on NVMe."""

    all: float
    forward: float
    backward: float
    host: float
    how: str  # "resident", "in_backward", "offloaded", "buffer" or "bf16_optimizer"
    # FSDP (plan.sharding): a trained layer's parameters on this GPU, and the bytes
    # per parameter of its reduce buffers — the layer in backward's unsharded gradients and the
    # reduce-scatter input of the layer before, once the first layer's backward has run
    # (compute + reduce bytes; compute alone where offload counts the input as its one layer)
    reduce_layer: float = 0.0
    reduce_bytes: float = 0.0

    @property
    def reducing(self) -> float:
        """FSDP's reduce buffers, bytes."""
        return self.reduce_layer * self.reduce_bytes
