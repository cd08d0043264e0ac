// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-solve as its users run it: the real executable through QProcess, with arguments and
// standard input. Exit codes and messages for bad input, --help, the JSON fields and their types,
// the human output, --count and --all, --batch (order, blank lines, bad lines in place, very long
// and very many lines, answers streamed) and independence from the locale; and, in-process, the
// command line read into its command value. Expected values are the published facts of
// docs/published-puzzles.md or worked out by hand; every printed expression and step is re-checked
// here with a small evaluator of our own, not with the code under test.
#include "bruteforce.h"
#include "challengecode.h"
#include "gamevariant.h"
#include "multiset.h"
#include "odds.h"
#include "solvecommand.h"
#include "solvecommandline.h"
#include "solvewriters.h"
#include "variantfile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <numeric>
#include <optional>
#include <variant>

#ifdef Q_OS_LINUX
#include <pwd.h>
#include <unistd.h>
#endif
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

// AddressSanitizer reserves terabytes of address space at start: no process of such a build can
// run under a limit of it.
#if defined(__SANITIZE_ADDRESS__)
#define COUNTDOWN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COUNTDOWN_ASAN 1
#endif
#endif

Q_DECLARE_METATYPE(countdown::ParsedCommandLine)

namespace {

using Numbers = QList<qint64>;

const QString kProgram = QStringLiteral(COUNTDOWN_SOLVE_PATH);
// A hang fails the test instead of blocking CTest. Only a hang guard, far above any honest run on
// a loaded machine under sanitizers: how fast the solver is belongs to countdown-bench.
constexpr int kTimeoutMs = 120'000;

struct Run {
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
    // Output lines without their '\n' (the last line must end with one).
    QStringList outLines() const
    {
        QStringList lines = outText().split(QLatin1Char('\n'));
        if (!lines.isEmpty() && lines.constLast().isEmpty())
            lines.removeLast();
        return lines;
    }
};

// Runs countdown-solve with `arguments`, `input` on its standard input (then closed) and, when
// given, extra environment variables; with `addressSpace` bytes at most of memory when it is not
// 0 (on Unix, and not under AddressSanitizer): a process that would eat the machine's memory
// fails instead.
Run runSolve(const QStringList &arguments, const QByteArray &input = {},
             const QStringList &environment = {}, quint64 addressSpace = 0)
{
    QProcess process;
#if defined(Q_OS_UNIX) && !defined(COUNTDOWN_ASAN)
    if (addressSpace != 0) {
        process.setChildProcessModifier([addressSpace] {
            const rlimit limit{rlim_t(addressSpace), rlim_t(addressSpace)};
            setrlimit(RLIMIT_AS, &limit);
        });
    }
#else
    Q_UNUSED(addressSpace);
#endif
    if (!environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &assignment : environment) {
            const qsizetype eq = assignment.indexOf(QLatin1Char('='));
            env.insert(assignment.left(eq), assignment.mid(eq + 1));
        }
        process.setProcessEnvironment(env);
    }
    Run run;
    // Under Wine a process start fails now and then (about once in 300 starts, "cannot start",
    // nothing run): a start is tried again; a program that cannot start fails all three.
    for (int attempt = 1;; ++attempt) {
        process.start(kProgram, arguments);
        if (process.waitForStarted(kTimeoutMs))
            break;
        qWarning("cannot start %s (attempt %d): %s", qPrintable(kProgram), attempt,
                 qPrintable(process.errorString()));
        if (attempt == 3)
            return run;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(kTimeoutMs);
    if (!run.finished)
        process.kill();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// The options, then the target and the numbers, as a user types them.
QStringList puzzleArguments(const QStringList &options, qint64 target, const Numbers &numbers)
{
    QStringList arguments = options;
    arguments << QString::number(target);
    for (const qint64 n : numbers)
        arguments << QString::number(n);
    return arguments;
}

QStringList args(const QString &text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
QStringList args(const char *text)
{
    return args(QString::fromUtf8(text));
}

// --- A small evaluator of ASCII expressions, independent of core/ -------------------------------
// Reads "+ - * /", brackets and decimal numbers left to right with the usual precedence, as the
// CLI's "minimal brackets" promise says a reader would, and refuses any intermediate result that
// is not a positive integer.
class Evaluator {
public:
    explicit Evaluator(const QString &text)
        : m_text(text)
    {
    }

    // The value, or nullopt when the text is malformed or a step is not allowed.
    std::optional<qint64> evaluate()
    {
        const auto value = sum();
        skipSpaces();
        if (!value || m_pos != m_text.size())
            return std::nullopt;
        return value;
    }
    // The numbers written in the expression, in order.
    const Numbers &tiles() const { return m_tiles; }

private:
    static std::optional<qint64> apply(qint64 a, QChar op, qint64 b)
    {
        qint64 r = 0;
        switch (op.unicode()) {
        case '+':
            r = a + b;
            break;
        case '-':
            r = a - b;
            break;
        case '*':
            r = a * b;
            break;
        case '/':
            if (b == 0 || a % b != 0)
                return std::nullopt;
            r = a / b;
            break;
        default:
            return std::nullopt;
        }
        if (r <= 0)
            return std::nullopt;
        return r;
    }

    void skipSpaces()
    {
        while (m_pos < m_text.size() && m_text[m_pos] == QLatin1Char(' '))
            ++m_pos;
    }

    bool next(const char *ops, QChar *op)
    {
        skipSpaces();
        if (m_pos < m_text.size() && m_text[m_pos].unicode() < 128
            && std::strchr(ops, char(m_text[m_pos].unicode())) != nullptr) {
            *op = m_text[m_pos++];
            return true;
        }
        return false;
    }

    std::optional<qint64> sum()
    {
        auto value = product();
        QChar op;
        while (value && next("+-", &op)) {
            const auto right = product();
            value = right ? apply(*value, op, *right) : std::nullopt;
        }
        return value;
    }

    std::optional<qint64> product()
    {
        auto value = primary();
        QChar op;
        while (value && next("*/", &op)) {
            const auto right = primary();
            value = right ? apply(*value, op, *right) : std::nullopt;
        }
        return value;
    }

    std::optional<qint64> primary()
    {
        skipSpaces();
        if (m_pos < m_text.size() && m_text[m_pos] == QLatin1Char('(')) {
            ++m_pos;
            const auto value = sum();
            skipSpaces();
            if (m_pos >= m_text.size() || m_text[m_pos] != QLatin1Char(')'))
                return std::nullopt;
            ++m_pos;
            return value;
        }
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= QLatin1Char('0')
               && m_text[m_pos] <= QLatin1Char('9'))
            ++m_pos;
        if (m_pos == start || m_pos - start > 12)
            return std::nullopt;
        const qint64 value = m_text.mid(start, m_pos - start).toLongLong();
        if (value <= 0)
            return std::nullopt;
        m_tiles << value;
        return value;
    }

    QString m_text;
    qsizetype m_pos = 0;
    Numbers m_tiles;
};

// An expression of the output: it reads as `value` with every step a positive integer, uses
// `numbersUsed` of the puzzle's numbers (each at most once) and is plain ASCII.
void checkExpression(const QString &expression, qint64 value, int numbersUsed,
                     const Numbers &numbers)
{
    static const QRegularExpression ascii(QStringLiteral("^[0-9()+\\-*/ ]+$"));
    QVERIFY2(ascii.match(expression).hasMatch(), qPrintable(expression));
    Evaluator evaluator(expression);
    const auto evaluated = evaluator.evaluate();
    QVERIFY2(evaluated.has_value(), qPrintable(expression));
    QCOMPARE(*evaluated, value);
    QCOMPARE(evaluator.tiles().size(), qsizetype(numbersUsed));
    QVERIFY2(countdown::test::isSubMultiset(evaluator.tiles(), numbers), qPrintable(expression));
}

// Steps "a op b = c": each correct, each using numbers still available (tiles or earlier results,
// each once), the last giving `value`; one fewer step than numbers used.
void checkSteps(const QStringList &steps, qint64 value, int numbersUsed, const Numbers &numbers)
{
    static const QRegularExpression step(QStringLiteral("^(\\d+) ([-+*/]) (\\d+) = (\\d+)$"));
    QCOMPARE(steps.size(), qsizetype(numbersUsed - 1));
    Numbers available = numbers;
    qint64 last = value; // a single tile has no steps: then it must be one of the numbers
    if (steps.isEmpty())
        QVERIFY(numbers.contains(value));
    for (const QString &text : steps) {
        const QRegularExpressionMatch m = step.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const qint64 a = m.captured(1).toLongLong();
        const qint64 b = m.captured(3).toLongLong();
        const qint64 c = m.captured(4).toLongLong();
        const auto result = Evaluator(m.captured(1) + m.captured(2) + m.captured(3)).evaluate();
        QVERIFY2(result && *result == c, qPrintable(text));
        QVERIFY2(available.removeOne(a), qPrintable(text + QStringLiteral(": left not available")));
        QVERIFY2(available.removeOne(b),
                 qPrintable(text + QStringLiteral(": right not available")));
        available << c;
        last = c;
    }
    QCOMPARE(last, value);
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

bool isInteger(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() == double(value.toInteger());
}

Numbers toNumbers(const QJsonArray &array)
{
    Numbers numbers;
    for (const QJsonValue &v : array)
        numbers << v.toInteger();
    return numbers;
}

// The single JSON object of a run's output (which must be exactly one line).
QJsonObject onlyObject(const Run &run)
{
    const QStringList lines = run.outLines();
    if (lines.size() != 1) {
        qWarning("expected one line of output, got %d", int(lines.size()));
        return {};
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(lines.first().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qWarning("not a JSON object: %s", qPrintable(lines.first()));
        return {};
    }
    return doc.object();
}

// Every field of one answer: present with its type, consistent with the others and with the
// puzzle, its expression and steps re-checked.
void checkAnswerObject(const QJsonObject &o, qint64 target, const Numbers &numbers,
                       const QString &mode, bool count, bool all)
{
    QSet<QString> expected{QStringLiteral("target"),     QStringLiteral("numbers"),
                           QStringLiteral("mode"),       QStringLiteral("value"),
                           QStringLiteral("distance"),   QStringLiteral("numbers_used"),
                           QStringLiteral("expression"), QStringLiteral("steps")};
    if (count || all)
        expected << QStringLiteral("solutions");
    if (all)
        expected << QStringLiteral("expressions");
    QCOMPARE(keysOf(o), expected);

    QVERIFY(isInteger(o[QStringLiteral("target")]));
    QCOMPARE(o[QStringLiteral("target")].toInteger(), target);
    QVERIFY(o[QStringLiteral("numbers")].isArray());
    for (const QJsonValue &n : o[QStringLiteral("numbers")].toArray())
        QVERIFY(isInteger(n));
    QCOMPARE(toNumbers(o[QStringLiteral("numbers")].toArray()), numbers); // input order
    QVERIFY(o[QStringLiteral("mode")].isString());
    QCOMPARE(o[QStringLiteral("mode")].toString(), mode);
    QVERIFY(isInteger(o[QStringLiteral("value")]));
    QVERIFY(isInteger(o[QStringLiteral("distance")]));
    QVERIFY(isInteger(o[QStringLiteral("numbers_used")]));
    const qint64 value = o[QStringLiteral("value")].toInteger();
    const int used = o[QStringLiteral("numbers_used")].toInt();
    QCOMPARE(o[QStringLiteral("distance")].toInteger(), qAbs(value - target));
    QVERIFY(used >= 1 && used <= numbers.size());
    if (mode == QLatin1String("use-all"))
        QCOMPARE(used, numbers.size());

    QVERIFY(o[QStringLiteral("expression")].isString());
    checkExpression(o[QStringLiteral("expression")].toString(), value, used, numbers);
    QVERIFY(o[QStringLiteral("steps")].isArray());
    QStringList steps;
    for (const QJsonValue &s : o[QStringLiteral("steps")].toArray()) {
        QVERIFY(s.isString());
        steps << s.toString();
    }
    checkSteps(steps, value, used, numbers);
    if (count || all)
        QVERIFY(isInteger(o[QStringLiteral("solutions")]));
}

// A parsed command line in words, for a failure's message.
QString describe(const countdown::SolveOptions &o)
{
    return QStringLiteral("{mode %1, json %2, count %3, all %4, operations %5, fast %6}")
        .arg(int(o.mode))
        .arg(int(o.json))
        .arg(int(o.count))
        .arg(int(o.all))
        .arg(countdown::operatorSetSymbols(o.operators, countdown::Notation::Ascii))
        .arg(int(o.fast));
}

QString describe(const countdown::ParsedCommandLine &parsed)
{
    using namespace countdown;
    if (const auto *error = std::get_if<CommandLineError>(&parsed)) {
        return QStringLiteral("error \"%1\" (hint %2)")
            .arg(error->message)
            .arg(int(error->suggestHelp));
    }
    const Command &command = std::get<Command>(parsed);
    if (const auto *solve = std::get_if<SolveCommand>(&command)) {
        QStringList numbers;
        for (const Number n : solve->puzzle.numbers)
            numbers << QString::number(n);
        return QStringLiteral("solve %1 from [%2] %3")
            .arg(solve->puzzle.target)
            .arg(numbers.join(QLatin1Char(' ')), describe(solve->options));
    }
    if (const auto *batch = std::get_if<BatchCommand>(&command))
        return QStringLiteral("batch %1, threads %2")
            .arg(describe(batch->options))
            .arg(batch->threads);
    if (const auto *stats = std::get_if<OddsCommand>(&command)) {
        const OddsTableOptions &o = stats->options;
        return QStringLiteral("stats {variant %1 (%2, by rules %3), mode %4, targets %5-%6, large "
                              "%7, json %8, threads %9}")
            .arg(o.variant.id, o.variantName)
            .arg(int(o.namedByRules))
            .arg(int(o.variant.mode))
            .arg(o.lowTarget)
            .arg(o.highTarget)
            .arg(o.large)
            .arg(int(o.json))
            .arg(o.threads);
    }
    if (const auto *variations = std::get_if<VariationsCommand>(&command))
        return QStringLiteral("variations {mode %1, json %2, threads %3}")
            .arg(int(variations->mode))
            .arg(int(variations->json))
            .arg(variations->threads);
    if (const auto *daily = std::get_if<DailyCommand>(&command)) {
        return QStringLiteral("daily%3 {date %1, json %2}")
            .arg(daily->date ? daily->date->toString(Qt::ISODate) : QStringLiteral("today"))
            .arg(int(daily->json))
            .arg(daily->set ? QStringLiteral(" set") : QString());
    }
    if (const auto *make = std::get_if<MakeCodeCommand>(&command))
        return QStringLiteral("make code %1").arg(challengeCode(make->challenge));
    if (const auto *code = std::get_if<CodeCommand>(&command))
        return QStringLiteral("code %1 %2")
            .arg(challengeCode(code->challenge), describe(code->options));
    return std::holds_alternative<HelpCommand>(command) ? QStringLiteral("help")
                                                        : QStringLiteral("version");
}

} // namespace

class TestCountdownSolve : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void badInput_data();
    void badInput();
    void usageErrors_data();
    void usageErrors();
    void helpAndVersion_data();
    void helpAndVersion();
    void helpText();
    void parsedCommands_data();
    void parsedCommands();

    void json_data();
    void json();
    void jsonAll_data();
    void jsonAll();

    void human_data();
    void human();
    void humanAll();

    void batchJson_data();
    void batchJson();
    void batchHuman();
    void batchStreamsAreBytes();
    void batchLongLines_data();
    void batchLongLines();
    void batchManyLines();
    void batchStreamsAnswers();
    void batchThreadsKeepTheOrder_data();
    void batchThreadsKeepTheOrder();
    void batchReadsBoundedAhead_data();
    void batchReadsBoundedAhead();
    void batchWithFewerThreadsThanAsked();
    void fastFindsTheSameBestAnswer_data();
    void fastFindsTheSameBestAnswer();
    void shownExpressionOnTheOtherSide_data();
    void shownExpressionOnTheOtherSide();

    void daily_data();
    void daily();
    void dailyToday();
    void dailySet();

    void stats_data();
    void stats();
    void statsHuman_data();
    void statsHuman();

    void outputDoesNotDependOnTheLocale_data();
    void outputDoesNotDependOnTheLocale();
    void noLocaleGivesNoWarning_data();
    void noLocaleGivesNoWarning();
    void lostOutputIsAnError_data();
    void lostOutputIsAnError();
    void humanErrorsCarryNoControlCharacters();
    void bidiControlsAreWrittenOut_data();
    void bidiControlsAreWrittenOut();
    void variantFiles();
    void hugeVariantIsRefused_data();
    void hugeVariantIsRefused();
    void variations();
    void puzzleUnderAVariant();
    void makeCode_data();
    void makeCode();
    void makeCodeFromAVariantFile();
    void solveCode();
    void solveCodeJson();
    void badCode_data();
    void badCode();
};

void TestCountdownSolve::initTestCase()
{
    QVERIFY2(QFileInfo::exists(kProgram), qPrintable(kProgram));
}

// Bad command lines: exit code 2, nothing on stdout, and on stderr a message that starts with the
// program's name and names the problem.
void TestCountdownSolve::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    const auto row = [](const char *name, const QStringList &arguments, const char *message) {
        QTest::newRow(name) << arguments << QString::fromUtf8(message);
    };
    row("letters", args("952 25 abc"), "“abc” is not a number");
    row("letters as target", args("abc 25 50"), "“abc” is not a number");
    row("zero", args("952 25 0"), "0 cannot be used: numbers go from 1 to 999999");
    row("zero as target", args("0 25 50"), "0 cannot be the target: targets go from 1 to 999999");
    row("negative", args("952 -5 25"), "“-5” is not a number");
    row("negative as target", args("-5 25 50"), "“-5” is not a number");
    row("negative after --", args("952 -- -5"), "“-5” is not a number");
    row("plus sign", args("952 +5"), "“+5” is not a number");
    row("decimal point", args("952 5.0"), "“5.0” is not a number");
    row("exponent", args("952 1e3"), "“1e3” is not a number");
    row("exponent as target", args("1e3 5"), "“1e3” is not a number");
    row("full-width digit", {QStringLiteral("952"), QString(QChar(0xFF15))}, "is not a number");
    row("space inside an argument", {QStringLiteral("952"), QStringLiteral("25 50")},
        "“25 50” is not a number");
    row("empty argument", {QStringLiteral("952"), QString()}, "A number is missing");
    row("8 numbers", args("952 1 2 3 4 5 6 7 8"), "Too many numbers: 8 given, at most 7 allowed");
    row("1,000,000 as number", args("952 25 1000000"),
        "1000000 cannot be used: numbers go from 1 to 999999");
    row("1,000,000 as target", args("1000000 25 50"),
        "1000000 cannot be the target: targets go from 1 to 999999");
    row("huge number", args("952 99999999999999999999999"), "cannot be used");
    row("no numbers", args("952"), "Too few numbers: at least 1 needed");
}

void TestCountdownSolve::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);

    const Run run = runSolve(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.errText().startsWith(QStringLiteral("countdown-solve: ")), run.err.constData());
    QVERIFY2(run.errText().contains(message), run.err.constData());
    QVERIFY(run.err.endsWith('\n'));
    QVERIFY(run.err.count('\n') <= 2); // the problem, and at most a hint
}

