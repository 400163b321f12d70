<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionController</name>
    <message numerus="yes">
        <location filename="../app/actionflows.cpp" line="+70"/>
        <location line="+70"/>
        <source>Replay %n dead task(s)?</source>
        <translation>
            <numerusform>Replay %n dead task?</numerusform>
            <numerusform>Replay %n dead tasks?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-8"/>
        <source>These %n dead task(s) match the filter and will each be replayed once, in its own transaction (one failing does not undo the others).</source>
        <translation>
            <numerusform>This %n dead task matches the filter and will be replayed once, in its own transaction.</numerusform>
            <numerusform>These %n dead tasks match the filter and will each be replayed once, in its own transaction (one failing does not undo the others).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Replaying %n task(s)…</source>
        <translation>
            <numerusform>Replaying %n task…</numerusform>
            <numerusform>Replaying %n tasks…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+214"/>
        <location line="+42"/>
        <source>Ack %n owed deliveries?</source>
        <translation>
            <numerusform>Ack %n owed delivery?</numerusform>
            <numerusform>Ack %n owed deliveries?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-32"/>
        <location line="+39"/>
        <source>ack %n alarm deliveries</source>
        <translation>
            <numerusform>ack %n alarm delivery</numerusform>
            <numerusform>ack %n alarm deliveries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>Ack %1: exactly the %n deliveries below, frozen now. A delivery owed after this preview is not touched.</source>
        <translation>
            <numerusform>Ack %1: exactly the %n delivery below, frozen now. A delivery owed after this preview is not touched.</numerusform>
            <numerusform>Ack %1: exactly the %n deliveries below, frozen now. A delivery owed after this preview is not touched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/actioncontroller.cpp" line="+244"/>
        <source>the %n selected dead tasks were already replayed</source>
        <translation>
            <numerusform>the %n selected dead task was already replayed</numerusform>
            <numerusform>the %n selected dead tasks were already replayed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/groupreplay.cpp" line="+99"/>
        <source>These %n dead task(s) of the failure group %1 will each be replayed once, in its own transaction, and followed as one batch.</source>
        <translation>
            <numerusform>The %n dead task of the failure group %1 will be replayed once, in its own transaction, and followed as one batch.</numerusform>
            <numerusform>These %n dead tasks of the failure group %1 will each be replayed once, in its own transaction, and followed as one batch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Replay %n dead task(s) of this group?</source>
        <translation>
            <numerusform>Replay %n dead task of this group?</numerusform>
            <numerusform>Replay %n dead tasks of this group?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AlarmsView</name>
    <message numerus="yes">
        <location filename="../views/alarmsview.cpp" line="+118"/>
        <source>%Ln owed delivery(ies)</source>
        <translation>
            <numerusform>%Ln owed delivery</numerusform>
            <numerusform>%Ln owed deliveries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> across %Ln alert(s)</source>
        <translation>
            <numerusform> across %Ln alert</numerusform>
            <numerusform> across %Ln alerts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> and %Ln device(s)</source>
        <translation>
            <numerusform> and %Ln device</numerusform>
            <numerusform> and %Ln devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditHistoryDialog</name>
    <message numerus="yes">
        <location filename="../views/audithistorydialog.cpp" line="+153"/>
        <source>The newest %n actions this computer recorded, on every database.</source>
        <translation>
            <numerusform>The newest %n action this computer recorded, on every database.</numerusform>
            <numerusform>The newest %n actions this computer recorded, on every database.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Actions this computer did on %1 only; %n on another database hidden (tick &quot;All databases&quot; to see it).</numerusform>
            <numerusform>Actions this computer did on %1 only; %n on other databases hidden (tick &quot;All databases&quot; to see them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden, %2 of them with no database recorded (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Actions this computer did on %1 only; %n on another database hidden, %2 with no database recorded (tick &quot;All databases&quot; to see it).</numerusform>
            <numerusform>Actions this computer did on %1 only; %n on other databases hidden, %2 of them with no database recorded (tick &quot;All databases&quot; to see them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The newest %n actions recorded in the database, by every console.</source>
        <translation>
            <numerusform>The newest %n action recorded in the database, by every console.</numerusform>
            <numerusform>The newest %n actions recorded in the database, by every console.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message numerus="yes">
        <location filename="../app/consolesession.cpp" line="+234"/>
        <source>%n watches finished: </source>
        <translation>
            <numerusform>%n watch finished: </numerusform>
            <numerusform>%n watches finished: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (and %n more in the watch list)</source>
        <translation>
            <numerusform> (and %n more in the watch list)</numerusform>
            <numerusform> (and %n more in the watch list)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvExportDialog</name>
    <message numerus="yes">
        <location filename="../views/csvexportdialog.cpp" line="+61"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>Exported %Ln row to %1.</numerusform>
            <numerusform>Exported %Ln rows to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Export cancelled after %Ln row(s); %1 was not written.</source>
        <translation>
            <numerusform>Export cancelled after %Ln row; %1 was not written.</numerusform>
            <numerusform>Export cancelled after %Ln rows; %1 was not written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 of %Ln row(s) written</source>
        <translation>
            <numerusform>%1 of %Ln row written</numerusform>
            <numerusform>%1 of %Ln rows written</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message numerus="yes">
        <location filename="../models/csvexporter.cpp" line="+67"/>
        <source>The export stopped after %n row(s): %1</source>
        <translation>
            <numerusform>The export stopped after %n row: %1</numerusform>
            <numerusform>The export stopped after %n rows: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message numerus="yes">
        <location filename="../views/dashboardview.cpp" line="+377"/>
        <source>busiest %n workers</source>
        <translation>
            <numerusform>busiest %n worker</numerusform>
            <numerusform>busiest %n workers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DbText</name>
    <message numerus="yes">
        <location filename="../db/passwordcommand.cpp" line="+37"/>
        <source>the password command did not finish within %n s (ran: %1)</source>
        <translation>
            <numerusform>the password command did not finish within %n s (ran: %1)</numerusform>
            <numerusform>the password command did not finish within %n s (ran: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../db/sshfailure.cpp" line="+175"/>
        <source>ssh did not set up the tunnel through %1 within %n s</source>
        <translation>
            <numerusform>ssh did not set up the tunnel through %1 within %n s</numerusform>
            <numerusform>ssh did not set up the tunnel through %1 within %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message numerus="yes">
        <location filename="../views/detailpane.cpp" line="+163"/>
        <source>%n rows selected: the details show one row at a time</source>
        <translation>
            <numerusform>%n row selected: the details show one row at a time</numerusform>
            <numerusform>%n rows selected: the details show one row at a time</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DurationModel</name>
    <message numerus="yes">
        <location filename="../models/durationmodel.cpp" line="+33"/>
        <source>over ≈%Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>over ≈%Ln attempt with a duration</numerusform>
            <numerusform>over ≈%Ln attempts with a duration</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>over %Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>over %Ln attempt with a duration</numerusform>
            <numerusform>over %Ln attempts with a duration</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FailureText</name>
    <message numerus="yes">
        <location filename="../core/failuretext.cpp" line="+21"/>
        <source>the last %Ln day(s)</source>
        <translation>
            <numerusform>the last %Ln day</numerusform>
            <numerusform>the last %Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the last %Ln hour(s)</source>
        <translation>
            <numerusform>the last %Ln hour</numerusform>
            <numerusform>the last %Ln hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the last %Ln minute(s)</source>
        <translation>
            <numerusform>the last %Ln minute</numerusform>
            <numerusform>the last %Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Grouped the first %1 failed tasks found in %2, in %Ln cause(s): more failed than that, so these counts are a part. Pick a shorter window to see all.</source>
        <translation>
            <numerusform>Grouped the first %1 failed tasks found in %2, in %Ln cause: more failed than that, so these counts are a part. Pick a shorter window to see all.</numerusform>
            <numerusform>Grouped the first %1 failed tasks found in %2, in %Ln causes: more failed than that, so these counts are a part. Pick a shorter window to see all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 failed tasks in %2, in %Ln cause(s).</source>
        <translation>
            <numerusform>%1 failed tasks in %2, in %Ln cause.</numerusform>
            <numerusform>%1 failed tasks in %2, in %Ln causes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeasesView</name>
    <message numerus="yes">
        <location filename="../views/leasesview.cpp" line="+197"/>
        <source>Task leases: %n stuck</source>
        <translation>
            <numerusform>Task leases: %n stuck</numerusform>
            <numerusform>Task leases: %n stuck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Task leases: %n leased</source>
        <translation>
            <numerusform>Task leases: %n leased</numerusform>
            <numerusform>Task leases: %n leased</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> — %n expired, stuck until reaped or released</source>
        <translation>
            <numerusform> — %n expired, stuck until reaped or released</numerusform>
            <numerusform> — %n expired, stuck until reaped or released</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Feed sink leases: %n held</source>
        <translation>
            <numerusform>Feed sink leases: %n held</numerusform>
            <numerusform>Feed sink leases: %n held</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> — %n expired or stale</source>
        <translation>
            <numerusform> — %n expired or stale</numerusform>
            <numerusform> — %n expired or stale</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookupText</name>
    <message numerus="yes">
        <location filename="../core/lookup/summary.cpp" line="+47"/>
        <location filename="../core/lookup/verdict.cpp" line="+143"/>
        <source> after %n attempts</source>
        <translation>
            <numerusform> after %n attempt</numerusform>
            <numerusform> after %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>%n more device(s) cleared by an operator</source>
        <translation>
            <numerusform>%n more device cleared by an operator</numerusform>
            <numerusform>%n more devices cleared by an operator</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n more device(s) owe</source>
        <translation>
            <numerusform>%n more device owes</numerusform>
            <numerusform>%n more devices owe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%n%1 messages</source>
        <translation>
            <numerusform>%n%1 message</numerusform>
            <numerusform>%n%1 messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+9"/>
        <source>%n%1 tasks without a message id</source>
        <translation>
            <numerusform>%n%1 task without a message id</numerusform>
            <numerusform>%n%1 tasks without a message id</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%n messages</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-18"/>
        <source> (%n stuck)</source>
        <translation>
            <numerusform> (%n stuck)</numerusform>
            <numerusform> (%n stuck)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/lookup/verdict.cpp" line="+52"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-135"/>
        <source>, %1 of %n attempts so far</source>
        <translation>
            <numerusform>, %1 of %n attempt so far</numerusform>
            <numerusform>, %1 of %n attempts so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>, %n attempts so far</source>
        <translation>
            <numerusform>, %n attempt so far</numerusform>
            <numerusform>, %n attempts so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source> behind %Ln ready tasks</source>
        <translation>
            <numerusform> behind %Ln ready task</numerusform>
            <numerusform> behind %Ln ready tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source> after %n attempts, none recorded in the audit</source>
        <translation>
            <numerusform> after %n attempt, not recorded in the audit</numerusform>
            <numerusform> after %n attempts, none recorded in the audit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>failed: all %n attempts failed</source>
        <translation>
            <numerusform>failed: the %n attempt failed</numerusform>
            <numerusform>failed: all %n attempts failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+209"/>
        <source>%n device(s) cleared by an operator, not acked by the device</source>
        <translation>
            <numerusform>%n device cleared by an operator, not acked by the device</numerusform>
            <numerusform>%n devices cleared by an operator, not acked by the devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n devices still owe</source>
        <translation>
            <numerusform>%n device still owes</numerusform>
            <numerusform>%n devices still owe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookupView</name>
    <message numerus="yes">
        <location filename="../views/lookupview.cpp" line="+350"/>
        <source>last %n day(s)</source>
        <translation>
            <numerusform>last %n day</numerusform>
            <numerusform>last %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n hour(s)</source>
        <translation>
            <numerusform>last %n hour</numerusform>
            <numerusform>last %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>last %n minute</numerusform>
            <numerusform>last %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n second(s)</source>
        <translation>
            <numerusform>last %n second</numerusform>
            <numerusform>last %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/lookupviewanswer.cpp" line="+280"/>
        <source>Searched every task (%Ln read).</source>
        <translation>
            <numerusform>Searched every task (%Ln read).</numerusform>
            <numerusform>Searched every task (%Ln read).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../views/mainwindowstatus.cpp" line="+53"/>
        <source>%n console index(es) missing: File → Database check</source>
        <translation>
            <numerusform>%n console index missing: File → Database check</numerusform>
            <numerusform>%n console indexes missing: File → Database check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Unused for %n min: polls paused until you return; watches still followed</source>
        <translation>
            <numerusform>Unused for %n min: polls paused until you return; watches still followed</numerusform>
            <numerusform>Unused for %n min: polls paused until you return; watches still followed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message numerus="yes">
        <location filename="../views/profiledialog.cpp" line="+362"/>
        <source>%n profile(s) imported from the service files.</source>
        <translation>
            <numerusform>%n profile imported from the service files.</numerusform>
            <numerusform>%n profiles imported from the service files.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message numerus="yes">
        <location filename="../models/profiles.cpp" line="+144"/>
        <source>A profile name has at most %n characters.</source>
        <translation>
            <numerusform>A profile name has at most %n character.</numerusform>
            <numerusform>A profile name has at most %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaReportDialog</name>
    <message numerus="yes">
        <location filename="../views/schemareportdialog.cpp" line="+95"/>
        <source>All %n optional console indexes are present.</source>
        <translation>
            <numerusform>The %n optional console index is present.</numerusform>
            <numerusform>All %n optional console indexes are present.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TasksFilterBar</name>
    <message numerus="yes">
        <location filename="../views/tasksfilterbar.cpp" line="+284"/>
        <source>%Ln task(s) are %1</source>
        <translation>
            <numerusform>%Ln task is %1</numerusform>
            <numerusform>%Ln tasks are %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineWidget</name>
    <message numerus="yes">
        <location filename="../views/timelinewidget.cpp" line="+116"/>
        <source>%n events</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message numerus="yes">
        <location filename="../core/watch/watchrules.cpp" line="+118"/>
        <source>, %n attempt(s)</source>
        <translation>
            <numerusform>, %n attempt</numerusform>
            <numerusform>, %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n attempt(s), the best %1</source>
        <translation>
            <numerusform>%n attempt, the best %1</numerusform>
            <numerusform>%n attempts, the best %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/watch/watchproof.cpp" line="+44"/>
        <source>: %n delivery(ies) acked</source>
        <translation>
            <numerusform>: %n delivery acked</numerusform>
            <numerusform>: %n deliveries acked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/watch/watchbatch.cpp" line="+33"/>
        <source>, %Ln died again</source>
        <translation>
            <numerusform>, %Ln died again</numerusform>
            <numerusform>, %Ln died again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln on the way</source>
        <translation>
            <numerusform>, %Ln on the way</numerusform>
            <numerusform>, %Ln on the way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not replayed</source>
        <translation>
            <numerusform>, %Ln not replayed</numerusform>
            <numerusform>, %Ln not replayed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+13"/>
        <source>, %Ln gone</source>
        <translation>
            <numerusform>, %Ln gone</numerusform>
            <numerusform>, %Ln gone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>, %Ln already replayed</source>
        <translation>
            <numerusform>, %Ln already replayed</numerusform>
            <numerusform>, %Ln already replayed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not dead</source>
        <translation>
            <numerusform>, %Ln not dead</numerusform>
            <numerusform>, %Ln not dead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source> and %Ln more</source>
        <translation>
            <numerusform> and %Ln more</numerusform>
            <numerusform> and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/watch/watchnames.cpp" line="+110"/>
        <source>Replay of %Ln task(s)</source>
        <translation>
            <numerusform>Replay of %Ln task</numerusform>
            <numerusform>Replay of %Ln tasks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message numerus="yes">
        <location filename="../views/windowactions.cpp" line="+189"/>
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>Copied %n row as tab-separated text.</numerusform>
            <numerusform>Copied %n rows as tab-separated text.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>Copied %n link(s), one per line.</source>
        <translation>
            <numerusform>Copied %n link, one per line.</numerusform>
            <numerusform>Copied %n links, one per line.</numerusform>
        </translation>
    </message>
</context>
</TS>
