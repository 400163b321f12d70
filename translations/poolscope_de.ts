<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../views/actionbar.cpp" line="+53"/>
        <source>Disabled: %1</source>
        <translation>Nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>ActionController</name>
    <message>
        <location filename="../app/actioncontroller.cpp" line="+92"/>
        <source>everything %1 owes for &quot;%2&quot;</source>
        <translation>alles, was für %1 zu „%2“ offen ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>everything owed for &quot;%1&quot;</source>
        <translation>alles Offene zu „%1“</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>not connected to the database</source>
        <translation>keine Verbindung zur Datenbank</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table %1 does not exist</source>
        <translation>die Tabelle %1 existiert nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the role %1 may not %2 %3</source>
        <translation>die Rolle %1 darf %2 auf %3 nicht ausführen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>select one or more dead tasks</source>
        <translation>wählen Sie eine oder mehrere tote Aufgaben aus</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the %n selected dead tasks were already replayed</source>
        <translation>
            <numerusform>die %n ausgewählte tote Aufgabe wurde bereits wiederholt</numerusform>
            <numerusform>die %n ausgewählten toten Aufgaben wurden bereits wiederholt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task %1 was already replayed as task %2</source>
        <translation>Aufgabe %1 wurde bereits als Aufgabe %2 wiederholt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 was already replayed</source>
        <translation>Aufgabe %1 wurde bereits wiederholt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the state filter leaves out dead tasks</source>
        <translation>der Statusfilter schließt tote Aufgaben aus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>every dead task the filter matches was already replayed</source>
        <translation>jede tote Aufgabe, die der Filter trifft, wurde bereits wiederholt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no task the filter matches is dead</source>
        <translation>keine Aufgabe, die der Filter trifft, ist tot</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>select one leased task</source>
        <translation>wählen Sie eine geleaste Aufgabe aus</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>select a task lease</source>
        <translation>wählen Sie ein Aufgaben-Lease aus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>select a sink lease</source>
        <translation>wählen Sie ein Senken-Lease aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the advisory session (pid %1) holding it is alive: terminate it instead</source>
        <translation>die Sitzung (PID %1), die die Advisory-Sperre hält, lebt: beenden Sie stattdessen die Sitzung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the role %1 is not a member of pg_signal_backend</source>
        <translation>die Rolle %1 ist kein Mitglied von pg_signal_backend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>select a sink whose advisory session is alive</source>
        <translation>wählen Sie eine Senke, deren Advisory-Sitzung noch lebt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no delivery is owed</source>
        <translation>keine Zustellung ist ausstehend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>select an owed delivery</source>
        <translation>wählen Sie eine offene Zustellung aus</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the selected rows are owed by more than one device</source>
        <translation>die ausgewählten Zeilen schulden mehrere Geräte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the selected rows belong to more than one alert</source>
        <translation>die ausgewählten Zeilen gehören zu mehreren Alarmen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Working: %1…</source>
        <translation>Wird ausgeführt: %1…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source> (The local journal could not be written: %1)</source>
        <translation> (Das lokale Journal konnte nicht geschrieben werden: %1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This database has no poolscope_audit table, so actions are recorded only in each console&apos;s journal. A DBA can create it with db/schema/optional/console-audit.sql.</source>
        <translation>Diese Datenbank hat keine Tabelle poolscope_audit, daher werden Aktionen nur im Journal der jeweiligen Konsole festgehalten. Ein DBA kann sie mit db/schema/optional/console-audit.sql anlegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The role %1 may not read poolscope_audit.</source>
        <translation>Die Rolle %1 darf poolscope_audit nicht lesen.</translation>
    </message>
    <message>
        <location filename="../app/actionflows.cpp" line="+58"/>
        <location line="+69"/>
        <location filename="../app/groupreplay.cpp" line="+92"/>
        <source>task %1 · %2 · account %3 · %4</source>
        <translation>Aufgabe %1 · %2 · Konto %3 · %4</translation>
    </message>
    <message numerus="yes">
        <location line="-57"/>
        <location line="+70"/>
        <source>Replay %n dead task(s)?</source>
        <translation>
            <numerusform>%n tote Aufgabe erneut ausführen?</numerusform>
            <numerusform>%n tote Aufgaben erneut ausführen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Each task is copied into a new queued task (same kind, ids, payload and attempt limit; attempts 0). A dead task is replayed once: if a colleague replayed it already, you are told by whom and nothing is written.</source>
        <translation>Jede Aufgabe wird in eine neue, wartende Aufgabe kopiert (gleiche Art, IDs, Nutzdaten und Versuchsgrenze; 0 Versuche). Eine tote Aufgabe wird nur einmal erneut ausgeführt: Hat ein Kollege das schon getan, erfahren Sie, wer, und es wird nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+89"/>
        <location line="+18"/>
        <source>replay task %1</source>
        <translation>Aufgabe %1 erneut ausführen</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+292"/>
        <location filename="../app/groupreplay.cpp" line="-27"/>
        <source>The preview could not be read: %1</source>
        <translation>Die Vorschau konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Every dead task the current filter matches was already replayed; nothing to replay.</source>
        <translation>Jede tote Aufgabe, die der aktuelle Filter trifft, wurde bereits wiederholt; nichts zu wiederholen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No dead task matches the current filter; nothing to replay.</source>
        <translation>Keine tote Aufgabe passt zum aktuellen Filter; nichts erneut auszuführen.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>These %n dead task(s) match the filter and will each be replayed once, in its own transaction (one failing does not undo the others).</source>
        <translation>
            <numerusform>Diese %n tote Aufgabe passt zum Filter und wird einmal erneut ausgeführt, in einer eigenen Transaktion (ein Fehlschlag macht die anderen nicht rückgängig).</numerusform>
            <numerusform>Diese %n toten Aufgaben passen zum Filter und werden je einmal erneut ausgeführt, jede in einer eigenen Transaktion (ein Fehlschlag macht die anderen nicht rückgängig).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> More match than the cap of %1: narrow the filter to replay the rest.</source>
        <translation> Es passen mehr als die Obergrenze von %1: Grenzen Sie den Filter ein, um den Rest erneut auszuführen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay all</source>
        <translation>Alle erneut ausführen</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Replaying %n task(s)…</source>
        <translation>
            <numerusform>%n Aufgabe wird erneut ausgeführt…</numerusform>
            <numerusform>%n Aufgaben werden erneut ausgeführt…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Replayed %1; %2 already replayed; %3 refused.</source>
        <translation>Erneut ausgeführt: %1; bereits zuvor erneut ausgeführt: %2; abgelehnt: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (and %1 more)</source>
        <translation> (und %1 weitere)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Release the lease of task %1?</source>
        <translation>Das Lease von Aufgabe %1 freigeben?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the live lease</source>
        <translation>Aktives Lease freigeben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lease is LIVE: %1 holds it and may be in the middle of an attempt right now. Releasing it queues the task again for any worker; the old worker&apos;s late result will be fenced by its token (it cannot overwrite the task), but its delivery may already have happened, so the customer could get the notification twice.</source>
        <translation>Dieses Lease ist AKTIV: %1 hält es und ist womöglich gerade mitten in einem Versuch. Die Freigabe reiht die Aufgabe für jeden Worker wieder ein; ein verspätetes Ergebnis des alten Workers wird über sein Token abgewiesen (es kann die Aufgabe nicht überschreiben), aber seine Zustellung kann schon erfolgt sein, sodass der Kunde die Benachrichtigung doppelt erhalten könnte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lease held by %1 has expired; the worker is gone or stuck. The task goes back to the queue and the release is noted in its last error.</source>
        <translation>Das Lease von %1 ist abgelaufen; der Worker ist weg oder hängt. Die Aufgabe kommt zurück in die Warteschlange, und die Freigabe wird in ihrem letzten Fehler vermerkt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>release the lease of task %1</source>
        <translation>das Lease von Aufgabe %1 freigeben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The advisory session (pid %1) holding %2/%3 is alive: clearing the row would fence nothing, since the lock is what stops the sender. Terminate the session instead.</source>
        <translation>Die Advisory-Sitzung (PID %1), die %2/%3 hält, lebt: Das Leeren der Zeile würde nichts abweisen, denn den Sender hält die Sperre auf. Beenden Sie stattdessen die Sitzung.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Clear the holder of %1/%2?</source>
        <translation>Den Inhaber von %1/%2 entfernen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear holder</source>
        <translation>Inhaber entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No session holds this sink&apos;s advisory lock any more: %1 is a stale holder that fences every other worker. Clearing it lets a worker take the sink.</source>
        <translation>Keine Sitzung hält mehr die Advisory-Sperre dieser Senke: %1 ist ein veralteter Inhaber, der alle anderen Worker aussperrt. Das Entfernen lässt einen Worker die Senke übernehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This lease is LIVE. Clearing it lets another worker take the sink now, and the current holder (%1) can still make ONE stale send: a call it started within its lease margin can land after the new holder&apos;s. Its next cursor update is fenced by holder.</source>
        <translation>Dieses Lease ist AKTIV. Das Entfernen lässt jetzt einen anderen Worker die Senke übernehmen, und der aktuelle Inhaber (%1) kann noch EINEN veralteten Versand machen: ein Aufruf, den er innerhalb seiner Lease-Reserve begonnen hat, kann nach dem des neuen Inhabers ankommen. Seine nächste Cursor-Aktualisierung wird über den Inhaber abgewiesen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lease held by %1 has expired; any worker could take it. Clearing it only tidies the row.</source>
        <translation>Das Lease von %1 ist abgelaufen; jeder Worker könnte es übernehmen. Das Entfernen räumt nur die Zeile auf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>clear the holder of sink %1/%2</source>
        <translation>den Inhaber der Senke %1/%2 entfernen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Terminate the session holding %1?</source>
        <translation>Die Sitzung beenden, die %1 hält?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pg_terminate_backend ends database session %1 (%2, %3): the feed worker using it loses its advisory lock and every statement it has in flight. Then the stale holder %4 is cleared so another worker can take the sink. Use this only for a worker that is hung.</source>
        <translation>pg_terminate_backend beendet die Datenbanksitzung %1 (%2, %3): Der Feed-Worker, der sie nutzt, verliert seine Advisory-Sperre und alle laufenden Anweisungen. Danach wird der veraltete Inhaber %4 entfernt, damit ein anderer Worker die Senke übernehmen kann. Nur für einen hängenden Worker verwenden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terminate the session</source>
        <translation>Sitzung beenden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>terminate the session holding sink %1</source>
        <translation>die Sitzung beenden, die die Senke %1 hält</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 owes &quot;%2&quot; since %3</source>
        <translation>%1 hat „%2“ seit %3 offen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+42"/>
        <source>Ack %n owed deliveries?</source>
        <translation>
            <numerusform>%n offene Zustellung bestätigen?</numerusform>
            <numerusform>%n offene Zustellungen bestätigen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Marks exactly these ledger rows as acked, as if each device had acked: the devices will no longer be told they missed these alarms.</source>
        <translation>Markiert genau diese Ledger-Zeilen als bestätigt, als hätte jedes Gerät bestätigt: Den Geräten wird nicht mehr gemeldet, dass sie diese Alarme verpasst haben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+39"/>
        <source>Ack</source>
        <translation>Bestätigen</translation>
    </message>
    <message numerus="yes">
        <location line="-33"/>
        <location line="+39"/>
        <source>ack %n alarm deliveries</source>
        <translation>
            <numerusform>%n Alarmzustellung bestätigen</numerusform>
            <numerusform>%n Alarmzustellungen bestätigen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Nothing is owed any more; nothing to ack.</source>
        <translation>Es ist nichts mehr offen; nichts zu bestätigen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Ack %1: exactly the %n deliveries below, frozen now. A delivery owed after this preview is not touched.</source>
        <translation>
            <numerusform>%1 bestätigen: genau die %n Zustellung unten, jetzt festgehalten. Eine Zustellung, die nach dieser Vorschau offen wird, bleibt unberührt.</numerusform>
            <numerusform>%1 bestätigen: genau die %n Zustellungen unten, jetzt festgehalten. Eine Zustellung, die nach dieser Vorschau offen wird, bleibt unberührt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source> More are owed than one preview lists; ack again for the rest.</source>
        <translation> Es sind mehr offen, als eine Vorschau auflistet; bestätigen Sie erneut für den Rest.</translation>
    </message>
    <message>
        <location filename="../app/groupreplay.cpp" line="-33"/>
        <source>select a failure group</source>
        <translation>eine Fehlergruppe auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempts are not replayed: select the task group of this cause</source>
        <translation>Versuche werden nicht erneut ausgeführt: die Aufgabengruppe dieser Ursache auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no task of this group is dead</source>
        <translation>keine Aufgabe dieser Gruppe ist tot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every dead task of this group was already replayed</source>
        <translation>jede tote Aufgabe dieser Gruppe wurde bereits erneut ausgeführt</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>All %1 dead tasks of this group were already replayed; nothing to replay.</source>
        <translation>Alle %1 toten Aufgaben dieser Gruppe wurden bereits erneut ausgeführt; nichts zu tun.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No task of this group is dead now; nothing to replay.</source>
        <translation>Keine Aufgabe dieser Gruppe ist jetzt tot; nichts erneut auszuführen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>These %n dead task(s) of the failure group %1 will each be replayed once, in its own transaction, and followed as one batch.</source>
        <translation>
            <numerusform>Die %n tote Aufgabe der Fehlergruppe %1 wird einmal erneut ausgeführt, in eigener Transaktion, und als ein Stapel verfolgt.</numerusform>
            <numerusform>Diese %n toten Aufgaben der Fehlergruppe %1 werden je einmal erneut ausgeführt, jede in eigener Transaktion, und als ein Stapel verfolgt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of the group&apos;s dead tasks were already replayed (by a colleague, or earlier) and are left out.</source>
        <translation>%1 tote Aufgaben der Gruppe wurden bereits erneut ausgeführt (von einem Kollegen oder früher) und bleiben außen vor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>More are dead than the cap of %1: replay the group again for the rest.</source>
        <translation>Mehr sind tot als die Obergrenze von %1: die Gruppe für den Rest erneut ausführen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replay %n dead task(s) of this group?</source>
        <translation>
            <numerusform>%n tote Aufgabe dieser Gruppe erneut ausführen?</numerusform>
            <numerusform>%n tote Aufgaben dieser Gruppe erneut ausführen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the group</source>
        <translation>Gruppe erneut ausführen</translation>
    </message>
</context>
<context>
    <name>ActionRunner</name>
    <message>
        <location filename="../models/actionrunner.cpp" line="+37"/>
        <source>The connection was lost after the action was sent; checking whether it happened.</source>
        <translation>Die Verbindung ging verloren, nachdem die Aktion gesendet war; es wird geprüft, ob sie ausgeführt wurde.</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <location filename="../db/actions/ackdeliveries.cpp" line="+88"/>
        <source>%1 owes &quot;%2&quot; since %3</source>
        <translation>%1 hat „%2“ seit %3 offen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../db/actions/replay.cpp" line="+22"/>
        <source>an unknown time</source>
        <translation>unbekannte Zeit</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>these alarm deliveries</source>
        <translation>diese Alarmzustellungen</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>acked %1 of %2 owed deliveries</source>
        <translation>%1 von %2 offenen Zustellungen bestätigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 had already been acked (the last at %2)</source>
        <translation>%1 waren bereits bestätigt (die letzte am %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 no longer exist (their alert or subscription was deleted)</source>
        <translation>%1 existieren nicht mehr (ihre Meldung oder ihr Abonnement wurde gelöscht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing was owed</source>
        <translation>es war nichts offen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; nothing was written.</source>
        <translation>; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../db/actions/action.cpp" line="+64"/>
        <source>Refused: %1 is locked by a worker or another operator right now; nothing was written. Try again in a moment.</source>
        <translation>Abgelehnt: %1 ist gerade von einem Worker oder einem anderen Operator gesperrt; nichts wurde geschrieben. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the database role may not do this (%1); nothing was written.</source>
        <translation>Abgelehnt: Die Datenbankrolle darf das nicht (%1); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: the transaction is read-only (a read-only profile, a standby, or default_transaction_read_only); nothing was written.</source>
        <translation>Abgelehnt: die Transaktion ist schreibgeschützt (ein schreibgeschütztes Profil, ein Standby oder default_transaction_read_only); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: the statement took too long and was cancelled; nothing was written.</source>
        <translation>Abgelehnt: Die Anweisung dauerte zu lange und wurde abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Failed: %1; nothing was written.</source>
        <translation>Fehlgeschlagen: %1; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../db/actions/replay.cpp" line="+62"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="+155"/>
        <source>task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A replay of task %1 collided with another; checking which one stands.</source>
        <translation>Die erneute Ausführung von Aufgabe %1 kollidierte mit einer anderen; es wird geprüft, welche gilt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replayed task %1 as task %2.</source>
        <translation>Aufgabe %1 wurde als Aufgabe %2 erneut ausgeführt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+106"/>
        <source>Task %1 was already replayed as task %2 by operator %3 at %4; nothing was written.</source>
        <translation>Aufgabe %1 wurde bereits als Aufgabe %2 von Operator %3 am %4 erneut ausgeführt; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="-51"/>
        <source>Refused: task %1 does not exist; nothing was written.</source>
        <translation>Abgelehnt: Aufgabe %1 existiert nicht; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: task %1 is %2, not dead; only dead tasks are replayed. Nothing was written.</source>
        <translation>Abgelehnt: Aufgabe %1 ist „%2“, nicht „tot“; nur tote Aufgaben werden erneut ausgeführt. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="+6"/>
        <source>in no state (NULL)</source>
        <translation>ohne Zustand (NULL)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Not done: the connection was lost before the replay of task %1 committed; nothing was written. It is safe to try again.</source>
        <translation>Nicht ausgeführt: Die Verbindung ging verloren, bevor die erneute Ausführung von Aufgabe %1 festgeschrieben war; nichts wurde geschrieben. Ein neuer Versuch ist gefahrlos.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replayed task %1 as task %2 (confirmed after the connection was lost).</source>
        <translation>Aufgabe %1 wurde als Aufgabe %2 erneut ausgeführt (bestätigt nach dem Verbindungsverlust).</translation>
    </message>
    <message>
        <location filename="../db/actions/sinkleaseactions.cpp" line="+75"/>
        <location line="+97"/>
        <source>sink %1/%2</source>
        <translation>Senke %1/%2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Cleared the lease holder %1 of %2; any worker may take the sink now.</source>
        <translation>Der Lease-Inhaber %1 von %2 wurde entfernt; jeder Worker kann die Senke jetzt übernehmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no lease holder; nothing was written.</source>
        <translation>%1 hat keinen Lease-Inhaber; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: %1 does not exist; nothing was written.</source>
        <translation>Abgelehnt: %1 existiert nicht; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: the advisory session holding %1 is alive; clearing the row would fence nothing. Terminate that session instead; nothing was written.</source>
        <translation>Abgelehnt: Die Advisory-Sitzung, die %1 hält, lebt; das Leeren der Zeile würde nichts abweisen. Beenden Sie stattdessen diese Sitzung; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: %1 changed hands since you saw it (now held by %2); nothing was written.</source>
        <translation>Abgelehnt: %1 hat den Inhaber gewechselt, seit Sie es gesehen haben (jetzt bei %2); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the lease on %1 is live (held by %2, expires in %3 s). Name the holder to clear a live lease; nothing was written.</source>
        <translation>Abgelehnt: Das Lease auf %1 ist aktiv (gehalten von %2, läuft in %3 s ab). Nennen Sie den Inhaber, um ein aktives Lease zu entfernen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No session held %1 any more; cleared its stale holder %2.</source>
        <translation>Keine Sitzung hielt %1 mehr; sein veralteter Inhaber %2 wurde entfernt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: no session matching what you saw holds %1 (it changed hands or moved on); nothing was terminated or written.</source>
        <translation>Abgelehnt: Keine Sitzung, die dem Gesehenen entspricht, hält %1 (der Inhaber wechselte oder ist weiter); nichts wurde beendet oder geschrieben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terminated session %1, which held %2, and cleared its holder %3.</source>
        <translation>Sitzung %1, die %2 hielt, wurde beendet und ihr Inhaber %3 entfernt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Terminated session %1, which held %2; its holder was not cleared: %3</source>
        <translation>Sitzung %1, die %2 hielt, wurde beendet; ihr Inhaber wurde nicht entfernt: %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The holder %1 is no longer on sink %2/%3 (confirmed after the connection was lost).</source>
        <translation>Der Inhaber %1 ist nicht mehr auf Senke %2/%3 (bestätigt nach dem Verbindungsverlust).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not done: the connection was lost before the clear committed; sink %1/%2 still names %3.</source>
        <translation>Nicht ausgeführt: Die Verbindung ging verloren, bevor das Entfernen festgeschrieben war; Senke %1/%2 nennt weiterhin %3.</translation>
    </message>
    <message>
        <location filename="../db/actions/taskleaserelease.cpp" line="-90"/>
        <source>expires in %1 s</source>
        <translation>läuft in %1 s ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expired %1 s ago</source>
        <translation>vor %1 s abgelaufen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Released the lease of task %1 held by %2; the task is queued again. A late result from that worker will be fenced by its token.</source>
        <translation>Das Lease von Aufgabe %1, gehalten von %2, wurde freigegeben; die Aufgabe ist wieder eingereiht. Ein verspätetes Ergebnis dieses Workers wird über sein Token abgewiesen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <location line="+8"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Task %1 holds no lease any more (it is queued); nothing was written.</source>
        <translation>Aufgabe %1 hält kein Lease mehr (sie ist eingereiht); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Refused: task %1 is %2; it holds no lease. Nothing was written.</source>
        <translation>Abgelehnt: Aufgabe %1 ist %2; sie hält kein Lease. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the lease of task %1 is live (held by %2, %3). Releasing a live lease needs its token (--token); nothing was written.</source>
        <translation>Abgelehnt: Das Lease von Aufgabe %1 ist aktiv (gehalten von %2, %3). Die Freigabe eines aktiven Lease braucht sein Token (--token); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no expiry</source>
        <translation>ohne Ablauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: the lease of task %1 changed since you saw it (now held by %2 with another token); nothing was written.</source>
        <translation>Abgelehnt: Das Lease von Aufgabe %1 hat sich geändert, seit Sie es gesehen haben (jetzt bei %2 mit anderem Token); nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refused: the worker renewed the lease of task %1 since you looked (it now %2); nothing was written. Look again before releasing.</source>
        <translation>Abgelehnt: Der Worker hat das Lease von Aufgabe %1 verlängert, seit Sie nachgesehen haben (es %2); nichts wurde geschrieben. Sehen Sie vor der Freigabe erneut nach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no expiry</source>
        <translation>hat keinen Ablauf</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Released the lease of task %1 (confirmed after the connection was lost).</source>
        <translation>Das Lease von Aufgabe %1 wurde freigegeben (bestätigt nach dem Verbindungsverlust).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not done: the connection was lost before the release of task %1 committed; nothing was written. Look at the task again before retrying.</source>
        <translation>Nicht ausgeführt: Die Verbindung ging verloren, bevor die Freigabe von Aufgabe %1 festgeschrieben war; nichts wurde geschrieben. Sehen Sie sich die Aufgabe vor einem neuen Versuch erneut an.</translation>
    </message>
</context>
<context>
    <name>AlarmDebtModel</name>
    <message>
        <location filename="../models/alarmdebtmodel.cpp" line="+52"/>
        <source>Alert %1 (%2)</source>
        <translation>Meldung %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subscription %1</source>
        <translation>Abonnement %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../views/alarmsview.cpp" line="+74"/>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../views/alarmsview.cpp" line="+2"/>
        <source>(event gone)</source>
        <translation>(Ereignis entfernt)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Alert</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owed since</source>
        <translation>Offen seit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owed for</source>
        <translation>Wartezeit</translation>
    </message>
</context>
<context>
    <name>AlarmsController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="+137"/>
        <source>The alarm debt</source>
        <translation>Offene Alarme</translation>
    </message>
</context>
<context>
    <name>AlarmsView</name>
    <message>
        <location filename="../views/alarmsview.cpp" line="-46"/>
        <source>Alarm debt summary</source>
        <translation>Übersicht offener Alarme</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Owed for any time</source>
        <translation>Beliebig lange offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 5 min</source>
        <translation>Seit über 5 Min. offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 1 hour</source>
        <translation>Seit über 1 Stunde offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 1 day</source>
        <translation>Seit über 1 Tag offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List only the deliveries owed for longer; the summary above counts the whole debt</source>
        <translation>Nur die länger offenen Zustellungen auflisten; die Übersicht oben zählt alle offenen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Ack selected…</source>
        <translation>Ausgewählte &amp;bestätigen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected owed deliveries as acked</source>
        <translation>Die ausgewählten offenen Zustellungen als bestätigt markieren</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+170"/>
        <source>Ack all this &amp;device owes…</source>
        <translation>Alles für dieses &amp;Gerät bestätigen…</translation>
    </message>
    <message>
        <location filename="../views/alarmsview.cpp" line="+3"/>
        <source>Every delivery the selected device still owes for its alert, after a preview</source>
        <translation>Alle Zustellungen, die das ausgewählte Gerät für seine Meldung noch offen hat, nach einer Vorschau</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+10"/>
        <source>Ack all owed for this a&amp;lert…</source>
        <translation>Alles Offene zu dieser &amp;Meldung bestätigen…</translation>
    </message>
    <message>
        <location filename="../views/alarmsview.cpp" line="+3"/>
        <source>Every delivery any device still owes for the selected alert, after a preview</source>
        <translation>Alle Zustellungen, die irgendein Gerät für die ausgewählte Meldung noch offen hat, nach einer Vorschau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owed alarm deliveries</source>
        <translation>Offene Alarmzustellungen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No device owes an alarm delivery.</source>
        <translation>Kein Gerät hat eine offene Alarmzustellung.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln owed delivery(ies)</source>
        <translation>
            <numerusform>%Ln offene Zustellung</numerusform>
            <numerusform>%Ln offene Zustellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> across %Ln alert(s)</source>
        <translation>
            <numerusform> über %Ln Meldung</numerusform>
            <numerusform> über %Ln Meldungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> and %Ln device(s)</source>
        <translation>
            <numerusform> und %Ln Gerät</numerusform>
            <numerusform> und %Ln Geräte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — under 5 min: %1 · under 1 h: %2 · under 1 day: %3 · older: %4</source>
        <translation> — unter 5 min: %1 · unter 1 h: %2 · unter 1 Tag: %3 · älter: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — oldest owed for %1</source>
        <translation> — die älteste ist seit %1 offen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — listing those owed for over %1</source>
        <translation> — aufgelistet: die seit über %1 offenen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (listing the first %1)</source>
        <translation> (die ersten %1 werden gezeigt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Owed for over %1</source>
        <translation>Seit über %1 offen</translation>
    </message>
</context>
<context>
    <name>Askpass</name>
    <message>
        <location filename="../app/askpass.cpp" line="+25"/>
        <source>PoolScope: SSH</source>
        <translation>PoolScope: SSH</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>ssh asks, for the tunnel to the database:</source>
        <translation>ssh fragt (für den Tunnel zur Datenbank):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Accept the key only if its fingerprint is the one the server&apos;s administrator gave you: ssh then adds it to known_hosts.</source>
        <translation>Akzeptieren Sie den Schlüssel nur, wenn sein Fingerabdruck der ist, den Ihnen der Administrator des Servers genannt hat: ssh trägt ihn dann in known_hosts ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the key</source>
        <translation>Schlüssel akzeptieren</translation>
    </message>
</context>
<context>
    <name>AuditHistoryDialog</name>
    <message>
        <location filename="../views/audithistorydialog.cpp" line="+33"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+14"/>
        <source>Database audit</source>
        <translation>Datenbank-Audit</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Local journal</source>
        <translation>Lokales Journal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All databases</source>
        <translation>Alle Datenbanken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action history</source>
        <translation>Aktionsverlauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reading poolscope_audit…</source>
        <translation>poolscope_audit wird gelesen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also list the actions this computer did on other databases</source>
        <translation>Auch die Aktionen dieses Computers in anderen Datenbanken auflisten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer&apos;s journal</source>
        <translation>Das Journal dieses Computers</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal did not record which database this was.</source>
        <translation>Das Journal hat nicht erfasst, welche Datenbank das war.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The newest %n actions this computer recorded, on every database.</source>
        <translation>
            <numerusform>Die neueste %n Aktion, die dieser Computer gespeichert hat, aus allen Datenbanken.</numerusform>
            <numerusform>Die neuesten %n Aktionen, die dieser Computer gespeichert hat, aus allen Datenbanken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Actions this computer did on %1, the database this window is connected to.</source>
        <translation>Aktionen dieses Computers in %1, der Datenbank, mit der dieses Fenster verbunden ist.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Nur Aktionen dieses Computers in %1; %n Aktion in einer anderen Datenbank ausgeblendet („Alle Datenbanken“ ankreuzen, um sie zu sehen).</numerusform>
            <numerusform>Nur Aktionen dieses Computers in %1; %n Aktionen in anderen Datenbanken ausgeblendet („Alle Datenbanken“ ankreuzen, um sie zu sehen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden, %2 of them with no database recorded (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Nur Aktionen dieses Computers in %1; %n Aktion in einer anderen Datenbank ausgeblendet, davon %2 ohne erfasste Datenbank („Alle Datenbanken“ ankreuzen, um sie zu sehen).</numerusform>
            <numerusform>Nur Aktionen dieses Computers in %1; %n Aktionen in anderen Datenbanken ausgeblendet, davon %2 ohne erfasste Datenbank („Alle Datenbanken“ ankreuzen, um sie zu sehen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The newest %n actions recorded in the database, by every console.</source>
        <translation>
            <numerusform>Die neueste %n Aktion, die von allen Konsolen in der Datenbank gespeichert wurde.</numerusform>
            <numerusform>Die neuesten %n Aktionen, die von allen Konsolen in der Datenbank gespeichert wurden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BucketSeriesModel</name>
    <message>
        <location filename="../models/bucketseriesmodel.cpp" line="+28"/>
        <source>enqueued</source>
        <translation>eingereiht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead</source>
        <comment>tasks that died</comment>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <comment>deliveries of no or an unknown status</comment>
        <translation>sonstige</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 – %2
%3: %4</source>
        <translation>%1 – %2
%3: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>estimated: 1 row in %1 read, scaled up</source>
        <translation>geschätzt: 1 von %1 Zeilen gelesen, hochgerechnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the current bucket: still filling</source>
        <translation>das aktuelle Intervall: füllt sich noch</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <location filename="../views/chartpanel.cpp" line="+44"/>
        <source>Source of the figures</source>
        <translation>Quelle der Zahlen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Legend of %1</source>
        <translation>Legende: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Export PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this chart as a PNG image</source>
        <translation>Dieses Diagramm als PNG-Bild speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export %1 as PNG</source>
        <translation>%1 als PNG exportieren</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../views/confirmdialog.cpp" line="+25"/>
        <source>What will change</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type to confirm</source>
        <translation>Zur Bestätigung eingeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type %1 to confirm:</source>
        <translation>Geben Sie zur Bestätigung %1 ein:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optional: why (kept in the audit trail)</source>
        <translation>Optional: warum (wird im Audit-Protokoll festgehalten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../views/connectiondialog.cpp" line="+46"/>
        <source>Connect to a database</source>
        <translation>Mit einer Datenbank verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connection string:</source>
        <translation>&amp;Verbindungszeichenfolge:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host=db.example dbname=app user=support   or   postgresql://support@db.example/app</source>
        <translation>host=db.example dbname=app user=support   oder   postgresql://support@db.example/app</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection string</source>
        <translation>Verbindungszeichenfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A libpq connection string: keyword=value pairs or a postgresql:// URI</source>
        <translation>Eine libpq-Verbindungszeichenfolge: Schlüssel=Wert-Paare oder eine postgresql://-URI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection string problem</source>
        <translation>Problem mit der Verbindungszeichenfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service warning</source>
        <translation>Warnung zum Dienst</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+240"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The password in the current connection string is not shown; it will be asked for when connecting.</source>
        <translation>Das Passwort der aktuellen Verbindungszeichenfolge wird nicht angezeigt; es wird beim Verbinden abgefragt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passwords are asked for when the server wants one, kept in memory for this session only, and never stored.</source>
        <translation>Passwörter werden abgefragt, wenn der Server eines verlangt, nur für diese Sitzung im Speicher gehalten und nie gespeichert.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+11"/>
        <source>Services</source>
        <translation>Dienste</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing one connects with service=NAME</source>
        <translation>Die Auswahl verbindet mit service=NAME</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Defined in %2</source>
        <translation>%1
Definiert in %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No services are defined.</source>
        <translation>Es sind keine Dienste definiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read from %1</source>
        <translation>Gelesen aus %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>…and %1 more</source>
        <translation>…und %1 weitere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service file problems</source>
        <translation>Probleme in der Dienstdatei</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Environment defaults</source>
        <translation>Vorgaben aus der Umgebung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(set)</source>
        <translation>(gesetzt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No PG* variables are set.</source>
        <translation>Es sind keine PG*-Variablen gesetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty connection string uses these, then libpq&apos;s own defaults; whatever the string sets overrides them.</source>
        <translation>Eine leere Verbindungszeichenfolge verwendet diese, dann die Vorgaben von libpq; was die Zeichenfolge setzt, hat Vorrang.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No service named &quot;%1&quot; is defined in the service files; libpq will refuse to connect.</source>
        <translation>In den Dienstdateien ist kein Dienst namens „%1“ definiert; libpq wird die Verbindung verweigern.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Key passphrase needed</source>
        <translation>Schlüssel-Passphrase nötig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The client key %1 is encrypted: its passphrase opens it.</source>
        <translation>Der Client-Schlüssel %1 ist verschlüsselt: seine Passphrase öffnet ihn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server asks for a password.</source>
        <translation>Der Server verlangt ein Passwort.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(default)</source>
        <translation>(Vorgabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key passphrase</source>
        <translation>Schlüssel-Passphrase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remember in the system keyring</source>
        <translation>Im System-Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User:</source>
        <translation>Benutzer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Passphrase:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyring</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept in memory for this session only unless remembered; never written to settings or logs.</source>
        <translation>Nur für diese Sitzung im Speicher gehalten, sofern nicht gemerkt; nie in Einstellungen oder Protokolle geschrieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept in memory for this session only; never stored or logged.</source>
        <translation>Nur für diese Sitzung im Speicher; nie gespeichert oder protokolliert.</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+33"/>
        <source>Connection state</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last poll</source>
        <translation>Letzte Abfrage</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> — data stale since %1</source>
        <translation> — Daten veraltet seit %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnecting in %1 s</source>
        <translation>Neuer Versuch in %1 s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reconnecting…</source>
        <translation>Verbinde erneut…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1@%2/%3 · PostgreSQL %4</source>
        <translation>%1@%2/%3 · PostgreSQL %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+10"/>
        <source> · via SSH %1</source>
        <translation> · über SSH %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source> · read-only standby</source>
        <translation> · schreibgeschützter Standby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · read-only</source>
        <translation> · schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PostgreSQL %1</source>
        <translation>PostgreSQL %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>polled %1 s ago in %2 ms%3</source>
        <translation>vor %1 s abgefragt in %2 ms%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (last poll failed)</source>
        <translation> (letzte Abfrage fehlgeschlagen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <location filename="../app/consolesession.cpp" line="+203"/>
        <source>The server&apos;s health</source>
        <translation>Serverzustand</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n watches finished: </source>
        <translation>
            <numerusform>%n Beobachtung abgeschlossen: </numerusform>
            <numerusform>%n Beobachtungen abgeschlossen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (and %n more in the watch list)</source>
        <translation>
            <numerusform> (und %n weitere in der Beobachtungsliste)</numerusform>
            <numerusform> (und %n weitere in der Beobachtungsliste)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+222"/>
        <source>The primary (for actions) could not be reached: %1</source>
        <translation>Der Primärserver (für Aktionen) ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <location filename="../app/sessionprofiles.cpp" line="+25"/>
        <source>there is no profile named &quot;%1&quot; (File → Profiles lists them)</source>
        <translation>es gibt kein Profil namens „%1“ (Datei → Profile listet sie auf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>Profil „%1“: %2</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Profil „%1“: %2</translation>
    </message>
</context>
<context>
    <name>CsvExportDialog</name>
    <message>
        <location filename="../views/csvexportdialog.cpp" line="+21"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export to CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export progress</source>
        <translation>Exportfortschritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop after the page being read; nothing is written under the file&apos;s name</source>
        <translation>Nach der gerade gelesenen Seite anhalten; unter dem Dateinamen wird nichts geschrieben</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>%Ln Zeile nach %1 exportiert.</numerusform>
            <numerusform>%Ln Zeilen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Export cancelled after %Ln row(s); %1 was not written.</source>
        <translation>
            <numerusform>Export nach %Ln Zeile abgebrochen; %1 wurde nicht geschrieben.</numerusform>
            <numerusform>Export nach %Ln Zeilen abgebrochen; %1 wurde nicht geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 of %Ln row(s) written</source>
        <translation>
            <numerusform>%1 von %Ln Zeile geschrieben</numerusform>
            <numerusform>%1 von %Ln Zeilen geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 was not written.</source>
        <translation>%1 wurde nicht geschrieben.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Exporting %1 to %2…</source>
        <translation>Exportiere %1 nach %2…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counting the rows…</source>
        <translation>Zeilen werden gezählt…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancelling after this page…</source>
        <translation>Abbruch nach dieser Seite…</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <location filename="../models/csvexporter.cpp" line="+21"/>
        <source>An export is already running.</source>
        <translation>Ein Export läuft bereits.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>The export stopped after %n row(s): %1</source>
        <translation>
            <numerusform>Der Export hielt nach %n Zeile an: %1</numerusform>
            <numerusform>Der Export hielt nach %n Zeilen an: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The console connected to another database during the export.</source>
        <translation>Die Konsole hat sich während des Exports mit einer anderen Datenbank verbunden.</translation>
    </message>
</context>
<context>
    <name>DashboardController</name>
    <message>
        <location filename="../app/dashboardcontroller.cpp" line="+55"/>
        <source>Charts from the database need PostgreSQL 14 or later (date_bin); this server is %1. The sampled charts still work.</source>
        <translation>Diagramme aus der Datenbank brauchen PostgreSQL 14 oder neuer (date_bin); dieser Server hat %1. Die Stichproben-Diagramme funktionieren trotzdem.</translation>
    </message>
    <message>
        <location filename="../app/dashboardsources.cpp" line="+16"/>
        <source>The dashboard&apos;s sample</source>
        <translation>Stichprobe des Dashboards</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The delivery outcomes</source>
        <translation>Zustellergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The enqueued tasks</source>
        <translation>Eingereihte Aufgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dead tasks</source>
        <translation>Tote Aufgaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The delivery durations</source>
        <translation>Zustelldauern</translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message>
        <location filename="../views/dashboardview.cpp" line="+33"/>
        <source>15 min</source>
        <translation>15 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>7 d</source>
        <translation>7 Tage</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Range:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the last %1</source>
        <translation>Die letzten %1 zeigen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the dashboard reads</source>
        <translation>So liest sich das Dashboard</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Failures by cause</source>
        <translation>Fehler nach Ursache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures of the last hour: reading…</source>
        <translation>Fehler der letzten Stunde: wird gelesen…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;a href=&quot;group:%1&quot;&gt;%2 × %3&lt;/a&gt; (%4)</source>
        <translation>&lt;a href=&quot;group:%1&quot;&gt;%2 × %3&lt;/a&gt; (%4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All failure groups</source>
        <translation>Alle Fehlergruppen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tasks by state</source>
        <translation>Aufgaben nach Zustand</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready queue</source>
        <translation>Bereite Warteschlange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ready now</source>
        <translation>jetzt bereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>oldest waited</source>
        <translation>am längsten gewartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready tasks</source>
        <translation>bereite Aufgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease health</source>
        <translation>Lease-Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task active</source>
        <translation>Aufgabe aktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task expired</source>
        <translation>Aufgabe abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink active</source>
        <translation>Senke aktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink expired</source>
        <translation>Senke abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink stale</source>
        <translation>Senke veraltet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leases</source>
        <translation>Leases</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alarm debt by age</source>
        <translation>Offene Alarme nach Alter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>under 5 min</source>
        <translation>unter 5 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min – 1 h</source>
        <translation>5 min – 1 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h – 1 day</source>
        <translation>1 h – 1 Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 1 day</source>
        <translation>über 1 Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>oldest owed</source>
        <translation>älteste offene</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owed deliveries</source>
        <translation>offene Zustellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivery outcomes</source>
        <translation>Zustellergebnisse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks enqueued and dead</source>
        <translation>Aufgaben: eingereiht und tot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enqueued</source>
        <translation>eingereiht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery duration per worker</source>
        <translation>Zustelldauer je Worker</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Charts from the database refresh every %1 s and when the range changes; sampled charts gain a sample every poll while this view is on screen.</source>
        <translation>Diagramme aus der Datenbank werden alle %1 s und beim Wechsel des Zeitraums aktualisiert; Stichproben-Diagramme erhalten bei jeder Abfrage eine Stichprobe, solange diese Ansicht sichtbar ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampled by this console since %1, kept on this machine</source>
        <translation>Stichproben dieser Konsole seit %1, auf diesem Rechner gespeichert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sampled by this console while this view is on screen: none in this range yet</source>
        <translation>Stichproben dieser Konsole, solange diese Ansicht sichtbar ist: in diesem Zeitraum noch keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminal states: click the legend</source>
        <translation>Endzustände: auf die Legende klicken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≈ planner estimates past 10,000</source>
        <translation>≈ Schätzungen des Planers ab 10.000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ready: queued or failed_retry, due now</source>
        <translation>bereit: wartend oder „fehlgeschlagen, wird wiederholt“, jetzt fällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least %1 (counted up to a cap)</source>
        <translation>mindestens %1 (bis zu einer Obergrenze gezählt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sink leases not read: no readable feed table</source>
        <translation>Senken-Leases nicht gelesen: keine lesbare Feed-Tabelle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not read: no readable alarm tables</source>
        <translation>nicht gelesen: keine lesbaren Alarmtabellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>oldest owed for %1</source>
        <translation>die älteste ist seit %1 offen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the database: %1 · not read yet</source>
        <translation>Aus der Datenbank: %1 · noch nicht gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the database: %1 · as of %2</source>
        <translation>Aus der Datenbank: %1 · Stand %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>≈ estimate: 1 row in %1 of ~%2 read</source>
        <translation>≈ Schätzung: 1 von %1 Zeilen aus ~%2 gelesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>range found by id (no created_at index)</source>
        <translation>Zeitraum über die ID gefunden (kein Index auf created_at)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>attempts by created_at</source>
        <translation>Versuche nach created_at</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tasks by created_at</source>
        <translation>Aufgaben nach created_at</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead not counted: over %1 dead tasks to read</source>
        <translation>tote nicht gezählt: über %1 tote Aufgaben zu lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead: by updated_at, when they died</source>
        <translation>tot: nach updated_at, als sie starben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the database: percentile_cont of duration_ms</source>
        <translation>Aus der Datenbank: percentile_cont von duration_ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not read yet</source>
        <translation>noch nicht gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>busiest %n workers</source>
        <translation>
            <numerusform>der %n meistbeschäftigte Worker</numerusform>
            <numerusform>die %n meistbeschäftigten Worker</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈ estimate: 1 row in %1 read</source>
        <translation>≈ Schätzung: 1 von %1 Zeilen gelesen</translation>
    </message>
</context>
<context>
    <name>DbText</name>
    <message>
        <location filename="../db/connectionparams.cpp" line="+202"/>
        <source>out of memory while parsing the connection string</source>
        <translation>zu wenig Speicher beim Lesen der Verbindungszeichenfolge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection string is not valid: %1</source>
        <translation>Die Verbindungszeichenfolge ist ungültig: %1</translation>
    </message>
    <message>
        <location filename="../db/dbclient.cpp" line="+43"/>
        <location filename="../db/dbworker.cpp" line="+48"/>
        <location line="+230"/>
        <location line="+151"/>
        <source>PoolScope is shutting down</source>
        <translation>PoolScope wird beendet</translation>
    </message>
    <message>
        <location filename="../db/dbworker.cpp" line="-344"/>
        <source>the connection was replaced</source>
        <translation>die Verbindung wurde ersetzt</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the server refused the password the command printed (ran: %1): %2</source>
        <translation>der Server hat das Passwort abgelehnt, das der Befehl ausgegeben hat (ausgeführt: %1): %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>not connected to the database; nothing was sent</source>
        <translation>keine Verbindung zur Datenbank; nichts wurde gesendet</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the connection is not ready</source>
        <translation>die Verbindung ist nicht bereit</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>cancelled before it was sent</source>
        <translation>abgebrochen, bevor sie gesendet wurde</translation>
    </message>
    <message>
        <location filename="../core/feedtable.cpp" line="+13"/>
        <source>the feed schema is empty</source>
        <translation>das Feed-Schema ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the feed schema is longer than 63 bytes</source>
        <translation>das Feed-Schema ist länger als 63 Bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the feed table prefix is too long (the table name would exceed 63 bytes)</source>
        <translation>das Präfix der Feed-Tabellen ist zu lang (der Tabellenname würde 63 Bytes überschreiten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the feed schema or prefix contains a NUL character</source>
        <translation>Feed-Schema oder -Präfix enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <location filename="../db/pgsession.cpp" line="+76"/>
        <source>timed out connecting to the server</source>
        <translation>Zeitüberschreitung beim Verbinden mit dem Server</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>could not start connecting</source>
        <translation>das Verbinden konnte nicht beginnen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>could not connect</source>
        <translation>Verbindung fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>could not enter pipeline mode</source>
        <translation>der Pipeline-Modus konnte nicht aktiviert werden</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>could not ask whether the server is a standby</source>
        <translation>es ließ sich nicht erfragen, ob der Server ein Standby ist</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>could not read the session&apos;s limits back</source>
        <translation>die Grenzwerte der Sitzung ließen sich nicht zurücklesen</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>the connection was closed by PoolScope</source>
        <translation>die Verbindung wurde von PoolScope geschlossen</translation>
    </message>
    <message>
        <location filename="../db/pgsessionpipeline.cpp" line="+113"/>
        <location line="+122"/>
        <location line="+31"/>
        <source>the connection was lost</source>
        <translation>die Verbindung ging verloren</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>the server closed the connection</source>
        <translation>der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>could not send the statements</source>
        <translation>die Anweisungen konnten nicht gesendet werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not send to the server</source>
        <translation>das Senden an den Server schlug fehl</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the transaction did not commit</source>
        <translation>die Transaktion wurde nicht festgeschrieben</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not run: an earlier statement of its transaction failed</source>
        <translation>nicht ausgeführt: eine frühere Anweisung dieser Transaktion schlug fehl</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>the server stopped answering (no reply within %1 ms)</source>
        <translation>der Server antwortet nicht mehr (keine Antwort binnen %1 ms)</translation>
    </message>
    <message>
        <location filename="../db/queries/detailquery.cpp" line="+132"/>
        <source>task_replays cannot be read</source>
        <translation>task_replays kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/schemainfo.cpp" line="+13"/>
        <source>the profile %1 is read-only: every transaction PoolScope opens is READ ONLY, and the server refuses a write</source>
        <translation>das Profil %1 ist schreibgeschützt: jede Transaktion, die PoolScope öffnet, ist READ ONLY, und der Server lehnt jedes Schreiben ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server is a read-only standby (in recovery)</source>
        <translation>der Server ist ein schreibgeschützter Standby (im Recovery)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the session is read-only (default_transaction_read_only is on)</source>
        <translation>die Sitzung ist schreibgeschützt (default_transaction_read_only ist an)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this database audits operator actions in poolscope_audit, and the role %1 may not INSERT into it; PoolScope does not act without the record</source>
        <translation>diese Datenbank protokolliert Operator-Aktionen in poolscope_audit, und die Rolle %1 darf dort kein INSERT ausführen; ohne den Eintrag handelt PoolScope nicht</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the table %1 does not exist</source>
        <translation>die Tabelle %1 existiert nicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no column %2</source>
        <translation>%1 hat keine Spalte %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role %1 may not read %2 (no SELECT privilege)</source>
        <translation>die Rolle %1 darf %2 nicht lesen (kein SELECT-Recht)</translation>
    </message>
    <message>
        <location filename="../core/dberror.cpp" line="+63"/>
        <source>no connection to the server</source>
        <translation>keine Verbindung zum Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the connection to the server was lost</source>
        <translation>die Verbindung zum Server ist abgebrochen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>a table it reads is locked by another session (a migration, VACUUM FULL or a long transaction), and it stopped waiting; nothing changed. Try again in a moment</source>
        <translation>eine gelesene Tabelle ist von einer anderen Sitzung gesperrt (eine Migration, VACUUM FULL oder eine lange Transaktion), und das Warten wurde beendet; nichts wurde geändert. Bitte gleich noch einmal versuchen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it was stopped on the server: it ran past the console&apos;s time limit, or was cancelled</source>
        <translation>auf dem Server beendet: Zeitlimit der Konsole überschritten oder abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the database role the console uses may not read it</source>
        <translation>die Datenbankrolle der Konsole darf das nicht lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a table, column or schema it reads is missing from this database (an older or different schema)</source>
        <translation>eine gelesene Tabelle, Spalte oder ein Schema fehlt in dieser Datenbank (ein älteres oder anderes Schema)</translation>
    </message>
    <message>
        <location filename="../db/connectpreparer.cpp" line="+76"/>
        <source>an SSH tunnel reaches one server: the connection string names several hosts (%1)</source>
        <translation>ein SSH-Tunnel führt zu einem Server, die Verbindungszeichenfolge nennt aber mehrere Hosts (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port &quot;%1&quot; is not a port number</source>
        <translation>„%1“ ist keine Portnummer</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>TLS settings (sslmode=require or verify-*, a client certificate) cannot hold through an SSH tunnel: libpq does not use TLS over the tunnel&apos;s local socket; the SSH connection is what encrypts</source>
        <translation>TLS-Einstellungen (sslmode=require oder verify-*, ein Client-Zertifikat) gelten nicht durch einen SSH-Tunnel: libpq verwendet über den lokalen Socket des Tunnels kein TLS; verschlüsselt wird durch die SSH-Verbindung</translation>
    </message>
    <message>
        <location filename="../db/connectvia.cpp" line="+24"/>
        <source>The SSH destination &quot;%1&quot; starts with &quot;-&quot;; a destination is a host name, user@host or ssh://user@host:port.</source>
        <translation>Das SSH-Ziel „%1“ beginnt mit „-“; ein Ziel ist ein Hostname, user@host oder ssh://user@host:port.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The SSH destination cannot hold spaces or control characters.</source>
        <translation>Das SSH-Ziel darf keine Leerzeichen oder Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command is one line, without control characters.</source>
        <translation>Der Passwortbefehl ist eine Zeile ohne Steuerzeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command is only spaces.</source>
        <translation>Der Passwortbefehl besteht nur aus Leerzeichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../db/passwordcommand.cpp" line="+37"/>
        <source>the password command did not finish within %n s (ran: %1)</source>
        <translation>
            <numerusform>der Passwortbefehl ist nicht binnen %n s fertig geworden (ausgeführt: %1)</numerusform>
            <numerusform>der Passwortbefehl ist nicht binnen %n s fertig geworden (ausgeführt: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the password command could not be started: %1 (ran: %2)</source>
        <translation>der Passwortbefehl konnte nicht gestartet werden: %1 (ausgeführt: %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the password command was killed</source>
        <translation>der Passwortbefehl wurde beendet (kill)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the password command failed with exit status %1</source>
        <translation>der Passwortbefehl ist mit Status %1 gescheitert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (ran: %2)</source>
        <translation>%1 (ausgeführt: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (ran: %3)</source>
        <translation>%1: %2 (ausgeführt: %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the password command printed no password (ran: %1)</source>
        <translation>der Passwortbefehl hat kein Passwort ausgegeben (ausgeführt: %1)</translation>
    </message>
    <message>
        <location filename="../db/sshfailure.cpp" line="+103"/>
        <source>the SSH host key of %1 has changed: this may be an attack or a reinstalled server; once its administrator has confirmed the new key, fix known_hosts by hand (PoolScope never bypasses a changed key)</source>
        <translation>der SSH-Hostschlüssel von %1 hat sich geändert: das kann ein Angriff oder ein neu installierter Server sein; sobald sein Administrator den neuen Schlüssel bestätigt hat, korrigieren Sie known_hosts von Hand (PoolScope umgeht einen geänderten Schlüssel nie)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the SSH host key of %1 is not in known_hosts or was not accepted: connect once with ssh in a terminal, check its fingerprint and accept it</source>
        <translation>der SSH-Hostschlüssel von %1 steht nicht in known_hosts oder wurde nicht akzeptiert: verbinden Sie sich einmal mit ssh in einem Terminal, prüfen Sie seinen Fingerabdruck und akzeptieren Sie ihn</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 refused the SSH login: is the key loaded into the agent, or named in ~/.ssh/config?</source>
        <translation>%1 hat die SSH-Anmeldung abgelehnt: ist der Schlüssel im Agenten geladen oder in ~/.ssh/config angegeben?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the SSH server cannot be reached (through %1): %2</source>
        <translation>der SSH-Server ist nicht erreichbar (über %1): %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ssh could not set up the tunnel&apos;s forward through %1: %2</source>
        <translation>ssh konnte die Weiterleitung des Tunnels über %1 nicht einrichten: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ssh to %1 exited with status %2 before the tunnel was up</source>
        <translation>ssh zu %1 endete mit Status %2, bevor der Tunnel stand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh to %1 was killed before the tunnel was up</source>
        <translation>ssh zu %1 wurde per Signal beendet, bevor der Tunnel stand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the SSH tunnel through %1 ended: ssh exited with status %2</source>
        <translation>der SSH-Tunnel über %1 ist beendet: ssh endete mit Status %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SSH tunnel through %1 ended: ssh was killed</source>
        <translation>der SSH-Tunnel über %1 ist beendet: ssh wurde per Signal beendet</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>ssh did not set up the tunnel through %1 within %n s</source>
        <translation>
            <numerusform>ssh hat den Tunnel über %1 nicht innerhalb von %n s aufgebaut</numerusform>
            <numerusform>ssh hat den Tunnel über %1 nicht innerhalb von %n s aufgebaut</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the SSH client (%1) could not be started: %2; is OpenSSH&apos;s client installed?</source>
        <translation>der SSH-Client (%1) konnte nicht gestartet werden: %2; ist der OpenSSH-Client installiert?</translation>
    </message>
    <message>
        <location filename="../db/sshtunnel.cpp" line="+77"/>
        <source>%1: the path would be too long for a socket</source>
        <translation>%1: der Pfad wäre für einen Socket zu lang</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no private directory could be made for the SSH tunnel&apos;s socket (%1)</source>
        <translation>für den Socket des SSH-Tunnels konnte kein privates Verzeichnis angelegt werden (%1)</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>the SSH tunnel was stopped</source>
        <translation>der SSH-Tunnel wurde beendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not an SSH destination</source>
        <translation>„%1“ ist kein SSH-Ziel</translation>
    </message>
</context>
<context>
    <name>DeliveriesController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-16"/>
        <source>The deliveries</source>
        <translation>Zustellungen</translation>
    </message>
</context>
<context>
    <name>DeliveriesView</name>
    <message>
        <location filename="../views/deliveriesview.cpp" line="+49"/>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 deliveries</source>
        <translation>%1-Zustellungen zeigen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message id</source>
        <translation>Nachrichten-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task id</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Deliveries</source>
        <translation>Zustellungen</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No worker id is longer than %1 characters; this filter has %2, so it matches nothing.</source>
        <translation>Keine Worker-ID ist länger als %1 Zeichen; dieser Filter hat %2, also passt nichts.</translation>
    </message>
</context>
<context>
    <name>DeliveryTableModel</name>
    <message>
        <location filename="../models/deliverytablemodel.cpp" line="+85"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider response</source>
        <translation>Antwort des Anbieters</translation>
    </message>
</context>
<context>
    <name>DesktopNotifier</name>
    <message>
        <location filename="../desktop/desktopnotifier.cpp" line="+45"/>
        <source>Watches finished: %1</source>
        <translation>Beobachtungen abgeschlossen: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This build has no desktop notification service.</source>
        <translation>Dieser Build hat keinen Benachrichtigungsdienst des Desktops.</translation>
    </message>
    <message>
        <location filename="../desktop/dbusnotifications.cpp" line="+63"/>
        <source>No D-Bus session bus (%1).</source>
        <translation>Kein D-Bus-Sitzungsbus (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No desktop notification service (%1).</source>
        <translation>Kein Benachrichtigungsdienst des Desktops (%1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show watches</source>
        <translation>Beobachtungen anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The desktop notification service failed (%1).</source>
        <translation>Der Benachrichtigungsdienst des Desktops ist fehlgeschlagen (%1).</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <location filename="../views/detailpane.cpp" line="+28"/>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider response</source>
        <translation>Antwort des Anbieters</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event frame</source>
        <translation>Ereignis-Frame</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Detail title</source>
        <translation>Detailtitel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a row to see everything about it.</source>
        <translation>Wählen Sie eine Zeile, um alles darüber zu sehen.</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%n rows selected: the details show one row at a time</source>
        <translation>
            <numerusform>%n Zeile ausgewählt: die Details zeigen eine Zeile auf einmal</numerusform>
            <numerusform>%n Zeilen ausgewählt: die Details zeigen eine Zeile auf einmal</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This device has no row in the ledger for the alert&apos;s latest trigger.</source>
        <translation>Dieses Gerät hat für die letzte Auslösung der Meldung keine Zeile im Ledger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no row in the ledger for the alert&apos;s latest trigger.</source>
        <translation>%1 hat für die letzte Auslösung der Meldung keine Zeile im Ledger.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The details could not be read</source>
        <translation>Die Details konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>This value could not be read: %1</source>
        <translation>Dieser Wert konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Task %1 no longer exists.</source>
        <translation>Aufgabe %1 existiert nicht mehr.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Task %1 — %2</source>
        <translation>Aufgabe %1 — %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delivery %1 no longer exists.</source>
        <translation>Zustellversuch %1 existiert nicht mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delivery %1 — %2</source>
        <translation>Zustellung %1 — %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This alert no longer exists (deleting it cascaded its debt away).</source>
        <translation>Diese Meldung existiert nicht mehr (ihr Löschen hat ihre offenen Zustellungen mitgelöscht).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%2&quot; acked for %1</source>
        <translation>„%2“ für %1 bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owes &quot;%2&quot;</source>
        <translation>%1 hat „%2“ offen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sink %1 / %2</source>
        <translation>Senke %1 / %2</translation>
    </message>
</context>
<context>
    <name>DetailsController</name>
    <message>
        <location filename="../app/detailscontroller.cpp" line="+23"/>
        <source>The details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>DurationChart</name>
    <message>
        <location filename="../views/chartdurations.cpp" line="+23"/>
        <source>delivery duration (ms)</source>
        <translation>Zustelldauer (ms)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p95</source>
        <translation>p95</translation>
    </message>
</context>
<context>
    <name>DurationModel</name>
    <message>
        <location filename="../models/durationmodel.cpp" line="+19"/>
        <source>(no worker)</source>
        <translation>(kein Worker)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1
p50 %2 ms, p95 %3 ms</source>
        <translation>%1
p50 %2 ms, p95 %3 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>over ≈%Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>über ≈%Ln Versuch mit Dauer</numerusform>
            <numerusform>über ≈%Ln Versuche mit Dauer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>over %Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>über %Ln Versuch mit Dauer</numerusform>
            <numerusform>über %Ln Versuche mit Dauer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimated from a sample: 1 row in %1 read</source>
        <translation>aus einer Stichprobe geschätzt: 1 von %1 Zeilen gelesen</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+2"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>p95</source>
        <translation>p95</translation>
    </message>
</context>
<context>
    <name>FailureGroupModel</name>
    <message>
        <location filename="../models/failuregroupmodel.cpp" line="+65"/>
        <source>Cause %1: %2
For example: %3</source>
        <translation>Ursache %1: %2
Zum Beispiel: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attempts are not replayed: their tasks are, from the task groups.</source>
        <translation>Versuche werden nicht erneut ausgeführt, ihre Aufgaben schon: aus den Aufgabengruppen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replays could not be read: every dead task is counted.</source>
        <translation>Die Wiederholungen konnten nicht gelesen werden: jede tote Aufgabe wird gezählt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../views/failuresview.cpp" line="+75"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead, not replayed</source>
        <translation>Tot, nicht wiederholt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Letzter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over the window</source>
        <translation>Im Zeitraum</translation>
    </message>
</context>
<context>
    <name>FailureText</name>
    <message>
        <location filename="../core/failuretext.cpp" line="+19"/>
        <source>the last hour</source>
        <translation>der letzten Stunde</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the last %Ln day(s)</source>
        <translation>
            <numerusform>des letzten %Ln Tages</numerusform>
            <numerusform>der letzten %Ln Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the last %Ln hour(s)</source>
        <translation>
            <numerusform>der letzten %Ln Stunde</numerusform>
            <numerusform>der letzten %Ln Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the last %Ln minute(s)</source>
        <translation>
            <numerusform>der letzten %Ln Minute</numerusform>
            <numerusform>der letzten %Ln Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Grouped the first %1 failed tasks found in %2, in %Ln cause(s): more failed than that, so these counts are a part. Pick a shorter window to see all.</source>
        <translation>
            <numerusform>Gruppiert: die ersten %1 gefundenen fehlgeschlagenen Aufgaben %2, in %Ln Ursache: mehr sind fehlgeschlagen, diese Zahlen sind also ein Teil. Einen kürzeren Zeitraum wählen, um alle zu sehen.</numerusform>
            <numerusform>Gruppiert: die ersten %1 gefundenen fehlgeschlagenen Aufgaben %2, in %Ln Ursachen: mehr sind fehlgeschlagen, diese Zahlen sind also ein Teil. Einen kürzeren Zeitraum wählen, um alle zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No task failed in %1 (dead, failed for good or retrying, by when it last changed).</source>
        <translation>Keine Aufgabe ist fehlgeschlagen innerhalb %1 (tot, endgültig fehlgeschlagen oder in Wiederholung, nach ihrer letzten Änderung).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 failed tasks in %2, in %Ln cause(s).</source>
        <translation>
            <numerusform>%1 fehlgeschlagene Aufgaben %2, in %Ln Ursache.</numerusform>
            <numerusform>%1 fehlgeschlagene Aufgaben %2, in %Ln Ursachen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delivery attempts were not read: %1.</source>
        <translation>Zustellversuche wurden nicht gelesen: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed delivery attempts of those tasks.</source>
        <translation>%1 fehlgeschlagene Zustellversuche dieser Aufgaben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The replays could not be read: &quot;dead, not replayed&quot; counts every dead task.</source>
        <translation>Die Wiederholungen konnten nicht gelesen werden: „tot, nicht wiederholt“ zählt jede tote Aufgabe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cause %1 (%2), kind %3</source>
        <translation>Ursache %1 (%2), Art %3</translation>
    </message>
    <message>
        <location filename="../db/queries/failurequery.cpp" line="+167"/>
        <source>this database has no table notification_deliveries</source>
        <translation>diese Datenbank hat keine Tabelle notification_deliveries</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role %1 may not read notification_deliveries</source>
        <translation>die Rolle %1 darf notification_deliveries nicht lesen</translation>
    </message>
</context>
<context>
    <name>FailuresController</name>
    <message>
        <location filename="../app/failurescontroller.cpp" line="+27"/>
        <location line="+20"/>
        <source>The failure groups</source>
        <translation>Die Fehlergruppen</translation>
    </message>
</context>
<context>
    <name>FailuresView</name>
    <message>
        <location filename="../core/operatoraction.h" line="-60"/>
        <source>&amp;Replay the group&apos;s dead tasks…</source>
        <translation>Tote Aufgaben der Gruppe e&amp;rneut ausführen…</translation>
    </message>
    <message>
        <location filename="../views/failuresview.cpp" line="-50"/>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show members</source>
        <translation>&amp;Mitglieder zeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Failed in:</source>
        <translation>Fehlgeschlagen in:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failure window</source>
        <translation>Fehlerzeitraum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the groups again now (they are read once a minute)</source>
        <translation>Die Gruppen jetzt neu lesen (sie werden einmal pro Minute gelesen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected group&apos;s failed tasks in the tasks view (Enter, or a double click); an attempt group shows the tasks of its attempts</source>
        <translation>Die fehlgeschlagenen Aufgaben der gewählten Gruppe in der Aufgabenansicht (Eingabe oder Doppelklick); eine Versuchsgruppe zeigt die Aufgaben ihrer Versuche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the failure groups cover</source>
        <translation>Was die Fehlergruppen abdecken</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay every dead task of the selected group not replayed yet, after a preview; followed as one watch</source>
        <translation>Jede noch nicht wiederholte tote Aufgabe der gewählten Gruppe erneut ausführen, nach einer Vorschau; als eine Beobachtung verfolgt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failure groups</source>
        <translation>Fehlergruppen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Reading the failures of %1…</source>
        <translation>Die Fehler %1 werden gelesen…</translation>
    </message>
</context>
<context>
    <name>JsonView</name>
    <message>
        <location filename="../views/jsonview.cpp" line="+56"/>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Value name</source>
        <translation>Name des Werts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value size</source>
        <translation>Größe des Werts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load and show the whole value</source>
        <translation>Den ganzen Wert laden und zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole value to the clipboard</source>
        <translation>Den ganzen Wert in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole value to a file</source>
        <translation>Den ganzen Wert in eine Datei speichern</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Value text</source>
        <translation>Text des Werts</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Could not load the whole value: %1</source>
        <translation>Der ganze Wert konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Copied %1 to the clipboard</source>
        <translation>%1 in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save value</source>
        <translation>Wert speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The value changed while the file was being chosen; nothing was saved.</source>
        <translation>Der Wert hat sich geändert, während die Datei gewählt wurde; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save to %1: %2</source>
        <translation>Speichern in %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saving…</source>
        <translation>Speichere…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>1 byte</source>
        <translation>1 Byte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SQL NULL</source>
        <translation>SQL NULL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing all %1</source>
        <translation>Alles gezeigt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the first %1 of %2</source>
        <translation>Die ersten %1 von %2 werden gezeigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the first %1</source>
        <translation>Die ersten %1 werden gezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty value</source>
        <translation>Leerer Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole value, %1</source>
        <translation>Ganzer Wert, %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · no highlighting at this size</source>
        <translation> · keine Hervorhebung bei dieser Größe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loading the whole value (%1)…</source>
        <translation>Lade den ganzen Wert (%1)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the whole value…</source>
        <translation>Lade den ganzen Wert…</translation>
    </message>
</context>
<context>
    <name>Keyring</name>
    <message>
        <location filename="../local/keyring.cpp" line="+34"/>
        <source>the keyring did not answer</source>
        <translation>der Schlüsselbund hat nicht geantwortet</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no keyring support in this build</source>
        <translation>keine Schlüsselbund-Unterstützung in dieser Version</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../views/uilanguage.cpp" line="+95"/>
        <source>Lan&amp;guage</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PoolScope will use the new language when it starts next.</source>
        <translation>PoolScope verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>LeasesController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-31"/>
        <source>The task leases</source>
        <translation>Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The feed sink leases</source>
        <translation>Leases der Feed-Senken</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connected through a proxy or pooler (port %1; the server listens on %2). The sessions listed are the server&apos;s own: a worker that itself connects through a pooler shows as the pooler&apos;s server connection, whose address and application name may be another client&apos;s.</source>
        <translation>Verbunden über einen Proxy oder Pooler (Port %1; der Server lauscht auf %2). Die aufgeführten Sitzungen sind die des Servers: Ein Worker, der sich selbst über einen Pooler verbindet, erscheint als Serververbindung des Poolers, deren Adresse und Anwendungsname einem anderen Client gehören können.</translation>
    </message>
</context>
<context>
    <name>LeasesView</name>
    <message>
        <location filename="../views/leasesview.cpp" line="+64"/>
        <source>Task leases</source>
        <translation>Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Feed sink leases</source>
        <translation>Leases der Feed-Senken</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Re&amp;lease lease…</source>
        <translation>Lease &amp;freigeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the task to the queue; its worker&apos;s late result is fenced by the token</source>
        <translation>Die Aufgabe zurück in die Warteschlange stellen; das verspätete Ergebnis ihres Workers wird über das Token abgewiesen</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+20"/>
        <source>&amp;Clear holder…</source>
        <translation>&amp;Inhaber entfernen…</translation>
    </message>
    <message>
        <location filename="../views/leasesview.cpp" line="+3"/>
        <source>Clear the sink&apos;s lease holder (compare-and-set on the holder you see)</source>
        <translation>Den Lease-Inhaber der Senke entfernen (Compare-and-Set auf den Inhaber, den Sie sehen)</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+10"/>
        <source>&amp;Terminate session…</source>
        <translation>Sitzung &amp;beenden…</translation>
    </message>
    <message>
        <location filename="../views/leasesview.cpp" line="-36"/>
        <source>Only stuck</source>
        <translation>Nur hängende</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>End the database session that holds the sink&apos;s advisory lock</source>
        <translation>Die Datenbanksitzung beenden, die die Advisory-Sperre der Senke hält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only leases past their expiry, or without one: stuck until reaped or released</source>
        <translation>Nur abgelaufene Leases oder solche ohne Ablauf: sie hängen, bis sie eingesammelt oder freigegeben werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only stuck task leases</source>
        <translation>Nur hängende Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What the sessions list cannot show</source>
        <translation>Was die Sitzungsliste nicht zeigen kann</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>Task leases: %n stuck</source>
        <translation>
            <numerusform>Aufgaben-Leases: %n hängend</numerusform>
            <numerusform>Aufgaben-Leases: %n hängend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Task leases: %n leased</source>
        <translation>
            <numerusform>Aufgaben-Leases: %n geleast</numerusform>
            <numerusform>Aufgaben-Leases: %n geleast</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (showing the first %1)</source>
        <translation> (die ersten %1 werden gezeigt)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> — %n expired, stuck until reaped or released</source>
        <translation>
            <numerusform> — %n abgelaufen, hängt bis zum Aufräumen oder zur Freigabe</numerusform>
            <numerusform> — %n abgelaufen, hängen bis zum Aufräumen oder zur Freigabe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Feed sink leases: %n held</source>
        <translation>
            <numerusform>Leases der Feed-Senken: %n gehalten</numerusform>
            <numerusform>Leases der Feed-Senken: %n gehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> — %n expired or stale</source>
        <translation>
            <numerusform> — %n abgelaufen oder veraltet</numerusform>
            <numerusform> — %n abgelaufen oder veraltet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookupController</name>
    <message>
        <location filename="../app/lookupcontroller.cpp" line="+50"/>
        <source>task %1 · %2 · %3</source>
        <translation>Aufgabe %1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>everything %1 owes for &quot;%2&quot;</source>
        <translation>alles, was für %1 zu „%2“ offen ist</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>The lookup could not run: %1</source>
        <translation>Die Suche konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>select a dead task in the trails</source>
        <translation>wählen Sie eine tote Aufgabe in den Verläufen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task %1 was already replayed as task %2</source>
        <translation>Aufgabe %1 wurde bereits als Aufgabe %2 wiederholt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 was already replayed</source>
        <translation>Aufgabe %1 wurde bereits wiederholt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>select a task whose lease has expired (a live lease is released from the leases view)</source>
        <translation>wählen Sie eine Aufgabe mit abgelaufenem Lease (ein aktives Lease wird in der Lease-Ansicht freigegeben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>select a device that owes deliveries</source>
        <translation>wählen Sie ein Gerät mit offenen Zustellungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the lookup</source>
        <translation>Suchergebnis exportieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LookupText</name>
    <message>
        <location filename="../core/lookup/lookupparse.cpp" line="+133"/>
        <source>a %1 id is a whole number, not %2</source>
        <translation>eine %1-ID ist eine ganze Zahl, nicht %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large for a %2 id</source>
        <translation>%1 ist zu groß für eine %2-ID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an empty %1 matches nothing</source>
        <translation>ein leeres %1 passt auf nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 has no control characters</source>
        <translation>%1: Steuerzeichen sind nicht erlaubt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 has at most %2 characters; this one has %3</source>
        <translation>%1: höchstens %2 Zeichen, hier sind es %3</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+38"/>
        <source>the input has %1 characters; no identifier is longer than %2</source>
        <translation>die Eingabe hat %1 Zeichen; keine Kennung ist länger als %2</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>text to search for has at least %1 characters</source>
        <translation>der Suchtext hat mindestens %1 Zeichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an %1 id is a UUID (8-4-4-4-12 hex digits), not %2</source>
        <translation>eine %1-ID ist eine UUID (8-4-4-4-12 Hexziffern), nicht %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown kind</source>
        <translation>unbekannte Art</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enter a message, task, account, monitor or contact id, a job id or idempotency key, or an alert or subscription UUID</source>
        <translation>geben Sie eine Nachrichten-, Aufgaben-, Konto-, Monitor- oder Kontakt-ID, eine Job-ID oder einen Idempotenzschlüssel oder eine Meldungs- oder Abonnement-UUID ein</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is too large for an id</source>
        <translation>%1 ist zu groß für eine ID</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a duration (like 30m, 24h, 7d, 2w)</source>
        <translation>%1 ist keine Dauer (etwa 30m, 24h, 7d, 2w)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a duration is positive (like 30m, 24h, 7d, 2w)</source>
        <translation>eine Dauer ist positiv (etwa 30m, 24h, 7d, 2w)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a duration is at most ten years</source>
        <translation>eine Dauer ist höchstens zehn Jahre</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>message</source>
        <comment>lookup kind</comment>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task</source>
        <comment>lookup kind</comment>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job id</source>
        <comment>lookup kind</comment>
        <translation>Job-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>idempotency key</source>
        <comment>lookup kind</comment>
        <translation>Idempotenzschlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job id or key</source>
        <comment>lookup kind</comment>
        <translation>Job-ID oder Schlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>account</source>
        <comment>lookup kind</comment>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monitor</source>
        <comment>lookup kind</comment>
        <translation>Monitor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contact</source>
        <comment>lookup kind</comment>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alert</source>
        <comment>lookup kind</comment>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subscription</source>
        <comment>lookup kind</comment>
        <translation>Abonnement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alert or subscription</source>
        <comment>lookup kind</comment>
        <translation>Meldung oder Abonnement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <comment>lookup kind</comment>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../db/lookup/lookupquery.cpp" line="+141"/>
        <source>Without the console index poolscope_tasks_message_id_idx the message&apos;s tasks are found through their attempts and replays: a task that has made no attempt yet does not show.</source>
        <translation>Ohne den Konsolenindex poolscope_tasks_message_id_idx werden die Aufgaben einer Nachricht über ihre Versuche und erneuten Ausführungen gefunden: Eine Aufgabe ohne bisherigen Versuch erscheint nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tasks has no index on contact_id (%2): this search scans tasks and is cut off after %1 s.</source>
        <translation>tasks hat keinen Index auf contact_id (%2): Diese Suche durchsucht tasks und wird nach %1 s abgebrochen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Account-wide searches find messages through their tasks: attempts whose task row was purged are not found this way (search by message id).</source>
        <translation>Kontoweite Suchen finden Nachrichten über ihre Aufgaben: Versuche, deren Aufgabenzeile gelöscht wurde, werden so nicht gefunden (nach Nachrichten-ID suchen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>task_replays cannot be read: replays are not shown.</source>
        <translation>task_replays kann nicht gelesen werden: erneute Ausführungen werden nicht gezeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alarm tables cannot be read: no alarm section.</source>
        <translation>Die Alarmtabellen können nicht gelesen werden: kein Alarmteil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No alarm section: finding the contact&apos;s account would scan tasks.</source>
        <translation>Kein Alarmteil: das Konto des Kontakts zu finden würde tasks durchsuchen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> This index makes it instant; it takes about %1 MB and %2 s to build per million tasks, and one more index entry for every task written: %3</source>
        <translation> Mit diesem Index geht es sofort; er braucht etwa %1 MB und %2 s Aufbauzeit je Million Aufgaben und einen Indexeintrag mehr für jede geschriebene Aufgabe: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>tasks has no index on message_id, so the message&apos;s tasks were searched newest first.</source>
        <translation>tasks hat keinen Index auf message_id, daher wurden die Aufgaben der Nachricht von den neuesten an durchsucht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tasks has no index on contact_id, so the contact&apos;s tasks were searched newest first.</source>
        <translation>tasks hat keinen Index auf contact_id, daher wurden die Aufgaben des Kontakts von den neuesten an durchsucht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Text is found by reading the tasks&apos; payloads and last errors and their attempts&apos; errors and provider responses, newest first: no index serves it. Attempts whose task row was purged are not searched.</source>
        <translation>Text wird gefunden, indem die Nutzdaten und letzten Fehler der Aufgaben sowie die Fehler und Provider-Antworten ihrer Versuche gelesen werden, die neuesten zuerst: Kein Index hilft dabei. Versuche, deren Aufgabenzeile gelöscht wurde, werden nicht durchsucht.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The search of tasks stopped early: %1</source>
        <translation>Die Suche in den Aufgaben brach vorzeitig ab: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the alarm tables cannot be read</source>
        <translation>die Alarmtabellen können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../core/lookup/summary.cpp" line="+39"/>
        <source> after a replay by operator %1</source>
        <translation> nach einer erneuten Ausführung durch Operator %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> after a replay</source>
        <translation> nach einer erneuten Ausführung</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location filename="../core/lookup/verdict.cpp" line="+143"/>
        <source> after %n attempts</source>
        <translation>
            <numerusform> nach %n Versuch</numerusform>
            <numerusform> nach %n Versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the %1 %2 alarm</source>
        <translation>der Alarm %2 um %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 alarm</source>
        <translation>der Alarm %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not ack %2: %3</source>
        <translation>%1 hat %2 nicht bestätigt: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 acked %2 at %3</source>
        <translation>%1 hat %2 um %3 bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/lookup/timeline.cpp" line="+29"/>
        <source>%1 acked %2</source>
        <translation>%1 hat %2 bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is disabled for the %2 alarm</source>
        <translation>%1 ist für den Alarm %2 deaktiviert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was not subscribed when %2 triggered</source>
        <translation>%1 war nicht abonniert, als %2 auslöste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 never triggered</source>
        <translation>%1: %2 hat nie ausgelöst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 was %3</source>
        <translation>%1: %2 wurde %3</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n more device(s) cleared by an operator</source>
        <translation>
            <numerusform>%n weiteres Gerät von einem Operator aufgehoben</numerusform>
            <numerusform>%n weitere Geräte von einem Operator aufgehoben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source> (never seen)</source>
        <translation> (nie gesehen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (offline for %1)</source>
        <translation> (seit %1 offline)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 still owes %2%3</source>
        <translation>%1 hat %2 offen%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every enabled device acked %1</source>
        <translation>Jedes aktivierte Gerät hat %1 bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every enabled device acked %1</source>
        <translation>jedes aktivierte Gerät hat %1 bestätigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is acked for every enabled device (the ledger does not say whether by the devices or an operator)</source>
        <translation>%1 ist für jedes aktivierte Gerät bestätigt (das Ledger sagt nicht, ob von den Geräten oder einem Operator)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no trigger recorded</source>
        <translation>%1: keine Auslösung erfasst</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more device(s) owe</source>
        <translation>
            <numerusform>%n weiteres Gerät hat offen</numerusform>
            <numerusform>%n weitere Geräte haben offen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>delivered</source>
        <comment>verdict count</comment>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partially delivered</source>
        <comment>verdict count</comment>
        <translation>teilweise zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in progress</source>
        <comment>verdict count</comment>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <comment>verdict count</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <comment>verdict count</comment>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n%1 messages</source>
        <translation>
            <numerusform>%n%1 Nachricht</numerusform>
            <numerusform>%n%1 Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+9"/>
        <source>%n%1 tasks without a message id</source>
        <translation>
            <numerusform>%n%1 Aufgabe ohne Nachrichten-ID</numerusform>
            <numerusform>%n%1 Aufgaben ohne Nachrichten-ID</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>1 message</source>
        <translation>1 Nachricht</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n messages</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 task without a message id</source>
        <translation>1 Aufgabe ohne Nachrichten-ID</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the %1 newest tasks</source>
        <translation>die neuesten %1 Aufgaben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (since %2)</source>
        <translation>%1 (seit %2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a message id</source>
        <translation>eine Nachrichten-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a task id</source>
        <translation>eine Aufgaben-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an account id</source>
        <translation>eine Konto-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a monitor id</source>
        <translation>eine Monitor-ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a contact id</source>
        <translation>eine Kontakt-ID</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a job id or key</source>
        <translation>eine Job-ID oder ein Schlüssel</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 is not %2 but %3</source>
        <translation>%1 ist nicht %2, sondern %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; whether %1 is another kind of id could not be checked</source>
        <translation>; ob %1 eine andere Art von ID ist, konnte nicht geprüft werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the search was cancelled</source>
        <translation>die Suche wurde abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the search was cut off</source>
        <translation>die Suche brach ab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>older tasks not searched</source>
        <translation>ältere Aufgaben nicht durchsucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 not found among %2; %3</source>
        <translation>%1 nicht gefunden (durchsucht: %2); %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; %1 is %2</source>
        <translation>; %1 ist %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The lookup failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; searched only %1</source>
        <translation>; durchsucht nur %1</translation>
    </message>
    <message numerus="yes">
        <location line="-169"/>
        <source> (%n stuck)</source>
        <translation>
            <numerusform> (%n hängt)</numerusform>
            <numerusform> (%n hängen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>No messages for %1</source>
        <translation>Keine Nachrichten zu %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Nothing found for %1</source>
        <translation>Nichts gefunden zu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> in the last %1</source>
        <translation> in den letzten %1</translation>
    </message>
    <message>
        <location filename="../core/lookup/timeline.cpp" line="+3"/>
        <source>operator %1 acked %2 for %3 via PoolScope</source>
        <translation>Operator %1 hat %2 für %3 über PoolScope bestätigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an operator acked %1 for %2 via PoolScope</source>
        <translation>ein Operator hat %1 für %2 über PoolScope bestätigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 acked for %2 (by the device or an operator)</source>
        <translation>%1 für %2 bestätigt (vom Gerät oder einem Operator)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>task %1 enqueued</source>
        <translation>Aufgabe %1 eingereiht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 enqueued (job %2)</source>
        <translation>Aufgabe %1 eingereiht (Job %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>task %1 lease expired</source>
        <translation>Lease von Aufgabe %1 abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 lease expires</source>
        <translation>Lease von Aufgabe %1 läuft ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task %1 lease by %2 expired</source>
        <translation>Lease von Aufgabe %1 durch %2 abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 lease by %2 expires</source>
        <translation>Lease von Aufgabe %1 durch %2 läuft ab</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>task %1 succeeded</source>
        <translation>Aufgabe %1 erfolgreich</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>task %1 dead</source>
        <translation>Aufgabe %1 tot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 failed permanently</source>
        <translation>Aufgabe %1 endgültig fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · attempts %1/%2</source>
        <translation> · Versuche %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · attempts %1</source>
        <translation> · Versuche %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>attempt of task %1</source>
        <translation>Versuch von Aufgabe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 by %2</source>
        <comment>an attempt by a worker</comment>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no status</source>
        <translation>kein Status</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 ms)</source>
        <translation> (%1 ms)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>task %1 replayed as task %2</source>
        <translation>Aufgabe %1 erneut ausgeführt als Aufgabe %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> by operator %1</source>
        <translation> durch Operator %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 triggered</source>
        <translation>%1 ausgelöst</translation>
    </message>
    <message>
        <location filename="../core/lookup/summary.cpp" line="-136"/>
        <location line="+75"/>
        <location filename="../core/lookup/verdict.cpp" line="-113"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../core/lookup/verdict.cpp" line="+160"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>delivered at %1</source>
        <translation>zugestellt um %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delivered by %1 at %2</source>
        <translation>zugestellt über %1 um %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered by %1</source>
        <translation>zugestellt über %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>partially delivered at %1</source>
        <translation>teilweise zugestellt um %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partially delivered</source>
        <translation>teilweise zugestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>partially delivered by %1 at %2</source>
        <translation>teilweise zugestellt über %1 um %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partially delivered by %1</source>
        <translation>teilweise zugestellt über %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2 failed</source>
        <translation>%1; %2 fehlgeschlagen</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, worker %1</source>
        <translation>, Worker %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>in progress: %1 leased%2</source>
        <translation>in Arbeit: %1 geleast%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> until %1</source>
        <translation> bis %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, next try at %1</source>
        <translation>, nächster Versuch um %1</translation>
    </message>
    <message numerus="yes">
        <location line="-31"/>
        <source>, %1 of %n attempts so far</source>
        <translation>
            <numerusform>, bisher %1 von %n Versuch</numerusform>
            <numerusform>, bisher %1 von %n Versuchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, 1 attempt so far</source>
        <translation>, bisher 1 Versuch</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n attempts so far</source>
        <translation>
            <numerusform>, bisher %n Versuch</numerusform>
            <numerusform>, bisher %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in progress: %1 queued</source>
        <translation>in Arbeit: %1 eingereiht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 will retry</source>
        <translation>in Arbeit: %1 wird wiederholt</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>failed: task %1 is %2</source>
        <translation>fehlgeschlagen: Aufgabe %1 ist %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source> after 1 attempt</source>
        <translation> nach 1 Versuch</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+81"/>
        <source>, never attempted</source>
        <translation>, nie versucht</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>stuck: lease expired %1 ago (%2%3); stuck until reaped or released</source>
        <translation>hängt: Lease vor %1 abgelaufen (%2%3); hängt bis zum Aufräumen oder zur Freigabe</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> for %1</source>
        <translation> seit %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> behind more than %L1 ready tasks</source>
        <translation> hinter mehr als %L1 bereiten Aufgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> behind 1 ready task</source>
        <translation> hinter 1 bereiten Aufgabe</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> behind %Ln ready tasks</source>
        <translation>
            <numerusform> hinter %Ln bereiten Aufgabe</numerusform>
            <numerusform> hinter %Ln bereiten Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 queued%2</source>
        <translation>in Arbeit: %1 eingereiht%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 waiting to retry%2</source>
        <translation>in Arbeit: %1 wartet auf Wiederholung%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+18"/>
        <source> (last: “%1”)</source>
        <translation> (zuletzt: „%1“)</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source> after %n attempts, none recorded in the audit</source>
        <translation>
            <numerusform> nach %n Versuch, keiner im Audit erfasst</numerusform>
            <numerusform> nach %n Versuchen, keiner im Audit erfasst</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>failed: the only attempt failed</source>
        <translation>fehlgeschlagen: der einzige Versuch schlug fehl</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>failed: all %n attempts failed</source>
        <translation>
            <numerusform>fehlgeschlagen: der %n Versuch schlug fehl</numerusform>
            <numerusform>fehlgeschlagen: alle %n Versuche schlugen fehl</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, task purged</source>
        <translation>, Aufgabe gelöscht</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>unknown: task %1 succeeded but no delivered attempt is recorded</source>
        <translation>unbekannt: Aufgabe %1 war erfolgreich, aber kein zugestellter Versuch ist erfasst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown: only a replay record remains</source>
        <translation>unbekannt: nur ein Eintrag über die erneute Ausführung ist übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown: no task state or attempt outcome says what happened</source>
        <translation>unbekannt: weder Aufgabenzustand noch Versuchsergebnis sagen, was geschah</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>an unknown time</source>
        <translation>Zeitpunkt unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1</source>
        <translation>bestätigt (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1 (the ledger does not say whether by the device or an operator)</source>
        <translation>bestätigt (%1; das Ledger sagt nicht, ob vom Gerät oder von einem Operator)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>acked by operator %1 via PoolScope at %2</source>
        <translation>von Operator %1 über PoolScope bestätigt (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acked by an operator via PoolScope at %1</source>
        <translation>von einem Operator über PoolScope bestätigt (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (this console&apos;s journal)</source>
        <translation> (Journal dieser Konsole)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cleared by operator %1, not acked by the device</source>
        <translation>von Operator %1 aufgehoben, nicht vom Gerät bestätigt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n device(s) cleared by an operator, not acked by the device</source>
        <translation>
            <numerusform>%n Gerät von einem Operator aufgehoben, nicht vom Gerät bestätigt</numerusform>
            <numerusform>%n Geräte von einem Operator aufgehoben, nicht von den Geräten bestätigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>acked; the ledger does not say whether by the devices or an operator</source>
        <translation>bestätigt; das Ledger sagt nicht, ob von den Geräten oder einem Operator</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no trigger recorded</source>
        <translation>keine Auslösung erfasst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 device still owes</source>
        <translation>1 Gerät hat noch offen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n devices still owe</source>
        <translation>
            <numerusform>%n Gerät hat noch offen</numerusform>
            <numerusform>%n Geräte haben noch offen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-31"/>
        <source>no enabled device</source>
        <translation>kein aktiviertes Gerät</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>, reason: “%1”</source>
        <translation>, Grund: „%1“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>every enabled device acked</source>
        <translation>jedes aktivierte Gerät hat bestätigt</translation>
    </message>
</context>
<context>
    <name>LookupView</name>
    <message>
        <location filename="../views/lookupview.cpp" line="+65"/>
        <source>&amp;Look up</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search &amp;older</source>
        <translation>Ältere &amp;durchsuchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trails</source>
        <translation>Verläufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict / state</source>
        <translation>Urteil / Zustand</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Alarm standing</source>
        <translation>Alarmstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alert / device</source>
        <translation>Meldung / Gerät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Paste any id from the ticket, then Enter</source>
        <translation>ID aus dem Ticket einfügen, dann Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste any identifier from the ticket: message, task, job id, key, account, monitor, contact, alert or subscription</source>
        <translation>Fügen Sie eine beliebige Kennung aus dem Ticket ein: Nachricht, Aufgabe, Job-ID, Schlüssel, Konto, Monitor, Kontakt, Meldung oder Abonnement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Identifier to look up</source>
        <translation>Zu suchende Kennung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Look it up as</source>
        <translation>Suchen als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far back, for account-wide searches</source>
        <translation>Wie weit zurück bei kontoweiten Suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last 24 hours</source>
        <translation>letzte 24 Stunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last 7 days</source>
        <translation>letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 30 days</source>
        <translation>letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 90 days</source>
        <translation>letzte 90 Tage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account, monitor and contact searches look this far back; exact identifiers ignore it</source>
        <translation>Suchen nach Konto, Monitor und Kontakt reichen so weit zurück; exakte Kennungen ignorieren das</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy as ticket text</source>
        <translation>Als Ticket-Text kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as Markdown…</source>
        <translation>Als Markdown speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as JSON…</source>
        <translation>Als JSON speichern…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste an identifier above and press Enter.</source>
        <translation>Fügen Sie oben eine Kennung ein und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at %1 tasks</source>
        <translation>%1 Aufgaben ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account-wide searches start from the newest %1 tasks in the range; look at up to %2, or narrow the range</source>
        <translation>Kontoweite Suchen beginnen mit den neuesten %1 Aufgaben im Zeitraum; bis zu %2 ansehen oder den Zeitraum eingrenzen</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Stop this lookup on the server</source>
        <translation>Diese Suche auf dem Server abbrechen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Go on searching the tasks older than those searched</source>
        <translation>Die Suche in Aufgaben fortsetzen, die älter sind als die durchsuchten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was searched</source>
        <translation>Was durchsucht wurde</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>&amp;Replay task…</source>
        <translation>Aufgabe &amp;erneut ausführen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected dead task</source>
        <translation>Die ausgewählte tote Aufgabe erneut ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lease lease…</source>
        <translation>Lease &amp;freigeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the selected task&apos;s lease</source>
        <translation>Das Lease der ausgewählten Aufgabe freigeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ack what it owes…</source>
        <translation>Offenes &amp;bestätigen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ack every delivery the selected device owes for its alert</source>
        <translation>Jede Zustellung bestätigen, die das ausgewählte Gerät für seine Meldung offen hat</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Look the number up as what it is</source>
        <translation>Die Zahl als das suchen, was sie ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How current the answer is</source>
        <translation>Wie aktuell die Antwort ist</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Times in:</source>
        <translation>Zeiten in:</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>as %1</source>
        <translation>als %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>as %1 (not checked)</source>
        <translation>als %1 (nicht geprüft)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as %1 ✓ exists</source>
        <translation>als %1 ✓ existiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as %1 (none)</source>
        <translation>als %1 (keine)</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>last %n day(s)</source>
        <translation>
            <numerusform>letzter %n Tag</numerusform>
            <numerusform>letzte %n Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n hour(s)</source>
        <translation>
            <numerusform>letzte %n Stunde</numerusform>
            <numerusform>letzte %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>letzte %n Minute</numerusform>
            <numerusform>letzte %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n second(s)</source>
        <translation>
            <numerusform>letzte %n Sekunde</numerusform>
            <numerusform>letzte %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Looking up %1…</source>
        <translation>Suche %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up %1… (%2 cancels)</source>
        <translation>Suche %1… (%2 bricht ab)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cancelling the lookup of %1…</source>
        <translation>Suche %1 wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../views/lookupviewanswer.cpp" line="+107"/>
        <source>Lookup of %1 cancelled.</source>
        <translation>Suche %1 abgebrochen.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The lookup failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing matched %1.</source>
        <translation>Zu %1 wurde nichts gefunden.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>As of %1: the answer could not be read again (%2).</source>
        <translation>Stand %1: Die Antwort konnte nicht erneut gelesen werden (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Look up %1 %2</source>
        <translation>Suchen: %1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (from the newest %1 tasks)</source>
        <translation> (aus den neuesten %1 Aufgaben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (more matched than are listed: narrow the search)</source>
        <translation> (es passt mehr, als aufgeführt ist: Suche eingrenzen)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The alarm section could not be read: %1</source>
        <translation>Der Alarmteil konnte nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Searched every task (%Ln read).</source>
        <translation>
            <numerusform>Alle Aufgaben durchsucht (%Ln gelesen).</numerusform>
            <numerusform>Alle Aufgaben durchsucht (%Ln gelesen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searched %1, which held the whole answer.</source>
        <translation>Durchsucht wurden %1 – sie enthielten die ganze Antwort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searched %1 before the search was cancelled; older tasks not searched.</source>
        <translation>Durchsucht wurden %1, dann wurde die Suche abgebrochen; ältere Aufgaben nicht durchsucht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searched %1 in %2 s; older tasks not searched.</source>
        <translation>Durchsucht wurden %1 in %2 s; ältere Aufgaben nicht durchsucht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searched %1, then the search was cut off; older tasks not searched.</source>
        <translation>Durchsucht wurden %1, dann brach die Suche ab; ältere Aufgaben nicht durchsucht.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Looking up %1… searched %2</source>
        <translation>Suche %1… durchsucht: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up %1… searched %2 (%3 cancels)</source>
        <translation>Suche %1… durchsucht: %2 (%3 bricht ab)</translation>
    </message>
    <message>
        <location filename="../views/lookupviewclock.cpp" line="+24"/>
        <source>Times in</source>
        <translation>Zeiten in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time zone the answer, its timeline and its ticket text show times in: the customer&apos;s, with UTC beside each time. Remembered for the account on this computer; exports to CSV and JSON keep UTC</source>
        <translation>Die Zeitzone, in der die Antwort, ihre Zeitleiste und ihr Tickettext Zeiten zeigen: die des Kunden, mit UTC neben jeder Zeit. Für das Konto auf diesem Computer gemerkt; Exporte nach CSV und JSON bleiben in UTC</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>local time</source>
        <translation>Ortszeit</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../views/mainwindow.cpp" line="+69"/>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+102"/>
        <source>L&amp;ookup</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Tasks</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Leases</source>
        <translation>&amp;Leases</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Deliveries</source>
        <translation>&amp;Zustellungen</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Alarm debt</source>
        <translation>&amp;Offene Alarme</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Dashboard</source>
        <translation>Dashboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Dash&amp;board</source>
        <translation>Dash&amp;board</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>PoolScope — %1</source>
        <translation>PoolScope — %1</translation>
    </message>
    <message>
        <location filename="../views/mainwindowstatus.cpp" line="+18"/>
        <source>Role and access</source>
        <translation>Rolle und Zugriff</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poll interval in seconds</source>
        <translation>Abfrageintervall in Sekunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often the views on screen are read again</source>
        <translation>Wie oft die sichtbaren Ansichten neu gelesen werden</translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="-64"/>
        <location line="+94"/>
        <source>Fa&amp;ilures</source>
        <translation>&amp;Fehler</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect to…</source>
        <translation>&amp;Verbinden mit…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Database check…</source>
        <translation>Datenbank&amp;prüfung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action &amp;history…</source>
        <translation>Akt&amp;ionsverlauf…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Look &amp;up an identifier</source>
        <translation>&amp;Kennung nachschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Find</source>
        <translation>S&amp;uchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Refresh now</source>
        <translation>Jetzt aktual&amp;isieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause polling</source>
        <translation>Abfragen &amp;pausieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cancel running query</source>
        <translation>Laufende Abfrage abbre&amp;chen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Watch</source>
        <translation>Be&amp;obachten</translation>
    </message>
    <message>
        <location filename="../views/mainwindowstatus.cpp" line="+16"/>
        <source>Connected as %1</source>
        <translation>Verbunden als %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (superuser)</source>
        <translation> (Superuser)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n console index(es) missing: File → Database check</source>
        <translation>
            <numerusform>%n Konsolenindex fehlt: Datei → Datenbankprüfung</numerusform>
            <numerusform>%n Konsolenindizes fehlen: Datei → Datenbankprüfung</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · reads from a standby</source>
        <translation> · liest von einem Standby</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · via a pooler</source>
        <translation> · über einen Pooler</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Polls paused (View → Pause polling)</source>
        <translation>Abfragen angehalten (Ansicht → Abfragen pausieren)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unused for %n min: polls paused until you return; watches still followed</source>
        <translation>
            <numerusform>Seit %n Min. unbenutzt: Abfragen ruhen, bis Sie zurückkommen; Beobachtungen laufen weiter</numerusform>
            <numerusform>Seit %n Min. unbenutzt: Abfragen ruhen, bis Sie zurückkommen; Beobachtungen laufen weiter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source> · replay lag %1 s</source>
        <translation> · Replikationsverzug %1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · nothing replayed yet</source>
        <translation> · noch nichts repliziert</translation>
    </message>
    <message>
        <location filename="../views/mainwindowwatches.cpp" line="+45"/>
        <source>Watch list</source>
        <translation>Beobachtungsliste</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+58"/>
        <source>&amp;Watch the selection</source>
        <translation>Auswahl &amp;beobachten</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+54"/>
        <source>Watch the selection for &amp;any change</source>
        <translation>Auswahl auf &amp;jede Änderung beobachten</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>&amp;Unwatch</source>
        <translation>Beobachtung b&amp;eenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch what my a&amp;ctions start</source>
        <translation>Was meine &amp;Aktionen auslösen, beobachten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A replay, a release or an ack is watched until its outcome, and you are told when it lands</source>
        <translation>Eine Wiederholung, Freigabe oder Bestätigung wird bis zu ihrem Ergebnis beobachtet, und Sie werden benachrichtigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch &amp;list</source>
        <translation>Beobachtungs&amp;liste</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Watch %1</source>
        <translation>%1 &amp;beobachten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch %1 for &amp;any change</source>
        <translation>%1 auf &amp;jede Änderung beobachten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a task, a lease or an owed alarm delivery to watch it</source>
        <translation>Wählen Sie eine Aufgabe, eine Miete oder eine ausstehende Alarmzustellung, um sie zu beobachten</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../views/messagebanner.cpp" line="+34"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dismiss (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>OperatorIdDialog</name>
    <message>
        <location filename="../views/operatoriddialog.cpp" line="+15"/>
        <location line="+7"/>
        <source>Operator id</source>
        <translation>Operator-Nummer</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your operator id: a number, recorded with every action you take.</source>
        <translation>Ihre Operator-Nummer: eine Zahl, die mit jeder Ihrer Aktionen gespeichert wird.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why the value was refused</source>
        <translation>Warum der Wert abgelehnt wurde</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Type your operator id: every action is recorded with it.</source>
        <translation>Geben Sie Ihre Operator-Nummer ein: Jede Aktion wird mit ihr gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not an operator id: type a whole number from 1 up.</source>
        <translation>„%1“ ist keine Operator-Nummer: Geben Sie eine ganze Zahl ab 1 ein.</translation>
    </message>
</context>
<context>
    <name>PollSources</name>
    <message>
        <location filename="../app/pollsources.cpp" line="+47"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 – Lesen nicht möglich: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This view cannot be shown: %1.</source>
        <translation>Diese Ansicht kann nicht angezeigt werden: %1.</translation>
    </message>
</context>
<context>
    <name>ProfileBand</name>
    <message>
        <location filename="../views/profileband.cpp" line="+13"/>
        <location line="+1"/>
        <location line="+8"/>
        <source>Connection profile</source>
        <translation>Verbindungsprofil</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>▲ Production: %1 ▲</source>
        <translation>▲ Produktion: %1 ▲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▲ Production: %1 · %2 ▲</source>
        <translation>▲ Produktion: %1 · %2 ▲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile &quot;%1&quot;, marked production: %2</source>
        <translation>Profil „%1“, als Produktion markiert: %2</translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message>
        <location filename="../views/profiledialog.cpp" line="+47"/>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>production, staging…</source>
        <translation>Produktion, Staging…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection string</source>
        <translation>Verbindungszeichenfolge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>host=db.example dbname=app user=support</source>
        <translation>host=db.example dbname=app user=support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read connection string</source>
        <translation>Verbindungszeichenfolge zum Lesen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional: a standby for the views</source>
        <translation>optional: ein Standby für die Ansichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operator id</source>
        <translation>Operator-Nummer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed schema</source>
        <translation>Feed-Schema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed prefix</source>
        <translation>Feed-Präfix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Production: show a coloured band with the profile&apos;s name</source>
        <translation>&amp;Produktion: ein farbiges Band mit dem Profilnamen zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSH destination</source>
        <translation>SSH-Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: bastion, user@host (~/.ssh/config applies)</source>
        <translation>optional: bastion, user@host (~/.ssh/config gilt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password command</source>
        <translation>Passwortbefehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional: aws rds generate-db-auth-token …</source>
        <translation>optional: aws rds generate-db-auth-token …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the &amp;password</source>
        <translation>&amp;Passwort entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection profiles</source>
        <translation>Verbindungsprofile</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+144"/>
        <source>Band colour</source>
        <translation>Bandfarbe</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Read-only is kept by the server: every transaction is READ ONLY, so a write is refused whatever the window allows.</source>
        <translation>Den Schreibschutz hält der Server: jede Transaktion ist READ ONLY, ein Schreiben wird also abgelehnt, was immer das Fenster zulässt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connects through an SSH tunnel made by the system&apos;s ssh, so ~/.ssh/config, ProxyJump and agents work as in a terminal. The connection string&apos;s host and port are then as this host sees them.</source>
        <translation>Verbindet durch einen SSH-Tunnel des System-ssh, sodass ~/.ssh/config, ProxyJump und Agents wie im Terminal wirken. Host und Port der Verbindungszeichenfolge sind dann so, wie dieser Host sie sieht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run at every connect (sh -c, with PGHOST, PGPORT, PGUSER and PGDATABASE set); its first line of output is the password, used once and never stored.</source>
        <translation>Läuft bei jedem Verbinden (sh -c, mit PGHOST, PGPORT, PGUSER und PGDATABASE); die erste Zeile seiner Ausgabe ist das Passwort, einmal verwendet und nie gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile problem</source>
        <translation>Problem mit dem Profil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import notes</source>
        <translation>Hinweise zum Import</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the rest of the connection string; the password then comes from ~/.pgpass, PGPASSWORD or a prompt.</source>
        <translation>Der Rest der Verbindungszeichenfolge bleibt; das Passwort kommt dann aus ~/.pgpass, PGPASSWORD oder einer Abfrage.</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import pg_service.conf</source>
        <translation>pg_service.conf &amp;importieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One profile per service in the service files libpq reads; passwords are left out.</source>
        <translation>Ein Profil je Dienst aus den Dienstdateien, die libpq liest; Passwörter werden ausgelassen.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Save and &amp;connect</source>
        <translation>Speichern und &amp;verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the profiles and switches this window to the selected one</source>
        <translation>Speichert die Profile und schaltet dieses Fenster auf das ausgewählte um</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>A profile never holds a password: PoolScope reads ~/.pgpass and PGPASSWORD, or asks when connecting, and keeps an answer in memory only. Profiles are kept in PoolScope&apos;s settings file.</source>
        <translation>Ein Profil enthält nie ein Passwort: PoolScope liest ~/.pgpass und PGPASSWORD oder fragt beim Verbinden und hält eine Antwort nur im Speicher. Profile stehen in der Einstellungsdatei von PoolScope.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection &amp;string:</source>
        <translation>Verbindungs&amp;zeichenfolge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reads from:</source>
        <translation>&amp;Liest von:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SS&amp;H via:</source>
        <translation>Über SS&amp;H:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word command:</source>
        <translation>Pass&amp;wortbefehl:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Operator id:</source>
        <translation>&amp;Operator-Nummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed s&amp;chema:</source>
        <translation>Feed-S&amp;chema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed pre&amp;fix:</source>
        <translation>Feed-Prä&amp;fix:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Band colour:</source>
        <translation>&amp;Bandfarbe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actions:</source>
        <translation>&amp;Aktionen:</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+64"/>
        <source>%1 (production)</source>
        <translation>%1 (Produktion)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Two profiles are named &quot;%1&quot;.</source>
        <translation>Zwei Profile heißen „%1“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Profil „%1“: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New profile %1</source>
        <translation>Neues Profil %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No services were found in %1.</source>
        <translation>In %1 wurden keine Dienste gefunden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n profile(s) imported from the service files.</source>
        <translation>
            <numerusform>%n Profil aus den Dienstdateien importiert.</numerusform>
            <numerusform>%n Profile aus den Dienstdateien importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileMenu</name>
    <message>
        <location filename="../views/profilemenu.cpp" line="+5"/>
        <source>&amp;Profiles</source>
        <translation>Pro&amp;file</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (production)</source>
        <translation>%1 (Produktion)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No profiles yet</source>
        <translation>Noch keine Profile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage profiles…</source>
        <translation>Profile &amp;verwalten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget the saved password</source>
        <translation>Gespeichertes Passwort ver&amp;gessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Removes the password the system keyring keeps for the profile in force</source>
        <translation>Entfernt das Passwort, das der System-Schlüsselbund für das aktive Profil aufbewahrt</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <location filename="../models/profiles.cpp" line="+27"/>
        <source>The %1 is not valid: %2</source>
        <translation>Die %1 ist ungültig: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 holds a password. A profile never stores one: remove it, and PoolScope will use ~/.pgpass or PGPASSWORD, or ask when connecting.</source>
        <translation>Die %1 enthält ein Passwort. Ein Profil speichert nie eines: Entfernen Sie es, dann verwendet PoolScope ~/.pgpass oder PGPASSWORD oder fragt beim Verbinden.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Off: actions run when clicked</source>
        <translation>Aus: Aktionen laufen beim Klick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm each action</source>
        <translation>Jede Aktion bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type to confirm each action</source>
        <translation>Jede Aktion durch Eintippen bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read-only: the server refuses every write</source>
        <translation>Schreibgeschützt: der Server lehnt jedes Schreiben ab</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>actions unconfirmed</source>
        <translation>Aktionen ohne Bestätigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>actions confirmed</source>
        <translation>Aktionen mit Bestätigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type to confirm</source>
        <translation>Bestätigung durch Eintippen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A profile needs a name.</source>
        <translation>Ein Profil braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A profile name cannot start or end with spaces.</source>
        <translation>Ein Profilname darf nicht mit Leerzeichen beginnen oder enden.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A profile name has at most %n characters.</source>
        <translation>
            <numerusform>Ein Profilname hat höchstens %n Zeichen.</numerusform>
            <numerusform>Ein Profilname hat höchstens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A profile name cannot hold control characters.</source>
        <translation>Ein Profilname darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connection string</source>
        <translation>Verbindungszeichenfolge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read connection string</source>
        <translation>Verbindungszeichenfolge zum Lesen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The operator id is a positive whole number.</source>
        <translation>Die Operator-Nummer ist eine positive ganze Zahl.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Profile %1: the protection &quot;%2&quot; is not one PoolScope knows; it is read-only until edited.</source>
        <translation>Profil %1: den Schutz „%2“ kennt PoolScope nicht; bis zur Bearbeitung ist es schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Profile %1 in the settings has no name or a name taken before; it was skipped.</source>
        <translation>Profil %1 in den Einstellungen hat keinen oder einen schon vergebenen Namen; es wurde übersprungen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Profile &quot;%1&quot; held a password in the settings file; it was ignored and is removed when the profiles are next saved.</source>
        <translation>Profil „%1“ enthielt ein Passwort in der Einstellungsdatei; es wurde ignoriert und wird beim nächsten Speichern der Profile entfernt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Profil „%1“: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two profiles are named &quot;%1&quot;.</source>
        <translation>Zwei Profile heißen „%1“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The profiles could not be written: %1 is read-only.</source>
        <translation>Die Profile konnten nicht geschrieben werden: %1 ist schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The profiles could not be written to %1.</source>
        <translation>Die Profile konnten nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Service &quot;%1&quot;: its password was left out; put it in ~/.pgpass, or PoolScope asks for it when connecting.</source>
        <translation>Dienst „%1“: sein Passwort wurde ausgelassen; tragen Sie es in ~/.pgpass ein, oder PoolScope fragt beim Verbinden danach.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Service &quot;%1&quot;: a profile of that name exists; it was left as it is.</source>
        <translation>Dienst „%1“: Ein Profil dieses Namens existiert; es blieb unverändert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service &quot;%1&quot; was not imported: %2</source>
        <translation>Dienst „%1“ wurde nicht importiert: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 — PoolScope</source>
        <translation>%1 — PoolScope</translation>
    </message>
</context>
<context>
    <name>SampleChart</name>
    <message>
        <location filename="../views/chartsamples.cpp" line="+201"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>≈: the planner&apos;s estimate (an exact count would read too much)</source>
        <translation>≈: Schätzung des Planers (eine exakte Zählung würde zu viel lesen)</translation>
    </message>
</context>
<context>
    <name>SampleSeriesModel</name>
    <message>
        <location filename="../models/sampleseriesmodel.cpp" line="+173"/>
        <source>Sampled</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queue depth</source>
        <translation>Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oldest ready task</source>
        <translation>älteste bereite Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task leases, active</source>
        <translation>Aufgaben-Leases, aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task leases, expired</source>
        <translation>Aufgaben-Leases, abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, active</source>
        <translation>Senken-Leases, aktiv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, expired</source>
        <translation>Senken-Leases, abgelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, stale advisory</source>
        <translation>Senken-Leases, veraltete Advisory-Sperren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 5 min</source>
        <translation>unter 5 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 h</source>
        <translation>unter 1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 day</source>
        <translation>unter 1 Tag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>older</source>
        <translation>älter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oldest owed delivery</source>
        <translation>älteste offene Zustellung</translation>
    </message>
</context>
<context>
    <name>SavedPasswords</name>
    <message>
        <location filename="../app/savedpasswords.cpp" line="+67"/>
        <source>Passphrases can be remembered for connection profiles only.</source>
        <translation>Passphrasen lassen sich nur für Verbindungsprofile merken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passwords can be remembered for connection profiles only.</source>
        <translation>Passwörter können nur für Verbindungsprofile gemerkt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved passphrase does not open the key; it has been forgotten. Please type it again.</source>
        <translation>Die gespeicherte Passphrase öffnet den Schlüssel nicht; sie wurde vergessen. Bitte erneut eingeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the saved password; it has been forgotten. Please type it again.</source>
        <translation>Der Server hat das gespeicherte Passwort abgelehnt; es wurde vergessen. Bitte erneut eingeben.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The password cannot be remembered: no keyring service (%1).</source>
        <translation>Das Passwort kann nicht gemerkt werden: kein Schlüsselbund-Dienst (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password cannot be remembered: this build has no keyring support.</source>
        <translation>Das Passwort kann nicht gemerkt werden: diese Version unterstützt keinen Schlüsselbund.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The key passphrase for profile &quot;%1&quot; is kept in the system keyring.</source>
        <translation>Die Schlüssel-Passphrase für Profil „%1“ liegt im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The password for profile &quot;%1&quot; is kept in the system keyring.</source>
        <translation>Das Passwort für das Profil „%1“ ist im System-Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The key passphrase could not be kept in the system keyring: %1</source>
        <translation>Die Schlüssel-Passphrase konnte nicht im Schlüsselbund des Systems abgelegt werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password could not be kept in the system keyring: %1</source>
        <translation>Das Passwort konnte nicht im System-Schlüsselbund gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The system keyring cannot be used: %1</source>
        <translation>Der System-Schlüsselbund ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password is saved for profile &quot;%1&quot; now.</source>
        <translation>Für das Profil „%1“ ist jetzt kein Passwort gespeichert.</translation>
    </message>
</context>
<context>
    <name>SavedViewsMenu</name>
    <message>
        <location filename="../views/savedviewsmenu.cpp" line="+15"/>
        <source>&amp;Saved views</source>
        <translation>&amp;Gespeicherte Ansichten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dead tasks of the last 24 hours</source>
        <translation>Tote Aufgaben der letzten 24 Stunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stuck task leases</source>
        <translation>Hängende Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alarm deliveries owed for over an hour</source>
        <translation>Seit über einer Stunde offene Alarmzustellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failure groups of the last hour</source>
        <translation>Fehlergruppen der letzten Stunde</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sa&amp;ve current view…</source>
        <translation>Aktuelle Ansicht &amp;speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy link of current view</source>
        <translation>&amp;Link der aktuellen Ansicht kopieren</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Save current view</source>
        <translation>Aktuelle Ansicht speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the view:</source>
        <translation>Name der Ansicht:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+26"/>
        <source>A saved view needs a name of 1 to 100 characters.</source>
        <translation>Eine gespeicherte Ansicht braucht einen Namen mit 1 bis 100 Zeichen.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Saved the view “%1”: %2</source>
        <translation>Ansicht „%1“ gespeichert: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied the link of this view: %1</source>
        <translation>Link dieser Ansicht kopiert: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename saved view</source>
        <translation>Gespeicherte Ansicht umbenennen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name of “%1”:</source>
        <translation>Neuer Name für „%1“:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleted the saved view “%1”.</source>
        <translation>Gespeicherte Ansicht „%1“ entfernt.</translation>
    </message>
</context>
<context>
    <name>SchemaReportDialog</name>
    <message>
        <location filename="../views/schemareportdialog.cpp" line="+16"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Database check</source>
        <translation>Datenbankprüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database check report</source>
        <translation>Bericht der Datenbankprüfung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the missing DDL</source>
        <translation>Fehlende DDL kopieren</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The database has not been checked yet: the console is not connected.</source>
        <translation>Die Datenbank wurde noch nicht geprüft: Die Konsole ist nicht verbunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server and role</source>
        <translation>Server und Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PostgreSQL %1, database %2, connected as %3%4.</source>
        <translation>PostgreSQL %1, Datenbank %2, verbunden als %3%4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (superuser)</source>
        <translation> (Superuser)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writes are off: %1.</source>
        <translation>Schreiben ist aus: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May end other sessions (pg_signal_backend): %1. May see other sessions&apos; details (pg_read_all_stats): %2.</source>
        <translation>Darf andere Sitzungen beenden (pg_signal_backend): %1. Darf Details anderer Sitzungen sehen (pg_read_all_stats): %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exists</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select</source>
        <translation>SELECT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Insert</source>
        <translation>INSERT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Update</source>
        <translation>UPDATE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation>DELETE</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Console indexes</source>
        <translation>Konsolenindizes</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>All %n optional console indexes are present.</source>
        <translation>
            <numerusform>Der %n optionale Konsolenindex ist vorhanden.</numerusform>
            <numerusform>Alle %n optionalen Konsolenindizes sind vorhanden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These optional indexes are missing. The console works without them; searches and counts that need them go slower or another way. A DBA can apply db/schema/optional/console-indexes.sql, or these statements:</source>
        <translation>Diese optionalen Indizes fehlen. Die Konsole funktioniert ohne sie; Suchen und Zählungen, die sie brauchen, laufen langsamer oder anders. Ein DBA kann db/schema/optional/console-indexes.sql oder diese Anweisungen ausführen:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lookup functions</source>
        <translation>Suchfunktionen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is present.</source>
        <translation>%1 ist vorhanden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is missing, or the role may not execute it.</source>
        <translation>%1 fehlt, oder die Rolle darf sie nicht ausführen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookups work without them: the server plans their statements at every lookup, which takes longer on a busy server. A DBA can apply db/schema/optional/console-lookup.sql, which Copy the missing DDL also puts on the clipboard.</source>
        <translation>Suchen funktionieren auch ohne sie: Der Server plant ihre Anweisungen dann bei jeder Suche, was auf einem ausgelasteten Server länger dauert. Ein DBA kann db/schema/optional/console-lookup.sql ausführen; „Fehlende DDL kopieren“ legt die Datei ebenfalls in die Zwischenablage.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server plans a lookup&apos;s statements once per connection.</source>
        <translation>Der Server plant die Anweisungen einer Suche einmal pro Verbindung.</translation>
    </message>
</context>
<context>
    <name>ShortcutOverlay</name>
    <message>
        <location filename="../views/shortcutoverlay.cpp" line="+52"/>
        <location line="+43"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>In the tables: arrows, Page Up/Down, Home/End move; Shift or Ctrl with them select; Tab moves on.
Press any key or click to close.</source>
        <translation>In den Tabellen: Pfeile, Bild auf/ab, Pos1/Ende bewegen; mit Umschalt oder Strg wählen sie aus; Tab geht weiter.
Zum Schließen eine beliebige Taste drücken oder klicken.</translation>
    </message>
</context>
<context>
    <name>SinkLeaseModel</name>
    <message>
        <location filename="../models/leasemodels.cpp" line="+194"/>
        <source>held by pid %1</source>
        <translation>gehalten von PID %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../views/leasesview.cpp" line="-125"/>
        <source>session gone: stale holder</source>
        <translation>Sitzung weg: veralteter Inhaber</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no expiry</source>
        <translation>ohne Ablauf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown holder kind</source>
        <translation>unbekannte Inhaberart</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This role may not see other sessions&apos; details (needs pg_read_all_stats).</source>
        <translation>Diese Rolle darf Details anderer Sitzungen nicht sehen (braucht pg_read_all_stats).</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../views/leasesview.cpp" line="-3"/>
        <source>advisory lock</source>
        <translation>Advisory-Sperre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease row</source>
        <translation>Lease-Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no session holds the lock</source>
        <translation>keine Sitzung hält die Sperre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pid %1 (details hidden)</source>
        <translation>PID %1 (Details verborgen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 · %3 · since %4</source>
        <translation>%1 · %2 · %3 · seit %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sink</source>
        <translation>Senke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holder</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session (pg_locks)</source>
        <translation>Sitzung (pg_locks)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
</context>
<context>
    <name>StateText</name>
    <message>
        <location filename="../core/statenames.cpp" line="+20"/>
        <source>queued</source>
        <comment>task state</comment>
        <translation>wartend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leased</source>
        <comment>task state</comment>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>succeeded</source>
        <comment>task state</comment>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed_retry</source>
        <comment>task state</comment>
        <translation>fehlgeschlagen, wird wiederholt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed_perm</source>
        <comment>task state</comment>
        <translation>endgültig fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <comment>task state</comment>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>delivered</source>
        <comment>delivery status</comment>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partial</source>
        <comment>delivery status</comment>
        <translation>teilweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retryable</source>
        <comment>delivery status</comment>
        <translation>Fehler, wiederholbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permanent</source>
        <comment>delivery status</comment>
        <translation>Fehler, endgültig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>armed</source>
        <comment>alert state</comment>
        <translation>scharf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triggered</source>
        <comment>alert state</comment>
        <translation>ausgelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disarmed</source>
        <comment>alert state</comment>
        <translation>unscharf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>active</source>
        <comment>session state</comment>
        <translation>aktiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle</source>
        <comment>session state</comment>
        <translation>untätig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle in transaction</source>
        <comment>session state</comment>
        <translation>untätig in Transaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle in transaction (aborted)</source>
        <comment>session state</comment>
        <translation>untätig in abgebrochener Transaktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fastpath function call</source>
        <comment>session state</comment>
        <translation>Fastpath-Funktionsaufruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disabled</source>
        <comment>session state</comment>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>delivered</source>
        <comment>lookup verdict</comment>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partially delivered</source>
        <comment>lookup verdict</comment>
        <translation>teilweise zugestellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress</source>
        <comment>lookup verdict</comment>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>lookup verdict</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <comment>lookup verdict</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>acked</source>
        <comment>alarm verdict</comment>
        <translation>bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owed</source>
        <comment>alarm verdict</comment>
        <translation>offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trigger</source>
        <comment>alarm verdict</comment>
        <translation>keine Auslösung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no enabled devices</source>
        <comment>alarm verdict</comment>
        <translation>keine aktivierten Geräte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cleared by an operator</source>
        <comment>alarm verdict</comment>
        <translation>vom Operator aufgehoben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked, by whom unknown</source>
        <comment>alarm verdict</comment>
        <translation>bestätigt, von wem unklar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>owes</source>
        <comment>device standing</comment>
        <translation>hat offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acked</source>
        <comment>device standing</comment>
        <translation>bestätigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disabled</source>
        <comment>device standing</comment>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not notified</source>
        <comment>device standing</comment>
        <translation>nicht benachrichtigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trigger</source>
        <comment>device standing</comment>
        <translation>keine Auslösung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked by an operator</source>
        <comment>device standing</comment>
        <translation>vom Operator bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked, by whom unknown</source>
        <comment>device standing</comment>
        <translation>bestätigt, von wem unklar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replay</source>
        <comment>operator action</comment>
        <translation>erneute Ausführung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>release of a task&apos;s lease</source>
        <comment>operator action</comment>
        <translation>Freigabe des Leases einer Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>release of a sink&apos;s lease</source>
        <comment>operator action</comment>
        <translation>Freigabe des Leases einer Senke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>termination of a sink&apos;s session</source>
        <comment>operator action</comment>
        <translation>Beenden der Sitzung einer Senke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ack of alarm deliveries</source>
        <comment>operator action</comment>
        <translation>Bestätigung von Alarmzustellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>done</source>
        <comment>action outcome</comment>
        <translation>erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already done</source>
        <comment>action outcome</comment>
        <translation>war schon erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <comment>action outcome</comment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <comment>action outcome</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>action outcome</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>%1 (database value)</source>
        <translation>%1 (Wert in der Datenbank)</translation>
    </message>
</context>
<context>
    <name>TaskLeaseModel</name>
    <message>
        <location filename="../models/leasemodels.cpp" line="-221"/>
        <source>no expiry: never reaped</source>
        <translation>ohne Ablauf: wird nie aufgeräumt</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
</context>
<context>
    <name>TaskTableModel</name>
    <message>
        <location filename="../models/tasktablemodel.cpp" line="+24"/>
        <source>Owner %1
Token %2</source>
        <translation>Inhaber %1
Token %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+120"/>
        <source>leased (expired)</source>
        <translation>in Arbeit (abgelaufen)</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This database&apos;s tasks table has no column %1</source>
        <translation>Die Tabelle tasks dieser Datenbank hat keine Spalte %1</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not before</source>
        <translation>Nicht vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease owner</source>
        <translation>Lease-Inhaber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease expires</source>
        <translation>Lease läuft ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
</context>
<context>
    <name>TasksController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-57"/>
        <source>The tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The task counts</source>
        <translation>Aufgabenzahlen</translation>
    </message>
</context>
<context>
    <name>TasksFilterBar</name>
    <message>
        <location filename="../views/tasksfilterbar.cpp" line="+130"/>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 tasks</source>
        <translation>Aufgaben im Zustand %1 zeigen</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Task id, job id, idempotency key, message id or account id</source>
        <translation>Aufgaben-, Job-, Nachrichten- oder Konto-ID, Schlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search tasks</source>
        <translation>Aufgaben suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search the number as</source>
        <translation>Die Zahl suchen als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number could be a task id, a message id or an account id</source>
        <translation>Eine Zahl kann eine Aufgaben-ID, eine Nachrichten-ID oder eine Konto-ID sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any kind</source>
        <translation>Jede Art</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account id</source>
        <translation>Konto-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monitor</source>
        <translation>Monitor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monitor id</source>
        <translation>Monitor-ID</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failure group filter</source>
        <translation>Filter Fehlergruppe</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>as task id, job id or key</source>
        <translation>als Aufgaben-ID, Job-ID oder Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as task id</source>
        <translation>als Aufgaben-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as message id</source>
        <translation>als Nachrichten-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as account id</source>
        <translation>als Konto-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as job id or key</source>
        <translation>als Job-ID oder Schlüssel</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>job id or key</source>
        <translation>Job-ID oder Schlüssel</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cause: %1 ✕</source>
        <translation>Ursache: %1 ✕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the failed tasks of one failure group: cause %1 (%2). Click to show every task again.</source>
        <translation>Nur die fehlgeschlagenen Aufgaben einer Fehlergruppe: Ursache %1 (%2). Klicken, um wieder alle Aufgaben zu zeigen.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> (%1 expired)</source>
        <translation> (%1 abgelaufen)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln task(s) are %1</source>
        <translation>
            <numerusform>%Ln Aufgabe ist %1</numerusform>
            <numerusform>%Ln Aufgaben sind %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 tasks are %2: an estimate from the planner&apos;s statistics, since an exact count would read too much of the table</source>
        <translation>Etwa %1 Aufgaben sind %2: eine Schätzung aus der Statistik des Planers, da eine exakte Zählung zu viel der Tabelle lesen würde</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No job id or idempotency key is longer than %1 characters; this search has %2, so it matches nothing.</source>
        <translation>Keine Job-ID und kein Idempotenzschlüssel ist länger als %1 Zeichen; diese Suche hat %2, also passt nichts.</translation>
    </message>
</context>
<context>
    <name>TasksView</name>
    <message>
        <location filename="../views/tasksview.cpp" line="+35"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Erneut ausführen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected dead tasks: a new queued task each, once per dead task</source>
        <translation>Die ausgewählten toten Aufgaben erneut ausführen: je eine neue wartende Aufgabe, einmal pro toter Aufgabe</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="-40"/>
        <source>Replay all dead &amp;matching…</source>
        <translation>Alle passenden toten &amp;erneut ausführen…</translation>
    </message>
    <message>
        <location filename="../views/tasksview.cpp" line="+3"/>
        <source>Replay every dead task the current filter shows, after a preview</source>
        <translation>Jede tote Aufgabe, die der aktuelle Filter zeigt, nach einer Vorschau erneut ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;lease lease…</source>
        <translation>Lease &amp;freigeben…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the selected leased task to the queue; its worker&apos;s late result is fenced</source>
        <translation>Die ausgewählte geleaste Aufgabe zurück in die Warteschlange stellen; das verspätete Ergebnis ihres Workers wird abgewiesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the search looked for</source>
        <translation>Wonach die Suche gesucht hat</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>No task with id, job id or key %1</source>
        <translation>Keine Aufgabe mit ID, Job-ID oder Schlüssel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task with id %1</source>
        <translation>Keine Aufgabe mit ID %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task with job id or idempotency key %1</source>
        <translation>Keine Aufgabe mit Job-ID oder Idempotenzschlüssel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task for message id %1</source>
        <translation>Keine Aufgabe für Nachrichten-ID %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task of account %1</source>
        <translation>Keine Aufgabe des Kontos %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a task id</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a message id</source>
        <translation>Nachrichten-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an account id</source>
        <translation>Konto-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a job id or key</source>
        <translation>Job-ID oder Schlüssel</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No task matches the filters.</source>
        <translation>Keine Aufgabe passt zu den Filtern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> among the tasks the other filters leave</source>
        <translation> unter den Aufgaben, die die anderen Filter übrig lassen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search %1 as: %2</source>
        <translation>%1 suchen als: %2</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../views/theme.cpp" line="+259"/>
        <source>T&amp;heme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>TimeRangeBox</name>
    <message>
        <location filename="../views/timerangebox.cpp" line="+38"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Created from %1 to %2 (UTC): a fixed span, as a dashboard bucket or a link gave it; pick another entry to leave it</source>
        <translation>Erstellt von %1 bis %2 (UTC): ein fester Zeitraum aus einem Balken des Dashboards oder einem Link; einen anderen Eintrag wählen, um ihn zu verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the beginning</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>TimelineWidget</name>
    <message>
        <location filename="../views/timelinewidget.cpp" line="+19"/>
        <source>enqueue</source>
        <translation>Einreihung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease</source>
        <translation>Lease</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>replay</source>
        <translation>erneute Ausführung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trigger</source>
        <translation>Auslösung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ack</source>
        <translation>Bestätigung</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Timeline</source>
        <translation>Zeitverlauf</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n events</source>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No events</source>
        <translation>Keine Ereignisse</translation>
    </message>
</context>
<context>
    <name>TlsFields</name>
    <message>
        <location filename="../views/tlsfields.cpp" line="+29"/>
        <source>TLS mode</source>
        <translation>TLS-Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>libpq&apos;s default (prefer)</source>
        <translation>Vorgabe von libpq (prefer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verify-full checks the server&apos;s certificate and its name: the mode for a production database.</source>
        <translation>verify-full prüft das Zertifikat des Servers und seinen Namen: der Modus für eine Produktionsdatenbank.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CA certificate file</source>
        <translation>CA-Zertifikatsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.postgresql/root.crt, or &quot;system&quot;</source>
        <translation>~/.postgresql/root.crt oder „system“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate file</source>
        <translation>Client-Zertifikatsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: for certificate login</source>
        <translation>optional: für die Anmeldung per Zertifikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key file</source>
        <translation>Client-Schlüsseldatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An encrypted key&apos;s passphrase is asked when connecting, and may be kept in the system keyring.</source>
        <translation>Die Passphrase eines verschlüsselten Schlüssels wird beim Verbinden erfragt und kann im Schlüsselbund des Systems liegen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>TLS &amp;mode:</source>
        <translation>TLS-&amp;Modus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;A certificate:</source>
        <translation>C&amp;A-Zertifikat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the CA certificate file</source>
        <translation>CA-Zertifikatsdatei wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client c&amp;ertificate:</source>
        <translation>Client-Z&amp;ertifikat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the client certificate file</source>
        <translation>Client-Zertifikatsdatei wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client &amp;key:</source>
        <translation>Client-Schl&amp;üssel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the client key file</source>
        <translation>Client-Schlüsseldatei wählen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/watchcontroller.cpp" line="+62"/>
        <source>The watch list</source>
        <translation>Die Beobachtungsliste</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Watches will not survive a restart: the local store could not be opened (%1).</source>
        <translation>Beobachtungen überstehen keinen Neustart: der lokale Speicher ließ sich nicht öffnen (%1).</translation>
    </message>
</context>
<context>
    <name>WatchListModel</name>
    <message>
        <location filename="../models/watchlistmodel.cpp" line="+91"/>
        <source>Watching</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State now</source>
        <translation>Zustand jetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
</context>
<context>
    <name>WatchListView</name>
    <message>
        <location filename="../views/watchlistview.cpp" line="+33"/>
        <source>Watch list</source>
        <translation>Beobachtungsliste</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is watched. Select a task, a lease or an owed delivery and choose Watch ▸ Watch the selection (Ctrl+Shift+W); replays, releases and acks are watched by themselves.</source>
        <translation>Nichts wird beobachtet. Wählen Sie eine Aufgabe, eine Miete oder eine ausstehende Zustellung und dann Beobachten ▸ Auswahl beobachten (Strg+Umschalt+W); Wiederholungen, Freigaben und Bestätigungen werden von selbst beobachtet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the watched item in the console</source>
        <translation>Das beobachtete Element in der Konsole zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy for ticket</source>
        <translation>Für das Ticket kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy what was wrong, the action and the evidence, as plain text</source>
        <translation>Was falsch war, die Aktion und den Beleg als Text kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same proof as a Markdown table</source>
        <translation>Derselbe Nachweis als Markdown-Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unwatch</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching it (Ctrl+Shift+U)</source>
        <translation>Beobachtung beenden (Strg+Umschalt+U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear finished</source>
        <translation>Abgeschlossene entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every watch that has reached its outcome, turned bad or expired</source>
        <translation>Alle Beobachtungen entfernen, die ihr Ergebnis erreicht haben, fehlgeschlagen oder abgelaufen sind</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Copied the proof of %1 as Markdown.</source>
        <translation>Nachweis für %1 als Markdown kopiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the proof of %1.</source>
        <translation>Nachweis für %1 kopiert.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>select a watch</source>
        <translation>eine Beobachtung auswählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>not read yet</source>
        <translation>noch nicht gelesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no watch has finished</source>
        <translation>keine Beobachtung ist abgeschlossen</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <location filename="../core/watch/watchnames.cpp" line="+96"/>
        <source>Message %1</source>
        <translation>Nachricht %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/watch/watchrules.cpp" line="+263"/>
        <source>Every device of alert %1</source>
        <translation>Alle Geräte des Alarms %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/watch/watchrules.cpp" line="+13"/>
        <source>%1 on alert %2</source>
        <translation>%1 im Alarm %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sink %1/%2</source>
        <translation>Senke %1/%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replay of %Ln task(s)</source>
        <translation>
            <numerusform>Wiederholung von %Ln Task</numerusform>
            <numerusform>Wiederholung von %Ln Tasks</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leased by a worker</source>
        <translation>von einem Worker gemietet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any change</source>
        <translation>jede Änderung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned bad</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a %1 cannot be watched until %2; it can be watched until %3 or changed</source>
        <translation>ein %1 kann nicht bis „%2“ beobachtet werden; nur bis „%3“ oder bis zur Änderung</translation>
    </message>
    <message>
        <location filename="../core/watch/watchrules.cpp" line="-61"/>
        <location line="+21"/>
        <source>not read yet</source>
        <translation>noch nicht gelesen</translation>
    </message>
    <message>
        <location filename="../core/watch/watchproof.cpp" line="+30"/>
        <source>%1 by operator %2</source>
        <translation>%1 durch Operator %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/watch/watchrules.cpp" line="-41"/>
        <source> at %1</source>
        <translation> um %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, reason: %1</source>
        <translation>, Grund: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>: replayed as task %1</source>
        <translation>: als Aufgabe %1 erneut ausgeführt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>: %n delivery(ies) acked</source>
        <translation>
            <numerusform>: %n Zustellung bestätigt</numerusform>
            <numerusform>: %n Zustellungen bestätigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (seen at %1)</source>
        <translation> (gesehen um %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Provider response</source>
        <translation>Antwort des Anbieters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not kept by the console; see attempt %1</source>
        <translation>nicht von der Konsole gespeichert; siehe Versuch %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watched</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 until %2, since %3</source>
        <translation>%1 bis „%2“, seit %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks</source>
        <translation>Tasks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../core/watch/watchrules.cpp" line="-83"/>
        <source>no such task</source>
        <translation>keine solche Aufgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>state unknown (NULL)</source>
        <translation>Zustand unbekannt (NULL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>replayed as task %1: %2</source>
        <translation>als Aufgabe %1 wiederholt: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n attempt(s)</source>
        <translation>
            <numerusform>, %n Versuch</numerusform>
            <numerusform>, %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, not replayed</source>
        <translation>, nicht wiederholt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no attempt recorded yet</source>
        <translation>noch kein Versuch verzeichnet</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n attempt(s), the best %1</source>
        <translation>
            <numerusform>%n Versuch, der beste: %1</numerusform>
            <numerusform>%n Versuche, der beste: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; its task %1 is %2</source>
        <translation>; ihre Aufgabe %1 ist %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>subscription gone</source>
        <translation>Abonnement entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing owed yet</source>
        <translation>noch nichts ausstehend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owed, %2 acked</source>
        <translation>%1 ausstehend, %2 bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, subscription disabled</source>
        <translation>, Abonnement deaktiviert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no such sink</source>
        <translation>keine solche Senke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held by backend %1 (advisory lock)</source>
        <translation>gehalten von Backend %1 (Advisory-Lock)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leased by %1</source>
        <translation>gemietet von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease of %1 expired</source>
        <translation>Miete von %1 abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not leased</source>
        <translation>nicht gemietet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>last ack at %1, by operator %2 with this console&apos;s ack</source>
        <translation>letzte Bestätigung um %1, durch Operator %2 mit der Bestätigung dieser Konsole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last ack at %1 (by the device or an operator: the ledger does not tell)</source>
        <translation>letzte Bestätigung um %1 (durch das Gerät oder einen Operator: das Journal unterscheidet das nicht)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1 %2</source>
        <translation>Versuch %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> by %1</source>
        <translation> durch %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>dead, then replayed as task %1</source>
        <translation>tot, dann als Aufgabe %1 wiederholt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, action %2</source>
        <translation>%1, Aktion %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (subscription %2)</source>
        <translation>%1 (Abonnement %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, subscription %3)</source>
        <translation>%1 (%2, Abonnement %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed device</source>
        <translation>unbenanntes Gerät</translation>
    </message>
    <message>
        <location line="+88"/>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 turned bad: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not %2 before the watch expired; %3</source>
        <translation>%1: nicht „%2“, bevor die Beobachtung ablief; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: waiting until %2; %3</source>
        <translation>%1: wartet bis „%2“; %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 turned bad</source>
        <translation>%1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the watch expired</source>
        <translation>%1: die Beobachtung ist abgelaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not %1 in time; %2</source>
        <translation>Nicht rechtzeitig „%1“; %2</translation>
    </message>
    <message>
        <location filename="../core/watch/watchbatch.cpp" line="+31"/>
        <source>%1 of %2 delivered</source>
        <translation>%1 von %2 zugestellt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln died again</source>
        <translation>
            <numerusform>, %Ln erneut gestorben</numerusform>
            <numerusform>, %Ln erneut gestorben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln on the way</source>
        <translation>
            <numerusform>, %Ln unterwegs</numerusform>
            <numerusform>, %Ln unterwegs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not replayed</source>
        <translation>
            <numerusform>, %Ln nicht wiederholt</numerusform>
            <numerusform>, %Ln nicht wiederholt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+13"/>
        <source>, %Ln gone</source>
        <translation>
            <numerusform>, %Ln verschwunden</numerusform>
            <numerusform>, %Ln verschwunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 of %2 dead and not replayed</source>
        <translation>%1 von %2 tot und nicht wiederholt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, %Ln already replayed</source>
        <translation>
            <numerusform>, %Ln bereits wiederholt</numerusform>
            <numerusform>, %Ln bereits wiederholt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not dead</source>
        <translation>
            <numerusform>, %Ln nicht tot</numerusform>
            <numerusform>, %Ln nicht tot</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 replayed, %2 already replayed, %3 refused</source>
        <translation>%1 wiederholt, %2 bereits wiederholt, %3 abgelehnt</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source> and %Ln more</source>
        <translation>
            <numerusform> und %Ln weiterer</numerusform>
            <numerusform> und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: every replay delivered</source>
        <translation>%1: jede Wiederholung zugestellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 settled with failures</source>
        <translation>%1 abgeschlossen, mit Fehlschlägen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not settled before the watch expired</source>
        <translation>%1: nicht abgeschlossen, bevor die Beobachtung ablief</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: waiting until every replay settles</source>
        <translation>%1: wartet, bis jede Wiederholung abgeschlossen ist</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../views/windowactions.cpp" line="+53"/>
        <source>&amp;Export view as CSV…</source>
        <translation>Ansicht als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every row the current view&apos;s filter matches, to a CSV file</source>
        <translation>Jede Zeile, die zum Filter der aktuellen Ansicht passt, in eine CSV-Datei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy rows</source>
        <translation>Zeilen &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy rows with &amp;header</source>
        <translation>Zeilen mit Kopf&amp;zeile kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>&amp;Mask contact data in exports and copied rows</source>
        <translation>Kontaktdaten in Exporten und kopierten Zeilen &amp;maskieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E-mail addresses and phone numbers in CSV exports and copied rows become j***@example.com and +*********42; a lookup&apos;s ticket text keeps the customer&apos;s own</source>
        <translation>E-Mail-Adressen und Telefonnummern in CSV-Exporten und kopierten Zeilen werden zu j***@example.com und +*********42; der Tickettext einer Suche behält die des Kunden</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&amp;Next result</source>
        <translation>&amp;Nächstes Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious result</source>
        <translation>&amp;Vorheriges Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Actions</source>
        <translation>A&amp;ktionen</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="-10"/>
        <source>&amp;Replay the selected dead tasks…</source>
        <translation>Ausgewählte tote Aufgaben &amp;erneut ausführen…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Re&amp;lease the selected lease…</source>
        <translation>Ausgewähltes Lease &amp;freigeben…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Ack the selected alarm debt…</source>
        <translation>Ausgewählte offene Alarme &amp;bestätigen…</translation>
    </message>
    <message>
        <location filename="../views/windowactions.cpp" line="+95"/>
        <source>Nothing to copy: select rows in a table first.</source>
        <translation>Nichts zu kopieren: Wählen Sie zuerst Zeilen in einer Tabelle aus.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>%n Zeile als tabulatorgetrennter Text kopiert.</numerusform>
            <numerusform>%n Zeilen als tabulatorgetrennter Text kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No link to copy: select a row, or look something up.</source>
        <translation>Kein Link zum Kopieren: Wählen Sie eine Zeile oder suchen Sie etwas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the link %1</source>
        <translation>Link %1 kopiert</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Copied %n link(s), one per line.</source>
        <translation>
            <numerusform>%n Link kopiert, einer pro Zeile.</numerusform>
            <numerusform>%n Links kopiert, einer pro Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This view has no “%1” action.</source>
        <translation>Diese Ansicht hat keine Aktion „%1“.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the tasks the filter matches</source>
        <translation>die Aufgaben, die zum Filter passen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the feed sink leases</source>
        <translation>die Leases der Feed-Senken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the task leases</source>
        <translation>die Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the stuck task leases</source>
        <translation>die hängenden Aufgaben-Leases</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the deliveries the filter matches</source>
        <translation>die Zustellungen, die zum Filter passen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the owed alarm deliveries</source>
        <translation>die offenen Alarmzustellungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Look something up first: the export saves the answer.</source>
        <translation>Suchen Sie zuerst etwas: Der Export speichert die Antwort.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The dashboard has no rows to export; open a view from it.</source>
        <translation>Das Dashboard hat keine Zeilen zum Exportieren; öffnen Sie von dort eine Ansicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>detailhtml</name>
    <message>
        <location filename="../views/detailhtml.cpp" line="+41"/>
        <source>not in this database (no column %1)</source>
        <translation>nicht in dieser Datenbank (keine Spalte %1)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Task id</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+156"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+132"/>
        <location line="+7"/>
        <location line="+25"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Job id</source>
        <translation>Job-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idempotency key</source>
        <translation>Idempotenz-Schlüssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+48"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+91"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Monitor</source>
        <translation>Monitor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+66"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="-63"/>
        <source> (its deliveries)</source>
        <translation> (ihre Zustellungen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not before</source>
        <translation>Nicht vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lease</source>
        <translation>Lease</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Times</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+138"/>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+1"/>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay lineage</source>
        <translation>Herkunft der erneuten Ausführung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replays</source>
        <translation>Erneute Ausführungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of</source>
        <translation>Erneute Ausführung von</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source> by operator %1 at %2</source>
        <translation> durch Operator %1 am %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>not a replay</source>
        <translation>keine erneute Ausführung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replayed as</source>
        <translation>Erneut ausgeführt als</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not replayed</source>
        <translation>nicht erneut ausgeführt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivery attempts</source>
        <translation>Zustellversuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none recorded</source>
        <translation>keine erfasst</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+19"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>All deliveries of this task…</source>
        <translation>Alle Zustellungen dieser Aufgabe…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open in the deliveries view</source>
        <translation>In der Zustellungsansicht öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delivery id</source>
        <translation>Zustell-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (the task row is gone; the audit outlives it)</source>
        <translation> (die Aufgabenzeile ist weg; das Audit überdauert sie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Alert</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alert state</source>
        <translation>Zustand der Meldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event kind</source>
        <translation>Ereignisart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(the event row is gone)</source>
        <translation>(die Ereigniszeile ist weg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event time</source>
        <translation>Ereigniszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices subscribed to this alert</source>
        <translation>Geräte, die diese Meldung abonniert haben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no ledger row for this event</source>
        <translation>keine Ledger-Zeile für dieses Ereignis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1</source>
        <translation>bestätigt am %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owes it since %1 (%2)</source>
        <translation>offen seit %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last seen %1</source>
        <translation>zuletzt gesehen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never seen</source>
        <translation>nie gesehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Feed</source>
        <translation>Feed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink</source>
        <translation>Senke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holder</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lease row: holder and expiry on the cursor row</source>
        <translation>Lease-Zeile: Inhaber und Ablauf in der Cursor-Zeile</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>advisory lock: held while the worker&apos;s session lives</source>
        <translation>Advisory-Sperre: gehalten, solange die Sitzung des Workers lebt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>gone: no session holds this sink&apos;s lock, so the holder on the row is stale and fences the cursor against every other worker</source>
        <translation>weg: Keine Sitzung hält die Sperre dieser Senke, also ist der Inhaber in der Zeile veraltet und sperrt den Cursor für jeden anderen Worker</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pid %1; details hidden (this role lacks pg_read_all_stats)</source>
        <translation>PID %1; Details verborgen (dieser Rolle fehlt pg_read_all_stats)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session pid</source>
        <translation>Sitzungs-PID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client address</source>
        <translation>Client-Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend start</source>
        <translation>Backend-Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State since</source>
        <translation>Zustand seit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other roles&apos; sessions show fewer details without pg_read_all_stats.</source>
        <translation>Sitzungen anderer Rollen zeigen ohne pg_read_all_stats weniger Details.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown (the holder id is neither pg-row: nor pg-advisory:)</source>
        <translation>unbekannt (die Inhaber-ID ist weder pg-row: noch pg-advisory:)</translation>
    </message>
</context>
<context>
    <name>displayformat</name>
    <message>
        <location filename="../models/displayformat.cpp" line="+106"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
</context>
<context>
    <name>lookuptrees</name>
    <message>
        <location filename="../views/lookuptrees.cpp" line="+68"/>
        <source>acked by the device at %1</source>
        <translation>am %1 vom Gerät bestätigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1 (the ledger does not say whether by the device or an operator)</source>
        <translation>am %1 bestätigt (das Ledger sagt nicht, ob vom Gerät oder von einem Operator)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked by operator %1 via PoolScope at %2, not by the device</source>
        <translation>am %2 von Operator %1 über PoolScope bestätigt, nicht vom Gerät</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, reason: %1</source>
        <translation>, Grund: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (this console&apos;s journal)</source>
        <translation> (Journal dieser Konsole)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>message %1</source>
        <translation>Nachricht %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>task lineage</source>
        <translation>Aufgabenverlauf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 · attempts %2/%3</source>
        <translation>%1 · Versuche %2/%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · replay of task %1</source>
        <translation> · erneute Ausführung von Aufgabe %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · leased by %1, %2</source>
        <translation> · geleast von %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> · %1 ms</source>
        <translation> · %1 ms</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · its task row is gone</source>
        <translation> · die Aufgabenzeile ist weg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts in all; the newest are listed</source>
        <translation>%1 Versuche insgesamt; die neuesten sind aufgeführt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>replay</source>
        <translation>erneute Ausführung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 → task %2 by operator %3 at %4</source>
        <translation>Aufgabe %1 → Aufgabe %2 durch Operator %3 am %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Alert %1 (%2), account %3</source>
        <translation>Meldung %1 (%2), Konto %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>owes the latest trigger since %1</source>
        <translation>hat die letzte Auslösung seit %1 offen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>subscription disabled</source>
        <translation>Abonnement deaktiviert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no ledger row for the latest trigger</source>
        <translation>keine Ledger-Zeile für die letzte Auslösung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no trigger to owe</source>
        <translation>keine Auslösung, nichts offen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 owed in all</source>
        <translation> · insgesamt %1 offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · last seen %1</source>
        <translation> · zuletzt gesehen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · never seen</source>
        <translation> · nie gesehen</translation>
    </message>
</context>
</TS>
