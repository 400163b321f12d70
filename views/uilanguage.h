#pragma once

#include <QList>
#include <QLocale>
#include <QMenu>
#include <QString>

// The languages of the user interface, which one is in force and how it is chosen: the
// --language option, else the saved setting "ui/language", else the system locale. The choice
// is made once at startup (installUiLanguage, before any window exists); the View → Language
// menu saves a new choice for the next start, since every widget builds its texts once.
// GUI thread.
namespace uilanguage {

struct Language
{
    QString code; // "en", "ru", "de": the .qm suffix and the --language value
    QString nativeName; // "Русский": shown in its own language, never translated
};

QList<Language> available();
bool isAvailable(const QString &code);
// The saved choice: a code, or empty for "follow the system".
QString saved();
void save(const QString &code);

// Installs PoolScope's and Qt's own translators on the application and makes the matching
// locale the default one (dates, numbers). `requested` is a code, "system" or empty (then the
// saved setting decides). Returns the code of the language now in force.
QString install(const QString &requested);

} // namespace uilanguage

// View → Language: the system's language or one named language, remembered for the next start.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);
};
