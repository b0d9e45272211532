"""Progress of an atlas on stderr: tiles done, games per second and time left, as the asg CLI
shows its own (one line rewritten in place on a terminal, a line every five seconds otherwise)."""

from __future__ import annotations

import sys
import time
from typing import Optional, TextIO


def duration(seconds: float) -> str:
    s = round(seconds)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60} s"
    return f"{s // 3600} h {s % 3600 // 60} min"


def grouped(n: float) -> str:
    """A whole number with thin spaces between groups of three digits."""
    return f"{round(n):,}".replace(",", "\u2009")


class Progress:
    """Counts tiles and games as they finish; the time left is estimated from the work left
    (the core's estimate of each tile's positions), since tiles differ a thousandfold in cost."""

    def __init__(self, tiles: int, tiles_done: int, work: int, stream: Optional[TextIO] = None, quiet: bool = False):
        self.tiles, self.tiles_done = tiles, tiles_done
        self.work_left = work
        self.games = 0
        self.work_done = 0
        self.start = time.monotonic()
        self.last = 0.0
        # (sys.stderr as it is now, not as it was when this module was imported.)
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.terminal = self.stream.isatty()
        self.shown = False

    def done(self, games: int, work: int) -> None:
        self.tiles_done += 1
        self.games += games
        self.work_done += work
        self.work_left = max(0, self.work_left - work)
        self.tick()

    def line(self) -> str:
        elapsed = max(time.monotonic() - self.start, 1e-9)
        text = f"atlas: {self.tiles_done} of {self.tiles} tiles, {grouped(self.games / elapsed)} games/s"
        if self.work_done and self.work_left:
            text += f", about {duration(elapsed * self.work_left / self.work_done)} left"
        return text

    def tick(self) -> None:
        now = time.monotonic()
        every = 0.25 if self.terminal else 5.0
        if self.quiet or now - self.last < every:
            return
        self.last = now
        self.say(self.line(), rewrite=True)

    def say(self, text: str, rewrite: bool = False) -> None:
        """A line of news; on a terminal the progress line is rewritten in place."""
        if self.terminal and rewrite:
            self.stream.write(f"\r\x1b[K{text}")
            self.shown = True
        else:
            if self.terminal and self.shown:
                self.stream.write("\r\x1b[K")
                self.shown = False
            self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.terminal and self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
