"""YAML under ``data/`` into typed, validated models with file:line:column
errors. It imports only the engine; each game's own content model imports it.
"""
