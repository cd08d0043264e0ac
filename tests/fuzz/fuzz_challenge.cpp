// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// fuzz-challenge: the challenge code's reader, on text from strangers. The bytes are read as UTF-8
// and as Latin-1, each given to readChallengeCode whole. For every code accepted:
//  - every field is within its limits (challengecode.h), and so checkChallenge finds nothing;
//  - its names are as challengeName writes them (nothing to strip, nothing to cut);
//  - written again it reads back to the same challenge, as a code and as a link, and the link
//    fits kMaxChallengeCodeLength.
// For every code refused: the error is a challenge code's, placed in the text when it is about a
// symbol, and its sentence is not empty and carries no control or bidirectional character.

#include "fuzzsupport.h"

#include "challengecode.h"
#include "hints.h"
#include "variantfile.h"

#include <QStringView>

using namespace countdown;
using namespace countdown::fuzz;

namespace {

bool isControlOrBidi(char16_t u)
{
    return u < 0x20 || (u >= 0x7f && u < 0xa0) || u == 0x061c || u == 0x200e || u == 0x200f
           || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
}

bool isChallengeError(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::ChallengeCodeEmpty:
    case ErrorKind::ChallengeCodeTooLong:
    case ErrorKind::ChallengeCodeBadSymbol:
    case ErrorKind::ChallengeCodeMistyped:
    case ErrorKind::ChallengeCodeTruncated:
    case ErrorKind::ChallengeCodeExtraSymbols:
    case ErrorKind::ChallengeCodeNewerVersion:
    case ErrorKind::ChallengeCodeOutOfRange:
    case ErrorKind::ChallengeCodeBadOperations:
    case ErrorKind::ChallengeCodeReplyWithoutSender:
    case ErrorKind::ChallengeCodeBadName:
    case ErrorKind::ChallengeCodeNotFound:
        return true;
    default:
        return false;
    }
}

void checkResult(const ChallengeResult &result)
{
    FUZZ_CHECK(challengeName(result.name) == result.name, result.name);
    FUZZ_CHECK(!result.value || (*result.value >= 1 && *result.value <= kMaxIntermediate));
    FUZZ_CHECK(result.points >= 0 && result.points <= kMaxChallengePoints);
    FUZZ_CHECK(result.timeMs >= 0 && result.timeMs <= kMaxChallengeTimeMs
               && result.timeMs % 100 == 0);
    FUZZ_CHECK(result.hints >= 0 && result.hints <= kHintCount);
}

void checkAccepted(const Challenge &challenge)
{
    FUZZ_CHECK(challenge.variantId.isEmpty() || isBuiltInVariantId(challenge.variantId),
               challenge.variantId);
    FUZZ_CHECK(challenge.tiles.size() >= std::size_t(kMinTiles)
               && challenge.tiles.size() <= std::size_t(kMaxTiles));
    for (const Number tile : challenge.tiles)
        FUZZ_CHECK(tile >= kMinNumber && tile <= kMaxNumber);
    FUZZ_CHECK(challenge.target >= kMinTarget && challenge.target <= kMaxTarget);
    FUZZ_CHECK(!challenge.operators.isEmpty());
    FUZZ_CHECK(challenge.mode == SolveMode::DropAllowed
               || usesAllIsAlwaysPossible(challenge.operators));
    FUZZ_CHECK(challenge.clockSeconds == 0
               || (challenge.clockSeconds >= kMinClockSeconds
                   && challenge.clockSeconds <= kMaxClockSeconds));
    FUZZ_CHECK(!challenge.reply || challenge.sender);
    if (challenge.sender)
        checkResult(*challenge.sender);
    if (challenge.reply)
        checkResult(*challenge.reply);
    const std::optional<Error> problem = checkChallenge(challenge);
    FUZZ_CHECK(!problem, problem ? describe(*problem) : QString());

    const QString code = challengeCode(challenge);
    const Result<Challenge> again = readChallengeCode(code);
    FUZZ_CHECK(again.ok() && *again == challenge, code);
    const QString link = challengeLink(challenge);
    FUZZ_CHECK(link.size() <= kMaxChallengeCodeLength, link);
    const Result<Challenge> fromLink = readChallengeCode(link);
    FUZZ_CHECK(fromLink.ok() && *fromLink == challenge, link);
}

void checkRefused(QStringView text, const Error &error)
{
    FUZZ_CHECK(isChallengeError(error.kind), describe(error));
    if (error.kind == ErrorKind::ChallengeCodeBadSymbol)
        FUZZ_CHECK(error.position >= 0 && error.position < text.size(), describe(error));
    if (error.kind == ErrorKind::ChallengeCodeTooLong)
        FUZZ_CHECK(text.size() > kMaxChallengeCodeLength);
    const QString message = errorMessage(error);
    FUZZ_CHECK(!message.isEmpty(), describe(error));
    for (const QChar c : message)
        FUZZ_CHECK(!isControlOrBidi(c.unicode()), message);
}

void readText(const QString &text)
{
    const Result<Challenge> read = readChallengeCode(text);
    if (read)
        checkAccepted(*read);
    else
        checkRefused(text, read.error());
}

// A pasted message: the code found in it (a part of it) reads as any code does; none found is
// said as a challenge's error.
void findInText(const QString &text)
{
    const Result<QString> found = challengeCodeIn(text);
    if (!found) {
        checkRefused(text, found.error());
        return;
    }
    FUZZ_CHECK(!found->isEmpty() && found->size() <= text.size(), *found);
    readText(*found);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const char *bytes = reinterpret_cast<const char *>(data);
    readText(QString::fromUtf8(bytes, qsizetype(size)));
    readText(QString::fromLatin1(bytes, qsizetype(size)));
    findInText(QString::fromUtf8(bytes, qsizetype(size)));
    return 0;
}