// Mistakes in the command line itself: exit code 2, nothing on stdout and on stderr exactly one
// line: the program's name, a sentence that starts with a capital letter, and where to look.
void TestCountdownSolve::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message"); // without the program's name and the hint

    const auto row = [](const char *name, const QStringList &arguments, const char *message) {
        QTest::newRow(name) << arguments << QString::fromUtf8(message);
    };
    row("missing target and numbers", {}, "A TARGET and 1 to 7 numbers are needed");
    row("options only", args("--json --count"), "A TARGET and 1 to 7 numbers are needed");
    row("--all with --count", args("--all --count 952 25 50"),
        "Use --all or --count, not both (--all also gives the count)");
    row("unknown option", args("--frobnicate 952 25"), "Unknown option: --frobnicate");
    row("unknown option with a value", args("--frobnicate=3 952 25"),
        "Unknown option: --frobnicate");
    row("unknown short option", args("-x 952 25"), "Unknown option: -x");
    row("unknown short options together", args("-xy 952 25"), "Unknown option: -xy");
    row("two unknown options", args("952 --foo 25 -x"), "Unknown options: --foo, -x");
    row("unknown option twice", args("--foo --foo 952 25"), "Unknown option: --foo");
    row("--help-all is not ours", args("--help-all"), "Unknown option: --help-all");
    row("an unknown option beats --help", args("--help --frobnicate"),
        "Unknown option: --frobnicate");
    row("flag with a value", args("--json=yes 952 25"), "Option --json takes no value");
    row("short flag with a value", args("-h=1"), "Option -h takes no value");
    row("--batch with arguments", args("--batch 952 25"),
        "With --batch the puzzles come from standard input, not from the command line");
    // --stats
    row("--stats with a puzzle", args("--stats 952 25"), "Option --stats takes no puzzle");
    row("--stats with --batch", args("--stats --batch"),
        "Option --stats cannot be used with --batch, --all, --count or --fast");
    row("--stats with --count", args("--stats --count"),
        "Option --stats cannot be used with --batch, --all, --count or --fast");
    row("--stats with --all", args("--all --stats"),
        "Option --stats cannot be used with --batch, --all, --count or --fast");
    row("unknown rules", args("--stats --rules fr"), "Option --rules takes uk or lceb, not “fr”");
    row("rules in capitals", args("--stats --rules UK"),
        "Option --rules takes uk or lceb, not “UK”");
    row("empty rules", args("--stats --rules="), "Option --rules takes uk or lceb, not “”");
    row("--rules without a value", args("--stats --rules"), "Option --rules needs a value");
    row("--targets without a value", args("--stats --targets"), "Option --targets needs a value");
    row("--large without a value", args("--stats --large"), "Option --large needs a value");
    const char *targets = "Option --targets takes LO-HI with 1 <= LO <= HI <= 999999, not ";
    const auto targetsRow = [&](const char *name, const QStringList &arguments, const char *value) {
        QTest::newRow(name) << arguments
                            << QString::fromUtf8(targets)
                                   + QStringLiteral("“%1”").arg(QString::fromUtf8(value));
    };
    targetsRow("--targets reversed", args("--stats --targets 200-100"), "200-100");
    targetsRow("--targets from 0", args("--stats --targets 0-10"), "0-10");
    targetsRow("--targets beyond 999999", args("--stats --targets 100-1000000"), "100-1000000");
    targetsRow("--targets one number", args("--stats --targets 100"), "100");
    targetsRow("--targets open", args("--stats --targets=100-"), "100-");
    targetsRow("--targets negative", args("--stats --targets -5-10"), "-5-10");
    targetsRow(
        "--targets with spaces",
        {QStringLiteral("--stats"), QStringLiteral("--targets"), QStringLiteral("100 - 200")},
        "100 - 200");
    targetsRow("--targets taking the next option", args("--stats --targets --json"), "--json");
    // A terminal's escape sequence comes back written out, never as it is.
    targetsRow(
        "--targets with control characters",
        {QStringLiteral("--stats"), QStringLiteral("--targets"), QStringLiteral("\x1b]0;x\x07")},
        "\\x1b]0;x\\x07");
    row("--rules without --stats", args("--rules uk 952 25"),
        "Options --rules, --targets and --large go with --stats");
    row("--targets without --stats", args("--targets 1-5 952 25"),
        "Options --rules, --targets and --large go with --stats");
    row("--large without --stats", args("--large 2 952 25"),
        "Options --rules, --targets and --large go with --stats");
    row("--large 5", args("--stats --large 5"), "Option --large takes 0 to 4, not “5”");
    row("--large -1", args("--stats --large -1"), "Option --large takes 0 to 4, not “-1”");
    row("--large 02", args("--stats --large 02"), "Option --large takes 0 to 4, not “02”");
    row("--large with French rules", args("--stats --rules lceb --large 2"),
        "Option --large goes with the UK rules only");
    row("--large with a one-bag variant", args("--stats --variant lceb --large 2"),
        "Option --large goes with variants where the player picks the large numbers");
    row("--large outside a variant's pick", args("--stats --variant all-large --large 4"),
        "Option --large takes 5 to 6, not “4”");
    row("unknown variant", args("--stats --variant no-such-variant"),
        "Option --variant takes a variant's name (uk, lceb, all-large, alternative-large, "
        "four-digit, seven-tiles, no-division) or a file, not “no-such-variant”");
    row("--variant without a value", args("--stats --variant"), "Option --variant needs a value");
    row("--rules with --variant", args("--stats --rules uk --variant uk"),
        "Use --rules or --variant, not both");
    row("--variations with --stats", args("--variations --stats"),
        "Option --variations goes with --use-all, --json and --threads only, not --stats");
    row("--variations with a puzzle", args("--variations 952 25"),
        "Option --variations takes no puzzle");
    // --daily
    row("--daily with --batch", args("--daily --batch"),
        "Option --daily goes with --json only, not --batch");
    row("--daily with --stats", args("--stats --daily"),
        "Option --daily goes with --json only, not --stats");
    row("--daily with --use-all", args("--daily 2026-12-01 --use-all"),
        "Option --daily goes with --json only, not --use-all");
    row("--daily with two dates", args("--daily 2026-12-01 2026-12-02"),
        "Option --daily takes one date at most");
    row("--daily with a day that does not exist", args("--daily 2026-02-30"),
        "Option --daily takes a date as YYYY-MM-DD, not “2026-02-30”");
    row("--daily with another way of writing", args("--daily 1/12/2026"),
        "Option --daily takes a date as YYYY-MM-DD, not “1/12/2026”");
    row("--daily with a short year", args("--daily 26-12-01"),
        "Option --daily takes a date as YYYY-MM-DD, not “26-12-01”");
    row("--daily before the first day", args("--daily 2025-12-31"),
        "The daily puzzle starts on 2026-01-01 (#1), not “2025-12-31”");
    // --make-code and --code
    row("--make-code with --json", args("--make-code --json 952 25"),
        "Option --make-code goes with --variant and --use-all only, not --json");
    row("--make-code without a puzzle", args("--make-code --variant lceb"),
        "Option --make-code needs a TARGET and 1 to 7 numbers");
    row("--make-code and --code", args("--make-code --code 1B83 952 25"),
        "Option --make-code goes with --variant and --use-all only, not --code");
    row("--code with --variant", args("--code 1B83-409D-KH50-0T20-EH --variant uk"),
        "Option --code goes with --json, --count, --all and --fast only, not --variant (the code "
        "gives the rules)");
    row("--code with --use-all", args("--code 1B83-409D-KH50-0T20-EH --use-all"),
        "Option --code goes with --json, --count, --all and --fast only, not --use-all (the code "
        "gives the rules)");
    row("--code with a puzzle", args("--code 1B83-409D-KH50-0T20-EH 952 25"),
        "Option --code takes the code as its value, and no puzzle (quote a code with spaces)");
    row("--code without a code", args("--code"), "Option --code needs a value");
}

void TestCountdownSolve::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);

    const Run run = runSolve(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.errText(), QStringLiteral("countdown-solve: ") + message
                                + QStringLiteral(". Try countdown-solve --help.\n"));
    const QString sentence = run.errText().mid(QStringLiteral("countdown-solve: ").size());
    QVERIFY2(sentence.front().isUpper(), run.err.constData());
}

void TestCountdownSolve::helpAndVersion_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("pattern");

    const QString help =
        QStringLiteral("^Usage: countdown-solve \\[options\\] TARGET N1 (.|\\n)*--use-all"
                       "(.|\\n)*--json(.|\\n)*--all(.|\\n)*--count(.|\\n)*--batch");
    QTest::newRow("--help") << args("--help") << help;
    QTest::newRow("-h") << args("-h") << help;
    QTest::newRow("--help with a puzzle") << args("--help 952 25") << help;
    QTest::newRow("--help with options that do not go together")
        << args("--stats --all --count --help") << help;
    QTest::newRow("--help and --version") << args("--version --help") << help;
    QTest::newRow("--version") << args("--version")
                               << QStringLiteral("^countdown-solve \\d+\\.\\d+\\.\\d+\\n$");
    QTest::newRow("-v") << args("-v") << QStringLiteral("^countdown-solve \\d+\\.\\d+\\.\\d+\\n$");
}

void TestCountdownSolve::helpAndVersion()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, pattern);

    const Run run = runSolve(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QVERIFY2(QRegularExpression(pattern).match(run.outText()).hasMatch(), run.out.constData());
}

