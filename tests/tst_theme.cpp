#include "models/profiles.h"
#include "views/chartstyle.h"
#include "views/detailpane.h"
#include "views/jsonhighlighter.h"
#include "views/messagebanner.h"
#include "views/profileband.h"
#include "views/statepalette.h"
#include "views/theme.h"
#include "views/tonedelegate.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

// The look: light and dark palettes that the state colours read on, switched live, saved,
// and the production band that reads in any colour.
class tst_Theme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void stateColoursReadOnBothPalettes_data();
    void stateColoursReadOnBothPalettes();
    void chartSeriesReadOnTheirBackground();
    void everyTextColourReads_data();
    void everyTextColourReads();
    void aForeignPaletteGetsReadableColours();
    void detailLinksFollowASwitch();
    void stateCellsCarryAMarkAndAWord();
    void switchingIsLiveAndSystemPutsBackTheStart();
    void theMenuAppliesAndRemembers();
    void styleSheetColoursFollowASwitch();
    void namesRoundTrip();
    void bandTextReadsOnAnyColour_data();
    void bandTextReadsOnAnyColour();
};

namespace {

// A colour with alpha as it shows over `background`.
QColor over(const QColor &c, const QColor &background)
{
    const double a = c.alphaF();
    return QColor::fromRgbF(float(c.redF() * a + background.redF() * (1 - a)),
                            float(c.greenF() * a + background.greenF() * (1 - a)),
                            float(c.blueF() * a + background.blueF() * (1 - a)));
}

// Counts PaletteChange events, as a widget that recolours itself would see them.
class PaletteWatcher : public QWidget
{
public:
    int changes = 0;

protected:
    void changeEvent(QEvent *e) override
    {
        if (e->type() == QEvent::PaletteChange)
            ++changes;
        QWidget::changeEvent(e);
    }
};

} // namespace

void tst_Theme::stateColoursReadOnBothPalettes_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void tst_Theme::stateColoursReadOnBothPalettes()
{
    QFETCH(bool, dark);
    const QPalette p = dark ? theme::darkPalette() : theme::lightPalette();
    QCOMPARE(statepalette::isDark(p), dark);
    // Body text (the tables' text) and the tones must read on every background a cell has.
    for (QPalette::ColorRole bg : { QPalette::Base, QPalette::AlternateBase, QPalette::Window }) {
        const QColor background = p.color(bg);
        const double text = theme::contrast(p.color(QPalette::Text), background);
        QVERIFY2(text >= 7.0, qPrintable(u"text on role %1: %2"_s.arg(int(bg)).arg(text)));
        for (Tone t : { Tone::Neutral, Tone::Good, Tone::Pending, Tone::Warning, Tone::Bad }) {
            const QColor c = over(statepalette::color(t, p), background);
            const double ratio = theme::contrast(c, background);
            QVERIFY2(ratio >= 4.5,
                     qPrintable(u"tone %1 on role %2: %3 (%4 on %5)"_s.arg(int(t))
                                    .arg(int(bg))
                                    .arg(ratio, 0, 'f', 2)
                                    .arg(c.name(), background.name())));
        }
    }
    const double selected
        = theme::contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight));
    QVERIFY2(selected >= 4.5, qPrintable(QString::number(selected)));
    const double link = theme::contrast(p.color(QPalette::Link), p.color(QPalette::Base));
    QVERIFY2(link >= 4.5, qPrintable(QString::number(link)));
}

void tst_Theme::everyTextColourReads_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

