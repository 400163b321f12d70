#pragma once

#include <QLayout>
#include <QList>

// Lays its items out left to right and starts a new line when the next does not fit: a row
// of filter chips that wraps in a narrow window instead of setting the least width of every
// view (the tab pages share one) and squeezing the detail pane. Its least width is its widest
// item's; its height follows its width. GUI thread.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(int spacing);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    // Places the items in `rect` (only measures, unless `apply`); the height they take.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
};
