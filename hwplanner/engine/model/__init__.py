"""What a model and a GPU are: the model's architecture (spec, parts, layers) and exact parameter
counts, the config.json / checkpoint / GGUF readers, and the GPU's datasheet figures with its
dated prices.
"""
