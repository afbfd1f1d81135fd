"""User cases: a folder of TOML + PDF per case, checked and turned into tasks."""
