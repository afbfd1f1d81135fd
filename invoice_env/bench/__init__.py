"""Measurement tooling: the benchmark (`invoice-env bench`), its control taskset, document measurements and pictures."""
