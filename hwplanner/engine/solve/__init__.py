"""Answers built from many estimates: the fewest GPUs that fit, the one-click proposal for a plan
that does not fit, and recommend's ranked plans.
"""
