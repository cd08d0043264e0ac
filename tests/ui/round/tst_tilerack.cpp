// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The rack of tiles: a step's new tile takes its left operand's place and empties the right
// one's; accessible names; mouse and keyboard picking; operator keys and Backspace as signals;
// large, small and made tiles look different; face-down tiles give nothing away; the draw's flip
// runs left to right. Expected places and values are worked out by hand.
#include "theme.h"
#include "tilerack.h"
#include "tilewidget.h"
#include "working.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPixmap>
#include <QSignalSpy>
#include <QTest>

using namespace countdown;
using namespace countdown::ui;

Q_DECLARE_METATYPE(countdown::Operator)

namespace {

const std::vector<Number> kTiles = {75, 3, 25, 8, 2, 100};

bool near(const QColor &a, const QColor &b, int tolerance = 8)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
           && std::abs(a.blue() - b.blue()) <= tolerance;
}

// 75 × 3 = 225: board tile 6, in place 0; place 1 empty.
Working afterOneStep()
{
    Working working(kTiles);
    const Result<int> made = working.combine(0, Operator::Multiply, 1);
    if (!made || made.value() != 6)
        qFatal("75 × 3 refused");
    return working;
}

QString pngDir()
{
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/tilerack-png");
    QDir().mkpath(dir);
    return dir;
}

// A colour from the tile's face, left of the number and halfway down (clear of the text, the
// outline and the light and shade at the top and bottom edges).
QColor faceColor(TileWidget *tile)
{
    const QImage image = tile->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    return image.pixelColor(int(tile->width() * 0.2 * dpr), int(tile->height() * 0.5 * dpr));
}

} // namespace

class TestTileRack : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void drawnTiles();
    void stepReplacesItsOperands();
    void stepRightToLeft();
    void undoIsANewWorking();
    void accessibleNames();
    void mouseClicks();
    void keyboard();
    void operatorKeys_data();
    void operatorKeys();
    void backspaceUndoes();
    void notInteractive();
    void kindsLookDifferent_data();
    void kindsLookDifferent();
    void chosenIsNotFocused();
    void faceDownGivesNothingAway();
    void flipRunsLeftToRight();
    void longNumbersFit();
    void layout();
    void pictures();
};

void TestTileRack::initTestCase()
{
    qRegisterMetaType<countdown::Operator>();
}

void TestTileRack::drawnTiles()
{
    TileRack rack;
    rack.setWorking(Working(kTiles));
    QCOMPARE(rack.placeCount(), 6);
    for (int place = 0; place < 6; ++place) {
        QCOMPARE(rack.boardTileAt(place), place);
        QCOMPARE(rack.tileAt(place)->value(), kTiles[std::size_t(place)]);
        QVERIFY(!rack.tileAt(place)->isEmpty());
    }
    QCOMPARE(rack.tileAt(0)->kind(), TileWidget::Kind::Large); // 75
    QCOMPARE(rack.tileAt(1)->kind(), TileWidget::Kind::Small); // 3
    QCOMPARE(rack.tileAt(2)->kind(), TileWidget::Kind::Large); // 25
    QCOMPARE(rack.tileAt(3)->kind(), TileWidget::Kind::Small); // 8
    QCOMPARE(rack.tileAt(4)->kind(), TileWidget::Kind::Small); // 2
    QCOMPARE(rack.tileAt(5)->kind(), TileWidget::Kind::Large); // 100

    // A custom round's tile of exactly 10 is small, 11 is large; one to seven places.
    rack.setWorking(Working({10, 11, 1, 2, 3, 4, 5}));
    QCOMPARE(rack.placeCount(), 7);
    QCOMPARE(rack.tileAt(0)->kind(), TileWidget::Kind::Small);
    QCOMPARE(rack.tileAt(1)->kind(), TileWidget::Kind::Large);
    rack.setWorking(Working({42}));
    QCOMPARE(rack.placeCount(), 1);
    QCOMPARE(rack.tileAt(0)->value(), Number(42));
    QCOMPARE(rack.tileAt(1), nullptr);
}

