"""The rollout core: the policy, the prompt, the four tools, the session, the grader and the rubric."""