// --help names the program, never the path it was started by (here the build folder's), offers
// only our options (not Qt's --help-all) and fits a terminal of 80 columns.
void TestCountdownSolve::helpText()
{
    const Run run = runSolve(args("--help"));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QString text = run.outText();
    const QStringList lines = run.outLines();
    QVERIFY2(lines.size() > 12, run.out.constData());
    QCOMPARE(lines.mid(0, 12),
             (QStringList{
                 QStringLiteral("Usage: countdown-solve [options] TARGET N1 [N2 ... N7]"),
                 QStringLiteral("       countdown-solve --batch [--threads N] [options]"),
                 QStringLiteral("       countdown-solve --stats [--rules uk|lceb | --variant "
                                "NAME|FILE]"),
                 QStringLiteral("                       [--large K] [--targets LO-HI] [--use-all] "
                                "[--json]"),
                 QStringLiteral("                       [--threads N]"),
                 QStringLiteral("       countdown-solve --variations [--use-all] [--json] "
                                "[--threads N]"),
                 QStringLiteral("       countdown-solve --daily [YYYY-MM-DD] [--json]"),
                 QStringLiteral("       countdown-solve --daily-set [YYYY-MM-DD] [--json]"),
                 QStringLiteral("       countdown-solve --make-code TARGET N1 [N2 ... N7] "
                                "[--variant NAME|FILE]"),
                 QStringLiteral("                       [--use-all]"),
                 QStringLiteral("       countdown-solve --code CODE [--json] [--count | --all | "
                                "--fast]"),
                 QStringLiteral("       countdown-solve --help | --version"),
             }));
    const QString folder = QFileInfo(kProgram).absolutePath();
    QVERIFY2(!text.contains(folder), qPrintable(folder));
    QVERIFY(!text.contains(QStringLiteral("--help-all")));
    for (const QString &line : lines)
        QVERIFY2(line.size() <= 79, qPrintable(line));
#ifdef Q_OS_WIN
    const char *const helpOption = "-?, -h, --help"; // Qt adds Windows' own -? there
#else
    const char *const helpOption = "-h, --help";
#endif
    for (const char *option :
         {helpOption, "-v, --version", "--use-all", "--json", "--all", "--count", "--fast",
          "--batch", "--stats", "--daily", "--rules <uk|lceb>", "--targets <LO-HI>", "--large <K>",
          "--threads <N>", "--make-code", "--code <CODE>"}) {
        const QString entry = QStringLiteral("\n  ") + QString::fromUtf8(option) + QLatin1Char(' ');
        QCOMPARE(text.count(entry), qsizetype(1));
    }
    QVERIFY2(text.endsWith(QStringLiteral(
                 "could not all be written (or memory ran out), 2 for bad input.\n")),
             run.out.constData());
    // The same text in this process, which was started by another path.
    QCOMPARE(text, countdown::helpText());
}

// The command line read into one command value, in-process: which command, with which options,
// and which mistake when there is one.
void TestCountdownSolve::parsedCommands_data()
{
    using namespace countdown;
    QTest::addColumn<QStringList>("arguments"); // after the program's name
    QTest::addColumn<ParsedCommandLine>("expected");

    const auto row = [](const char *name, const QStringList &arguments,
                        const ParsedCommandLine &expected) {
        QTest::newRow(name) << arguments << expected;
    };
    const auto options = [](SolveMode mode, bool json, bool count, bool all) {
        return SolveOptions{mode, json, count, all};
    };
    const SolveMode drop = SolveMode::DropAllowed;
    const SolveMode useAll = SolveMode::UseAll;
    const Puzzle puzzle952{{25, 50, 75, 100, 3, 6}, 952};
    row("a puzzle", args("952 25 50 75 100 3 6"), Command{SolveCommand{puzzle952, {}}});
    row("every option of a puzzle", args("--use-all --json --count 952 25 50 75 100 3 6"),
        Command{SolveCommand{puzzle952, options(useAll, true, true, false)}});
    row("--all counts too", args("--all 10 3"),
        Command{SolveCommand{Puzzle{{3}, 10}, options(drop, false, true, true)}});
    row("options after the numbers", args("952 25 --json"),
        Command{SolveCommand{Puzzle{{25}, 952}, options(drop, true, false, false)}});
    row("after --, only numbers", args("--json -- 952 25"),
        Command{SolveCommand{Puzzle{{25}, 952}, options(drop, true, false, false)}});
    row("--batch", args("--batch"), Command{BatchCommand{}});
    row("--batch with options", args("--all --batch --use-all --json"),
        Command{BatchCommand{options(useAll, true, true, true)}});
    const auto stats = [](const GameVariant &variant, const char *name, bool byRules, Number low,
                          Number high, int large, bool json) {
        return Command{OddsCommand{
            OddsTableOptions{variant, QString::fromLatin1(name), byRules, low, high, large, json}}};
    };
    row("--stats", args("--stats"), stats(standardVariant(), "uk", true, 100, 999, -1, false));
    row("--stats, French rules", args("--stats --rules lceb --use-all"),
        stats(variantOf(RuleSet::LeCompteEstBon, useAll), "lceb", true, 101, 999, -1, false));
    row("--stats, one row", args("--json --large=3 --stats --targets 500-510 --rules uk"),
        stats(standardVariant(), "uk", true, 500, 510, 3, true));
    row("--stats of a variant", args("--stats --variant four-digit"),
        stats(*builtInVariant(u"four-digit"), "four-digit", false, 1000, 9999, -1, false));
    row("--stats, one row of all large", args("--stats --variant=all-large --large 6"),
        stats(*builtInVariant(u"all-large"), "all-large", false, 100, 999, 6, false));
    row("a puzzle under a variant", args("--variant no-division 952 25 50 75 100 3 6"),
        Command{
            SolveCommand{puzzle952, SolveOptions{drop, false, false, false,
                                                 OperatorSet::all().without(Operator::Divide)}}});
    row("--variations", args("--variations --use-all"), Command{VariationsCommand{useAll, false}});
    row("--batch on three threads", args("--batch --threads 3"), Command{BatchCommand{{}, 3}});
    {
        SolveOptions fast;
        fast.fast = true;
        row("--fast", args("--fast 952 25 50 75 100 3 6"), Command{SolveCommand{puzzle952, fast}});
        fast.mode = useAll;
        fast.json = true;
        row("--fast in a batch", args("--batch --use-all --fast --json"),
            Command{BatchCommand{fast}});
    }
    row("--batch on 256 threads", args("--threads=256 --json --batch"),
        Command{BatchCommand{options(drop, true, false, false), 256}});
    {
        OddsTableOptions oneThread{
            standardVariant(), QStringLiteral("uk"), true, 100, 999, -1, false};
        oneThread.threads = 1;
        row("--stats on one thread", args("--stats --threads 1"), Command{OddsCommand{oneThread}});
    }
    row("--variations on two threads", args("--threads 2 --variations"),
        Command{VariationsCommand{drop, false, 2}});
    row("--daily", args("--daily"), Command{DailyCommand{}});
    row("--daily of a date, in JSON", args("--json --daily 2027-01-01"),
        Command{DailyCommand{QDate(2027, 1, 1), true}});
    row("--help", args("--help"), Command{HelpCommand{}});
    row("-h", args("-h"), Command{HelpCommand{}});
    row("--help with a puzzle", args("952 25 --help"), Command{HelpCommand{}});
    row("--help beats options that do not go together", args("--all --count --stats --batch -h"),
        Command{HelpCommand{}});
    row("--help beats --version", args("--version --help"), Command{HelpCommand{}});
    row("--version", args("--version"), Command{VersionCommand{}});
    row("-v", args("-v"), Command{VersionCommand{}});
    row("--version beats a bad value", args("--stats --rules fr -v"), Command{VersionCommand{}});
    // Mistakes: the first from the left of the order that parseCommandLine promises.
    const auto usage = [](const char *message) {
        return CommandLineError{QString::fromUtf8(message), true};
    };
    row("nothing", {}, usage("A TARGET and 1 to 7 numbers are needed"));
    row("an unknown option beats --help", args("--help --frobnicate"),
        usage("Unknown option: --frobnicate"));
    row("a missing value beats --version", args("--version --targets"),
        usage("Option --targets needs a value"));
    row("--all with --count", args("--count --all 952 25"),
        usage("Use --all or --count, not both (--all also gives the count)"));
    row("--all with --count beats --stats", args("--count --all --stats"),
        usage("Use --all or --count, not both (--all also gives the count)"));
    row("--stats with --batch", args("--stats --batch"),
        usage("Option --stats cannot be used with --batch, --all, --count or --fast"));
    row("--stats with --fast", args("--fast --stats"),
        usage("Option --stats cannot be used with --batch, --all, --count or --fast"));
    row("--fast with --count", args("--count --fast 952 25"),
        usage("Use --fast or --all/--count, not both (they find every solution, and the easiest "
              "with them)"));
    row("--fast with --all in a batch", args("--batch --fast --all"),
        usage("Use --fast or --all/--count, not both (they find every solution, and the easiest "
              "with them)"));
    row("--fast with --variations", args("--variations --fast"),
        usage("Option --variations goes with --use-all, --json and --threads only, not --fast"));
    row("--fast with --daily", args("--daily --fast"),
        usage("Option --daily goes with --json only, not --fast"));
    row("--stats with a puzzle", args("--stats 952 25"), usage("Option --stats takes no puzzle"));
    row("--rules before --targets", args("--stats --targets 9-1 --rules fr"),
        usage("Option --rules takes uk or lceb, not “fr”"));
    row("--targets before --large", args("--stats --large 9 --targets 9-1"),
        usage("Option --targets takes LO-HI with 1 <= LO <= HI <= 999999, not “9-1”"));
    row("--large with French rules", args("--stats --large 2 --rules lceb"),
        usage("Option --large goes with the UK rules only"));
    row("--large without --stats", args("--large 2 952 25"),
        usage("Options --rules, --targets and --large go with --stats"));
    row("--threads with a puzzle", args("--threads 2 952 25"),
        usage("Option --threads goes with --batch, --stats or --variations"));
    row("--threads alone", args("--threads 2"),
        usage("Option --threads goes with --batch, --stats or --variations"));
    row("--threads with --daily", args("--daily --threads 2"),
        usage("Option --daily goes with --json only, not --threads"));
    row("--threads needs a value", args("--batch --threads"),
        usage("Option --threads needs a value"));
    row("no thread", args("--batch --threads 0"),
        usage("Option --threads takes a number from 1 to 256, not “0”"));
    row("too many threads", args("--stats --threads 257"),
        usage("Option --threads takes a number from 1 to 256, not “257”"));
    row("threads not a number", args("--variations --threads two"),
        usage("Option --threads takes a number from 1 to 256, not “two”"));
    row("negative threads", args("--batch --threads=-1"),
        usage("Option --threads takes a number from 1 to 256, not “-1”"));
    row("a combination before --threads' value", args("--variations --threads 0 --rules uk"),
        usage("Option --variations goes with --use-all, --json and --threads only, not --rules"));
    row("--batch with a puzzle", args("--batch 952 25"),
        usage("With --batch the puzzles come from standard input, not from the command line"));
    // A puzzle's number: the core's message says what is wrong, with no hint.
    row("a bad number", args("952 abc"),
        CommandLineError{QStringLiteral("“abc” is not a number"), false});
    row("a bad target", args("0 25 50"),
        CommandLineError{QStringLiteral("0 cannot be the target: targets go from 1 to 999999"),
                         false});
}

void TestCountdownSolve::parsedCommands()
{
    QFETCH(QStringList, arguments);
    QFETCH(countdown::ParsedCommandLine, expected);

    const countdown::ParsedCommandLine parsed =
        countdown::parseCommandLine(QStringList{QStringLiteral("countdown-solve")} + arguments);
    QVERIFY2(parsed == expected,
             qPrintable(describe(parsed) + QStringLiteral(", expected ") + describe(expected)));
}

// One puzzle with --json: the published best value, distance and fewest numbers, and with
// --count the published number of distinct solutions (docs/published-puzzles.md).
void TestCountdownSolve::json_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<int>("numbersUsed");
    QTest::addColumn<int>("solutions"); // -1: not asked for; -2: asked for, some (count unknown)

    const auto row = [](const char *name, const char *options, qint64 target,
                        const Numbers &numbers, qint64 value, int used, int solutions) {
        QTest::newRow(name) << args(options) << target << numbers << value << used << solutions;
    };
    // The published puzzles: best value, fewest numbers, Solver A's count.
    row("952", "--json", 952, {25, 50, 75, 100, 3, 6}, 952, 6, -1);
    row("952 --count", "--json --count", 952, {25, 50, 75, 100, 3, 6}, 952, 6, 2);
    row("178", "--json", 178, {50, 75, 2, 4, 1, 4}, 178, 5, -1);
    row("178 --count", "--json --count", 178, {50, 75, 2, 4, 1, 4}, 178, 5, 12);
    row("824", "--json", 824, {3, 7, 6, 2, 1, 7}, 826, 6, -1);
    row("824 --count", "--count --json", 824, {3, 7, 6, 2, 1, 7}, 826, 6, 2);
    row("586 --count", "--json --count", 586, {16, 60, 11, 12, 18, 15}, 586, 5, 6);
    row("564 --count", "--json --count", 564, {2, 3, 7, 8, 50, 75}, 564, 5, 17);
    row("383 --count", "--json --count", 383, {1, 3, 7, 7, 9, 25}, 383, 5, 4);
    row("653 --count", "--json --count", 653, {10, 10, 25, 50, 75, 100}, 653, 6, 1);
    row("926 --count", "--json --count", 926, {75, 2, 8, 5, 10, 10}, 926, 6, 1);
    row("920", "--json", 920, {75, 25, 8, 4, 9, 10}, 920, 4, -1);
    row("666", "--json", 666, {75, 8, 7, 4, 1, 5}, 666, 4, -1);
    // The small cases of docs/published-puzzles.md.
    row("[1,2,3] -> 6", "--json --count", 6, {1, 2, 3}, 6, 2, 2);
    row("[2,2,4] -> 8", "--json --count", 8, {2, 2, 4}, 8, 2, 3);
    row("[2,2] -> 4", "--json --count", 4, {2, 2}, 4, 2, 2);
    row("[10,7,3] -> 6", "--json --count", 6, {10, 7, 3}, 6, 3, 1);
    row("[3,3,9] -> 3", "--json --count", 3, {3, 3, 9}, 3, 1, 2);
    row("[25,50,4,2] -> 100", "--json --count", 100, {25, 50, 4, 2}, 100, 2, 4);
    row("[10,10,5] -> 15", "--json --count", 15, {10, 10, 5}, 15, 2, 1);
    row("[100,10,5] -> 105", "--json --count", 105, {100, 10, 5}, 105, 2, 1);
    // 8 and 12 are equally close to 10 with two numbers: the lower is the best; both count.
    row("[6,2] -> 10", "--json --count", 10, {6, 2}, 8, 2, 2);
    // By hand: a single tile, 7 away; a single tile only counts when it is the target.
    row("[3] -> 10", "--json --count", 10, {3}, 3, 1, 0);
    row("limits", "--json", 999'999, {999'999, 1}, 999'999, 1, -1);
    // Seven numbers of 999,999: products of four of them leave 64 bits; those steps are skipped
    // and the puzzle is still answered. By hand, with a = 999,999: 4 = (a + a + a + a) / a uses
    // five tiles; every tile used: a * (a / a) * (a / a) * (a / a) = a.
    const Numbers sevenBig(7, 999'999);
    row("seven 999999 -> 4", "--json --count", 4, sevenBig, 4, 5, -2);
    row("seven 999999, use all", "--json --use-all", 999'999, sevenBig, 999'999, 7, -1);
    // Must use all (docs/published-puzzles.md, "Use-all facts").
    row("use-all, six 1s -> 10", "--json --use-all", 10, {1, 1, 1, 1, 1, 1}, 9, 6, -1);
    row("use-all, six 1s -> 5", "--use-all --json", 5, {1, 1, 1, 1, 1, 1}, 5, 6, -1);
    row("use-all [1,2,3] -> 6", "--json --use-all --count", 6, {1, 2, 3}, 6, 3, 3);
    row("use-all 952", "--json --use-all", 952, {25, 50, 75, 100, 3, 6}, 952, 6, -1);
}

