"""`invoice-env report`: rollouts loaded from vf-eval outputs, statistics, text and one HTML file."""
