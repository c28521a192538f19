"""Manga Manga tests."""
