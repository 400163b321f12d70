#include "views/chartpanel.h"

#include "views/chartstyle.h"
#include "views/flowlayout.h"
#include "views/statepalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QPixmap>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>

using namespace Qt::StringLiterals;

ChartPanel::ChartPanel(const QString &title, QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(title, this))
    , m_note(new QLabel(this))
    , m_export(new QToolButton(this))
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_legend(new QWidget(this))
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
    // The legend is ours (syncLegend), under the chart.
    m_chart->legend()->setVisible(false);
    m_legend->setAccessibleName(tr("Legend of %1").arg(title));
    m_legend->setLayout(new FlowLayout(2));
    m_legend->layout()->setContentsMargins(0, 0, 0, 0);

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
    layout->addWidget(m_legend);
    connect(m_chart, &QChart::plotAreaChanged, this, &ChartPanel::fitAxisTitles,
            Qt::QueuedConnection); // after the chart's layout, not within it
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

void ChartPanel::syncLegend()
{
    m_chart->legend()->setVisible(false);
    QList<QToolButton *> entries
        = m_legend->findChildren<QToolButton *>(QString(), Qt::FindDirectChildrenOnly);
    qsizetype used = 0;
    // One entry per name: a series drawn in several runs (after gaps) has a marker per run.
    // (The markers' own visibility follows the hidden legend's, so it cannot tell.)
    QStringList named;
    for (QLegendMarker *marker : m_chart->legend()->markers()) {
        if (marker->label().isEmpty() || named.contains(marker->label()))
            continue;
        named.append(marker->label());
        if (used == entries.size()) {
            auto *entry = new QToolButton(m_legend);
            entry->setAutoRaise(true);
            entry->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            entry->setFont(m_chart->legend()->font());
            m_legend->layout()->addWidget(entry);
            entries.append(entry);
        }
        QToolButton *entry = entries[used++];
        entry->setText(marker->label());
        const int side = entry->fontMetrics().height() * 2 / 3;
        QPixmap swatch(side, side);
        swatch.fill(marker->brush().color());
        entry->setIcon(swatch);
        entry->setIconSize(swatch.size());
        QPalette p = palette();
        p.setColor(QPalette::ButtonText, marker->labelBrush().color());
        entry->setPalette(p);
        disconnect(entry, &QToolButton::clicked, nullptr, nullptr);
        // The marker may go with its series: the connection goes with it.
        connect(entry, &QToolButton::clicked, marker, [marker] { Q_EMIT marker->clicked(); });
        entry->setVisible(true);
    }
    for (qsizetype i = used; i < entries.size(); ++i)
        entries[i]->setVisible(false);
}

void ChartPanel::fitAxisTitles(const QRectF &plotArea)
{
    int need = 0;
    for (const QAbstractAxis *axis : m_chart->axes()) {
        if (axis->orientation() == Qt::Vertical && axis->isTitleVisible()
            && !axis->titleText().isEmpty())
            need = std::max(need,
                            QFontMetrics(axis->titleFont()).horizontalAdvance(axis->titleText())
                                + 8); // the title's own margins
    }
    if (const int missing = need - int(plotArea.height()); missing > 0)
        m_view->setMinimumHeight(m_view->height() + missing);
}