void TestCountdownSolve::json()
{
    QFETCH(QStringList, options);
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(qint64, value);
    QFETCH(int, numbersUsed);
    QFETCH(int, solutions);

    const Run run = runSolve(puzzleArguments(options, target, numbers));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());

    const QJsonObject o = onlyObject(run);
    const bool useAll = options.contains(QStringLiteral("--use-all"));
    checkAnswerObject(o, target, numbers,
                      useAll ? QStringLiteral("use-all") : QStringLiteral("drop"),
                      solutions >= 0 || solutions == -2, false);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(o[QStringLiteral("value")].toInteger(), value);
    QCOMPARE(o[QStringLiteral("distance")].toInteger(), qAbs(value - target));
    QCOMPARE(o[QStringLiteral("numbers_used")].toInt(), numbersUsed);
    if (solutions >= 0)
        QCOMPARE(o[QStringLiteral("solutions")].toInt(), solutions);
    if (solutions == -2)
        QVERIFY(o[QStringLiteral("solutions")].toInt() > 0);
}

// --all: as many expressions as `solutions`, all different, fewest numbers first, each at the
// best distance (for 824 both reach 826, docs/published-puzzles.md) and each re-checked.
void TestCountdownSolve::jsonAll_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    QTest::addColumn<int>("solutions");
    QTest::addColumn<Numbers>("values"); // the values the solutions reach

    QTest::newRow("824") << args("--json --all") << qint64(824) << Numbers{3, 7, 6, 2, 1, 7} << 2
                         << Numbers{826};
    QTest::newRow("178") << args("--all --json") << qint64(178) << Numbers{50, 75, 2, 4, 1, 4} << 12
                         << Numbers{178};
    QTest::newRow("952") << args("--json --all") << qint64(952) << Numbers{25, 50, 75, 100, 3, 6}
                         << 2 << Numbers{952};
    QTest::newRow("[3,3,9] -> 3") << args("--json --all") << qint64(3) << Numbers{3, 3, 9} << 2
                                  << Numbers{3};
    QTest::newRow("[6,2] -> 10") << args("--json --all") << qint64(10) << Numbers{6, 2} << 2
                                 << Numbers{8, 12};
    // By hand: the closest value is a single tile (7, 3 away; 3, 7 away), which is not a
    // solution (docs/rules.md, "Distinct solutions", rule 6); every expression of two tiles is
    // farther away.
    QTest::newRow("[7,13] -> 10") << args("--json --all") << qint64(10) << Numbers{7, 13} << 0
                                  << Numbers{};
    QTest::newRow("[3,100] -> 10")
        << args("--json --all") << qint64(10) << Numbers{3, 100} << 0 << Numbers{};
    QTest::newRow("use-all [1,2,3] -> 6")
        << args("--json --all --use-all") << qint64(6) << Numbers{1, 2, 3} << 3 << Numbers{6};
}

void TestCountdownSolve::jsonAll()
{
    QFETCH(QStringList, options);
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(int, solutions);
    QFETCH(Numbers, values);

    const Run run = runSolve(puzzleArguments(options, target, numbers));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());

    const QJsonObject o = onlyObject(run);
    const bool useAll = options.contains(QStringLiteral("--use-all"));
    checkAnswerObject(o, target, numbers,
                      useAll ? QStringLiteral("use-all") : QStringLiteral("drop"), true, true);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(o[QStringLiteral("solutions")].toInt(), solutions);
    const qint64 distance = o[QStringLiteral("distance")].toInteger();
    QVERIFY(o[QStringLiteral("expressions")].isArray());
    const QJsonArray list = o[QStringLiteral("expressions")].toArray();
    QCOMPARE(list.size(), qsizetype(solutions));

    QSet<QString> texts;
    QSet<qint64> reached;
    int previousUsed = 0;
    for (const QJsonValue &item : list) {
        QVERIFY(item.isObject());
        const QJsonObject e = item.toObject();
        QCOMPARE(keysOf(e), (QSet<QString>{QStringLiteral("expression"), QStringLiteral("value"),
                                           QStringLiteral("numbers_used")}));
        QVERIFY(e[QStringLiteral("expression")].isString());
        QVERIFY(isInteger(e[QStringLiteral("value")]));
        QVERIFY(isInteger(e[QStringLiteral("numbers_used")]));
        const QString text = e[QStringLiteral("expression")].toString();
        const qint64 value = e[QStringLiteral("value")].toInteger();
        const int used = e[QStringLiteral("numbers_used")].toInt();
        checkExpression(text, value, used, numbers);
        QCOMPARE(qAbs(value - target), distance);
        QVERIFY2(values.contains(value), qPrintable(text));
        QVERIFY2(used >= previousUsed, qPrintable(text)); // fewest numbers first
        if (useAll)
            QCOMPARE(used, numbers.size());
        previousUsed = used;
        QVERIFY2(!texts.contains(text), qPrintable(text));
        texts << text;
        reached << value;
    }
    // Every expected value is reached (8 and 12 for [6,2] -> 10), and the best answer uses as few
    // numbers as the first solution.
    QCOMPARE(reached, QSet<qint64>(values.begin(), values.end()));
    if (!list.isEmpty())
        QCOMPARE(list.first().toObject()[QStringLiteral("numbers_used")].toInt(),
                 o[QStringLiteral("numbers_used")].toInt());
}

// Human output: "EXPRESSION = VALUE", the steps indented, then "exact" or "N away" with the
// numbers used; --count adds the count. ASCII only.
void TestCountdownSolve::human_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<Numbers>("numbers"); // the target, then the numbers
    QTest::addColumn<qint64>("value");
    QTest::addColumn<int>("numbersUsed");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("countLine"); // empty: none expected

    QTest::newRow("952") << QStringList() << Numbers{952, 25, 50, 75, 100, 3, 6} << qint64(952) << 6
                         << QStringLiteral("exact, using 6 numbers") << QString();
    QTest::newRow("824") << QStringList() << Numbers{824, 3, 7, 6, 2, 1, 7} << qint64(826) << 6
                         << QStringLiteral("2 away, using 6 numbers") << QString();
    QTest::newRow("178 --count") << args("--count") << Numbers{178, 50, 75, 2, 4, 1, 4}
                                 << qint64(178) << 5 << QStringLiteral("exact, using 5 numbers")
                                 << QStringLiteral("12 distinct solutions");
    QTest::newRow("653 --count") << args("--count") << Numbers{653, 10, 10, 25, 50, 75, 100}
                                 << qint64(653) << 6 << QStringLiteral("exact, using 6 numbers")
                                 << QStringLiteral("1 distinct solution");
    QTest::newRow("single tile") << QStringList() << Numbers{25, 25, 50} << qint64(25) << 1
                                 << QStringLiteral("exact, using 1 number") << QString();
    QTest::newRow("use-all, six 1s -> 10")
        << args("--use-all") << Numbers{10, 1, 1, 1, 1, 1, 1} << qint64(9) << 6
        << QStringLiteral("1 away, using 6 numbers") << QString();
}

void TestCountdownSolve::human()
{
    QFETCH(QStringList, options);
    QFETCH(Numbers, numbers);
    QFETCH(qint64, value);
    QFETCH(int, numbersUsed);
    QFETCH(QString, verdict);
    QFETCH(QString, countLine);

    QStringList arguments;
    for (const qint64 n : numbers)
        arguments << QString::number(n);
    numbers.removeFirst();                         // the target
    const Run run = runSolve(arguments + options); // options after the numbers work too
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    for (const char c : run.out)
        QVERIFY2(c == '\n' || (c >= 0x20 && c < 0x7f), run.out.constData());

    const QStringList lines = run.outLines();
    const qsizetype steps = numbersUsed - 1;
    QCOMPARE(lines.size(), 1 + steps + 1 + (countLine.isEmpty() ? 0 : 1));
    const QString suffix = QStringLiteral(" = ") + QString::number(value);
    QVERIFY2(lines[0].endsWith(suffix), qPrintable(lines[0]));
    checkExpression(lines[0].chopped(suffix.size()), value, numbersUsed, numbers);
    QStringList stepTexts;
    for (qsizetype i = 1; i <= steps; ++i) {
        QVERIFY2(lines[i].startsWith(QStringLiteral("    ")), qPrintable(lines[i]));
        stepTexts << lines[i].trimmed();
    }
    checkSteps(stepTexts, value, numbersUsed, numbers);
    QCOMPARE(lines[1 + steps], verdict);
    if (!countLine.isEmpty())
        QCOMPARE(lines[2 + steps], countLine);
}

void TestCountdownSolve::humanAll()
{
    // By hand: 3 is 7 away from 10 and, being a single tile, not a solution: nothing to list.
    const Run none = runSolve(args("--all 10 3"));
    QVERIFY(none.finished);
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.outText(),
             QStringLiteral("3 = 3\n7 away, using 1 number\n0 distinct solutions\n"));

    const Run run = runSolve(args("--all 824 3 7 6 2 1 7"));
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    const qsizetype header = lines.indexOf(QStringLiteral("2 distinct solutions:"));
    QVERIFY2(header > 0, run.out.constData());
    QCOMPARE(lines.size(), header + 3);
    QVERIFY(lines.contains(QStringLiteral("2 away, using 6 numbers")));
    for (const QString &line : lines.mid(header + 1)) {
        QVERIFY2(line.startsWith(QStringLiteral("    ")) && line.endsWith(QStringLiteral(" = 826")),
                 qPrintable(line));
        checkExpression(line.trimmed().chopped(6), 826, 6, {3, 7, 6, 2, 1, 7});
    }
}

// --batch --json: one line per non-blank input line, in order; a bad line gives
// {"line": N, "error": "..."} in its place and exit code 2, the others are still answered.
// `expected`: "T" for an answer to target T, "N:message" for an error on line N.
void TestCountdownSolve::batchJson_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("exitCode");

    const auto row = [](const char *name, const char *input, const char *expected, int exitCode) {
        QTest::newRow(name) << QByteArray(
            input) << QString::fromUtf8(expected).split(QLatin1Char('|'), Qt::SkipEmptyParts)
                            << exitCode;
    };
    row("in order", "952 25 50 75 100 3 6\n824 3 7 6 2 1 7\n178 50 75 2 4 1 4\n", "952|824|178", 0);
    row("blank lines skipped", "\n   \n952 25 50 75 100 3 6\n\t\n\n824 3 7 6 2 1 7\n \r\n",
        "952|824", 0);
    row("bad line in place", "952 25 50 75 100 3 6\n952 abc\n824 3 7 6 2 1 7\n",
        "952|2:“abc” is not a number|824", 2);
    row("blank lines are numbered", "\n\n0 5\n178 50 75 2 4 1 4\n", "3:0 cannot be the target|178",
        2);
    row("several bad lines", "-5 3\n952 1 2 3 4 5 6 7 8\n5 5\n1000000 5\n952 5.0\n952\n6 1 2 3",
        "1:“-5” is not a number|2:Too many numbers: 8 given, at most 7 allowed|5|"
        "4:1000000 cannot be the target|5:“5.0” is not a number|6:Too few numbers|6",
        2);
    row("CRLF, no final newline", "952 25 50 75 100 3 6\r\n824 3 7 6 2 1 7", "952|824", 0);
    row("byte-order mark",
        "\xEF\xBB\xBF"
        "952 25 50 75 100 3 6\n",
        "952", 0);
    row("tabs and spaces", "\t952\t25  50 75 100 3 6  \n", "952", 0);
    row("empty input", "", "", 0);
    row("only blank lines", "\n \n\t\n", "", 0);
    row("only bad lines", "x 5\n", "1:“x” is not a number", 2);
    row("letters alone", "abc\n952 25 50 75 100 3 6\n", "1:“abc” is not a number|952", 2);
}

void TestCountdownSolve::batchJson()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QFETCH(int, exitCode);

    const Run run = runSolve(args("--batch --json"), input);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err, QByteArray());
    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), expected.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i].toUtf8()).object();
        const QString &want = expected[i];
        const qsizetype colon = want.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            QVERIFY2(o.contains(QStringLiteral("value")), qPrintable(lines[i]));
            QCOMPARE(o[QStringLiteral("target")].toInteger(), want.toLongLong());
        } else {
            QCOMPARE(keysOf(o), (QSet<QString>{QStringLiteral("line"), QStringLiteral("error")}));
            QVERIFY(isInteger(o[QStringLiteral("line")]));
            QCOMPARE(o[QStringLiteral("line")].toInt(), want.left(colon).toInt());
            QVERIFY(o[QStringLiteral("error")].isString());
            QVERIFY2(o[QStringLiteral("error")].toString().contains(want.mid(colon + 1)),
                     qPrintable(lines[i]));
        }
    }
}

