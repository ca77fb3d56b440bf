"""One colour per memory component (Tableau 10), shared by the charts and the printed sheet."""

COMPONENT_COLORS = {
    "weights": "#4C78A8",
    "gradients": "#F58518",
    "optimizer": "#54A24B",
    "activations": "#B279A2",
    "kv_cache": "#72B7B2",
    # post-training's extra models (Tableau 10/20); the engine next to the KV cache's teal
    "reference": "#9D755D",
    "reward": "#EECA3B",
    "critic": "#FF9DA6",
    "rollout": "#499894",
    "overhead": "#9D9D9D",
}
