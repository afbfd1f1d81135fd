"""The drafts `scenarios.py` hands out: the builder of a draft, the pieces every branch draws alike
and each branch's recipe (`recipes.py`)."""
