"""How a model is trained or served, as the user states it: the plan and workload fields with their
declarations (fields), the enums, bytes per element of each format and recipe, the framework
profiles and which hybrid architectures each runs (architectures), the rules that need no model
(GPU layouts, post-training rules) and the spread of sample lengths a workload's padding reads
(lengths).
"""