void TestCountdownSolve::batchHuman()
{
    const Run run = runSolve(args("--batch"), "952 25 50 75 100 3 6\n\n952 -5\n824 3 7 6 2 1 7\n");
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    const QString out = run.outText();
    const qsizetype first = out.indexOf(QStringLiteral("exact"));
    const qsizetype error = out.indexOf(QStringLiteral("line 3: error: “-5” is not a number\n"));
    const qsizetype third = out.indexOf(QStringLiteral("2 away"));
    QVERIFY2(first >= 0 && error > first && third > error, run.out.constData());
    QVERIFY(out.contains(QStringLiteral("line 1: target 952, numbers 25 50 75 100 3 6\n")));
    QVERIFY(out.contains(QStringLiteral("line 4: target 824, numbers 3 7 6 2 1 7\n")));
}

// The same bytes in and out on every platform: a Ctrl-Z (which ends a Windows program's input in
// text mode) is a bad line like any other and the lines after it are answered; a line ending in
// "\r\n" (a file from Notepad) is read; what is written ends its lines in "\n" alone (text mode
// would write "\r\n").
void TestCountdownSolve::batchStreamsAreBytes()
{
    const Run run = runSolve(args("--batch"), "952 25 50 75 100 3 6\n\x1a\r\n824 3 7 6 2 1 7\r\n");
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    const QString out = run.outText();
    QVERIFY2(out.contains(QStringLiteral("line 2: error: “\\x1a” is not a number\n")),
             run.out.constData());
    QVERIFY2(out.contains(QStringLiteral("line 3: target 824, numbers 3 7 6 2 1 7\n")),
             run.out.constData());
    QVERIFY(out.contains(QStringLiteral("2 away")));
    QVERIFY2(!run.out.contains('\r'), run.out.constData());
    QVERIFY(!run.err.contains('\r'));
}

// Lines of 100,000 characters and more: an answer or a short error, quickly, and the next line
// is still answered.
void TestCountdownSolve::batchLongLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("error"); // empty: the line is a good puzzle

    const QByteArray many(100'000, '1');
    QTest::newRow("long number") << QByteArray("952 " + many)
                                 << QStringLiteral("111111111111111111111... cannot be used");
    QTest::newRow("long target") << QByteArray(many + " 5")
                                 << QStringLiteral("111111111111111111111... cannot be the target");
    QTest::newRow("long word") << QByteArray("952 " + QByteArray(100'000, 'x'))
                               << QStringLiteral("“xxxxxxxxxxxxxxxxxxxxx...” is not a number");
    QTest::newRow("many numbers") << QByteArray("952" + QByteArray(" 1").repeated(50'000))
                                  << QStringLiteral("Too many numbers: 50000 given");
    QTest::newRow("one million characters")
        << QByteArray(1'000'000, '7') << QStringLiteral("Too few numbers");
    // Past a mebibyte a line is not read at all: no line costs more memory than that.
    QTest::newRow("two mebibytes of numbers")
        << QByteArray("952" + QByteArray(" 1").repeated(1 << 20))
        << QStringLiteral("The line is too long: at most 1048576 bytes");
    QTest::newRow("just a mebibyte, good puzzle")
        << QByteArray("952 25 50 75 100 3 6" + QByteArray((1 << 20) - 20, ' ')) << QString();
    QTest::newRow("a byte too many")
        << QByteArray("952 25 50 75 100 3 6" + QByteArray((1 << 20) - 19, ' '))
        << QStringLiteral("The line is too long: at most 1048576 bytes");
    QTest::newRow("letters alone") << QByteArray("abc") << QStringLiteral("“abc” is not a number");
    // A terminal's escape sequence in the input comes back written out, never as it is.
    QTest::newRow("control characters")
        << QByteArray("952 \x1b]0;x\x07") << QStringLiteral("“\\x1b]0;x\\x07” is not a number");
    QTest::newRow("long spaces, good puzzle")
        << QByteArray("952" + QByteArray(100'000, ' ') + "25 50 75 100 3 6") << QString();
    QTest::newRow("long leading zeros, good puzzle")
        << QByteArray(QByteArray(100'000, '0') + "952 25 50 75 100 3 6") << QString();
}

void TestCountdownSolve::batchLongLines()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, error);

    const Run run = runSolve(args("--batch --json"), line + "\n824 3 7 6 2 1 7\n");
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, error.isEmpty() ? 0 : 2);
    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    if (error.isEmpty()) {
        QCOMPARE(first[QStringLiteral("value")].toInteger(), 952);
    } else {
        QCOMPARE(first[QStringLiteral("line")].toInt(), 1);
        QVERIFY2(first[QStringLiteral("error")].toString().contains(error), qPrintable(lines[0]));
        QVERIFY2(lines[0].size() < 200, "the message must not repeat the whole line");
    }
    QCOMPARE(QJsonDocument::fromJson(lines[1].toUtf8()).object()[QStringLiteral("value")].toInt(),
             826);
}

// Thousands of lines: every one answered, in order.
void TestCountdownSolve::batchManyLines()
{
    constexpr int kLines = 20'000;
    QByteArray input;
    for (int i = 1; i <= kLines; ++i) {
        // Target i % 97 + 1 from the tiles 2 and 3 (a bad line every 1000th line).
        input += i % 1000 == 0 ? QByteArray("bad\n") : QByteArray::number(i % 97 + 1) + " 2 3\n";
    }
    const Run run = runSolve(args("--batch --json"), input);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    const QList<QByteArray> lines = run.out.split('\n');
    QCOMPARE(lines.size(), kLines + 1); // and a final '\n'
    for (int i = 1; i <= kLines; ++i) {
        const QJsonObject o = QJsonDocument::fromJson(lines[i - 1]).object();
        if (i % 1000 == 0) {
            QCOMPARE(o[QStringLiteral("line")].toInt(), i);
        } else if (o[QStringLiteral("target")].toInt() != i % 97 + 1) {
            QFAIL(qPrintable(QStringLiteral("line %1 out of order: ").arg(i)
                             + QString::fromUtf8(lines[i - 1])));
        }
    }
}

// Each answer is written as soon as its line is read, on any number of threads: a consumer gets
// each answer, or error, while standard input is still open, before it writes the next line.
void TestCountdownSolve::batchStreamsAnswers()
{
    QProcess process;
    process.start(kProgram, args("--batch --json"));
    QVERIFY(process.waitForStarted(kTimeoutMs));
    process.write("952 25 50 75 100 3 6\n");
    QByteArray out;
    const QDeadlineTimer deadline(kTimeoutMs);
    while (!out.contains('\n') && !deadline.hasExpired()) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    QVERIFY2(out.contains("\"value\":952"), out.constData());
    // A bad line's error too, and then an answer again.
    process.write("x 5\n");
    while (!out.contains("\"line\":2}\n") && !deadline.hasExpired()) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    QVERIFY2(out.endsWith("{\"error\":\"“x” is not a number\",\"line\":2}\n"), out.constData());
    process.write("824 3 7 6 2 1 7\n");
    while (!out.contains("\"target\":824") && !deadline.hasExpired()) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    QVERIFY2(out.contains("\"value\":826"), out.constData());
    // Several lines in one write are handed over together: every answer comes, the input open.
    process.write("100 100 1 2 3 4 5\n101 100 1 2 3 4 5\n102 100 1 2 3 4 5\n");
    while (!out.contains("\"target\":102") && !deadline.hasExpired()) {
        process.waitForReadyRead(100);
        out += process.readAllStandardOutput();
    }
    QVERIFY2(out.contains("\"target\":100") && out.contains("\"target\":101")
                 && out.contains("\"target\":102"),
             out.constData());
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(kTimeoutMs));
    QCOMPARE(process.exitCode(), 2);
}

// Several threads answer the lines in their order, whatever each takes: the same bytes as one
// thread. The first puzzle takes about a thousand times longer than the others (seven tiles, a
// six-digit target that cannot be made), so that later lines are answered before it; runs of
// bad lines longer than the lines read ahead are written without being solved, before and
// between puzzles.
void TestCountdownSolve::batchThreadsKeepTheOrder_data()
{
    QTest::addColumn<QString>("options");
    QTest::newRow("text") << QString();
    QTest::newRow("json") << QStringLiteral("--json");
    QTest::newRow("use all, json") << QStringLiteral("--json --use-all");
}

void TestCountdownSolve::batchThreadsKeepTheOrder()
{
    QFETCH(QString, options);
    QByteArray input("999983 987 654 321 123 456 789 111\n");
    for (int i = 0; i < 400; ++i)
        input += "bad line\n";
    for (int i = 0; i < 600; ++i) {
        input += QByteArray::number(101 + (i * 37) % 899) + " 25 50 "
                 + QByteArray::number(i % 10 + 1) + " 3 6 8\n";
        if (i % 50 == 7)
            input += "\n  \n";
        if (i % 100 == 13)
            input += "952 0\n";
        if (i % 200 == 99)
            input += "999983 987 654 321 123 456 789 111\n";
    }
    const QString base = QStringLiteral("--batch ") + options;
    const Run one = runSolve(args(base + QStringLiteral(" --threads 1")), input);
    QVERIFY(one.finished);
    QCOMPARE(one.exitCode, 2);
    // Every line answered or reported, in order: their line numbers (text) or targets (JSON).
    if (options.contains(QStringLiteral("json"))) {
        QCOMPARE(one.outLines().size(), 1 + 400 + 600 + 6 + 3);
        QVERIFY(one.outLines()[0].contains(QStringLiteral("\"target\":999983")));
        QVERIFY(one.outLines()[401].contains(QStringLiteral("\"target\":101")));
    } else {
        static const QRegularExpression heading(QStringLiteral("^line ([0-9]+): "),
                                                QRegularExpression::MultilineOption);
        qint64 last = 0;
        int headings = 0;
        for (auto it = heading.globalMatch(one.outText()); it.hasNext(); ++headings) {
            const qint64 number = it.next().captured(1).toLongLong();
            QVERIFY2(number > last, qPrintable(QString::number(number)));
            last = number;
        }
        QCOMPARE(headings, 1 + 400 + 600 + 6 + 3);
    }
    for (const int threads : {2, 3, 8}) {
        const Run many = runSolve(args(base + QStringLiteral(" --threads %1").arg(threads)), input);
        QVERIFY(many.finished);
        QCOMPARE(many.exitCode, 2);
        QVERIFY2(many.out == one.out, qPrintable(QStringLiteral("%1 threads").arg(threads)));
    }
}

// An input that gives lines as fast as they are asked for and counts them, for runSolveCommand.
class CountingLines : public QIODevice {
public:
    CountingLines(QByteArray line, qint64 count)
        : m_line(std::move(line))
        , m_left(count)
    {
        // Unbuffered: QIODevice would otherwise read ahead of the batch, kilobytes at a time.
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }
    qint64 linesGiven() const { return m_given; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        qint64 written = 0;
        while (written < maxSize && m_left > 0) {
            data[written++] = m_line[m_at++];
            if (m_at == m_line.size()) {
                m_at = 0;
                --m_left;
                ++m_given;
            }
        }
        return written;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    const QByteArray m_line;
    qint64 m_left;
    qsizetype m_at = 0;
    std::atomic<qint64> m_given{0};
};

// An output that records, each time it is written, how far ahead of the answers the input was read.
class AnswersBehind : public QIODevice {
public:
    explicit AnswersBehind(const CountingLines &input)
        : m_input(input)
    {
        open(QIODevice::WriteOnly);
    }
    qint64 answers() const { return m_answers; }
    qint64 mostAhead() const { return m_mostAhead; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        m_answers += std::count(data, data + size, '\n');
        m_mostAhead = std::max(m_mostAhead, m_input.linesGiven() - m_answers);
        return size;
    }

private:
    const CountingLines &m_input;
    qint64 m_answers = 0;
    qint64 m_mostAhead = 0;
};

// However long the input, only a few hundred lines are read ahead of the answers written: memory
// stays bounded (a batch read to its end first would be 20,000 ahead).
void TestCountdownSolve::batchReadsBoundedAhead_data()
{
    QTest::addColumn<QString>("threads");
    QTest::newRow("one thread") << QStringLiteral("1");
    QTest::newRow("four threads") << QStringLiteral("4");
}

void TestCountdownSolve::batchReadsBoundedAhead()
{
    QFETCH(QString, threads);
    constexpr qint64 kLines = 20'000;
    CountingLines input("952 25 50 75 100 3 6\n", kLines);
    AnswersBehind output(input);
    QTextStream out(&output);
    QString errors;
    QTextStream err(&errors);
    const int code = countdown::runSolveCommand(
        args("countdown-solve --batch --json --threads") << threads, input, out, err);
    QCOMPARE(code, 0);
    QCOMPARE(output.answers(), kLines);
    // The lines in flight (256), as many taken out to be written, the one waiting for room and
    // the one being read.
    QVERIFY2(output.mostAhead() <= 2 * 256 + 2, qPrintable(QString::number(output.mostAhead())));
    QVERIFY(errors.isEmpty());
}

// Where the system allows fewer threads than --threads asks (a container's limit), the batch is
// solved by as many as it could start, with the same answers. Needs root, to run it as another
// user under a limit on that user's processes (RLIMIT_NPROC, which root ignores).
void TestCountdownSolve::batchWithFewerThreadsThanAsked()
{
#ifdef Q_OS_LINUX
    if (geteuid() != 0)
        QSKIP("needs root, to run countdown-solve as nobody under a limit on threads");
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    if (setpriv.isEmpty())
        QSKIP("needs setpriv (util-linux)");
    const QStringList asNobody{QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                               QStringLiteral("--clear-groups"), QStringLiteral("--"),
                               QStringLiteral("bash"),           QStringLiteral("-c")};
    QProcess probe;
    probe.start(setpriv, asNobody + QStringList{QStringLiteral("test -x \"$0\""), kProgram});
    if (!probe.waitForFinished(kTimeoutMs) || probe.exitCode() != 0)
        QSKIP("nobody cannot run the program where it was built");

    // The limit counts every thread nobody has: those running already, and a dozen more (the
    // writer, a few solvers; 64 asked for).
    const passwd *nobody = getpwnam("nobody");
    QVERIFY(nobody);
    qint64 nobodysThreads = 0;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile status(QStringLiteral("/proc/%1/status").arg(pid));
        if (!pid.front().isDigit() || !status.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> lines = status.readAll().split('\n');
        const auto field = [&](const QByteArray &name) {
            for (const QByteArray &line : lines)
                if (line.startsWith(name))
                    return line.mid(name.size()).simplified().split(' ').value(0).toLongLong();
            return qint64(-1);
        };
        if (field("Uid:") == qint64(nobody->pw_uid))
            nobodysThreads += field("Threads:");
    }
    const QString limit = QString::number(nobodysThreads + 12);

    QByteArray input;
    for (int i = 0; i < 200; ++i)
        input += QByteArray::number(101 + i * 4) + " 25 50 " + QByteArray::number(i % 10 + 1)
                 + " 3 6 8\n";
    const Run whole = runSolve(args("--batch --json --threads 1"), input);
    QCOMPARE(whole.exitCode, 0);
    QProcess limited;
    limited.start(setpriv, asNobody
                               + QStringList{QStringLiteral("ulimit -u \"$1\" && exec \"$0\" "
                                                            "--batch --json --threads 64"),
                                             kProgram, limit});
    QVERIFY(limited.waitForStarted(kTimeoutMs));
    limited.write(input);
    limited.closeWriteChannel();
    QVERIFY(limited.waitForFinished(kTimeoutMs));
    QCOMPARE(limited.exitStatus(), QProcess::NormalExit);
    QCOMPARE(limited.exitCode(), 0);
    QCOMPARE(limited.readAllStandardOutput(), whole.out);
#else
    QSKIP("needs Linux's limit on a user's processes");
#endif
}

// The whole table enumerates every selection (about a second, five times that under the
// sanitizers): such rows are skipped when COUNTDOWN_PROPERTY_PUZZLES asks for a short run.
bool slowRunsWanted()
{
    bool ok = false;
    const int puzzles = qEnvironmentVariableIntValue("COUNTDOWN_PROPERTY_PUZZLES", &ok);
    return !ok || puzzles >= 2000;
}

// --stats --json: one object with the table. Selections per number of large from the published
// count (13,243 in all, docs/published-puzzles.md): the multisets of 6 - k small tiles, times
// C(4, k) for the large ones: 2850, 5808, 3690, 840, 55.
// The daily puzzle of a date: the golden values of tst_daily (tests/tools/golden_draws.py, an
// independent implementation of the frozen derivation), numbered from 2026-01-01 without
// restarting at a new year.
// --fast writes the best answer as the solver first found it: the same value, distance and
// numbers used as the easiest (the answer without it), an expression that makes it from the
// puzzle's numbers with the variant's operations, and not always the easiest one.
void TestCountdownSolve::fastFindsTheSameBestAnswer_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("divides"); // whether an answer may divide

    QTest::newRow("drop") << QStringList{} << QStringLiteral("drop") << true;
    QTest::newRow("use-all") << args("--use-all") << QStringLiteral("use-all") << true;
    QTest::newRow("no division") << args("--variant no-division") << QStringLiteral("drop")
                                 << false;
}

void TestCountdownSolve::fastFindsTheSameBestAnswer()
{
    QFETCH(QStringList, options);
    QFETCH(QString, mode);
    QFETCH(bool, divides);

    // UK draws, 0 to 4 large in turn, the same on every run.
    countdown::PortableRandom random(15);
    QList<Numbers> puzzles;
    QByteArray input;
    for (int i = 0; i < 80; ++i) {
        const countdown::Draw draw = countdown::drawCountdown(i % 5, random);
        Numbers puzzle{qint64(draw.target)};
        for (const countdown::Number tile : draw.tiles)
            puzzle << qint64(tile);
        QStringList fields;
        for (const qint64 n : puzzle)
            fields << QString::number(n);
        input += fields.join(QLatin1Char(' ')).toLatin1() + '\n';
        puzzles << puzzle;
    }
    const Run easiest = runSolve(options + args("--batch --json"), input);
    const Run fast = runSolve(options + args("--batch --json --fast"), input);
    QVERIFY(easiest.finished && fast.finished);
    QCOMPARE(easiest.exitCode, 0);
    QCOMPARE(fast.exitCode, 0);
    const QStringList easiestLines = easiest.outLines();
    const QStringList fastLines = fast.outLines();
    QCOMPARE(easiestLines.size(), puzzles.size());
    QCOMPARE(fastLines.size(), puzzles.size());
    int otherExpressions = 0;
    for (qsizetype i = 0; i < puzzles.size(); ++i) {
        const QJsonObject e = QJsonDocument::fromJson(easiestLines[i].toUtf8()).object();
        const QJsonObject f = QJsonDocument::fromJson(fastLines[i].toUtf8()).object();
        checkAnswerObject(f, puzzles[i].first(), puzzles[i].mid(1), mode, false, false);
        if (QTest::currentTestFailed()) {
            qWarning("in %s", qPrintable(fastLines[i]));
            return;
        }
        for (const char *key : {"value", "distance", "numbers_used"})
            QCOMPARE(f[QLatin1String(key)].toInteger(), e[QLatin1String(key)].toInteger());
        const QString expression = f[QStringLiteral("expression")].toString();
        if (!divides)
            QVERIFY2(!expression.contains(QLatin1Char('/')), qPrintable(expression));
        otherExpressions += expression != e[QStringLiteral("expression")].toString();
    }
    // Without --fast the same options write the easiest: had --fast been ignored, no expression
    // would differ.
    QVERIFY(otherExpressions > 0);
}

// Where the target is missed by as much on both sides, `value` is the lower (README) and the
// expression makes it, with or without --fast: the easiest solution of 865 makes 866, and was once
// written beside "value":864. Its steps end with what it makes.
void TestCountdownSolve::shownExpressionOnTheOtherSide_data()
{
    QTest::addColumn<qint64>("target");
    QTest::addColumn<Numbers>("numbers");
    QTest::addColumn<qint64>("value");
    QTest::newRow("865") << qint64(865) << Numbers{75, 50, 25, 2, 2, 4} << qint64(864);
    QTest::newRow("630") << qint64(630) << Numbers{1, 8, 7, 5, 4, 4} << qint64(629);
}

void TestCountdownSolve::shownExpressionOnTheOtherSide()
{
    QFETCH(qint64, target);
    QFETCH(Numbers, numbers);
    QFETCH(qint64, value);
    for (const char *options : {"--json", "--json --fast", "--json --count", "--json --all"}) {
        const Run run = runSolve(puzzleArguments(args(options), target, numbers));
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = onlyObject(run);
        QCOMPARE(o[QStringLiteral("value")].toInteger(), value);
        QCOMPARE(o[QStringLiteral("distance")].toInteger(), target - value);
        const QJsonArray steps = o[QStringLiteral("steps")].toArray();
        QVERIFY(!steps.isEmpty());
        const QString last = steps.last().toString();
        QVERIFY2(last.endsWith(QStringLiteral(" = %1").arg(value)),
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(options), last)));
    }
}

void TestCountdownSolve::daily_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("json");
    QTest::newRow("2026-01-01, day 1")
        << "2026-01-01"
        << "Daily puzzle #1, 2026-01-01: 280 from 25 4 1 8 7 5"
        << R"({"date":"2026-01-01","number":1,"numbers":[25,4,1,8,7,5],"target":280})";
    QTest::newRow("2026-11-30")
        << "2026-11-30"
        << "Daily puzzle #334, 2026-11-30: 494 from 50 25 75 100 7 2"
        << R"({"date":"2026-11-30","number":334,"numbers":[50,25,75,100,7,2],"target":494})";
    QTest::newRow("2027-02-28, a year on")
        << "2027-02-28"
        << "Daily puzzle #424, 2027-02-28: 406 from 50 6 5 10 10 4"
        << R"({"date":"2027-02-28","number":424,"numbers":[50,6,5,10,10,4],"target":406})";
    QTest::newRow("2028-02-29, a leap day")
        << "2028-02-29"
        << "Daily puzzle #790, 2028-02-29: 714 from 25 50 4 9 1 9"
        << R"({"date":"2028-02-29","number":790,"numbers":[25,50,4,9,1,9],"target":714})";
}

void TestCountdownSolve::daily()
{
    QFETCH(QString, date);
    QFETCH(QString, text);
    QFETCH(QString, json);
    const Run human = runSolve({QStringLiteral("--daily"), date});
    QVERIFY(human.finished);
    QCOMPARE(human.exitCode, 0);
    QCOMPARE(human.err, QByteArray());
    QCOMPARE(human.outLines(), QStringList{text});
    const Run machine = runSolve({QStringLiteral("--daily"), date, QStringLiteral("--json")});
    QCOMPARE(machine.exitCode, 0);
    QCOMPARE(machine.outLines(), QStringList{json});
}

// The day's set, as tst_dailyset's golden set of 2026-12-05 has it.
void TestCountdownSolve::dailySet()
{
    const Run human = runSolve(args("--daily-set 2026-12-05"));
    QCOMPARE(human.exitCode, 0);
    QCOMPARE(human.err, QByteArray());
    const QStringList lines = human.outLines();
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QStringLiteral("Daily set #339, 2026-12-05, easiest first:"));
    QCOMPARE(lines[1], QStringLiteral("1. 500 from 50 9 7 6 7 4  (the easiest answer: 3 numbers, "
                                      "0 division(s), largest number 500)"));
    QVERIFY2(lines[5].startsWith(QStringLiteral("5. 442 from 50 100 75 5 5 6  (the easiest "
                                                "answer: 6 numbers, 1 division(s)")),
             qPrintable(lines[5]));
    const Run machine = runSolve(args("--daily-set 2026-12-05 --json"));
    QCOMPARE(machine.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(machine.out).object();
    QCOMPARE(o.value(QStringLiteral("number")).toInt(), 339);
    QCOMPARE(o.value(QStringLiteral("date")).toString(), QStringLiteral("2026-12-05"));
    const QJsonArray puzzles = o.value(QStringLiteral("puzzles")).toArray();
    QCOMPARE(puzzles.size(), 5);
    const QJsonObject third = puzzles[2].toObject();
    QCOMPARE(third.value(QStringLiteral("target")).toInt(), 343);
    QCOMPARE(third.value(QStringLiteral("numbers")).toArray(), (QJsonArray{100, 7, 2, 1, 3, 10}));
    QCOMPARE(third.value(QStringLiteral("difficulty")).toObject().value(QStringLiteral("numbers")),
             QJsonValue(4));
    QCOMPARE(
        third.value(QStringLiteral("difficulty")).toObject().value(QStringLiteral("divisions")),
        QJsonValue(1));
    // Options that do not go with it, and a bad date, as for --daily.
    const Run both = runSolve(args("--daily-set --daily"));
    QCOMPARE(both.exitCode, 2);
    QVERIFY2(both.err.contains("Option --daily-set goes with --json only, not --daily"), both.err);
    const Run bad = runSolve(args("--daily-set 2026-13-01"));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("Option --daily-set takes a date as YYYY-MM-DD"), bad.err);
}

