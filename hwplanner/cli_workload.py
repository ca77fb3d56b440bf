"""Command-line options for the workload (tokens, utilisation, prices, power) and their parsing."""

from __future__ import annotations

import argparse

from hwplanner.engine.workload import RANGES, Workload, range_text

# option -> (Workload field, type, help). Help says the unit; the range comes from RANGES.
OPTIONS: tuple[tuple[str, str, type, str], ...] = (
    ("--tokens", "tokens", float, "training tokens, all epochs (e.g. 2e12)"),
    ("--dataset-tokens", "dataset_tokens", float, "unique tokens in the dataset"),
    ("--epochs", "epochs", float, "passes over the dataset (default 1)"),
    ("--mfu", "mfu", float, "model FLOPs utilisation, replaces the default"),
    (
        "--bandwidth-utilisation",
        "bandwidth_utilisation",
        float,
        "decode memory-bandwidth utilisation (default 0.7)",
    ),
    ("--price-per-gpu-hour", "cloud_usd_per_gpu_hour", float, "cloud USD per GPU-hour"),
    ("--gpu-price", "gpu_price_usd", float, "purchase USD per GPU"),
    ("--server-price", "server_usd_per_node", float, "USD per server without GPUs"),
    ("--network-price", "network_usd_per_node", float, "USD of network gear per node"),
    ("--amortisation-years", "amortisation_years", float, "years to write hardware off (3)"),
    ("--electricity", "electricity_usd_per_kwh", float, "USD per kWh (0.15)"),
    ("--pue", "pue", float, "power usage effectiveness of the site (1.5)"),
    ("--co2-intensity", "co2_kg_per_kwh", float, "grid kg CO2 per kWh (0.4)"),
    ("--gpu-power-fraction", "gpu_power_fraction", float, "average GPU draw / TDP (0.8)"),
    ("--host-power", "host_power_w_per_node", float, "host W per node besides GPUs"),
    ("--staff-cost", "staff_usd_per_year", float, "USD per engineer-year (150000)"),
    ("--staff-share", "staff_share", float, "engineer FTE the hardware takes"),
    ("--space-cost", "space_usd_per_node_year", float, "machine-room USD per node-year"),
    ("--duty-cycle", "duty_cycle", float, "share of hours owned hardware is busy (0.7)"),
    ("--checkpoints-kept", "checkpoints_kept", int, "resumable checkpoints kept (3)"),
    ("--storage-price", "storage_usd_per_gb_month", float, "cloud USD per GB-month (0.023)"),
    ("--bytes-per-token", "raw_bytes_per_token", float, "bytes of raw text per token (4)"),
    ("--network-gbit", "inter_node_gbit_per_node", float, "Gbit/s between nodes, per node"),
    ("--prompt-tokens", "prompt_tokens", int, "inference: average prompt tokens (1000)"),
    ("--output-tokens", "output_tokens", int, "inference: average output tokens (250)"),
    ("--requests-per-day", "requests_per_day", float, "inference: requests per day (10000)"),
    ("--serving-days", "serving_days", float, "inference: days of serving to cost (30)"),
)


def add_workload_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the workload options to `parser` as a group; every default is None (= Workload's)."""
    group = parser.add_argument_group("workload", "run size, utilisation, prices and power")
    for flag, field, kind, text in OPTIONS:
        unit = RANGES[field][4]
        group.add_argument(
            flag,
            dest=f"workload_{field}",
            type=kind,
            default=None,
            metavar=unit.upper(),
            help=f"{text}; {range_text(field)}",
        )


def workload_from_args(args: argparse.Namespace) -> Workload:
    """A Workload from parsed options; unset options keep Workload's defaults. Raises
    ValueError naming the field and its range on bad input."""
    given = {
        field: getattr(args, f"workload_{field}")
        for _, field, _, _ in OPTIONS
        if getattr(args, f"workload_{field}", None) is not None
    }
    return Workload(**given)
