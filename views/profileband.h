#pragma once

#include <QColor>
#include <QLabel>

// The strip across the top of the window while a production profile is in force: its colour
// and, in words, "Production: <name>", so colour is never the only signal. Hidden otherwise.
// The text colour (white or black) is whichever reads better on the band. GUI thread.
class ProfileBand : public QLabel
{
    Q_OBJECT
public:
    explicit ProfileBand(QWidget *parent = nullptr);

    // The profile in force: its name (empty: none), whether it is production, the band's
    // colour, and where it connects (redacted) for the tooltip.
    void setProfile(const QString &name, bool production, const QColor &colour, const QString &target);
    QString profileName() const { return m_name; }
    QColor colour() const { return m_colour; }

private:
    QString m_name;
    QColor m_colour;
};
