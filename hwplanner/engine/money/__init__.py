"""What a plan costs besides memory: prices, cloud and on-premises cost, energy, facility and
infrastructure, and the training budget that assembles them (Budget).
"""
