"""The shipped price rows' provider labels that say more than a company's name, for translation.

A price row names who published the price ("AWS (us-east-1)", "street estimate (US)"). Views
show the label through i18n.provider: company names and cloud region codes stay as they are;
the kind of price, the place and the qualifiers are translated from the entries below.
tests/test_sheet_language.py checks that every label of the shipped catalog reads as Chinese
plus names, so a new row with new words needs its entry here.
"""

from __future__ import annotations

from hwplanner.i18n import QT_TRANSLATE_NOOP

PROVIDER_LABELS = (
    QT_TRANSLATE_NOOP("Provider", "Azure (US)"),
    QT_TRANSLATE_NOOP("Provider", "BIZON (integrator add-on, 2 cards) (US)"),
    QT_TRANSLATE_NOOP("Provider", "CUHK-Shenzhen HPC (university, subsidised)"),
    QT_TRANSLATE_NOOP("Provider", "China 8-GPU H100 NVLink server (÷8, grey market)"),
    QT_TRANSLATE_NOOP("Provider", "China 8-GPU H20 server (÷8)"),
    QT_TRANSLATE_NOOP("Provider", "China 8-GPU H800 server (÷8)"),
    QT_TRANSLATE_NOOP("Provider", "China 8-GPU server lease (SMM)"),
    QT_TRANSLATE_NOOP("Provider", "China distributors (advertised)"),
    QT_TRANSLATE_NOOP("Provider", "China e-commerce (modified card)"),
    QT_TRANSLATE_NOOP("Provider", "China e-commerce street"),
    QT_TRANSLATE_NOOP("Provider", "China server lease (SMM)"),
    QT_TRANSLATE_NOOP("Provider", "CoreWeave (North America)"),
    QT_TRANSLATE_NOOP("Provider", "GCP asia-east1 (Taiwan)"),
    QT_TRANSLATE_NOOP("Provider", "Huawei (China)"),
    QT_TRANSLATE_NOOP("Provider", "Intel (8-chip kit ÷8)"),
    QT_TRANSLATE_NOOP("Provider", "Lambda (US)"),
    QT_TRANSLATE_NOOP("Provider", "Market index T1 (CCIR) (US)"),
    QT_TRANSLATE_NOOP("Provider", "Market index T3 (CCIR) (US)"),
    QT_TRANSLATE_NOOP("Provider", "Modal (serverless) (US)"),
    QT_TRANSLATE_NOOP("Provider", "NVIDIA (China)"),
    QT_TRANSLATE_NOOP("Provider", "NVIDIA China MSRP"),
    QT_TRANSLATE_NOOP("Provider", "NVIDIA Taiwan launch price"),
    QT_TRANSLATE_NOOP("Provider", "NVIDIA distributors (China)"),
    QT_TRANSLATE_NOOP("Provider", "Nebius (EU/US)"),
    QT_TRANSLATE_NOOP("Provider", "Oracle OCI (US)"),
    QT_TRANSLATE_NOOP("Provider", "RunPod (US/EU)"),
    QT_TRANSLATE_NOOP("Provider", "RunPod (serverless flex)"),
    QT_TRANSLATE_NOOP("Provider", "RunPod Community (US/EU)"),
    QT_TRANSLATE_NOOP("Provider", "RunPod Secure (US/EU)"),
    QT_TRANSLATE_NOOP("Provider", "RunPod Secure (US/EU/CA)"),
    QT_TRANSLATE_NOOP("Provider", "Runcrate (via gpu.blog listing)"),
    QT_TRANSLATE_NOOP("Provider", "SJTU HPC (university, subsidised)"),
    QT_TRANSLATE_NOOP("Provider", "TensorWave (US)"),
    QT_TRANSLATE_NOOP("Provider", "Together AI (US)"),
    QT_TRANSLATE_NOOP("Provider", "US retail (partner cards) (US)"),
    QT_TRANSLATE_NOOP("Provider", "US retail new (US)"),
    QT_TRANSLATE_NOOP("Provider", "Vast.ai (interruptible)"),
    QT_TRANSLATE_NOOP("Provider", "Vast.ai (median, verified)"),
    QT_TRANSLATE_NOOP("Provider", "Vast.ai (on-demand)"),
    QT_TRANSLATE_NOOP("Provider", "Vultr (US)"),
    QT_TRANSLATE_NOOP("Provider", "catalog cloud price (AWS 1-GPU instance)"),
    QT_TRANSLATE_NOOP("Provider", "catalog rental price (undated listings)"),
    QT_TRANSLATE_NOOP("Provider", "catalog street/launch price"),
    QT_TRANSLATE_NOOP("Provider", "street (global)"),
    QT_TRANSLATE_NOOP("Provider", "street estimate (US)"),
)
