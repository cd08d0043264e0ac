# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""A round played by keys alone, read from the accessibility tree, as a screen reader does.

Run by tests/a11y/run.sh beside a running game (its own D-Bus session, AT-SPI bus and X
server). Through AT-SPI (pyatspi) it finds the game's window, asks for two large numbers with
the key 2, reads the clock's value going down and its name, the target and the six tiles,
pauses and resumes with P, shows the answer with Ctrl+Shift+A and reads the solver's answer.
Every key goes through AT-SPI's own keyboard events, none through the game. Exits 0 when all
of it was read, 1 with what was missing.
"""

import sys
import time

import pyatspi

CONTROL_L, SHIFT_L = 37, 50  # X key codes, for AT-SPI's press and release of a modifier


def say(*words):
    print("[a11y]", *words, flush=True)


def fail(why):
    say("FAILED:", why)
    sys.exit(1)


def within(seconds, find, what):
    """What find() returns once it is truthy, polling; fails after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = find()
        except Exception:  # the tree changes under us while the window builds it
            found = None
        if found:
            return found
        time.sleep(0.2)
    fail(f"no {what} after {seconds} s")


def nodes(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from nodes(child, depth + 1)


def showing(node):
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def first(app, predicate):
    for node in nodes(app):
        try:
            if predicate(node):
                return node
        except Exception:
            pass
    return None


def the_game():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "countdown-numbers":
            return app
    return None


def key(keysym):
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    time.sleep(0.2)


def chord(modifiers, keysym):
    for code in modifiers:
        pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_PRESS)
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    for code in reversed(modifiers):
        pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_RELEASE)
    time.sleep(0.3)


def main():
    app = within(30, the_game, "application countdown-numbers on the accessibility bus")
    window = within(10, lambda: app.getChildAtIndex(0), "window")
    say("window:", window.name)
    if window.name != "Countdown Numbers":
        fail(f"the window is named {window.name!r}")
    clock = within(10, lambda: first(app, lambda n: n.name.startswith("Clock")), "clock")
    say("clock before the round:", clock.name)

    key(ord("2"))  # two large numbers
    value = clock.queryValue()
    within(10, lambda: value.currentValue > 0, "time on the clock after the draw")
    start, length = value.currentValue, value.maximumValue
    say(f"clock: {clock.name!r}, value {start:g} of {length:g}")
    if length != 30 or not 0 < start <= length:
        fail(f"the clock's value is {start} of {length}, not of 30 seconds")
    later = within(8, lambda: value.currentValue < start and value.currentValue, "clock going down")
    say(f"clock: {clock.name!r}, value {later:g}")
    if f"{int(later)} seconds left" not in clock.name:
        fail(f"the clock's name {clock.name!r} does not say the {later:g} seconds left")

    target_node = first(app, lambda n: n.name == "Target" and showing(n))
    target = target_node.description if target_node else ""
    if not target.isdigit():
        fail(f"no target read ({target!r})")
    tiles = [n.name for n in nodes(app) if n.name.startswith("Tile ") and showing(n)]
    say("target:", target, "tiles:", ", ".join(tiles))
    if len(tiles) != 6:
        fail(f"{len(tiles)} tiles read, not 6")

    key(ord("p"))
    within(5, lambda: "paused" in clock.name.lower(), "pause said by the clock")
    say("paused:", clock.name)
    key(ord("p"))
    within(5, lambda: "seconds left" in clock.name, "the clock running again")

    chord([CONTROL_L, SHIFT_L], ord("a"))  # show the answer
    answer = within(
        20,
        lambda: first(app, lambda n: showing(n) and f"= {target}" in (n.description or "")),
        "solver's answer",
    )
    say("answer:", answer.name, "-", answer.description)
    say("clock at the end:", clock.name)
    if "stopped" not in clock.name.lower():
        fail(f"the clock does not say it stopped: {clock.name!r}")
    say("a round played by keys alone and read from the accessibility tree")


if __name__ == "__main__":
    main()
