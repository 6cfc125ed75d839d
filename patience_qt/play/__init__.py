"""Headless services over the rules: playing policies, hints, simulation (and later the solver)."""
