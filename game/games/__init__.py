"""Bundled games. Importing this package registers each of them."""