// WCAG AA (4.5:1) for every colour text is drawn in, on every background it is drawn on:
// links, tones, the detail pane's dim text, the JSON colours, banners, selected rows.
void tst_Theme::everyTextColourReads()
{
    QFETCH(bool, dark);
    const QPalette p = dark ? theme::darkPalette() : theme::lightPalette();
    QList<std::pair<QString, QColor>> colours = {
        { u"link"_s, statepalette::linkColor(p) },
        { u"palette link"_s, p.color(QPalette::Link) },
        { u"dim"_s, statepalette::dimColor(p) },
        { u"placeholder"_s, over(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) },
    };
    for (Tone t : { Tone::Neutral, Tone::Good, Tone::Pending, Tone::Warning, Tone::Bad })
        colours.append({ u"tone %1"_s.arg(int(t)), statepalette::color(t, p) });
    const auto check = [](const QString &what, const QColor &fg, const QColor &bg) {
        const double ratio = theme::contrast(fg, bg);
        QVERIFY2(
            ratio >= 4.5,
            qPrintable(
                u"%1: %2 on %3 is %4:1"_s.arg(what, fg.name(), bg.name()).arg(ratio, 0, 'f', 2)));
    };
    for (const auto &[what, colour] : colours) {
        for (QPalette::ColorRole bg : { QPalette::Base, QPalette::AlternateBase, QPalette::Window })
            check(what + u" on role %1"_s.arg(int(bg)), colour, p.color(bg));
    }
    // The JSON view's colours, on the text area's base.
    JsonHighlighter json(static_cast<QObject *>(nullptr), dark);
    for (auto k : { JsonHighlighter::TokenKind::Key, JsonHighlighter::TokenKind::String,
                    JsonHighlighter::TokenKind::Number, JsonHighlighter::TokenKind::Keyword,
                    JsonHighlighter::TokenKind::Punctuation }) {
        check(u"json %1"_s.arg(int(k)), json.format(k).foreground().color(),
              p.color(QPalette::Base));
        check(u"json %1 alt"_s.arg(int(k)), json.format(k).foreground().color(),
              p.color(QPalette::AlternateBase));
    }
    // A banner's text on its own tint, as drawn.
    QWidget surroundings;
    surroundings.setPalette(p);
    MessageBanner banner(&surroundings);
    banner.resize(400, 40);
    for (Tone t : { Tone::Neutral, Tone::Good, Tone::Pending, Tone::Warning, Tone::Bad }) {
        banner.showMessage(u"A message"_s, t);
        const QImage shot = banner.grab().toImage();
        const QColor bg = shot.pixelColor(shot.width() - 5, shot.height() - 2);
        const QColor fg = shot.pixelColor(1, shot.height() / 2); // the border: the tone
        QCOMPARE(fg.name(), statepalette::color(t, p).name());
        const QRegularExpression textColour(u"color: (#[0-9a-f]{6})"_s);
        const QColor text(textColour.match(banner.styleSheet()).captured(1));
        check(u"banner tone %1"_s.arg(int(t)), text, bg);
    }
    // A selected row: the delegate draws a tone's cell in the highlighted text colour there.
    check(u"selected"_s, p.color(QPalette::HighlightedText), p.color(QPalette::Highlight));
    check(u"selected, inactive"_s, p.color(QPalette::Inactive, QPalette::HighlightedText),
          p.color(QPalette::Inactive, QPalette::Highlight));
}

void tst_Theme::aForeignPaletteGetsReadableColours()
{
    // A dark desktop whose palette keeps a light theme's link blue and a dim grey: what
    // "System" may bring. The colours read anyway.
    QPalette p = theme::darkPalette();
    p.setColor(QPalette::Link, QColor(0x00, 0x00, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0x50, 0x50, 0x50));
    QVERIFY(statepalette::leastContrast(p.color(QPalette::Link), p) < 4.5);
    QVERIFY(statepalette::leastContrast(statepalette::linkColor(p), p) >= 4.5);
    QVERIFY(statepalette::leastContrast(statepalette::dimColor(p), p) >= 4.5);
    QVERIFY(statepalette::leastContrast(statepalette::color(Tone::Neutral, p), p) >= 4.5);
    // A light one with a pale link.
    QPalette light = theme::lightPalette();
    light.setColor(QPalette::Link, QColor(0x80, 0xc0, 0xff));
    QVERIFY(statepalette::leastContrast(statepalette::linkColor(light), light) >= 4.5);
    // Qt's own placeholder (the text at half alpha) is taken as it shows: a grey, not black.
    QPalette plain = theme::lightPalette();
    plain.setColor(QPalette::PlaceholderText, QColor(0, 0, 0, 128));
    const QColor dim = statepalette::dimColor(plain);
    QVERIFY2(dim.lightness() > 40 && statepalette::leastContrast(dim, plain) >= 4.5,
             qPrintable(dim.name()));
    // A colour that already reads is kept as it is.
    QCOMPARE(statepalette::readable(QColor(0x79, 0xb8, 0xff), theme::darkPalette()),
             QColor(0x79, 0xb8, 0xff));
}

// The colour of the first link in `doc`, as laid out.
static QColor firstLinkColour(const QTextDocument *doc)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isAnchor())
                return it.fragment().charFormat().foreground().color();
        }
    }
    return {};
}

