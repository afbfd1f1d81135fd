"""Tasks: scenarios, the generator, the dataset on disk, task selection and user cases."""
