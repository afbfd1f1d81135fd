"""Scripted agents, the policy server, local vf-eval runs, baselines, the endpoint doctor and the shortcut suite."""