void TestTileRack::stepReplacesItsOperands()
{
    TileRack rack;
    rack.setWorking(afterOneStep());
    QCOMPARE(rack.placeCount(), 6);
    QCOMPARE(rack.boardTileAt(0), 6);
    QCOMPARE(rack.tileAt(0)->value(), Number(225));
    QCOMPARE(rack.tileAt(0)->kind(), TileWidget::Kind::Made);
    QVERIFY(!rack.tileAt(0)->isEmpty());
    QCOMPARE(rack.boardTileAt(1), -1);
    QVERIFY(rack.tileAt(1)->isEmpty());
    const Number rest[] = {25, 8, 2, 100};
    for (int place = 2; place < 6; ++place) {
        QCOMPARE(rack.boardTileAt(place), place);
        QCOMPARE(rack.tileAt(place)->value(), rest[place - 2]);
        QVERIFY(!rack.tileAt(place)->isEmpty());
    }

    // 225 + 25 = 250 (tile 7) takes place 0 again, place 2 empties; 8 − 2 = 6 (tile 8) in
    // place 3, place 4 empty.
    Working working = afterOneStep();
    QVERIFY(working.combine(6, Operator::Add, 2).ok());
    QVERIFY(working.combine(3, Operator::Subtract, 4).ok());
    rack.setWorking(working);
    const int shown[] = {7, -1, -1, 8, -1, 5};
    const Number values[] = {250, 0, 0, 6, 0, 100};
    for (int place = 0; place < 6; ++place) {
        QCOMPARE(rack.boardTileAt(place), shown[place]);
        QCOMPARE(rack.tileAt(place)->isEmpty(), shown[place] < 0);
        if (shown[place] >= 0)
            QCOMPARE(rack.tileAt(place)->value(), values[place]);
    }
    QCOMPARE(rack.tileAt(3)->kind(), TileWidget::Kind::Made);
    QCOMPARE(rack.tileAt(5)->kind(), TileWidget::Kind::Large);
}

void TestTileRack::stepRightToLeft()
{
    // 100 ÷ 2 = 50: the left operand is further right on the board; the new tile goes to its
    // place (5) and the 2's place (4) empties.
    Working working(kTiles);
    QVERIFY(working.combine(5, Operator::Divide, 4).ok());
    TileRack rack;
    rack.setWorking(working);
    QCOMPARE(rack.boardTileAt(5), 6);
    QCOMPARE(rack.tileAt(5)->value(), Number(50));
    QCOMPARE(rack.boardTileAt(4), -1);
    QCOMPARE(rack.boardTileAt(0), 0);
}

void TestTileRack::undoIsANewWorking()
{
    Working working = afterOneStep();
    TileRack rack;
    rack.setWorking(working);
    QVERIFY(!working.undo().has_value());
    rack.setWorking(working);
    for (int place = 0; place < 6; ++place) {
        QCOMPARE(rack.boardTileAt(place), place);
        QCOMPARE(rack.tileAt(place)->value(), kTiles[std::size_t(place)]);
        QVERIFY(!rack.tileAt(place)->isEmpty());
    }
    QCOMPARE(rack.tileAt(0)->kind(), TileWidget::Kind::Large);
}

