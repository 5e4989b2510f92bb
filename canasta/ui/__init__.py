"""The pygame table. Nothing outside this package imports it, except main.py."""
