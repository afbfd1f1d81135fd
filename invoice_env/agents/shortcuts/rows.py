"""Feature rows for the stronger adversary: superficial features, proxies and PO features of one
observation (and of a PO a policy picked, or of a fit candidate), once per observation and process."""

from __future__ import annotations

from invoice_env.agents.shortcuts.features import FEATURE_NAMES, UNREADABLE, View, features
from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.agents.shortcuts.proxies import PO_FEATURES, PROXY_NAMES, po_features, proxies
from invoice_env.world.models import PurchaseOrderView

SURFACE_NAMES = (UNREADABLE,) + FEATURE_NAMES
OBS_NAMES = SURFACE_NAMES + PROXY_NAMES + tuple(f"printed.{n}" for n in PO_FEATURES)
PICKED_NAMES = tuple(f"picked.{n}" for n in PO_FEATURES)
CAND_NAMES = tuple(f"cand.{n}" for n in PO_FEATURES)

_OBS: dict[int, tuple[Observation, dict[str, float]]] = {}


def obs_row(obs: Observation) -> dict[str, float]:
    """Every observation-level feature by name (the observation is kept, so its id stays its own)."""
    key = id(obs)
    if key not in _OBS or _OBS[key][0] is not obs:
        row = features(obs)
        view = View(obs)
        row |= proxies(view)
        printed = view.obs.printed_po if obs.facts is not None else None
        row |= {f"printed.{n}": value for n, value in po_features(view, printed).items()}
        _OBS[key] = (obs, row)
    return _OBS[key][1]


def po_row(obs: Observation, po: PurchaseOrderView | None, prefix: str) -> dict[str, float]:
    return {f"{prefix}{n}": value for n, value in po_features(View(obs), po).items()}
