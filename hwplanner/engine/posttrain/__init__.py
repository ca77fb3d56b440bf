"""Post-training plans (DPO, ORPO, KTO, SimPO, PPO, GRPO): the models one step holds (policy,
reference, reward, critic), the rollout engine, and the step's memory, time and budget.
"""
