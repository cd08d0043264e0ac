// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "roundaccessibility.h"

#include "clockpanel.h"
#include "clockwidget.h"
#include "tilerack.h"
#include "tilewidget.h"

#include <QAccessibleWidget>
#include <QWidget>

namespace countdown::ui {

namespace {

// The clock as a timer whose value is the whole seconds left, from 0 to the round's length.
// Its role is a progress bar: Qt's AT-SPI bridge maps QAccessible::Clock to ATSPI_ROLE_UNKNOWN
// (Orca says no role and may skip it), while a progress bar is presented with its name and its
// value. No value change is sent as the seconds go by: Orca speaks a progress bar's updates on
// its own every few seconds, which is the chatter the clock's moments (its description) avoid;
// the value is read live whenever it is asked for.
class ClockAccessible : public QAccessibleWidget, public QAccessibleValueInterface {
public:
    explicit ClockAccessible(ClockWidget *clock)
        : QAccessibleWidget(clock, QAccessible::ProgressBar)
    {
    }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::ValueInterface)
            return static_cast<QAccessibleValueInterface *>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return clock()->spokenTime();
        return QAccessibleWidget::text(t);
    }

    QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        s.readOnly = true;
        return s;
    }

    QVariant currentValue() const override
    {
        const std::optional<ClockReading> now = clock()->reading();
        return now && now->timed ? ClockWidget::secondsLeft(*now) : 0;
    }
    void setCurrentValue(const QVariant &) override {} // the time is not the player's to set
    QVariant maximumValue() const override
    {
        const std::optional<ClockReading> now = clock()->reading();
        return now && now->timed ? int((now->lengthMs + 999) / 1000) : 0;
    }
    QVariant minimumValue() const override { return 0; }
    QVariant minimumStepSize() const override { return 1; }

private:
    ClockWidget *clock() const { return static_cast<ClockWidget *>(widget()); }
};

// A tile: a button that can be chosen (checked) and, once used in a step, is an empty place
// (disabled). Inside the rack the rack keeps the keyboard focus, so a tile is focused when the
// rack has the focus and its place is the current one; it is focusable either way.
class TileAccessible : public QAccessibleWidget {
public:
    explicit TileAccessible(TileWidget *tile)
        : QAccessibleWidget(tile, QAccessible::Button)
    {
    }

    QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        s.focusable = true;
        s.focused = tile()->hasFocus() || isRacksCurrent();
        s.checkable = true;
        s.checked = tile()->isSelected();
        s.disabled = s.disabled || tile()->isEmpty();
        return s;
    }

    QStringList actionNames() const override
    {
        QStringList names = QAccessibleWidget::actionNames();
        if (!tile()->isEmpty() && tile()->isEnabled())
            names.prepend(pressAction());
        return names;
    }

    void doAction(const QString &action) override
    {
        if (action == pressAction() && !tile()->isEmpty() && tile()->isEnabled())
            tile()->click();
        else
            QAccessibleWidget::doAction(action);
    }

private:
    TileWidget *tile() const { return static_cast<TileWidget *>(widget()); }
    bool isRacksCurrent() const
    {
        const auto *rack = qobject_cast<const TileRack *>(tile()->parentWidget());
        return rack && rack->hasFocus() && rack->currentPlace() >= 0
               && rack->tileAt(rack->currentPlace()) == tile();
    }
};

// The seconds under the clock: its name is its text as it is now (see SecondsLabel).
class SecondsAccessible : public QAccessibleWidget {
public:
    explicit SecondsAccessible(SecondsLabel *label)
        : QAccessibleWidget(label, QAccessible::StaticText)
    {
    }

    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return static_cast<SecondsLabel *>(widget())->text();
        return QAccessibleWidget::text(t);
    }
};

} // namespace

QAccessibleInterface *roundAccessibleFactory(const QString &className, QObject *object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    const auto is = [&className](const QMetaObject &meta) {
        return className == QLatin1String(meta.className());
    };
    if (is(ClockWidget::staticMetaObject))
        return new ClockAccessible(static_cast<ClockWidget *>(object));
    if (is(TileWidget::staticMetaObject))
        return new TileAccessible(static_cast<TileWidget *>(object));
    if (is(SecondsLabel::staticMetaObject))
        return new SecondsAccessible(static_cast<SecondsLabel *>(object));
    return nullptr;
}

void installRoundAccessibility()
{
    static bool installed = false;
    if (installed)
        return;
    QAccessible::installFactory(roundAccessibleFactory);
    installed = true;
}

void setAccessibleNameOnce(QWidget *widget, const QString &name)
{
    if (widget->accessibleName() != name)
        widget->setAccessibleName(name);
}

void setAccessibleDescriptionOnce(QWidget *widget, const QString &description)
{
    if (widget->accessibleDescription() != description)
        widget->setAccessibleDescription(description);
}

void announce(QObject *object, const QString &message, Urgency urgency)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    if (message.isEmpty())
        return;
    QAccessibleAnnouncementEvent event(object, message);
    event.setPoliteness(urgency == Urgency::Assertive
                            ? QAccessible::AnnouncementPoliteness::Assertive
                            : QAccessible::AnnouncementPoliteness::Polite);
    QAccessible::updateAccessibility(&event);
#else
    // No announcement event before Qt 6.8: the callers' text changes carry the news.
    Q_UNUSED(object);
    Q_UNUSED(message);
    Q_UNUSED(urgency);
#endif
}

void notifyStateChange(QObject *object, const QAccessible::State &changed)
{
    QAccessibleStateChangeEvent event(object, changed);
    QAccessible::updateAccessibility(&event);
}

} // namespace countdown::ui
