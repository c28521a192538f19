"""The bundled games, in the order the menu lists them. Each name is a
package here whose face (``__init__.py``) holds ``GAME``; the registry imports
them (:func:`game.engine.registry.load_builtin`). A fifth game is a folder and
one name added here, then the conformance suite."""

BUNDLED = ("mana", "manga", "kingz", "ikasamage")
