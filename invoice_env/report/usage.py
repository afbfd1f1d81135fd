"""What a run cost and how it was sampled, from what vf-eval saved: per rollout the model, the
sampling settings, tokens in and out, the provider's cost where it reports one and the wall-clock
span (verifiers 0.4 traces.jsonl; verifiers 0.3 results.jsonl rows and metadata.json), and per run
their totals."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Usage:
    """What one rollout cost, as vf-eval recorded it; None where it recorded nothing."""

    model: str = ""
    sampling: tuple[tuple[str, object], ...] = ()
    """The sampling settings sent, as sorted (name, value) pairs; None values are the endpoint's default."""
    input_tokens: int | None = None
    output_tokens: int | None = None
    cost: float | None = None
    """In the provider's currency (USD where it says so), only when the endpoint reports it."""
    start: float | None = None
    end: float | None = None


def _sampling(raw) -> tuple[tuple[str, object], ...]:
    return tuple(sorted((str(k), v) for k, v in (raw or {}).items() if isinstance(v, (int, float, str, bool))
                        or v is None)) if isinstance(raw, dict) else ()


def _count(value) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def v1_usage(trace: dict) -> Usage:
    """From a v1 trace: agent.config (model, sampling), num_input/output_tokens, the calls' usage.cost,
    timing.start and the last phase's end."""
    config = (trace.get("agent") or {}).get("config") or {}
    costs = [c["usage"]["cost"] for c in trace.get("calls") or () if isinstance(c, dict)
             and isinstance(c.get("usage"), dict) and isinstance(c["usage"].get("cost"), (int, float))]
    timing = trace.get("timing") or {}
    ends = [p["end"] for p in timing.values() if isinstance(p, dict) and isinstance(p.get("end"), (int, float))
            and p["end"] > 0]
    start = timing.get("start")
    return Usage(str(config.get("model") or ""), _sampling(config.get("sampling")),
                 _count(trace.get("num_input_tokens")), _count(trace.get("num_output_tokens")),
                 sum(costs) if costs else None, start if isinstance(start, (int, float)) else None,
                 max(ends) if ends else None)


def v0_usage(row: dict, metadata: dict) -> Usage:
    tokens = row.get("token_usage") or {}
    return Usage(str(metadata.get("model") or ""), _sampling(metadata.get("sampling_args")),
                 _count(tokens.get("input_tokens")), _count(tokens.get("output_tokens")))


def v0_metadata(file: Path) -> dict:
    """verifiers 0.3's metadata.json beside results.jsonl: model, sampling_args, time (seconds)..."""
    try:
        found = json.loads(file.with_name("metadata.json").read_text())
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}



@dataclass(frozen=True)
class RunUsage:
    """A run's totals over every rollout (errored ones spent time and tokens too)."""

    models: tuple[str, ...]
    sampling: tuple[tuple[tuple[str, object], ...], ...]
    """Each distinct set of sampling settings the rollouts were sent with."""
    input_tokens: int | None
    output_tokens: int | None
    cost: float | None
    """The sum of what the endpoint reported; None when it reported no cost at all."""
    cost_rollouts: int
    """How many rollouts had a cost reported (a partial sum says so)."""
    wall_seconds: float | None
    rollouts: int = 0


def run_usage(usages: list[Usage], wall_seconds: float | None = None) -> RunUsage:
    inputs = [u.input_tokens for u in usages if u.input_tokens is not None]
    outputs = [u.output_tokens for u in usages if u.output_tokens is not None]
    costs = [u.cost for u in usages if u.cost is not None]
    starts = [u.start for u in usages if u.start is not None]
    ends = [u.end for u in usages if u.end is not None]
    if wall_seconds is None and starts and ends:
        wall_seconds = max(ends) - min(starts)
    return RunUsage(tuple(sorted({u.model for u in usages if u.model})),
                    tuple(dict.fromkeys(u.sampling for u in usages)),
                    sum(inputs) if inputs else None, sum(outputs) if outputs else None,
                    sum(costs) if costs else None, len(costs), wall_seconds, len(usages))


def sampling_text(settings: tuple[tuple[str, object], ...]) -> str:
    """'temperature 0.7, top_p default, ...': None is what the endpoint defaults to."""
    if not settings:
        return "not recorded"
    return ", ".join(f"{k} {'default' if v is None else v}" for k, v in settings)


def cost_share(usage: RunUsage) -> str:
    """'' when every rollout had a cost reported, else ' (on N of M rollouts)'."""
    return "" if usage.cost_rollouts == usage.rollouts else f" (on {usage.cost_rollouts} of {usage.rollouts} rollouts)"


def usage_line(usage: RunUsage) -> str:
    """One line for the top of a run: model, sampling, tokens, cost, wall time."""
    tokens = ("tokens in/out " + f"{usage.input_tokens:,}" + " / " + f"{usage.output_tokens or 0:,}"
              if usage.input_tokens is not None else "tokens not recorded")
    if usage.cost is None:
        cost = "cost not reported by the endpoint"
    else:
        cost = f"cost {usage.cost:.4f} as the endpoint reported it" + cost_share(usage)
    wall = f"wall time {usage.wall_seconds:.0f} s" if usage.wall_seconds is not None else "wall time not recorded"
    sampling = "; ".join(sampling_text(s) for s in usage.sampling) or "not recorded"
    return (f"model {', '.join(usage.models) or 'not recorded'}; sampling {sampling}; {tokens}; {cost}; {wall}")