void TestCountdownSolve::dailyToday()
{
    // No date: the local date when it runs (should midnight pass between the runs, once more).
    for (int attempt = 0; attempt < 2; ++attempt) {
        const QDate today = QDate::currentDate();
        const Run run = runSolve(args("--daily --json"));
        const Run dated = runSolve(
            {QStringLiteral("--daily"), today.toString(Qt::ISODate), QStringLiteral("--json")});
        if (QDate::currentDate() != today)
            continue;
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, dated.out);
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(o.value(QStringLiteral("date")).toString(), today.toString(Qt::ISODate));
        QCOMPARE(o.value(QStringLiteral("number")).toInt(),
                 int(QDate(2026, 1, 1).daysTo(today)) + 1);
        return;
    }
    QFAIL("the date changed twice");
}

void TestCountdownSolve::stats_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<qint64>("low");
    QTest::addColumn<qint64>("high");
    QTest::addColumn<QList<int>>("large"); // the rows' numbers of large; {-1} for French
    QTest::addColumn<QList<int>>("selections");
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("slow");
    QTest::newRow("uk drop, 4 large")
        << args("--stats --json --large 4 --targets 500-510") << QStringLiteral("uk")
        << QStringLiteral("drop") << qint64(500) << qint64(510) << QList<int>{4} << QList<int>{55}
        << QStringLiteral("countdown-solve --stats --rules uk --large 4 --targets 500-510 --json")
        << false;
    QTest::newRow("uk use-all, 3 large, default range, options in any order")
        << args("--json --use-all --large=3 --stats --rules uk") << QStringLiteral("uk")
        << QStringLiteral("use-all") << qint64(100) << qint64(999) << QList<int>{3}
        << QList<int>{840}
        << QStringLiteral(
               "countdown-solve --stats --rules uk --large 3 --use-all --targets 100-999 --json")
        << false;
    QTest::newRow("uk, every row")
        << args("--stats --json --targets 990-999") << QStringLiteral("uk")
        << QStringLiteral("drop") << qint64(990) << qint64(999) << QList<int>{0, 1, 2, 3, 4}
        << QList<int>{2850, 5808, 3690, 840, 55}
        << QStringLiteral("countdown-solve --stats --rules uk --targets 990-999 --json") << true;
}

void TestCountdownSolve::stats()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, rules);
    QFETCH(QString, mode);
    QFETCH(qint64, low);
    QFETCH(qint64, high);
    QFETCH(QList<int>, large);
    QFETCH(QList<int>, selections);
    QFETCH(QString, command);
    QFETCH(bool, slow);
    if (slow && !slowRunsWanted())
        QSKIP("the whole table: skipped for COUNTDOWN_PROPERTY_PUZZLES < 2000");

    const Run run = runSolve(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QJsonObject o = onlyObject(run);
    QCOMPARE(keysOf(o), (QSet<QString>{QStringLiteral("variant"), QStringLiteral("rules"),
                                       QStringLiteral("mode"), QStringLiteral("low_target"),
                                       QStringLiteral("high_target"), QStringLiteral("command"),
                                       QStringLiteral("rows")}));
    QCOMPARE(o[QStringLiteral("rules")].toString(), rules);
    // The whole variant, as a variant file holds it: the table says exactly what it counted.
    const auto variant = countdown::variantFromJsonObject(o[QStringLiteral("variant")].toObject());
    QVERIFY(variant.ok());
    QCOMPARE(variant->id, rules);
    QCOMPARE(countdown::modeWord(variant->mode), mode);
    QCOMPARE(o[QStringLiteral("mode")].toString(), mode);
    QVERIFY(isInteger(o[QStringLiteral("low_target")]));
    QVERIFY(isInteger(o[QStringLiteral("high_target")]));
    QCOMPARE(o[QStringLiteral("low_target")].toInteger(), low);
    QCOMPARE(o[QStringLiteral("high_target")].toInteger(), high);
    QCOMPARE(o[QStringLiteral("command")].toString(), command);

    const QJsonArray rows = o[QStringLiteral("rows")].toArray();
    QCOMPARE(rows.size(), selections.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        QSet<QString> keys{QStringLiteral("selections"), QStringLiteral("no_exact_numerator"),
                           QStringLiteral("no_exact_denominator"),
                           QStringLiteral("no_exact_percent")};
        if (large[i] >= 0)
            keys << QStringLiteral("large");
        QCOMPARE(keysOf(row), keys);
        if (large[i] >= 0)
            QCOMPARE(row[QStringLiteral("large")].toInteger(), large[i]);
        QCOMPARE(row[QStringLiteral("selections")].toInteger(), selections[i]);
        QVERIFY(isInteger(row[QStringLiteral("no_exact_numerator")]));
        QVERIFY(isInteger(row[QStringLiteral("no_exact_denominator")]));
        const qint64 numerator = row[QStringLiteral("no_exact_numerator")].toInteger();
        const qint64 denominator = row[QStringLiteral("no_exact_denominator")].toInteger();
        QVERIFY(numerator >= 0 && numerator <= denominator && denominator >= 1);
        QCOMPARE(std::gcd(numerator, denominator), numerator == 0 ? denominator : qint64(1));
        QCOMPARE(row[QStringLiteral("no_exact_percent")].toDouble(),
                 100 * double(numerator) / double(denominator));
    }
}

