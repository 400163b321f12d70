#pragma once

#include "models/tone.h"

#include <QColor>
#include <QMenu>
#include <QPalette>
#include <QString>
#include <optional>

// The look: the system's palette (whatever the desktop says, light or dark, followed as it
// changes), or a light or dark one PoolScope sets itself. Applied live to the whole
// application: every widget that colours by the palette gets a PaletteChange. The choice is
// saved as "look/theme"; --theme overrides it for one run. GUI thread.
namespace theme {

enum class Choice { System, Light, Dark };

// "system", "light", "dark" (the --theme values and the saved setting).
QString name(Choice choice);
std::optional<Choice> parse(const QString &name);

Choice saved();
void save(Choice choice);

// Applies `choice` to the running application. Light and Dark use the Fusion style (unless
// the current style already follows the palette: Fusion, Breeze) with PoolScope's palettes;
// System puts back the style and palette the application started with.
void apply(Choice choice);
Choice current();

QPalette lightPalette();
QPalette darkPalette();

// Colours `widget`'s text in `tone` (with `extraCss`, e.g. "font-weight: bold;") through its
// style sheet, and again whenever the application palette changes, since a colour written into
// a style sheet would not follow a switch to dark.
void setToneStyle(QWidget *widget, Tone tone, const QString &extraCss = QString());
void clearToneStyle(QWidget *widget);

// WCAG 2 contrast ratio of two opaque colours, 1 to 21 (4.5 is enough for body text).
double contrast(const QColor &a, const QColor &b);

} // namespace theme

// View → Theme: System, Light or Dark; a choice is applied at once and remembered.
class ThemeMenu : public QMenu
{
    Q_OBJECT
public:
    explicit ThemeMenu(QWidget *parent = nullptr);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void syncChecks();
};
