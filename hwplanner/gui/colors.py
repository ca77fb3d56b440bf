"""One colour per memory component (Tableau 10), shared by the charts and the printed sheet."""

COMPONENT_COLORS = {
    "weights": "#4C78A8",
    "gradients": "#F58518",
    "optimizer": "#54A24B",
    "activations": "#B279A2",
    "kv_cache": "#72B7B2",
    "overhead": "#9D9D9D",
}
