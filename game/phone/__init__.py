"""Phones as private screens: a page per seat built from its view, and the web server that serves it."""
