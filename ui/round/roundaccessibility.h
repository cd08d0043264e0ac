// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// What a screen reader learns of the round beyond the widgets' names: the clock as a timer with a
// value, the tiles' states, and news said once per change. QWidget::setAccessibleName() and
// setAccessibleDescription() send their change event at every call, even with the same text, so
// texts that are set again and again (every second, at every refresh) go through the helpers
// here, which send one event per real change.
#pragma once

#include <QAccessible>
#include <QString>

class QAccessibleInterface;
class QObject;
class QWidget;

namespace countdown::ui {

// The accessible interfaces of the round's painted widgets (ClockWidget, TileWidget and the
// clock panel's SecondsLabel), for QAccessible::installFactory.
QAccessibleInterface *roundAccessibleFactory(const QString &className, QObject *object);
// Installs that factory; once is enough, again does nothing. The game's main() calls it before
// showing a window, and so do the tests that look at these interfaces.
void installRoundAccessibility();

// A widget's accessible name or description, set (with its one change event) only when it differs.
void setAccessibleNameOnce(QWidget *widget, const QString &name);
void setAccessibleDescriptionOnce(QWidget *widget, const QString &description);

// News a listener should hear wherever their focus is (the last seconds, the result). With Qt 6.8
// and later, an announcement event; before it there is no such event, and callers also put the
// news in an accessible text whose change event screen readers follow.
enum class Urgency { Polite, Assertive };
void announce(QObject *object, const QString &message, Urgency urgency = Urgency::Polite);

// Tells assistive technology that `changed` states of `object` have changed.
void notifyStateChange(QObject *object, const QAccessible::State &changed);

} // namespace countdown::ui
