"""Sound through pygame.mixer, silent when there is no audio device."""

from __future__ import annotations

import pygame

from game import paths


class Audio:
    def __init__(self) -> None:
        self.enabled = False
        self.problem = ""
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.master = 0.8
        self.effects = 1.0
        self.voice = 1.0
        try:
            pygame.mixer.pre_init(44100, -16, 2, 512)
            pygame.mixer.init()
            pygame.mixer.set_num_channels(24)
            self.enabled = True
        except pygame.error as exc:
            self.problem = str(exc)

    def set_volumes(self, master: float, effects: float, voice: float) -> None:
        self.master, self.effects, self.voice = master, effects, voice

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            sound = None
            path = paths.assets_dir() / "sounds" / f"{name}.ogg"
            if self.enabled and path.exists():
                try:
                    sound = pygame.mixer.Sound(str(path))
                except pygame.error:
                    sound = None
            self._sounds[name] = sound
        return self._sounds[name]

    def play(self, name: str, voice: bool = False) -> None:
        if not self.enabled:
            return
        sound = self._load(name)
        if sound is None:
            return
        sound.set_volume(self.master * (self.voice if voice else self.effects))
        try:
            sound.play()
        except pygame.error:
            pass
