"""Accuracy: published measurements and fake-tensor oracle runs, run through the engine."""
