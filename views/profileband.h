#pragma once

#include <QColor>
#include <QToolBar>

class QLabel;

// The strip across the top of the window, full width above the views and the details, while a
// production profile is in force: its colour and, in words, "Production: <name>", so colour is
// never the only signal. A fixed tool bar (not movable, not in the tool bar menu), hidden
// otherwise. The text is white or black, whichever reads better on the colour. GUI thread.
class ProfileBand : public QToolBar
{
    Q_OBJECT
public:
    explicit ProfileBand(QWidget *parent = nullptr);

    // The profile in force: its name (empty: none), whether it is production, the band's
    // colour, where it connects (redacted) for the tooltip, and how its writes are guarded
    // (profiles::protectionBadge), said after the name.
    void setProfile(const QString &name, bool production, const QColor &colour,
                    const QString &target, const QString &protection = QString());
    QString profileName() const { return m_name; }
    QColor colour() const { return m_colour; }
    QString text() const;

private:
    QLabel *m_label;
    QString m_name;
    QColor m_colour;
};
