"""`hwplanner completion bash|zsh|fish`: scripts from the parser (shtab), each loaded into its
real shell and asked to complete a command line: subcommands, choices, catalog ids."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hwplanner.cli import main

BIN = str(Path(sys.executable).parent)


def script(shell: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["completion", shell]) == 0
    return capsys.readouterr().out


def needs(shell: str) -> None:
    if shutil.which(shell) is None:
        pytest.skip(f"{shell} is not installed (scripts/debian-deps.sh installs it)")


def test_bash_completes_commands_choices_and_catalog_ids(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs("bash")
    (tmp_path / "c.bash").write_text(script("bash", capsys))
    (tmp_path / "plan.hwplanner.json").write_text("{}")
    probe = r"""
source c.bash
fn=$(complete -p hwplanner | sed 's/.*-F \([^ ]*\) .*/\1/')
try() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}; COMPREPLY=(); $fn; echo "${COMPREPLY[*]}"; }
try hwplanner est
try hwplanner estimate --gpu h100-s
try hwplanner estimate --model llama-3.1-8
try hwplanner estimate --method ql
try hwplanner completion f
try hwplanner estimate --price-s
try hwplanner print plan.hw
"""
    out = subprocess.run(
        ["bash", "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == [
        "estimate",
        "h100-sxm-80gb",
        "llama-3.1-8b",
        "qlora",
        "fish",
        "--price-set",
        "plan.hwplanner.json",
    ]


def test_fish_completes_with_descriptions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs("fish")
    path = tmp_path / "hwplanner.fish"
    path.write_text(script("fish", capsys))
    probe = (
        f"set PATH {BIN} $PATH; source {path}; "
        "complete -C 'hwplanner estimate --gpu h100-s'; echo ---; "
        "complete -C 'hwplanner estimate --framework megat'; echo ---; "
        "complete -C 'hwplanner comp'"
    )
    out = subprocess.run(["fish", "-c", probe], capture_output=True, text=True, check=True)
    gpu, framework, command = out.stdout.split("---\n")
    assert gpu.split("\t")[0] == "h100-sxm-80gb" and "catalog GPU id" in gpu
    assert framework.split("\t")[0] == "megatron"
    assert command.startswith("completion\tprint a shell completion script")


def test_zsh_lists_catalog_ids(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The script as a file on $fpath (#compdef on its first line), completed in a real
    interactive zsh through a pseudo-terminal."""
    needs("zsh")
    (tmp_path / "_hwplanner").write_text(script("zsh", capsys))
    assert (tmp_path / "_hwplanner").read_text().startswith("#compdef hwplanner\n")
    assert subprocess.run(["zsh", "-n", str(tmp_path / "_hwplanner")], check=False).returncode == 0
    driver = rf"""
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "fpath=({tmp_path} \$fpath); autoload -U compinit; compinit -u -D; PATH={BIN}:\$PATH"
zpty -w z "zstyle ':completion:*' list-prompt ''; setopt nolistambiguous"
zpty -n -w z $'hwplanner estimate --gpu h100-\t'
all=""
for i in {{1..100}}; do
  zpty -r -t z chunk && all+=$chunk
  [[ $all == *h100-sxm-80gb* ]] && break
  sleep 0.1
done
print -r -- "$all"
zpty -d z
"""
    started = time.monotonic()
    out = subprocess.run(["zsh", "-f", "-c", driver], capture_output=True, text=True, timeout=60)
    assert time.monotonic() - started < 60
    listed = out.stdout.split("h100-\a")[-1] if "h100-\a" in out.stdout else out.stdout
    for gpu in ("h100-sxm-80gb", "h100-pcie-80gb", "h100-nvl-94gb"):
        assert gpu in listed, out.stdout[-500:]


def test_an_unknown_shell_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["completion", "tcsh"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bash" in err and "fish" in err
