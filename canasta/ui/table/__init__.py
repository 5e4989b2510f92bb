"""The card table: its scene (scene.py), its parts and its drawing (view.py)."""
