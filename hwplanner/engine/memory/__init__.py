"""Bytes per GPU, component by component and phase by phase, for training and inference plans:
weights, gradients, optimizer states, activations, loss, techniques, KV cache and overheads.
Post-training composes these in engine.posttrain.
"""