void TestTileRack::accessibleNames()
{
    TileRack rack;
    rack.setWorking(afterOneStep());
    QCOMPARE(rack.accessibleName(), QStringLiteral("Tiles"));
    QCOMPARE(rack.tileAt(0)->accessibleName(), QStringLiteral("Tile 225"));
    QVERIFY(rack.tileAt(0)->accessibleDescription().contains(QStringLiteral("75 × 3")));
    QCOMPARE(rack.tileAt(1)->accessibleName(), QStringLiteral("Empty place"));
    QCOMPARE(rack.tileAt(2)->accessibleName(), QStringLiteral("Tile 25"));
    QCOMPARE(rack.tileAt(5)->accessibleName(), QStringLiteral("Tile 100"));

    rack.setSelectedTile(6);
    QVERIFY(rack.tileAt(0)->isSelected());
    QCOMPARE(rack.tileAt(0)->accessibleName(), QStringLiteral("Tile 225, selected"));
    QCOMPARE(rack.tileAt(2)->accessibleName(), QStringLiteral("Tile 25"));
    rack.setSelectedTile(3);
    QVERIFY(!rack.tileAt(0)->isSelected());
    QCOMPARE(rack.tileAt(3)->accessibleName(), QStringLiteral("Tile 8, selected"));
    rack.setSelectedTile(-1);
    for (int place = 0; place < 6; ++place)
        QVERIFY(!rack.tileAt(place)->isSelected());
    // A tile no longer on the board (used) outlines nothing.
    rack.setSelectedTile(0);
    for (int place = 0; place < 6; ++place)
        QVERIFY(!rack.tileAt(place)->isSelected());
}

void TestTileRack::mouseClicks()
{
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(afterOneStep());
    QSignalSpy spy(&rack, &TileRack::tileClicked);

    QTest::mouseClick(rack.tileAt(2), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 2);
    QTest::mouseClick(rack.tileAt(0), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 6); // the made tile's index
    QTest::mouseClick(rack.tileAt(5), Qt::LeftButton);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 5);
    // An empty place is not a tile.
    QTest::mouseClick(rack.tileAt(1), Qt::LeftButton);
    QCOMPARE(spy.count(), 0);
    // A click also puts the keyboard there.
    QTest::mouseClick(rack.tileAt(3), Qt::LeftButton);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 3);
    QCOMPARE(rack.currentPlace(), 3);
}

void TestTileRack::keyboard()
{
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(afterOneStep());
    QSignalSpy spy(&rack, &TileRack::tileClicked);
    QCOMPARE(rack.focusPolicy(), Qt::StrongFocus);
    for (int place = 0; place < 6; ++place)
        QCOMPARE(rack.tileAt(place)->focusPolicy(), Qt::NoFocus); // one keyboard stop
    QCOMPARE(rack.currentPlace(), 0);

    // Right skips the empty place 1.
    QTest::keyClick(&rack, Qt::Key_Right);
    QCOMPARE(rack.currentPlace(), 2);
    QTest::keyClick(&rack, Qt::Key_Space);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 2);
    QTest::keyClick(&rack, Qt::Key_Left);
    QCOMPARE(rack.currentPlace(), 0);
    QTest::keyClick(&rack, Qt::Key_Return);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 6);
    // Left at the first tile stays there.
    QTest::keyClick(&rack, Qt::Key_Left);
    QCOMPARE(rack.currentPlace(), 0);
    // To the end and no further.
    for (int i = 0; i < 8; ++i)
        QTest::keyClick(&rack, Qt::Key_Right);
    QCOMPARE(rack.currentPlace(), 5);
    QTest::keyClick(&rack, Qt::Key_Enter);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 5);
    QTest::keyClick(&rack, Qt::Key_Home);
    QCOMPARE(rack.currentPlace(), 0);
    QTest::keyClick(&rack, Qt::Key_End);
    QCOMPARE(rack.currentPlace(), 5);

    // When the place under the keyboard empties, the keyboard moves to a tile nearby.
    Working working(kTiles);
    QVERIFY(working.combine(4, Operator::Multiply, 5).ok()); // 2 × 100 in place 4, 5 empty
    rack.setWorking(working);
    QCOMPARE(rack.currentPlace(), 4);
    QTest::keyClick(&rack, Qt::Key_Space);
    QCOMPARE(spy.takeFirst().at(0).toInt(), 6);
}

