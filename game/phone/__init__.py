"""Phones as private screens: a page per seat built from its view, and the
web server that serves it. The pages import the engine and the games' views;
the client imports the server, never the other way."""
