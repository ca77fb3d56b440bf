"""Serving speed and service levels: prefill and decode latency per replica, concurrency and
replicas at the latency targets, and the serving budget.
"""
