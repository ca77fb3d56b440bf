"""hwplanner: what hardware, time and money a large language model's training or serving needs."""

__version__ = "0.1.0"