void tst_Theme::detailLinksFollowASwitch()
{
    // Reported: the detail pane's links dark blue on near-black. Rich text takes its colours
    // when parsed: a pane filled in the light theme kept them after a switch to dark.
    theme::apply(theme::Choice::Light);
    DetailPane pane;
    pane.show();
    TaskDetail d;
    d.found = true;
    d.task.id = 7;
    d.task.state = u"dead"_s;
    d.task.messageId = 70;
    d.task.createdAt = 1'700'000'000'000'000;
    pane.showTask(d);
    for (bool dark : { false, true, false }) {
        theme::apply(dark ? theme::Choice::Dark : theme::Choice::Light);
        const QPalette p = dark ? theme::darkPalette() : theme::lightPalette();
        QTRY_COMPARE(firstLinkColour(pane.fieldsDocument()), statepalette::linkColor(p));
        const double ratio
            = theme::contrast(firstLinkColour(pane.fieldsDocument()), p.color(QPalette::Base));
        QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
    }
    QVERIFY(pane.fieldsText().contains(u"70"_s));
    theme::apply(theme::Choice::System);
}

void tst_Theme::chartSeriesReadOnTheirBackground()
{
    // Graphics need 3:1 (WCAG 1.4.11); a series' second shade is the softer one.
    for (const QPalette &p : { theme::lightPalette(), theme::darkPalette() }) {
        for (Tone t : { Tone::Good, Tone::Pending, Tone::Warning, Tone::Bad }) {
            for (int variant : { 0, 1 }) {
                const QColor c
                    = over(chartstyle::seriesColor(t, variant, p), p.color(QPalette::Base));
                const double ratio = theme::contrast(c, p.color(QPalette::Base));
                QVERIFY2(
                    ratio >= 3.0,
                    qPrintable(u"tone %1 variant %2: %3"_s.arg(int(t)).arg(variant).arg(ratio)));
            }
        }
    }
}

void tst_Theme::stateCellsCarryAMarkAndAWord()
{
    QStandardItemModel model(1, 1);
    model.setData(model.index(0, 0), u"dead"_s);
    model.setData(model.index(0, 0), int(Tone::Bad), ToneRole);
    QTableView table;
    table.setModel(&model);
    // initStyleOption is protected: what the delegate paints is read through a subclass.
    struct Probe : ToneDelegate
    {
        using ToneDelegate::ToneDelegate;
        QStyleOptionViewItem optionFor(const QModelIndex &index) const
        {
            QStyleOptionViewItem o;
            initStyleOption(&o, index);
            return o;
        }
    } delegate(&table);
    const QStyleOptionViewItem painted = delegate.optionFor(model.index(0, 0));
    QCOMPARE(painted.text,
             statepalette::mark(Tone::Bad) + u" dead"_s); // a mark and the word, not colour alone
    QCOMPARE(painted.palette.color(QPalette::Text),
             statepalette::color(Tone::Bad, QApplication::palette()));
}

void tst_Theme::switchingIsLiveAndSystemPutsBackTheStart()
{
    const QColor startWindow = QApplication::palette().color(QPalette::Window);
    const QString startStyle = QApplication::style()->name();
    QWidget top; // a window, as the console's, with a widget in it
    auto &w = *new PaletteWatcher;
    w.setParent(&top);
    top.show();
    theme::apply(theme::Choice::Dark);
    QCOMPARE(theme::current(), theme::Choice::Dark);
    QVERIFY(statepalette::isDark(QApplication::palette()));
    // Widgets hear of it through the event loop, as they would in the running console.
    QTRY_VERIFY(statepalette::isDark(w.palette()));
    QTRY_VERIFY(statepalette::isDark(top.palette()));
    QCOMPARE(QApplication::style()->name().toLower(), u"fusion"_s);
    QVERIFY(w.changes >= 1);
    const int afterDark = w.changes;

    theme::apply(theme::Choice::Light);
    QTRY_VERIFY(!statepalette::isDark(w.palette()));
    QCOMPARE(w.palette().color(QPalette::Base), QColor(Qt::white));
    QVERIFY(w.changes > afterDark);

    theme::apply(theme::Choice::Dark);
    theme::apply(theme::Choice::System);
    QCOMPARE(QApplication::style()->name(), startStyle);
    QCOMPARE(QApplication::palette().color(QPalette::Window), startWindow);
    QTRY_COMPARE(w.palette().color(QPalette::Window), startWindow);
}

