// SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
// SPDX-License-Identifier: GPL-3.0-or-later

// countdown-icongen: renders the application's SVG icon into the bitmap icons the packages need,
// at build time (no PNG, ICO or ICNS file is kept in git).
//
//   countdown-icongen png  ICON.svg OUTDIR SIZE...   OUTDIR/<SIZE>.png for each SIZE (1-1024)
//   countdown-icongen ico  ICON.svg OUT.ico          Windows icon: 16, 32, 48, 256 px
//   countdown-icongen icns ICON.svg OUT.icns         macOS icon: 16 to 1024 px (512@2x)
//
// Every image in an ICO or ICNS file is stored as PNG, which Windows (Vista and later) and macOS
// (10.7 and later) read. The output depends only on the SVG and this program: no time stamps.
#include <QBuffer>
#include <QByteArray>
#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QSaveFile>
#include <QStringList>
#include <QSvgRenderer>
#include <QTextStream>

#include <cstdio>
#include <optional>

namespace {

constexpr int kMaxSize = 1024;

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

bool fail(const QString &message)
{
    err() << "countdown-icongen: " << message << Qt::endl;
    return false;
}

// The icon drawn into a transparent square of size x size pixels, aspect ratio kept.
QImage render(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return image.convertToFormat(QImage::Format_ARGB32);
}

std::optional<QByteArray> png(QSvgRenderer &svg, int size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!render(svg, size).save(&buffer, "PNG")) {
        fail(QStringLiteral("cannot encode a %1 px PNG").arg(size));
        return std::nullopt;
    }
    return bytes;
}

// Writes the whole file or nothing (QSaveFile), creating its folder if needed.
bool writeFile(const QString &path, const QByteArray &bytes)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return fail(QStringLiteral("cannot create the folder %1").arg(dir));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

bool writePngs(QSvgRenderer &svg, const QString &outDir, const QStringList &sizes)
{
    if (sizes.isEmpty())
        return fail(QStringLiteral("png: no sizes given"));
    for (const QString &text : sizes) {
        bool ok = false;
        const int size = text.toInt(&ok);
        if (!ok || size < 1 || size > kMaxSize)
            return fail(QStringLiteral("bad size '%1': 1 to %2").arg(text).arg(kMaxSize));
        const auto bytes = png(svg, size);
        if (!bytes || !writeFile(QDir(outDir).filePath(QStringLiteral("%1.png").arg(size)), *bytes))
            return false;
    }
    return true;
}

// ICO: a little-endian header, one 16-byte directory entry per image, then the images (PNG).
bool writeIco(QSvgRenderer &svg, const QString &path)
{
    const QList<int> sizes = {16, 32, 48, 256};
    QList<QByteArray> images;
    for (const int size : sizes) {
        const auto bytes = png(svg, size);
        if (!bytes)
            return false;
        images.append(*bytes);
    }
    QByteArray ico;
    QDataStream out(&ico, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out << quint16(0) << quint16(1) << quint16(images.size()); // reserved, type 1 = icon, count
    quint32 offset = 6 + 16 * quint32(images.size());
    for (qsizetype i = 0; i < images.size(); ++i) {
        const quint8 side = sizes[i] >= 256 ? 0 : quint8(sizes[i]); // 0 means 256
        out << side << side << quint8(0) << quint8(0) // width, height, no palette, reserved
            << quint16(1) << quint16(32)              // colour planes, bits per pixel
            << quint32(images[i].size()) << offset;
        offset += quint32(images[i].size());
    }
    for (const QByteArray &image : images)
        out.writeRawData(image.constData(), int(image.size()));
    return writeFile(path, ico);
}

// ICNS: "icns" and the file length (big-endian), then for each image its four-letter type, its
// length including these 8 bytes, and the PNG.
bool writeIcns(QSvgRenderer &svg, const QString &path)
{
    struct Entry {
        const char *type;
        int size;
    };
    const Entry entries[] = {
        {"icp4", 16},  {"ic11", 32},  {"icp5", 32},  {"ic12", 64},  {"ic07", 128},
        {"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512}, {"ic10", 1024},
    };
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::BigEndian);
    for (const Entry &entry : entries) {
        const auto bytes = png(svg, entry.size);
        if (!bytes)
            return false;
        out.writeRawData(entry.type, 4);
        out << quint32(8 + bytes->size());
        out.writeRawData(bytes->constData(), int(bytes->size()));
    }
    QByteArray icns;
    QDataStream header(&icns, QIODevice::WriteOnly);
    header.setByteOrder(QDataStream::BigEndian);
    header.writeRawData("icns", 4);
    header << quint32(8 + body.size());
    icns.append(body);
    return writeFile(path, icns);
}

int usage()
{
    err() << "usage: countdown-icongen png ICON.svg OUTDIR SIZE...\n"
             "       countdown-icongen ico ICON.svg OUT.ico\n"
             "       countdown-icongen icns ICON.svg OUT.icns"
          << Qt::endl;
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    // A build step never needs a display: render off screen whatever the environment says.
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() < 3)
        return usage();
    const QString &command = args[0];
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        fail(QStringLiteral("cannot read the SVG %1").arg(args[1]));
        return 1;
    }
    svg.setAspectRatioMode(Qt::KeepAspectRatio);

    bool ok = false;
    if (command == QLatin1String("png"))
        ok = writePngs(svg, args[2], args.mid(3));
    else if (command == QLatin1String("ico") && args.size() == 3)
        ok = writeIco(svg, args[2]);
    else if (command == QLatin1String("icns") && args.size() == 3)
        ok = writeIcns(svg, args[2]);
    else
        return usage();
    return ok ? 0 : 1;
}
