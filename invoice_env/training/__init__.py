"""Training data made from the environment: the reference agent's episodes as supervised
fine-tuning traces (`invoice-env export-sft`). Nothing here imports a training framework."""
