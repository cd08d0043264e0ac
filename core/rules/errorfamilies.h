// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The sentences of the families of errors that errormessages.cpp keeps in files of their own, so
// that each file stays a size one can read; errorMessage (error.h) is the one way to them.
#pragma once

#include "error.h"

#include <QString>

namespace countdown {

// A challenge code, pasted or typed (the ChallengeCode kinds): what is wrong and what to do. Fields
// are named as docs/challenge-codes.md names them; only a code made by hand gets that far past
// the check. Arguments written out (withControlsWrittenOut): a code comes from strangers.
QString challengeCodeMessage(const Error &error);

} // namespace countdown
