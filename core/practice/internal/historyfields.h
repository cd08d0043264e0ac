// How a round's fields are written as text, in the database and in the CSV export alike: times as
// ISO-8601 UTC with milliseconds, rules and modes as fixed words, numbers separated by spaces.
// Private to the core.
#pragma once

#include "number.h"
#include "rules.h"
#include "solver.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace countdown::history {

QString utcText(const QDateTime &time);
QDateTime utcFromText(const QString &text);

QString variantName(Variant variant);
// The schema's CHECK constraints keep other words out; a hand-edited file's stray word reads as
// custom, so that the statistics leave it out by default.
Variant variantFromName(const QString &name);

QString modeName(SolveMode mode);
SolveMode modeFromName(const QString &name);

QString numbersText(const std::vector<Number> &numbers);
std::vector<Number> numbersFromText(const QString &text);

} // namespace countdown::history
