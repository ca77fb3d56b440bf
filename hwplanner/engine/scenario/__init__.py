"""A model under a plan on a GPU, before any estimate: how its weights are stored, how they are
sharded across ranks, the serving engine's resolved configuration, and the checks that need the
model and the GPU (validity, framework rules).
"""
