"""Seconds per training step from its parts: FLOPs, matmul and attention efficiency, communication
and its overlap, techniques that cost time, and goodput.
"""