// Human output, in a German locale (which would write "3.690" and "2,25"): the grouping and the
// decimal point are fixed.
void TestCountdownSolve::statsHuman_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("row");
    QTest::addColumn<bool>("slow");
    QTest::newRow("uk, 2 large")
        << args("--stats --large 2 --targets 101-110")
        << QStringLiteral("rules: uk (Countdown, by number of large), mode: drop (numbers may be "
                          "left out), targets 101-110")
        << QStringLiteral("2 large: 3,690 selections") << false;
    QTest::newRow("lceb, use-all")
        << args("--stats --rules lceb --use-all --targets 101-110")
        << QStringLiteral("rules: lceb (Le compte est bon), mode: use-all (every number used), "
                          "targets 101-110")
        << QStringLiteral("6 cards: 13,243 selections") << true;
}

void TestCountdownSolve::statsHuman()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, header);
    QFETCH(QString, row);
    QFETCH(bool, slow);
    if (slow && !slowRunsWanted())
        QSKIP("the whole table: skipped for COUNTDOWN_PROPERTY_PUZZLES < 2000");

    const Run run = runSolve(arguments, {},
                             {QStringLiteral("LC_ALL=de_DE.UTF-8"), QStringLiteral("LANGUAGE=de")});
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("Chance that a random round has no exact solution (exact, "
                                      "over every distinct selection)"));
    QCOMPARE(lines[1], header);
    static const QRegularExpression fraction(
        QStringLiteral("^(.*), no exact solution (\\d+)/(\\d+) = (\\d+\\.\\d\\d|< 0\\.01) %$"));
    const QRegularExpressionMatch m = fraction.match(lines[2]);
    QVERIFY2(m.hasMatch(), qPrintable(lines[2]));
    QCOMPARE(m.captured(1), row);
    const double p = 100 * m.captured(2).toDouble() / m.captured(3).toDouble();
    if (m.captured(4).startsWith(QLatin1Char('<')))
        QVERIFY(p > 0 && p < 0.005);
    else
        QCOMPARE(m.captured(4), QString::number(p, 'f', 2));
}

// The same bytes whatever the locale and language: no locale-formatted numbers, no translations.
void TestCountdownSolve::outputDoesNotDependOnTheLocale_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");

    QTest::newRow("json") << args("--json --all 952 25 50 75 100 3 6") << QByteArray();
    QTest::newRow("human") << args("--count 824 3 7 6 2 1 7") << QByteArray();
    QTest::newRow("large numbers") << args("--json 999999 999999 999 1000 1") << QByteArray();
    QTest::newRow("error") << args("952 abc") << QByteArray();
    QTest::newRow("stats error") << args("--stats --targets 9-1") << QByteArray();
    QTest::newRow("batch") << args("--batch") << QByteArray("952 25 50 75 100 3 6\nx\n");
}

void TestCountdownSolve::outputDoesNotDependOnTheLocale()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);

    const Run reference = runSolve(arguments, input, {QStringLiteral("LC_ALL=C")});
    QVERIFY(reference.finished);
    QVERIFY(!reference.out.isEmpty() || !reference.err.isEmpty());
    const QList<QStringList> environments = {
        {QStringLiteral("LC_ALL=de_DE.UTF-8"), QStringLiteral("LANGUAGE=de")},
        {QStringLiteral("LC_ALL=fr_FR.UTF-8"), QStringLiteral("LANG=fr_FR.UTF-8"),
         QStringLiteral("LANGUAGE=fr")},
        {QStringLiteral("LC_ALL=ar_EG.UTF-8"), QStringLiteral("LANGUAGE=ar")},
        {QStringLiteral("LC_ALL="), QStringLiteral("LC_NUMERIC=hi_IN.UTF-8"),
         QStringLiteral("LANG=hi_IN.UTF-8")},
    };
    for (const QStringList &environment : environments) {
        const Run run = runSolve(arguments, input, environment);
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, reference.exitCode);
        QCOMPARE(run.out, reference.out);
        QCOMPARE(run.err, reference.err);
    }
}

// Started with no locale (cron, a container, a fresh chroot), with LC_ALL=C as scripts do, or with
// a locale the system lacks, the solver says only what it has to say: Qt 6.8 would add four
// lines about the character set in front of it.
void TestCountdownSolve::noLocaleGivesNoWarning_data()
{
    QTest::addColumn<QStringList>("environment");
    const QStringList unset = {QStringLiteral("LC_ALL="), QStringLiteral("LC_CTYPE="),
                               QStringLiteral("LANG="), QStringLiteral("LANGUAGE=")};
    QTest::newRow("no locale at all") << unset;
    QTest::newRow("LC_ALL=C") << (unset + QStringList{QStringLiteral("LC_ALL=C")});
    QTest::newRow("LANG=C") << (unset + QStringList{QStringLiteral("LANG=C")});
    QTest::newRow("LC_ALL=POSIX") << (unset + QStringList{QStringLiteral("LC_ALL=POSIX")});
    QTest::newRow("a locale the system lacks")
        << (unset + QStringList{QStringLiteral("LANG=xx_YY.UTF-8")});
}

void TestCountdownSolve::noLocaleGivesNoWarning()
{
    QFETCH(QStringList, environment);
    const Run bad = runSolve(args("952 25 abc"), {}, environment);
    QVERIFY(bad.finished);
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.errText(), QStringLiteral("countdown-solve: “abc” is not a number\n"));
    const Run good = runSolve(args("--json 952 25 50 75 100 3 6"), {}, environment);
    QVERIFY(good.finished);
    QCOMPARE(good.exitCode, 0);
    QCOMPARE(good.err, QByteArray());
    QVERIFY2(good.out.startsWith("{"), good.out.constData());
}

// Answers that cannot be written (a full disk) are a failure with its own exit code, in single
// and in batch mode: a script must not take an empty file for an answer.
void TestCountdownSolve::lostOutputIsAnError_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("one puzzle") << args("952 25 50 75 100 3 6") << QByteArray();
    QTest::newRow("json") << args("--json 952 25 50 75 100 3 6") << QByteArray();
    QTest::newRow("batch") << args("--batch") << QByteArray("952 25 50 75 100 3 6\n").repeated(50);
    QTest::newRow("stats") << args("--stats --large 4") << QByteArray();
}

void TestCountdownSolve::lostOutputIsAnError()
{
#ifdef Q_OS_LINUX
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QProcess process;
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(kProgram, arguments);
    QVERIFY(process.waitForStarted(kTimeoutMs));
    process.write(input);
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(kTimeoutMs));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(process.readAllStandardError().contains("could not all be written"), "no message");
#else
    QSKIP("needs /dev/full");
#endif
}

void TestCountdownSolve::humanErrorsCarryNoControlCharacters()
{
    const Run run = runSolve({QStringLiteral("952"), QStringLiteral("\x1b]0;pwned\x07")});
    QCOMPARE(run.exitCode, 2);
    for (const char c : run.err)
        QVERIFY2(uchar(c) >= 0x20 || c == '\n', qPrintable(QString::number(uchar(c), 16)));
    QVERIFY2(run.errText().contains(QStringLiteral("\\x1b]0;pwned\\x07")),
             qPrintable(run.errText()));
}

void TestCountdownSolve::bidiControlsAreWrittenOut_data()
{
    QTest::addColumn<char16_t>("control");
    for (const char16_t c : {u'\u061c', u'\u200e', u'\u200f', u'\u202a', u'\u202b', u'\u202c',
                             u'\u202d', u'\u202e', u'\u2066', u'\u2067', u'\u2068', u'\u2069'})
        QTest::addRow("U+%04X", unsigned(c)) << c;
}

// A bidirectional control reorders what follows it on a terminal: "abc<RLO>fdp.exe" shows as
// "abcexe.pdf". It comes back written out, as the C0 controls do, in human and JSON errors.
void TestCountdownSolve::bidiControlsAreWrittenOut()
{
    QFETCH(char16_t, control);
    const QString word = QStringLiteral("a") + QChar(control) + QStringLiteral("b");
    const QString written = QStringLiteral("a\\u%1b").arg(int(control), 4, 16, QLatin1Char('0'));
    const Run run = runSolve({QStringLiteral("952"), word});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(!run.errText().contains(QChar(control)), qPrintable(run.errText()));
    QVERIFY2(run.errText().contains(QStringLiteral("“%1” is not a number").arg(written)),
             qPrintable(run.errText()));

    const Run batch =
        runSolve(args("--batch --json"), (QStringLiteral("952 ") + word).toUtf8() + "\n");
    QCOMPARE(batch.exitCode, 2);
    const QString error = onlyObject(batch)[QStringLiteral("error")].toString();
    QVERIFY2(!error.contains(QChar(control)), qPrintable(error));
    QVERIFY2(error.contains(written), qPrintable(error));
}

// A variant given as a file: its odds, the same as the core computes for it; a file with a mistake
// names the file and the field.
void TestCountdownSolve::variantFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const char *name, const QByteArray &content) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write(content);
        return file.fileName();
    };
    const QByteArray tinyJson = R"({"id": "tiny", "name": "Tiny", "large": [25, 50],
        "small": [1, 1, 2, 2, 3, 3], "tiles": 3, "large_pick": {"fewest": 0, "most": 2},
        "operations": "+*", "targets": {"low": 1, "high": 60}})";
    const QString tiny = write("tiny.json", tinyJson);
    QVERIFY(!tiny.isEmpty());
    const Run run = runSolve(
        {QStringLiteral("--stats"), QStringLiteral("--variant"), tiny, QStringLiteral("--json")});
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject table = onlyObject(run);
    QCOMPARE(
        table[QStringLiteral("command")].toString(),
        QStringLiteral("countdown-solve --stats --variant %1 --targets 1-60 --json").arg(tiny));
    QCOMPARE(table[QStringLiteral("variant")].toObject()[QStringLiteral("id")].toString(),
             QStringLiteral("tiny"));
    const auto variant = countdown::variantFromJson(tinyJson);
    QVERIFY(variant.ok());
    const auto expected = countdown::computeOdds(countdown::OddsOptions::of(*variant));
    QVERIFY(expected);
    const QJsonArray rows = table[QStringLiteral("rows")].toArray();
    QCOMPARE(rows.size(), qsizetype(expected->size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        const countdown::OddsRow &want = (*expected)[std::size_t(i)];
        QCOMPARE(row[QStringLiteral("large")].toInt(), want.large);
        QCOMPARE(row[QStringLiteral("no_exact_numerator")].toInteger(),
                 qint64(want.noExactSolution.numerator));
        QCOMPARE(row[QStringLiteral("no_exact_denominator")].toInteger(),
                 qint64(want.noExactSolution.denominator));
    }

    const QString bad = write("bad.json", R"({"tiles": 9})");
    const Run refused = runSolve({QStringLiteral("--stats"), QStringLiteral("--variant"), bad});
    QVERIFY(refused.finished);
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.out, QByteArray());
    QVERIFY2(refused.errText().contains(
                 QStringLiteral("The variant “%1” cannot be used: “tiles” is 9 but must be from 1 "
                                "to 7")
                     .arg(bad)),
             refused.err.constData());
    // Without + and ×, some selections make nothing with all of their tiles: no use-all.
    const QString noSum = write("nosum.json", R"({"operations": "-/"})");
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("--variant"), noSum, QStringLiteral("--use-all"),
                      QStringLiteral("10"), QStringLiteral("5"), QStringLiteral("5")},
          QStringList{QStringLiteral("--stats"), QStringLiteral("--variant"), noSum,
                      QStringLiteral("--use-all")}}) {
        const Run noUseAll = runSolve(arguments);
        QCOMPARE(noUseAll.exitCode, 2);
        QVERIFY2(noUseAll.errText().contains(
                     QStringLiteral("Option --use-all needs a variant with + or *")),
                 noUseAll.err.constData());
    }
    // Ten megabytes are not a variant: said so with the limit, not as JSON cut short.
    const QString huge = write("huge.json", "{\"name\": \"" + QByteArray(10 << 20, 'x') + "\"}");
    const Run tooLarge = runSolve({QStringLiteral("--stats"), QStringLiteral("--variant"), huge});
    QCOMPARE(tooLarge.exitCode, 2);
    QVERIFY2(tooLarge.errText().contains(
                 QStringLiteral("The variant “%1” cannot be used: The variant is too large: at "
                                "most 65536 bytes")
                     .arg(huge)),
             tooLarge.err.constData());
    const QString notJson = write("text.json", "tiles = 7");
    const Run unread = runSolve(
        {QStringLiteral("--variant"), notJson, QStringLiteral("952"), QStringLiteral("25")});
    QCOMPARE(unread.exitCode, 2);
    QVERIFY2(unread.errText().contains(QStringLiteral("is not valid JSON")),
             unread.err.constData());
}

// Issue 32: a variant within every limit of a variant file (50 large and 50 small numbers, all
// different, seven tiles, any pick) has C(100, 7) selections; --stats grew to 23.9 GB. Refused at
// once with exit code 2, naming the count and the limit, inside 1 GiB of address space (where
// the old enumeration died of std::bad_alloc within seconds).
void TestCountdownSolve::hugeVariantIsRefused_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("selections");
    QTest::newRow("whole table") << QStringList{} << QStringLiteral("16007560800");
    QTest::newRow("json") << QStringList{QStringLiteral("--json")} << QStringLiteral("16007560800");
    // C(50, 7) with seven large: one pick alone is refused too.
    QTest::newRow("--large 7") << QStringList{QStringLiteral("--large"), QStringLiteral("7")}
                               << QStringLiteral("99884400");
}

