#pragma once

#include <QByteArray>

class QHeaderView;

// A table's header state (widths, order, hidden columns) saved by column name, not by
// position: the model names each column on its horizontal header (ColumnNameRole,
// models/columnnames.h). A column added in the middle of a model then leaves every saved
// width on its own column and itself takes its default width at its place in the model's
// order; a saved column the model no longer has is skipped. GUI thread.
namespace headerstate {

// The state as compact JSON: the columns in their visual order, each with its width and
// whether it is hidden. A model that names no column is saved by logical index ("#3").
QByteArray save(const QHeaderView *header);
// Applies a state save() wrote. Without one, `legacy` (QHeaderView::saveState(), by logical
// index, as consoles before names saved it) is restored when its column count is the model's
// count; otherwise nothing is restored and the header keeps its defaults.
void restore(QHeaderView *header, const QByteArray &named, const QByteArray &legacy = {});

} // namespace headerstate
