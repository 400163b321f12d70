#include "views/theme.h"

#include "views/statepalette.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <cmath>
#include <memory>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

const auto SettingKey = u"look/theme"_s;
constexpr char ToneProperty[] = "poolscopeTone";
constexpr char CssProperty[] = "poolscopeToneCss";

void restyle(QWidget *w)
{
    const QVariant tone = w->property(ToneProperty);
    if (!tone.isValid())
        return;
    const auto t = static_cast<Tone>(tone.toInt());
    const QString sheet
        = u"color: %1; %2"_s.arg(statepalette::color(t, QApplication::palette(w)).name(),
                                 w->property(CssProperty).toString());
    // Only when it differs: a style sheet set anew is parsed, polished and laid out again, and
    // some tones are set after every poll (the connection indicator's dot).
    if (w->styleSheet() != sheet)
        w->setStyleSheet(sheet);
}

// Tree items that carry a ToneRole (the lookup's trails) get their tone's colour anew.
void retone(QTreeWidget *tree)
{
    const QPalette palette = QApplication::palette(tree);
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        for (int c = 0; c < (*it)->columnCount(); ++c) {
            const QVariant tone = (*it)->data(c, ToneRole);
            if (tone.isValid())
                (*it)->setForeground(c,
                                     statepalette::color(static_cast<Tone>(tone.toInt()), palette));
        }
    }
}

// Re-colours the widgets setToneStyle() coloured when the application palette changes,
// whoever changed it: this console's View → Theme, or the desktop switching to dark.
class PaletteFollower : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange) {
            for (QWidget *w : QApplication::allWidgets()) {
                restyle(w);
                if (auto *tree = qobject_cast<QTreeWidget *>(w))
                    retone(tree);
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

void followPalette()
{
    static PaletteFollower *follower = nullptr;
    if (follower || !qApp)
        return;
    follower = new PaletteFollower(qApp);
    qApp->installEventFilter(follower);
}

struct State
{
    bool captured = false;
    QString startupStyle; // what "System" goes back to
    bool paletteSet = false; // System at startup touches nothing
    theme::Choice current = theme::Choice::System;
};

State &state()
{
    static State s;
    return s;
}

void captureStartup()
{
    followPalette();
    State &s = state();
    if (s.captured || !qApp)
        return;
    s.captured = true;
    s.startupStyle = QApplication::style()->name();
}

// Styles that draw with the palette they are given (others, like a native GTK look, may not).
bool followsPalette(const QString &styleName)
{
    return styleName.compare("fusion"_L1, Qt::CaseInsensitive) == 0
        || styleName.compare("breeze"_L1, Qt::CaseInsensitive) == 0;
}

double luminance(const QColor &c)
{
    auto channel = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF())
        + 0.0722 * channel(rgb.blueF());
}

} // namespace

namespace theme {

QString name(Choice choice)
{
    switch (choice) {
    case Choice::Light:
        return u"light"_s;
    case Choice::Dark:
        return u"dark"_s;
    case Choice::System:
        break;
    }
    return u"system"_s;
}

std::optional<Choice> parse(const QString &text)
{
    for (Choice c : { Choice::System, Choice::Light, Choice::Dark }) {
        if (text.compare(name(c), Qt::CaseInsensitive) == 0)
            return c;
    }
    return std::nullopt;
}

Choice saved()
{
    return parse(QSettings().value(SettingKey).toString()).value_or(Choice::System);
}

void save(Choice choice)
{
    QSettings().setValue(SettingKey, name(choice));
}

Choice current()
{
    return state().current;
}

void apply(Choice choice)
{
    captureStartup();
    State &s = state();
    s.current = choice;
    if (choice == Choice::System) {
        if (!std::exchange(s.paletteSet, false))
            return;
        if (QApplication::style()->name() != s.startupStyle)
            QApplication::setStyle(s.startupStyle);
        // An empty palette resolves wholly against the platform's (or the style's) own.
        QApplication::setPalette(QPalette());
        return;
    }
    s.paletteSet = true;
    if (!followsPalette(QApplication::style()->name()))
        QApplication::setStyle(u"Fusion"_s);
    QApplication::setPalette(choice == Choice::Dark ? darkPalette() : lightPalette());
}

QPalette lightPalette()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
    QPalette p = fusion ? fusion->standardPalette() : QPalette(Qt::white);
    // Fusion's own placeholder grey (text at half alpha) reads at about 4:1 on white; the
    // neutral state colour is this role, so it gets a grey that reads at 4.5:1 or better.
    p.setColor(QPalette::PlaceholderText, QColor(0x64, 0x64, 0x64));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf6, 0xf6, 0xf6));
    // Fusion's selection blue (#308cc6) holds white text at 3.7:1; this one at 5.3:1.
    p.setColor(QPalette::Active, QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0));
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0));
    return p;
}

QPalette darkPalette()
{
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xdf, 0xe1, 0xe5);
    const QColor disabledText(0x7a, 0x7e, 0x85);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x95, 0x9a, 0xa3));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x39, 0x3b, 0x40));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    // Fusion draws bevels and frames from these.
    p.setColor(QPalette::Light, QColor(0x4e, 0x51, 0x57));
    p.setColor(QPalette::Midlight, QColor(0x43, 0x46, 0x4b));
    p.setColor(QPalette::Mid, QColor(0x32, 0x34, 0x38));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1e));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x79, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc2, 0x9b, 0xff));
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

void setToneStyle(QWidget *widget, Tone tone, const QString &extraCss)
{
    followPalette();
    widget->setProperty(ToneProperty, int(tone));
    widget->setProperty(CssProperty, extraCss);
    restyle(widget);
}

void clearToneStyle(QWidget *widget)
{
    widget->setProperty(ToneProperty, QVariant());
    widget->setStyleSheet(QString());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

} // namespace theme

ThemeMenu::ThemeMenu(QWidget *parent) : QMenu(tr("T&heme"), parent)
{
    auto *group = new QActionGroup(this);
    const struct
    {
        theme::Choice choice;
        QString text;
    } items[] = {
        { theme::Choice::System, tr("&System") },
        { theme::Choice::Light, tr("&Light") },
        { theme::Choice::Dark, tr("&Dark") },
    };
    for (const auto &item : items) {
        QAction *a = addAction(item.text);
        a->setCheckable(true);
        a->setData(int(item.choice));
        group->addAction(a);
    }
    connect(group, &QActionGroup::triggered, this, [](QAction *a) {
        const auto choice = static_cast<theme::Choice>(a->data().toInt());
        theme::apply(choice);
        theme::save(choice);
    });
    syncChecks();
}

void ThemeMenu::showEvent(QShowEvent *event)
{
    syncChecks(); // --theme may have put another look in force than the one saved
    QMenu::showEvent(event);
}

void ThemeMenu::syncChecks()
{
    for (QAction *a : actions())
        a->setChecked(a->isCheckable() && a->data().toInt() == int(theme::current()));
}
