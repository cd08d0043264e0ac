// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The standard streams of countdown-solve carry bytes, the same on every platform.
#pragma once

namespace countdown {

// On Windows the C runtime opens stdin, stdout and stderr in text mode: every "\n" written becomes
// "\r\n", and a Ctrl-Z byte read ends --batch's input as if the file ended there (the rest
// silently unread, exit 0). Binary mode makes the output byte for byte the Linux one (lines end
// in "\n", which every Windows console and editor of today shows as lines) and lets --batch
// report a Ctrl-Z as the bad line it is. Elsewhere there is nothing to do.
void useBinaryStandardStreams();

} // namespace countdown
