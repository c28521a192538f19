"""Short eased tweens driven by engine events; they never block input."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field


def linear(x: float) -> float:
    return x


def ease_out_cubic(x: float) -> float:
    return 1 - (1 - x) ** 3


def ease_in_out(x: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * x)


@dataclass
class Tween:
    start: float
    duration: float
    a: tuple[float, ...]
    b: tuple[float, ...]
    ease: Callable[[float], float] = ease_out_cubic
    payload: object = None
    tag: str = ""

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.start) / self.duration))

    def value(self, now: float) -> tuple[float, ...]:
        k = self.ease(self.progress(now))
        return tuple(x + (y - x) * k for x, y in zip(self.a, self.b, strict=True))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def arc(self, now: float, height: float) -> tuple[float, float]:
        """Where a thing flying from ``a`` to ``b`` (points) is at ``now``,
        lifted ``height`` at mid-flight (a disc tossed, the bird taking off)."""
        x, y = self.value(now)[:2]
        return x, y - height * math.sin(math.pi * self.progress(now))


@dataclass
class Tweens:
    """A bag of running tweens; finished ones are dropped on ``prune``."""

    items: list[Tween] = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def prune(self, now: float) -> None:
        self.items = [t for t in self.items if not t.done(now)]

    def with_tag(self, tag: str) -> list[Tween]:
        return [t for t in self.items if t.tag == tag]

    def started(self, tag: str, now: float) -> list[Tween]:
        """The tweens tagged ``tag`` already under way at ``now``."""
        return [t for t in self.items if t.tag == tag and now >= t.start]

    def __bool__(self) -> bool:
        return bool(self.items)