void TestTileRack::operatorKeys_data()
{
    QTest::addColumn<char>("key");
    QTest::addColumn<countdown::Operator>("op");
    QTest::newRow("+") << '+' << Operator::Add;
    QTest::newRow("-") << '-' << Operator::Subtract;
    QTest::newRow("*") << '*' << Operator::Multiply;
    QTest::newRow("x") << 'x' << Operator::Multiply;
    QTest::newRow("/") << '/' << Operator::Divide;
    QTest::newRow(":") << ':' << Operator::Divide;
}

void TestTileRack::operatorKeys()
{
    QFETCH(char, key);
    QFETCH(countdown::Operator, op);
    TileRack rack;
    rack.setWorking(Working(kTiles));
    QSignalSpy ops(&rack, &TileRack::operatorKeyPressed);
    QSignalSpy clicks(&rack, &TileRack::tileClicked);
    QTest::keyClick(&rack, key);
    QCOMPARE(ops.count(), 1);
    QCOMPARE(ops.first().at(0).value<countdown::Operator>(), op);
    QCOMPARE(clicks.count(), 0);
}

void TestTileRack::backspaceUndoes()
{
    TileRack rack;
    rack.setWorking(afterOneStep());
    QSignalSpy undo(&rack, &TileRack::undoRequested);
    QTest::keyClick(&rack, Qt::Key_Backspace);
    QCOMPARE(undo.count(), 1);
    // Ctrl+Z is the window's shortcut, not the rack's.
    QTest::keyClick(&rack, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(undo.count(), 1);
}

void TestTileRack::notInteractive()
{
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(Working(kTiles));
    rack.setInteractive(false);
    QSignalSpy clicks(&rack, &TileRack::tileClicked);
    QSignalSpy ops(&rack, &TileRack::operatorKeyPressed);
    QSignalSpy undo(&rack, &TileRack::undoRequested);
    QTest::mouseClick(rack.tileAt(0), Qt::LeftButton);
    QTest::keyClick(&rack, Qt::Key_Space);
    QTest::keyClick(&rack, '+');
    QTest::keyClick(&rack, Qt::Key_Backspace);
    QCOMPARE(clicks.count(), 0);
    QCOMPARE(ops.count(), 0);
    QCOMPARE(undo.count(), 0);

    // Face-down or mid-flip tiles cannot be picked either.
    rack.setInteractive(true);
    rack.setFaceDown(true);
    QTest::mouseClick(rack.tileAt(0), Qt::LeftButton);
    QCOMPARE(clicks.count(), 0);
    rack.setFaceDown(false);
    rack.setFlip(0.5);
    QTest::keyClick(&rack, Qt::Key_Space);
    QCOMPARE(clicks.count(), 0);
    rack.setFlip(1.0);
    QTest::keyClick(&rack, Qt::Key_Space);
    QCOMPARE(clicks.count(), 1);
}

void TestTileRack::kindsLookDifferent_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << true;
    QTest::newRow("light") << false;
}

