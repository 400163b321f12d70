#include "views/chartpanel.h"

#include "views/chartstyle.h"
#include "views/statepalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ChartPanel::ChartPanel(const QString &title, QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(title, this))
    , m_note(new QLabel(this))
    , m_export(new QToolButton(this))
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
{
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(title);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_note->setWordWrap(true);
    QFont small = m_note->font();
    small.setPointSizeF(qMax(7.0, small.pointSizeF() - 1));
    m_note->setFont(small);
    m_note->setAccessibleName(tr("Source of the figures"));
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_export->setText(tr("Export PNG…"));
    m_export->setAutoRaise(true);
    m_export->setToolTip(tr("Save this chart as a PNG image"));
    m_export->setAccessibleName(tr("Export %1 as PNG").arg(title));
    connect(m_export, &QToolButton::clicked, this, &ChartPanel::exportImage);

    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(240, 150);
    m_view->setAccessibleName(title);
    m_view->setFrameShape(QFrame::NoFrame);
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);

    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->addWidget(m_title, 1);
    header->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(1);
    layout->addLayout(header);
    layout->addWidget(m_note);
    layout->addWidget(m_view, 1);
    ChartPanel::restyle();
}

QString ChartPanel::title() const
{
    return m_title->text();
}

QString ChartPanel::note() const
{
    return m_note->text();
}

void ChartPanel::setNote(const QString &text, Tone tone)
{
    m_noteTone = tone;
    m_note->setText(text);
    const QColor c = tone == Tone::Neutral ? palette().color(QPalette::PlaceholderText)
                                           : statepalette::color(tone, palette());
    const QString sheet = u"color: %1;"_s.arg(c.name());
    if (m_note->styleSheet() != sheet) // set on every sample: restyling each time costs a polish
        m_note->setStyleSheet(sheet);
}

bool ChartPanel::saveImage(const QString &path) const
{
    return !path.isEmpty() && m_view->grab().save(path, "PNG");
}

void ChartPanel::exportImage()
{
    // open(), not getSaveFileName(): no nested event loop while polls arrive.
    auto *dialog = new QFileDialog(window(), tr("Export %1").arg(title()));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilter(tr("PNG images (*.png)"));
    dialog->setDefaultSuffix(u"png"_s);
    dialog->selectFile(title().toLower().replace(u' ', u'-') + u".png"_s);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        if (!saveImage(file))
            setNote(tr("Could not write %1").arg(file), Tone::Bad);
    });
    dialog->open();
}

void ChartPanel::showTip(const QString &text)
{
    m_lastTip = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, m_view);
}

void ChartPanel::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        restyle();
}

void ChartPanel::restyle()
{
    chartstyle::apply(m_chart, palette());
    for (QAbstractAxis *axis : m_chart->axes())
        chartstyle::styleAxis(axis, palette());
    setNote(m_note->text(), m_noteTone);
}
