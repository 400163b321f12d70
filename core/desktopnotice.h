#pragma once

#include <QString>

// What one watch reached, as the desktop is told it: a one-line outcome, the evidence, and the
// poolscope: link (DeepLink::toString()) that the notification's action opens. Ids and states
// only, never customer data: the text leaves the console for the desktop's notification
// service (desktop/desktopnotifier.h sends it).
struct DesktopNotice
{
    QString title; // the outcome in one line: "Task 123 delivered"
    QString body; // the evidence, plain text; may hold a few lines
    QString link; // poolscope://task/123; empty: nothing to open
    bool bad = false; // the watch turned bad: critical urgency

    bool operator==(const DesktopNotice &) const = default;
};