void TestTileRack::kindsLookDifferent()
{
    QFETCH(bool, dark);
    Theme::instance().setChoice(dark ? ThemeChoice::Dark : ThemeChoice::Light);
    const GameColors &c = Theme::instance().colors();
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(afterOneStep());

    const QColor made = faceColor(rack.tileAt(0));   // 225
    const QColor large = faceColor(rack.tileAt(2));  // 25
    const QColor small = faceColor(rack.tileAt(3));  // 8
    const QColor large2 = faceColor(rack.tileAt(5)); // 100
    QVERIFY2(near(large, c.tileLarge), qPrintable(large.name()));
    QVERIFY2(near(large2, c.tileLarge), qPrintable(large2.name()));
    QVERIFY2(near(small, c.tileSmall), qPrintable(small.name()));
    QVERIFY2(near(made, c.tileMade), qPrintable(made.name()));
    QVERIFY(!near(large, small, 40));
    QVERIFY(!near(large, made, 40));
    QVERIFY(!near(small, made, 40));

    // The empty place shows no tile: no face colour (the window shows through, nearly as it is)
    // and no number.
    const QImage empty = rack.tileAt(1)->grab().toImage();
    const QColor inside = faceColor(rack.tileAt(1));
    QVERIFY2(near(inside, c.background, 24), qPrintable(inside.name()));
    if (dark)
        QVERIFY(!near(inside, c.tileSmall, 40));
    QVERIFY(!near(inside, c.tileLarge, 40) && !near(inside, c.tileMade, 40));
    // Another rack where place 1 held a 9 before 75 × 9: its empty place looks the same.
    Working other({75, 9, 25, 8, 2, 100});
    QVERIFY(other.combine(0, Operator::Multiply, 1).ok());
    TileRack otherRack;
    otherRack.resize(640, 100);
    otherRack.setWorking(other);
    QCOMPARE(otherRack.tileAt(1)->grab().toImage(), empty);
}

// The chosen tile looks chosen on its face; the keyboard's focus only outlines a tile, so that a
// player who moves with the arrows never takes the focused tile for the chosen one.
void TestTileRack::chosenIsNotFocused()
{
    Theme::instance().setChoice(ThemeChoice::Light);
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(Working(kTiles));
    TileWidget *chosen = rack.tileAt(2);  // 25
    TileWidget *focused = rack.tileAt(5); // 100
    const QColor plain = faceColor(chosen);
    const QColor plainFocused = faceColor(focused);
    rack.setSelectedTile(2);
    focused->setFocusRing(true);
    QVERIFY2(!near(faceColor(chosen), plain, 20),
             qPrintable(faceColor(chosen).name() + QStringLiteral(" against ") + plain.name()));
    QVERIFY2(near(faceColor(focused), plainFocused, 2), qPrintable(faceColor(focused).name()));
    QVERIFY(rack.grab().save(pngDir() + QStringLiteral("/chosen-and-focused.png")));
}

void TestTileRack::faceDownGivesNothingAway()
{
    Theme::instance().setChoice(ThemeChoice::Dark);
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(Working(kTiles));
    rack.setFaceDown(true);
    for (int place = 0; place < 6; ++place) {
        TileWidget *tile = rack.tileAt(place);
        QVERIFY(tile->isFaceDown());
        QCOMPARE(tile->accessibleName(), QStringLiteral("Face-down tile"));
        QCOMPARE(tile->accessibleDescription(), QString());
    }
    QVERIFY(!rack.accessibleDescription().contains(QStringLiteral("75")));
    const QColor back = faceColor(rack.tileAt(0));
    QVERIFY(!near(back, Theme::instance().colors().tileLarge, 40));
    rack.setFaceDown(false);
    QCOMPARE(rack.tileAt(0)->accessibleName(), QStringLiteral("Tile 75"));

    // A large and a small tile look the same from the back.
    TileWidget large;
    large.setValue(75);
    large.setKind(TileWidget::Kind::Large);
    TileWidget small;
    small.setValue(3);
    large.resize(90, 80);
    small.resize(90, 80);
    QVERIFY(large.grab().toImage() != small.grab().toImage());
    large.setFaceDown(true);
    small.setFaceDown(true);
    QCOMPARE(large.grab().toImage(), small.grab().toImage());
}

