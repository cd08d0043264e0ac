#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

"""Independent reference for tests/core/tst_rules.cpp's golden draws.

Reimplements, without any of our C++ code, the seeded draws of core/rules.cpp as documented there:
std::mt19937_64 (the C++ standard fixes its output), rejection sampling for a uniform integer in
[0, bound), a Fisher-Yates shuffle from the last element down, UK draws (large tiles shuffled and
the first k taken, then small tiles shuffled and the first 6-k taken, then the target 100 + below(900))
and French draws (the 24 cards shuffled, the first six taken, large ones moved first keeping order,
target 101 + below(899)).

Also the daily puzzle of core/daily.h, from its frozen derivation: seed = splitmix64(0x436F756E74646F77
XOR yyyymmdd), large = below(5) from mt19937_64(seed), then a UK draw from that same engine; the
puzzle's number counts days from 2026-01-01 (number 1).

Run it to print the golden values: python3 tests/tools/golden_draws.py
"""

import datetime

MASK64 = (1 << 64) - 1


class MT19937_64:
    n, m = 312, 156
    a = 0xB5026F5AA96619E9
    u, d = 29, 0x5555555555555555
    s, b = 17, 0x71D67FFFEDA60000
    t, c = 37, 0xFFF7EEE000000000
    l = 43
    f = 6364136223846793005

    def __init__(self, seed):
        self.mt = [0] * self.n
        self.mt[0] = seed & MASK64
        for i in range(1, self.n):
            prev = self.mt[i - 1]
            self.mt[i] = (self.f * (prev ^ (prev >> 62)) + i) & MASK64
        self.index = self.n

    def twist(self):
        upper, lower = 0xFFFFFFFF80000000, 0x7FFFFFFF
        for i in range(self.n):
            x = (self.mt[i] & upper) | (self.mt[(i + 1) % self.n] & lower)
            xa = x >> 1
            if x & 1:
                xa ^= self.a
            self.mt[i] = self.mt[(i + self.m) % self.n] ^ xa
        self.index = 0

    def __call__(self):
        if self.index >= self.n:
            self.twist()
        y = self.mt[self.index]
        self.index += 1
        y ^= (y >> self.u) & self.d
        y ^= (y << self.s) & self.b
        y ^= (y << self.t) & self.c
        y ^= y >> self.l
        return y & MASK64


def below(engine, bound):
    threshold = ((1 << 64) - bound) % bound
    x = engine()
    while x < threshold:
        x = engine()
    return x % bound


def shuffle(engine, items):
    for i in range(len(items), 1, -1):
        j = below(engine, i)
        items[i - 1], items[j] = items[j], items[i - 1]


LARGE = [25, 50, 75, 100]
SMALL = [n for n in range(1, 11) for _ in range(2)]


def draw_uk(engine, large):
    big = LARGE[:]
    shuffle(engine, big)
    small = SMALL[:]
    shuffle(engine, small)
    tiles = big[:large] + small[:6 - large]
    return tiles, 100 + below(engine, 900)


def splitmix64(x):
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


def daily(date):
    seed = splitmix64(0x436F756E74646F77 ^ (date.year * 10000 + date.month * 100 + date.day))
    engine = MT19937_64(seed)
    large = below(engine, 5)
    tiles, target = draw_uk(engine, large)
    number = (date - datetime.date(2026, 1, 1)).days + 1
    return seed, number, large, tiles, target


def draw_french(engine):
    cards = SMALL + LARGE
    shuffle(engine, cards)
    six = cards[:6]
    tiles = [c for c in six if c > 10] + [c for c in six if c <= 10]
    return tiles, 101 + below(engine, 899)


if __name__ == "__main__":
    e = MT19937_64(5489)
    for _ in range(9999):
        e()
    print("mt19937_64 default seed, 10000th output:", e(), "(the C++ standard says 9981545732273789042)")
    for seed in (1, 42, 20261130):
        for large in range(5):
            tiles, target = draw_uk(MT19937_64(seed), large)
            print(f"uk seed={seed} large={large}: tiles={tiles} target={target}")
        tiles, target = draw_french(MT19937_64(seed))
        print(f"french seed={seed}: tiles={tiles} target={target}")
    e = MT19937_64(7)
    print("below(1000) x5, seed 7:", [below(e, 1000) for _ in range(5)])
    for date in ("2026-01-01", "2026-11-30", "2027-02-28", "2028-02-29", "2030-12-31", "2025-12-31"):
        seed, number, large, tiles, target = daily(datetime.date.fromisoformat(date))
        print(f"daily {date}: seed=0x{seed:016X} number={number} large={large} tiles={tiles} target={target}")