void TestCountdownSolve::hugeVariantIsRefused()
{
    QFETCH(QStringList, options);
    QFETCH(QString, selections);
    const QString variant = QStringLiteral(COUNTDOWN_TEST_DATA_DIR "/huge-bags.json");
    constexpr quint64 kOneGiB = quint64(1) << 30;
    const Run run = runSolve(
        QStringList{QStringLiteral("--stats"), QStringLiteral("--variant"), variant} + options, {},
        {}, kOneGiB);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.errText(),
             QStringLiteral("countdown-solve: The odds of this variant cannot be worked out: its "
                            "rounds can draw %1 distinct selections of tiles, and the odds are "
                            "worked out over at most %2\n")
                 .arg(selections)
                 .arg(countdown::kMaxOddsSelections));
}

// --variations: the standard varied along one axis at a time, each variant playable, and its table
// written with every cell it can have.
void TestCountdownSolve::variations()
{
    using namespace countdown;
    const std::vector<Variation> all = notebookVariations(SolveMode::UseAll);
    QStringList labels;
    for (const Variation &v : all) {
        labels << v.axis + QLatin1Char(':') + v.label;
        QVERIFY2(!checkVariant(v.variant), qPrintable(v.label));
        // --variations computes every table without asking: each must be within the limit.
        QVERIFY2(!checkOddsSize(v.variant), qPrintable(v.label));
        QCOMPARE(v.variant.mode, SolveMode::UseAll);
        // Only the axis differs from the standard.
        GameVariant back = v.variant;
        const GameVariant &standard = standardVariant();
        if (v.axis == QLatin1String("tiles")) {
            back.tiles = standard.tiles;
            back.largePick = standard.largePick;
        } else if (v.axis == QLatin1String("operations")) {
            back.operators = standard.operators;
        } else if (v.axis == QLatin1String("targets")) {
            back.targets = standard.targets;
        } else {
            QCOMPARE(v.axis, QStringLiteral("bag"));
            back.large = standard.large;
            back.small = standard.small;
            back.largePick = standard.largePick;
        }
        back.mode = standard.mode;
        QVERIFY2(haveSameOdds(back, standard), qPrintable(v.label));
    }
    QCOMPARE(labels,
             (QStringList{QStringLiteral("tiles:2 tiles"), QStringLiteral("tiles:3 tiles"),
                          QStringLiteral("tiles:4 tiles"), QStringLiteral("tiles:5 tiles"),
                          QStringLiteral("tiles:6 tiles"), QStringLiteral("tiles:7 tiles"),
                          QStringLiteral("operations:no +"), QStringLiteral("operations:no -"),
                          QStringLiteral("operations:no *"), QStringLiteral("operations:no /"),
                          QStringLiteral("targets:1-99"), QStringLiteral("targets:100-999"),
                          QStringLiteral("targets:1000-9999"), QStringLiteral("targets:101-999"),
                          QStringLiteral("bag:all-large"), QStringLiteral("bag:alternative-large"),
                          QStringLiteral("bag:lceb")}));

    QString text;
    QTextStream out(&text);
    writeVariationsHeading(out, SolveMode::DropAllowed, false);
    VariationOdds odds{all[1], {}, 1.5};
    odds.rows = {OddsRow{0, 10, Fraction{99999, 100000}}, OddsRow{1, 10, Fraction{1, 1}},
                 OddsRow{2, 10, Fraction{1, 100000}}, OddsRow{3, 10, Fraction{0, 1}}};
    writeVariation(out, odds, false);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.value(2), QStringLiteral("| axis | variation | 0 large | 1 large | 2 large | 3 "
                                            "large | 4 large | 5 large | 6 large | one bag | "
                                            "seconds |"));
    QCOMPARE(lines.value(4), QStringLiteral("| tiles | 3 tiles | > 99.99 | 100.00 | < 0.01 | 0.00 "
                                            "| – | – | – | – | 1.5 |"));
}

// --variant applies the variant's operations and mode to a puzzle.
void TestCountdownSolve::puzzleUnderAVariant()
{
    const QStringList puzzle = args("952 25 50 75 100 3 6");
    const Run all = runSolve(args("--json") + puzzle);
    const Run noDivision = runSolve(args("--json --variant no-division") + puzzle);
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(noDivision.exitCode, 0);
    const QJsonObject withAll = onlyObject(all);
    const QJsonObject without = onlyObject(noDivision);
    // The published answer divides by 50; without division 952 is still exact, another way.
    QVERIFY(withAll[QStringLiteral("expression")].toString().contains(QLatin1Char('/')));
    QVERIFY(!without[QStringLiteral("expression")].toString().contains(QLatin1Char('/')));
    const countdown::testsupport::BruteForceBest expected = countdown::testsupport::bruteForceBest(
        {25, 50, 75, 100, 3, 6}, 952, countdown::SolveMode::DropAllowed,
        countdown::OperatorSet::all().without(countdown::Operator::Divide));
    QCOMPARE(without[QStringLiteral("value")].toInteger(), qint64(expected.value));
    QCOMPARE(without[QStringLiteral("numbers_used")].toInt(), expected.fewest);
}

// --make-code: the code alone on one line, the same as the core writes (and as
// tst_challengecode's golden codes): the variant's rules, and its id only when it is a built-in
// and the numbers are as many as it draws.
void TestCountdownSolve::makeCode_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("code");
    QTest::newRow("uk") << args("--make-code 834 100 75 3 7 9 2")
                        << QStringLiteral("1B83-409D-KH50-0T20-EH");
    QTest::newRow("options after the numbers")
        << args("834 100 75 3 7 9 2 --make-code") << QStringLiteral("1B83-409D-KH50-0T20-EH");
    QTest::newRow("lceb") << args("--make-code 579 25 5 8 1 10 2 --variant lceb")
                          << QStringLiteral("1F8C-JH25-4028-CWV");
    countdown::Challenge useAll; // three numbers: the variant's rules, not its name
    useAll.tiles = {3, 3, 9};
    useAll.target = 27;
    useAll.operators = countdown::OperatorSet::all().without(countdown::Operator::Divide);
    useAll.mode = countdown::SolveMode::UseAll;
    QTest::newRow("no-division, use-all")
        << args("--make-code 27 3 3 9 --variant no-division --use-all")
        << countdown::challengeCode(useAll);
    const countdown::GameVariant sevenTiles = *countdown::builtInVariant(u"seven-tiles");
    countdown::Challenge seven; // the variant's rules, and its name for seven numbers only
    seven.tiles = {100, 75, 3, 7, 9, 2};
    seven.target = 834;
    seven.operators = sevenTiles.operators;
    seven.clockSeconds = sevenTiles.clockSeconds;
    QTest::newRow("seven tiles, six numbers")
        << args("--make-code 834 100 75 3 7 9 2 --variant seven-tiles")
        << countdown::challengeCode(seven);
    seven.variantId = sevenTiles.id;
    seven.tiles.push_back(5);
    QTest::newRow("seven tiles, seven numbers")
        << args("--make-code 834 100 75 3 7 9 2 5 --variant seven-tiles")
        << countdown::challengeCode(seven);
}

void TestCountdownSolve::makeCode()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, code);
    const Run run = runSolve(arguments);
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.outLines(), QStringList{code});
}

// A player's own variant is carried by its rules alone: another player's game does not know its id.
void TestCountdownSolve::makeCodeFromAVariantFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("mine.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"id": "mine", "operations": "+*", "mode": "use-all", "clock_seconds": 90})");
    file.close();
    const Run run =
        runSolve({QStringLiteral("--make-code"), QStringLiteral("--variant"), file.fileName(),
                  QStringLiteral("27"), QStringLiteral("3"), QStringLiteral("9")});
    QCOMPARE(run.exitCode, 0);
    const auto read = countdown::readChallengeCode(run.outLines().value(0));
    QVERIFY(read.ok());
    QCOMPARE(read->variantId, QString());
    QVERIFY(read->operators
            == countdown::OperatorSet()
                   .with(countdown::Operator::Add)
                   .with(countdown::Operator::Multiply));
    QVERIFY(read->mode == countdown::SolveMode::UseAll);
    QCOMPARE(read->clockSeconds, 90);
    QCOMPARE(read->tiles, (std::vector<countdown::Number>{3, 9}));
}

// --code: what the code carries, then the answer exactly as for the puzzle typed in; the link and
// a code typed carelessly read the same.
void TestCountdownSolve::solveCode()
{
    const Run usual = runSolve(args("834 100 75 3 7 9 2"));
    QCOMPARE(usual.exitCode, 0);
    for (const char *code :
         {"1B83-409D-KH50-0T20-EH", "countdown-numbers://challenge/1B83-409D-KH50-0T20-EH/",
          "1b83409dkh5oot2oeh"}) {
        const Run run = runSolve({QStringLiteral("--code"), QString::fromLatin1(code)});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.outLines().first(),
                 QStringLiteral("challenge: target 834, numbers 100 75 3 7 9 2, variant uk, drop, "
                                "operations +-*/, clock 30 s"));
        QCOMPARE(run.outLines().mid(1), usual.outLines());
    }
    // The results it carries, and the code's mode (use-all) and operations.
    countdown::Challenge challenge;
    challenge.tiles = {3, 3, 9};
    challenge.target = 27;
    challenge.variantId.clear();
    challenge.operators = countdown::OperatorSet::all().without(countdown::Operator::Divide);
    challenge.mode = countdown::SolveMode::UseAll;
    challenge.clockSeconds = 0;
    challenge.sender = countdown::ChallengeResult{QStringLiteral("Zoé"), 24, 0, 21'400, 1};
    challenge.reply = countdown::ChallengeResult{QString(), std::nullopt, 0, 30'000, 0};
    const Run run = runSolve({QStringLiteral("--code"), countdown::challengeCode(challenge)});
    QCOMPARE(run.exitCode, 0);
    const Run usualUseAll = runSolve(args("--variant no-division --use-all 27 3 3 9"));
    QCOMPARE(run.outLines(),
             QStringList({QStringLiteral("challenge: target 27, numbers 3 3 9, variant (none), "
                                         "use-all, operations +-*, no clock"),
                          QStringLiteral("sender: Zoé, declared 24, 0 points, 21.4 s, 1 hint"),
                          QStringLiteral("reply: (no name), no declaration, 0 points, 30.0 s, "
                                         "0 hints")})
                 + usualUseAll.outLines());
}

// --code --json: the usual object (the same "target" and "numbers") with the code's "challenge".
void TestCountdownSolve::solveCodeJson()
{
    const QString reply =
        QStringLiteral("1B86-869H-4802-FEAP-KFRE-MR0K-T5G3-BM5D-14EG-QRGF-17WR-G102-BCHE");
    const Run run = runSolve({QStringLiteral("--code"), reply, QStringLiteral("--json")});
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 0);
    QJsonObject object = onlyObject(run);
    const QJsonObject challenge = object.take(QStringLiteral("challenge")).toObject();
    const Run usual = runSolve(args("--json 317 50 25 6 4 1 8"));
    QCOMPARE(object, onlyObject(usual));
    QCOMPARE(object[QStringLiteral("target")].toInteger(), qint64(317));
    QCOMPARE(challenge[QStringLiteral("variant")].toString(), QStringLiteral("uk"));
    QCOMPARE(challenge[QStringLiteral("mode")].toString(), QStringLiteral("drop"));
    QCOMPARE(challenge[QStringLiteral("operations")].toString(), QStringLiteral("+-*/"));
    QCOMPARE(challenge[QStringLiteral("clock_seconds")].toInt(), 30);
    const QJsonObject sender = challenge[QStringLiteral("sender")].toObject();
    QCOMPARE(sender[QStringLiteral("name")].toString(), QStringLiteral("Zoé"));
    QCOMPARE(sender[QStringLiteral("value")].toInteger(), qint64(317));
    QCOMPARE(sender[QStringLiteral("points")].toInt(), 10);
    QCOMPARE(sender[QStringLiteral("time_ms")].toInteger(), qint64(21'400));
    QCOMPARE(sender[QStringLiteral("hints")].toInt(), 1);
    const QJsonObject replied = challenge[QStringLiteral("reply")].toObject();
    QCOMPARE(replied[QStringLiteral("name")].toString(), QStringLiteral("Бо 😀"));
    QVERIFY(replied[QStringLiteral("value")].isNull());
    QCOMPARE(replied[QStringLiteral("time_ms")].toInteger(), qint64(30'000));
    // Without results, none is written.
    const Run bare = runSolve(args("--json --code 1B83-409D-KH50-0T20-EH"));
    const QJsonObject bareChallenge = onlyObject(bare)[QStringLiteral("challenge")].toObject();
    QCOMPARE(bareChallenge.keys(),
             QStringList({QStringLiteral("clock_seconds"), QStringLiteral("mode"),
                          QStringLiteral("operations"), QStringLiteral("variant")}));
}

// A bad code exits 2 with the sentence the game shows for it, and no hint to read --help.
void TestCountdownSolve::badCode_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("mistyped") << QStringLiteral("1B83-409D-KH50-0T20-HE")
                              << QStringLiteral("The code is mistyped: a symbol is wrong or two "
                                                "are swapped. Check it again");
    QTest::newRow("cut short") << QStringLiteral("1B83-409D-KH50-0T20-E")
                               << QStringLiteral("The code is cut short: symbols are missing at "
                                                 "its end. Copy it again, whole");
    QTest::newRow("bad symbol") << QStringLiteral("1B83-U09D")
                                << QStringLiteral("“U” (character 6) cannot be in a code: codes "
                                                  "are digits and letters");
    QTest::newRow("escape") << QStringLiteral("1B\x1b]0;x")
                            << QStringLiteral("“\\x1b” (character 3) cannot be in a code: codes "
                                              "are digits and letters");
    QTest::newRow("empty") << QString() << QStringLiteral("There is no code to read");
}

void TestCountdownSolve::badCode()
{
    QFETCH(QString, code);
    QFETCH(QString, message);
    const Run run = runSolve({QStringLiteral("--code"), code});
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.errText(), QStringLiteral("countdown-solve: ") + message + QLatin1Char('\n'));
}

QTEST_GUILESS_MAIN(TestCountdownSolve)
#include "tst_countdownsolve.moc"
