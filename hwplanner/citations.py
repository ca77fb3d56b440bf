"""The catalog's English citations that the example sheets print, for translation.

A price row, a region's electricity or carbon figure and a GPU entry cite their source as it was
recorded (hwplanner.engine.message.Verbatim). Views show a citation through i18n.citation: when
the entry below has a translation, the prose around the titles, addresses, repositories and
organisations reads in the user's language; any other citation is quoted as written.
tests/test_sheet_language.py checks that every entry is still in the shipped catalog and that the
example sheets print none untranslated.
"""

from __future__ import annotations

from hwplanner.i18n import QT_TRANSLATE_NOOP

CITATIONS = (
    QT_TRANSLATE_NOOP("Citation", "2022-10 (launch MSRP, FE)"),
    QT_TRANSLATE_NOOP("Citation", "2026 (mid)"),
    QT_TRANSLATE_NOOP(
        "Citation",
        "US commercial average ~$0.13/kWh (EIA 2024), rounded up for demand charges; US "
        "industrial average 8.06 ¢/kWh in 2023 (EIA via Statista, 2024-03-18)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "US/world grid average order of magnitude (EPA eGRID, IEA): ~0.4 kg CO2/kWh",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/coreweave plans/coreweave-plans-pricing.yml "
        "@27bcc25e6b1936055be7a93d6ea2d0f6a6d9d084 (transcribed 2026-09-20 from "
        "https://www.coreweave.com/pricing)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "github api-evangelist/lambda-labs plans/lambda-labs-plans-pricing.yml "
        "@1929382e7f9b4777d980aec12b6fc9e04e6718cb (transcribed 2026-09-20 from "
        "https://lambda.ai/instances)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "glennklockwood.com/garden/processors/h100 (989.4 dense, 3.35 TB/s, 900 GB/s NVLink, "
        "700W); archive-lib.hpctech.co.jp NVIDIA H100 table; github ai-dynamo/aiconfigurator "
        "aic-core/src/aiconfigurator_core/systems/h100_sxm.yaml @095f58a; github "
        "stas00/ml-engineering compute/accelerator/README.md @744d01e (dense TFLOPS + memory "
        "tables, cite vendor spec pages); price awesomeagents.ai / alpha-one-index AI infra "
        "index (2026-03); cloud June 2025 AWS on-demand cut (P5 up to ~45%, P4 ~33%) per "
        "secondary sources: codesota.com & compux.net ($6.88/GPU-hr p5), usage.ai, github "
        "carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS announcement itself not "
        "retrieved",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json"
        " (file says retrieved 2026-11-09)",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "thundercompute A100 spec table (2,039 GB/s, 400W, NVLink 600GB/s); github "
        "ai-dynamo/aiconfigurator aic-core/src/aiconfigurator_core/systems/a100_sxm.yaml "
        "@095f58a (80 GiB); github stas00/ml-engineering compute/accelerator/README.md @744d01e"
        " (dense TFLOPS + memory tables, cite vendor spec pages); price mercatus-ai.com A100 vs"
        " H100 vs H200 (refurb/used $8-15k, 2026); cloud June 2025 AWS on-demand cut (P5 up to "
        "~45%, P4 ~33%) per secondary sources: codesota.com & compux.net ($6.88/GPU-hr p5), "
        "usage.ai, github carsonpo/gpus costs/aws.md (p4d ~$22/hr, p4de ~$27/hr); AWS "
        "announcement itself not retrieved",
    ),
    QT_TRANSLATE_NOOP(
        "Citation",
        "waredb.com RTX 4090 (165.15 dense/330.3 sparse BF16, FP8 330.3/660.6, 1008 GB/s); "
        "gigagpu 4090 dense TFLOPS table (FP32-accum vs FP16-accum); techgoing (450W); price "
        "tomshardware RTX 4090 review (2022-10-11)",
    ),
)