void TestTileRack::flipRunsLeftToRight()
{
    TileRack rack;
    rack.resize(640, 100);
    rack.setWorking(Working(kTiles));
    rack.setFlip(0.0);
    for (int place = 0; place < 6; ++place) {
        QCOMPARE(rack.tileAt(place)->flip(), 0.0);
        // Before its flip a tile shows its back and its name says nothing.
        QCOMPARE(rack.tileAt(place)->accessibleName(), QStringLiteral("Face-down tile"));
    }
    for (double progress : {0.1, 0.3, 0.5, 0.7, 0.9}) {
        rack.setFlip(progress);
        for (int place = 1; place < 6; ++place)
            QVERIFY(rack.tileAt(place - 1)->flip() >= rack.tileAt(place)->flip());
        QVERIFY(rack.tileAt(0)->flip() > rack.tileAt(5)->flip());
    }
    // Halfway through the draw the first tile is over, the last has not started.
    rack.setFlip(0.5);
    QCOMPARE(rack.tileAt(0)->flip(), 1.0);
    QCOMPARE(rack.tileAt(5)->flip(), 0.0);
    rack.setFlip(1.0);
    for (int place = 0; place < 6; ++place)
        QCOMPARE(rack.tileAt(place)->flip(), 1.0);
    QCOMPARE(rack.tileAt(0)->accessibleName(), QStringLiteral("Tile 75"));
}

void TestTileRack::longNumbersFit()
{
    // A made tile can be large (e.g. 100 × 75 × 50 × 25 = 9,375,000): its digits shrink to fit
    // inside the tile's face, clear of the left and right edges.
    Theme::instance().setChoice(ThemeChoice::Dark);
    const QColor ink = Theme::instance().colors().tileMadeText;
    for (Number value : {Number(999999), Number(9375000)}) {
        TileWidget tile;
        tile.setKind(TileWidget::Kind::Made);
        tile.setValue(value);
        tile.resize(64, 64);
        const QImage image = tile.grab().toImage();
        int inside = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (!near(image.pixelColor(x, y), ink, 40))
                    continue;
                const bool atEdge = x < image.width() * 0.15 || x >= image.width() * 0.85;
                QVERIFY2(!atEdge, qPrintable(QStringLiteral("ink at x=%1").arg(x)));
                ++inside;
            }
        }
        QVERIFY(inside > 20);
    }
}

void TestTileRack::layout()
{
    TileRack rack;
    rack.setWorking(Working(kTiles));
    rack.resize(700, 120);
    rack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rack));
    // Equal widths within a pixel, even gaps, left to right, inside the rack.
    int previousRight = -1;
    for (int place = 0; place < 6; ++place) {
        const QRect g = rack.tileAt(place)->geometry();
        QVERIFY(qAbs(g.width() - rack.tileAt(0)->width()) <= 1);
        QVERIFY(g.left() > previousRight);
        QVERIFY(g.left() >= 0 && g.right() < rack.width());
        QVERIFY(g.height() <= rack.height());
        previousRight = g.right();
    }
    // The tiles grow with the rack.
    const int before = rack.tileAt(0)->width();
    rack.resize(1400, 240);
    QVERIFY(rack.tileAt(0)->width() > before * 3 / 2);
    QVERIFY(rack.minimumSizeHint().width() <= rack.sizeHint().width());
}

void TestTileRack::pictures()
{
    // For a human to look at: the racks in both themes, with a step, a selection and the focus.
    for (bool dark : {true, false}) {
        Theme::instance().setChoice(dark ? ThemeChoice::Dark : ThemeChoice::Light);
        TileRack rack;
        rack.resize(700, 110);
        rack.setWorking(afterOneStep());
        rack.setSelectedTile(6);
        rack.tileAt(2)->setFocusRing(true);
        const QString theme = dark ? QStringLiteral("dark") : QStringLiteral("light");
        rack.grab().save(pngDir() + QStringLiteral("/rack-%1.png").arg(theme));
        rack.setFlip(0.45);
        rack.grab().save(pngDir() + QStringLiteral("/rack-%1-flip.png").arg(theme));
        rack.setFlip(1.0);
        rack.setFaceDown(true);
        rack.grab().save(pngDir() + QStringLiteral("/rack-%1-facedown.png").arg(theme));
    }
}

QTEST_MAIN(TestTileRack)
#include "tst_tilerack.moc"