void tst_Theme::styleSheetColoursFollowASwitch()
{
    // What the role badge and the lookup's verdict do: a tone written into a style sheet, and
    // what the lookup's trails do: a tone on a tree item.
    theme::apply(theme::Choice::Light);
    QWidget top;
    auto *label = new QLabel(u"✖ failed"_s, &top);
    theme::setToneStyle(label, Tone::Bad, u"font-weight: bold;"_s);
    auto *tree = new QTreeWidget(&top);
    auto *item = new QTreeWidgetItem(tree, { u"✖ failed"_s });
    item->setForeground(0, statepalette::color(Tone::Bad, theme::lightPalette()));
    item->setData(0, ToneRole, int(Tone::Bad));
    top.show();
    const QString lightBad = statepalette::color(Tone::Bad, theme::lightPalette()).name();
    const QString darkBad = statepalette::color(Tone::Bad, theme::darkPalette()).name();
    QVERIFY(label->styleSheet().contains(lightBad));
    QVERIFY(label->styleSheet().contains(u"font-weight: bold;"_s));

    theme::apply(theme::Choice::Dark);
    QTRY_VERIFY(label->styleSheet().contains(darkBad));
    QVERIFY(label->styleSheet().contains(u"font-weight: bold;"_s));
    QCOMPARE(item->foreground(0).color().name(), darkBad);

    // A banner's tint and text follow too.
    auto *banner = new MessageBanner(&top);
    theme::apply(theme::Choice::Light);
    banner->showMessage(u"Release lease: select one leased task."_s, Tone::Warning);
    const QString lightBanner = banner->styleSheet();
    theme::apply(theme::Choice::Dark);
    QTRY_VERIFY(banner->styleSheet() != lightBanner);
    QVERIFY(banner->styleSheet().contains(
        statepalette::color(Tone::Warning, theme::darkPalette()).name()));
    theme::apply(theme::Choice::Dark);

    theme::clearToneStyle(label);
    QVERIFY(label->styleSheet().isEmpty());
    theme::apply(theme::Choice::Light);
    QTRY_COMPARE(item->foreground(0).color().name(), lightBad);
    QVERIFY(label->styleSheet().isEmpty()); // cleared: no longer followed
    theme::apply(theme::Choice::System);
}

void tst_Theme::theMenuAppliesAndRemembers()
{
    QSettings().remove(u"look/theme"_s);
    QCOMPARE(theme::saved(), theme::Choice::System);
    ThemeMenu menu;
    QAction *dark = nullptr;
    for (QAction *a : menu.actions()) {
        if (a->data().toInt() == int(theme::Choice::Dark))
            dark = a;
    }
    QVERIFY(dark);
    dark->trigger();
    QCOMPARE(theme::current(), theme::Choice::Dark);
    QCOMPARE(theme::saved(), theme::Choice::Dark);
    QCOMPARE(QSettings().value(u"look/theme"_s).toString(), u"dark"_s);
    QVERIFY(statepalette::isDark(QApplication::palette()));
    theme::apply(theme::Choice::System);
    QSettings().remove(u"look/theme"_s);
}

void tst_Theme::namesRoundTrip()
{
    for (theme::Choice c : { theme::Choice::System, theme::Choice::Light, theme::Choice::Dark })
        QCOMPARE(theme::parse(theme::name(c)), std::optional(c));
    QCOMPARE(theme::parse(u"DARK"_s), std::optional(theme::Choice::Dark));
    QVERIFY(!theme::parse(u"solarized"_s));
}

void tst_Theme::bandTextReadsOnAnyColour_data()
{
    QTest::addColumn<QColor>("colour");
    QTest::newRow("default red") << profiles::defaultBandColor();
    QTest::newRow("yellow") << QColor(Qt::yellow);
    QTest::newRow("dark blue") << QColor(0x00, 0x20, 0x60);
    QTest::newRow("mid grey") << QColor(0x80, 0x80, 0x80);
}

void tst_Theme::bandTextReadsOnAnyColour()
{
    QFETCH(QColor, colour);
    ProfileBand band;
    band.setProfile(u"production"_s, true, colour, u"host=db.prod"_s);
    QVERIFY(!band.isHidden());
    QCOMPARE(band.text(), u"▲ Production: production ▲"_s); // in words too, not colour alone
    QCOMPARE(band.colour(), colour);
    const QImage shot = band.grab().toImage();
    const QColor background = shot.pixelColor(2, shot.height() / 2);
    QCOMPARE(background.name(), colour.name());
    // The text colour is white or black, whichever reads better: at least 4.5:1 on these.
    const double best
        = qMax(theme::contrast(Qt::white, colour), theme::contrast(Qt::black, colour));
    QVERIFY2(best >= 4.5, qPrintable(QString::number(best)));
    QVERIFY(band.styleSheet().contains(theme::contrast(Qt::white, colour)
                                               >= theme::contrast(Qt::black, colour)
                                           ? u"color: #ffffff"_s
                                           : u"color: #000000"_s));

    band.setProfile(u"staging"_s, false, QColor(), u"host=db.stg"_s);
    QVERIFY(band.isHidden());
    QCOMPARE(band.profileName(), u"staging"_s);
}

QTEST_MAIN(tst_Theme)
#include "tst_theme.moc"
