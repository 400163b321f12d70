<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../views/actionbar.cpp" line="+53"/>
        <source>Disabled: %1</source>
        <translation>Недоступно: %1</translation>
    </message>
</context>
<context>
    <name>ActionController</name>
    <message>
        <location filename="../app/actioncontroller.cpp" line="+92"/>
        <source>everything %1 owes for &quot;%2&quot;</source>
        <translation>всё, что %1 не подтвердило по «%2»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>everything owed for &quot;%1&quot;</source>
        <translation>всё неподтверждённое по «%1»</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>not connected to the database</source>
        <translation>нет подключения к базе данных</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table %1 does not exist</source>
        <translation>таблица %1 не существует</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the role %1 may not %2 %3</source>
        <translation>роли %1 нельзя выполнять %2 над %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>select one or more dead tasks</source>
        <translation>выберите одну или несколько мёртвых задач</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>the %n selected dead tasks were already replayed</source>
        <translation>
            <numerusform>выбранная мёртвая задача (%n) уже перезапущена</numerusform>
            <numerusform>выбранные мёртвые задачи (%n) уже перезапущены</numerusform>
            <numerusform>выбранные мёртвые задачи (%n) уже перезапущены</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task %1 was already replayed as task %2</source>
        <translation>задача %1 уже перезапущена как задача %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 was already replayed</source>
        <translation>задача %1 уже перезапущена</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the state filter leaves out dead tasks</source>
        <translation>фильтр по состоянию исключает мёртвые задачи</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>every dead task the filter matches was already replayed</source>
        <translation>все мёртвые задачи, подходящие под фильтр, уже перезапущены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no task the filter matches is dead</source>
        <translation>среди задач, подходящих под фильтр, нет мёртвых</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>select one leased task</source>
        <translation>выберите одну задачу с арендой</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>select a task lease</source>
        <translation>выберите аренду задачи</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>select a sink lease</source>
        <translation>выберите аренду приёмника</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the advisory session (pid %1) holding it is alive: terminate it instead</source>
        <translation>сеанс (pid %1), удерживающий advisory-блокировку, жив: завершите его вместо этого</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the role %1 is not a member of pg_signal_backend</source>
        <translation>роль %1 не входит в pg_signal_backend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>select a sink whose advisory session is alive</source>
        <translation>выберите приёмник, чей сеанс advisory-блокировки жив</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no delivery is owed</source>
        <translation>нет ни одной задолженной доставки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>select an owed delivery</source>
        <translation>выберите неподтверждённую доставку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the selected rows are owed by more than one device</source>
        <translation>выбранные строки относятся к нескольким устройствам</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the selected rows belong to more than one alert</source>
        <translation>выбранные строки относятся к нескольким тревогам</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Working: %1…</source>
        <translation>Выполняется: %1…</translation>
    </message>
    <message>
        <location line="+37"/>
        <source> (The local journal could not be written: %1)</source>
        <translation> (Локальный журнал не удалось записать: %1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This database has no poolscope_audit table, so actions are recorded only in each console&apos;s journal. A DBA can create it with db/schema/optional/console-audit.sql.</source>
        <translation>В этой базе нет таблицы poolscope_audit, поэтому действия записываются только в журнал каждой консоли. Администратор БД может создать её скриптом db/schema/optional/console-audit.sql.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The role %1 may not read poolscope_audit.</source>
        <translation>Роли %1 нельзя читать poolscope_audit.</translation>
    </message>
    <message>
        <location filename="../app/actionflows.cpp" line="+58"/>
        <location line="+69"/>
        <location filename="../app/groupreplay.cpp" line="+92"/>
        <source>task %1 · %2 · account %3 · %4</source>
        <translation>задача %1 · %2 · аккаунт %3 · %4</translation>
    </message>
    <message numerus="yes">
        <location line="-57"/>
        <location line="+70"/>
        <source>Replay %n dead task(s)?</source>
        <translation>
            <numerusform>Перезапустить %n мёртвую задачу?</numerusform>
            <numerusform>Перезапустить %n мёртвые задачи?</numerusform>
            <numerusform>Перезапустить %n мёртвых задач?</numerusform>
        </translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Each task is copied into a new queued task (same kind, ids, payload and attempt limit; attempts 0). A dead task is replayed once: if a colleague replayed it already, you are told by whom and nothing is written.</source>
        <translation>Каждая задача копируется в новую задачу в очереди (тот же вид, идентификаторы, данные и лимит попыток; 0 попыток). Мёртвая задача перезапускается один раз: если коллега уже перезапустил её, вы узнаете, кто это сделал, и ничего не будет записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay</source>
        <translation>Перезапустить</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+89"/>
        <location line="+18"/>
        <source>replay task %1</source>
        <translation>перезапустить задачу %1</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+292"/>
        <location filename="../app/groupreplay.cpp" line="-27"/>
        <source>The preview could not be read: %1</source>
        <translation>Не удалось прочитать предпросмотр: %1</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Every dead task the current filter matches was already replayed; nothing to replay.</source>
        <translation>Все мёртвые задачи, подходящие под текущий фильтр, уже перезапущены; перезапускать нечего.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No dead task matches the current filter; nothing to replay.</source>
        <translation>Ни одна мёртвая задача не подходит под текущий фильтр; перезапускать нечего.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>These %n dead task(s) match the filter and will each be replayed once, in its own transaction (one failing does not undo the others).</source>
        <translation>
            <numerusform>Эта %n мёртвая задача подходит под фильтр и будет перезапущена один раз, в своей транзакции (сбой одной не отменяет остальные).</numerusform>
            <numerusform>Эти %n мёртвые задачи подходят под фильтр, и каждая будет перезапущена один раз, в своей транзакции (сбой одной не отменяет остальные).</numerusform>
            <numerusform>Эти %n мёртвых задач подходят под фильтр, и каждая будет перезапущена один раз, в своей транзакции (сбой одной не отменяет остальные).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> More match than the cap of %1: narrow the filter to replay the rest.</source>
        <translation> Подходящих больше лимита в %1: сузьте фильтр, чтобы перезапустить остальные.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replay all</source>
        <translation>Перезапустить все</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Replaying %n task(s)…</source>
        <translation>
            <numerusform>Перезапуск %n задачи…</numerusform>
            <numerusform>Перезапуск %n задач…</numerusform>
            <numerusform>Перезапуск %n задач…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Replayed %1; %2 already replayed; %3 refused.</source>
        <translation>Перезапущено: %1; уже перезапущены ранее: %2; отказано: %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (and %1 more)</source>
        <translation> (и ещё %1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Release the lease of task %1?</source>
        <translation>Снять аренду задачи %1?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the live lease</source>
        <translation>Снять действующую аренду</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Release</source>
        <translation>Снять</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This lease is LIVE: %1 holds it and may be in the middle of an attempt right now. Releasing it queues the task again for any worker; the old worker&apos;s late result will be fenced by its token (it cannot overwrite the task), but its delivery may already have happened, so the customer could get the notification twice.</source>
        <translation>Эта аренда ДЕЙСТВУЕТ: её держит %1, и он может прямо сейчас выполнять попытку. Снятие аренды вернёт задачу в очередь для любого обработчика; запоздалый результат старого обработчика будет отсечён его токеном (он не сможет перезаписать задачу), но его доставка могла уже состояться, так что клиент может получить уведомление дважды.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lease held by %1 has expired; the worker is gone or stuck. The task goes back to the queue and the release is noted in its last error.</source>
        <translation>Аренда, которую держал %1, истекла; обработчик пропал или завис. Задача вернётся в очередь, а снятие аренды будет отмечено в её последней ошибке.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>release the lease of task %1</source>
        <translation>снять аренду задачи %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The advisory session (pid %1) holding %2/%3 is alive: clearing the row would fence nothing, since the lock is what stops the sender. Terminate the session instead.</source>
        <translation>Сеанс advisory-блокировки (pid %1), удерживающий %2/%3, жив: очистка строки ничего не отсечёт, ведь отправителя останавливает именно блокировка. Вместо этого завершите сеанс.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Clear the holder of %1/%2?</source>
        <translation>Очистить владельца %1/%2?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear holder</source>
        <translation>Очистить владельца</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No session holds this sink&apos;s advisory lock any more: %1 is a stale holder that fences every other worker. Clearing it lets a worker take the sink.</source>
        <translation>Advisory-блокировку этого приёмника больше не держит ни один сеанс: %1 — устаревший владелец, который блокирует все остальные обработчики. Очистка позволит обработчику занять приёмник.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This lease is LIVE. Clearing it lets another worker take the sink now, and the current holder (%1) can still make ONE stale send: a call it started within its lease margin can land after the new holder&apos;s. Its next cursor update is fenced by holder.</source>
        <translation>Эта аренда ДЕЙСТВУЕТ. Очистка позволит другому обработчику занять приёмник сейчас, а текущий владелец (%1) ещё может сделать ОДНУ устаревшую отправку: вызов, начатый в пределах запаса аренды, может прийти позже вызова нового владельца. Его следующее обновление курсора будет отсечено по владельцу.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lease held by %1 has expired; any worker could take it. Clearing it only tidies the row.</source>
        <translation>Аренда, которую держал %1, истекла; её может занять любой обработчик. Очистка лишь приведёт строку в порядок.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>clear the holder of sink %1/%2</source>
        <translation>очистить владельца приёмника %1/%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Terminate the session holding %1?</source>
        <translation>Завершить сеанс, удерживающий %1?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pg_terminate_backend ends database session %1 (%2, %3): the feed worker using it loses its advisory lock and every statement it has in flight. Then the stale holder %4 is cleared so another worker can take the sink. Use this only for a worker that is hung.</source>
        <translation>pg_terminate_backend завершает сеанс базы данных %1 (%2, %3): обработчик потока, который его использует, теряет advisory-блокировку и все выполняемые операторы. Затем устаревший владелец %4 очищается, чтобы приёмник мог занять другой обработчик. Используйте это только для зависшего обработчика.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terminate the session</source>
        <translation>Завершить сеанс</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>terminate the session holding sink %1</source>
        <translation>завершить сеанс, удерживающий приёмник %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 owes &quot;%2&quot; since %3</source>
        <translation>%1 не подтвердило «%2» с %3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+42"/>
        <source>Ack %n owed deliveries?</source>
        <translation>
            <numerusform>Подтвердить %n неподтверждённую доставку?</numerusform>
            <numerusform>Подтвердить %n неподтверждённые доставки?</numerusform>
            <numerusform>Подтвердить %n неподтверждённых доставок?</numerusform>
        </translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Marks exactly these ledger rows as acked, as if each device had acked: the devices will no longer be told they missed these alarms.</source>
        <translation>Отмечает именно эти строки реестра как подтверждённые, как если бы каждое устройство подтвердило их: устройствам больше не будут сообщать, что они пропустили эти тревоги.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+39"/>
        <source>Ack</source>
        <translation>Подтвердить</translation>
    </message>
    <message numerus="yes">
        <location line="-33"/>
        <location line="+39"/>
        <source>ack %n alarm deliveries</source>
        <translation>
            <numerusform>подтвердить %n доставку тревоги</numerusform>
            <numerusform>подтвердить %n доставки тревог</numerusform>
            <numerusform>подтвердить %n доставок тревог</numerusform>
        </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Nothing is owed any more; nothing to ack.</source>
        <translation>Неподтверждённого больше нет; подтверждать нечего.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Ack %1: exactly the %n deliveries below, frozen now. A delivery owed after this preview is not touched.</source>
        <translation>
            <numerusform>Подтвердить %1: ровно %n доставку ниже, зафиксированную сейчас. Доставка, ставшая неподтверждённой после этого предпросмотра, не затрагивается.</numerusform>
            <numerusform>Подтвердить %1: ровно %n доставки ниже, зафиксированные сейчас. Доставка, ставшая неподтверждённой после этого предпросмотра, не затрагивается.</numerusform>
            <numerusform>Подтвердить %1: ровно %n доставок ниже, зафиксированных сейчас. Доставка, ставшая неподтверждённой после этого предпросмотра, не затрагивается.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source> More are owed than one preview lists; ack again for the rest.</source>
        <translation> Неподтверждённых больше, чем помещается в один предпросмотр; подтвердите ещё раз для остальных.</translation>
    </message>
    <message>
        <location filename="../app/groupreplay.cpp" line="-33"/>
        <source>select a failure group</source>
        <translation>выберите группу сбоев</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempts are not replayed: select the task group of this cause</source>
        <translation>попытки не перезапускаются: выберите группу задач этой причины</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no task of this group is dead</source>
        <translation>в этой группе нет мёртвых задач</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>every dead task of this group was already replayed</source>
        <translation>все мёртвые задачи этой группы уже перезапущены</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>All %1 dead tasks of this group were already replayed; nothing to replay.</source>
        <translation>Все мёртвые задачи этой группы (%1) уже перезапущены; перезапускать нечего.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No task of this group is dead now; nothing to replay.</source>
        <translation>Сейчас в этой группе нет мёртвых задач; перезапускать нечего.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>These %n dead task(s) of the failure group %1 will each be replayed once, in its own transaction, and followed as one batch.</source>
        <translation>
            <numerusform>Эта %n мёртвая задача группы сбоев %1 будет перезапущена один раз, в своей транзакции, и отслежена как один пакет.</numerusform>
            <numerusform>Эти %n мёртвые задачи группы сбоев %1 будут перезапущены по одному разу, каждая в своей транзакции, и отслежены как один пакет.</numerusform>
            <numerusform>Эти %n мёртвых задач группы сбоев %1 будут перезапущены по одному разу, каждая в своей транзакции, и отслежены как один пакет.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of the group&apos;s dead tasks were already replayed (by a colleague, or earlier) and are left out.</source>
        <translation>Мёртвые задачи группы, уже перезапущенные (коллегой или раньше), не включены: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>More are dead than the cap of %1: replay the group again for the rest.</source>
        <translation>Мёртвых задач больше предела %1: перезапустите группу ещё раз для остальных.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replay %n dead task(s) of this group?</source>
        <translation>
            <numerusform>Перезапустить %n мёртвую задачу этой группы?</numerusform>
            <numerusform>Перезапустить %n мёртвые задачи этой группы?</numerusform>
            <numerusform>Перезапустить %n мёртвых задач этой группы?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the group</source>
        <translation>Перезапустить группу</translation>
    </message>
</context>
<context>
    <name>ActionRunner</name>
    <message>
        <location filename="../models/actionrunner.cpp" line="+37"/>
        <source>The connection was lost after the action was sent; checking whether it happened.</source>
        <translation>Соединение пропало после отправки действия; проверяем, выполнилось ли оно.</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <location filename="../db/actions/ackdeliveries.cpp" line="+88"/>
        <source>%1 owes &quot;%2&quot; since %3</source>
        <translation>%1 не подтвердило «%2» с %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../db/actions/replay.cpp" line="+22"/>
        <source>an unknown time</source>
        <translation>неизвестное время</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>these alarm deliveries</source>
        <translation>эти доставки тревог</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>acked %1 of %2 owed deliveries</source>
        <translation>подтверждено %1 из %2 неподтверждённых доставок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 had already been acked (the last at %2)</source>
        <translation>%1 уже были подтверждены ранее (последняя в %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 no longer exist (their alert or subscription was deleted)</source>
        <translation>%1 больше не существуют (их оповещение или подписка удалены)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing was owed</source>
        <translation>ничего не было неподтверждённым</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; nothing was written.</source>
        <translation>; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../db/actions/action.cpp" line="+64"/>
        <source>Refused: %1 is locked by a worker or another operator right now; nothing was written. Try again in a moment.</source>
        <translation>Отказано: %1 сейчас заблокирована обработчиком или другим оператором; ничего не записано. Попробуйте ещё раз чуть позже.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the database role may not do this (%1); nothing was written.</source>
        <translation>Отказано: роли базы данных это не разрешено (%1); ничего не записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: the transaction is read-only (a read-only profile, a standby, or default_transaction_read_only); nothing was written.</source>
        <translation>Отказано: транзакция только для чтения (профиль только для чтения, резервный сервер или default_transaction_read_only); ничего не записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: the statement took too long and was cancelled; nothing was written.</source>
        <translation>Отказано: оператор выполнялся слишком долго и был отменён; ничего не записано.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Failed: %1; nothing was written.</source>
        <translation>Ошибка: %1; ничего не записано.</translation>
    </message>
    <message>
        <location filename="../db/actions/replay.cpp" line="+62"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="+155"/>
        <source>task %1</source>
        <translation>задача %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A replay of task %1 collided with another; checking which one stands.</source>
        <translation>Перезапуск задачи %1 столкнулся с другим; проверяем, какой из них остался.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replayed task %1 as task %2.</source>
        <translation>Задача %1 перезапущена как задача %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+106"/>
        <source>Task %1 was already replayed as task %2 by operator %3 at %4; nothing was written.</source>
        <translation>Задача %1 уже была перезапущена как задача %2 оператором %3 в %4; ничего не записано.</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>(unknown)</source>
        <translation>(неизвестно)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="-51"/>
        <source>Refused: task %1 does not exist; nothing was written.</source>
        <translation>Отказано: задачи %1 не существует; ничего не записано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: task %1 is %2, not dead; only dead tasks are replayed. Nothing was written.</source>
        <translation>Отказано: задача %1 в состоянии «%2», а не «мёртвая»; перезапускаются только мёртвые задачи. Ничего не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../db/actions/taskleaserelease.cpp" line="+6"/>
        <source>in no state (NULL)</source>
        <translation>без состояния (NULL)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Not done: the connection was lost before the replay of task %1 committed; nothing was written. It is safe to try again.</source>
        <translation>Не выполнено: соединение пропало до фиксации перезапуска задачи %1; ничего не записано. Можно безопасно попробовать снова.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replayed task %1 as task %2 (confirmed after the connection was lost).</source>
        <translation>Задача %1 перезапущена как задача %2 (подтверждено после потери соединения).</translation>
    </message>
    <message>
        <location filename="../db/actions/sinkleaseactions.cpp" line="+75"/>
        <location line="+97"/>
        <source>sink %1/%2</source>
        <translation>приёмник %1/%2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Cleared the lease holder %1 of %2; any worker may take the sink now.</source>
        <translation>Владелец аренды %1 очищен у %2; теперь приёмник может занять любой обработчик.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no lease holder; nothing was written.</source>
        <translation>У %1 нет владельца аренды; ничего не записано.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: %1 does not exist; nothing was written.</source>
        <translation>Отказано: %1 не существует; ничего не записано.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: the advisory session holding %1 is alive; clearing the row would fence nothing. Terminate that session instead; nothing was written.</source>
        <translation>Отказано: сеанс advisory-блокировки, удерживающий %1, жив; очистка строки ничего не отсечёт. Вместо этого завершите тот сеанс; ничего не записано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: %1 changed hands since you saw it (now held by %2); nothing was written.</source>
        <translation>Отказано: %1 сменил владельца с тех пор, как вы его видели (теперь у %2); ничего не записано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the lease on %1 is live (held by %2, expires in %3 s). Name the holder to clear a live lease; nothing was written.</source>
        <translation>Отказано: аренда %1 действует (у %2, истекает через %3 с). Чтобы очистить действующую аренду, укажите владельца; ничего не записано.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No session held %1 any more; cleared its stale holder %2.</source>
        <translation>%1 больше не удерживал ни один сеанс; его устаревший владелец %2 очищен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: no session matching what you saw holds %1 (it changed hands or moved on); nothing was terminated or written.</source>
        <translation>Отказано: ни один сеанс, совпадающий с тем, что вы видели, не удерживает %1 (владелец сменился или ушёл дальше); ничего не завершено и не записано.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Terminated session %1, which held %2, and cleared its holder %3.</source>
        <translation>Сеанс %1, удерживавший %2, завершён, и его владелец %3 очищен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Terminated session %1, which held %2; its holder was not cleared: %3</source>
        <translation>Сеанс %1, удерживавший %2, завершён; его владелец не очищен: %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The holder %1 is no longer on sink %2/%3 (confirmed after the connection was lost).</source>
        <translation>Владельца %1 больше нет на приёмнике %2/%3 (подтверждено после потери соединения).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not done: the connection was lost before the clear committed; sink %1/%2 still names %3.</source>
        <translation>Не выполнено: соединение пропало до фиксации очистки; приёмник %1/%2 всё ещё указывает %3.</translation>
    </message>
    <message>
        <location filename="../db/actions/taskleaserelease.cpp" line="-90"/>
        <source>expires in %1 s</source>
        <translation>истекает через %1 с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expired %1 s ago</source>
        <translation>истекла %1 с назад</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Released the lease of task %1 held by %2; the task is queued again. A late result from that worker will be fenced by its token.</source>
        <translation>Аренда задачи %1, которую держал %2, снята; задача снова в очереди. Запоздалый результат того обработчика будет отсечён его токеном.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+22"/>
        <location line="+8"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Task %1 holds no lease any more (it is queued); nothing was written.</source>
        <translation>Задача %1 больше не держит аренду (она в очереди); ничего не записано.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Refused: task %1 is %2; it holds no lease. Nothing was written.</source>
        <translation>Отказано: задача %1 в состоянии %2; у неё нет аренды. Ничего не записано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refused: the lease of task %1 is live (held by %2, %3). Releasing a live lease needs its token (--token); nothing was written.</source>
        <translation>Отказано: аренда задачи %1 действует (у %2, %3). Для снятия действующей аренды нужен её токен (--token); ничего не записано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no expiry</source>
        <translation>без срока</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused: the lease of task %1 changed since you saw it (now held by %2 with another token); nothing was written.</source>
        <translation>Отказано: аренда задачи %1 изменилась с тех пор, как вы её видели (теперь у %2 с другим токеном); ничего не записано.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refused: the worker renewed the lease of task %1 since you looked (it now %2); nothing was written. Look again before releasing.</source>
        <translation>Отказано: обработчик продлил аренду задачи %1 с тех пор, как вы смотрели (теперь она %2); ничего не записано. Посмотрите ещё раз, прежде чем снимать.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has no expiry</source>
        <translation>без срока</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Released the lease of task %1 (confirmed after the connection was lost).</source>
        <translation>Аренда задачи %1 снята (подтверждено после потери соединения).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not done: the connection was lost before the release of task %1 committed; nothing was written. Look at the task again before retrying.</source>
        <translation>Не выполнено: соединение пропало до фиксации снятия аренды задачи %1; ничего не записано. Посмотрите на задачу ещё раз, прежде чем повторять.</translation>
    </message>
</context>
<context>
    <name>AlarmDebtModel</name>
    <message>
        <location filename="../models/alarmdebtmodel.cpp" line="+52"/>
        <source>Alert %1 (%2)</source>
        <translation>Оповещение %1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subscription %1</source>
        <translation>Подписка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event %1</source>
        <translation>Событие %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>enabled</source>
        <translation>включено</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../views/alarmsview.cpp" line="+74"/>
        <source>disabled</source>
        <translation>отключено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../views/alarmsview.cpp" line="+2"/>
        <source>(event gone)</source>
        <translation>(событие удалено)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Alert</source>
        <translation>Оповещение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platform</source>
        <translation>Платформа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subscription</source>
        <translation>Подписка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last seen</source>
        <translation>Последний раз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owed since</source>
        <translation>Не подтверждено с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owed for</source>
        <translation>Ждёт уже</translation>
    </message>
</context>
<context>
    <name>AlarmsController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="+137"/>
        <source>The alarm debt</source>
        <translation>Неподтверждённые тревоги</translation>
    </message>
</context>
<context>
    <name>AlarmsView</name>
    <message>
        <location filename="../views/alarmsview.cpp" line="-46"/>
        <source>Alarm debt summary</source>
        <translation>Сводка неподтверждённых тревог</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Owed for any time</source>
        <translation>Не подтверждены сколько угодно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 5 min</source>
        <translation>Не подтверждены больше 5 мин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 1 hour</source>
        <translation>Не подтверждены больше 1 часа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for over 1 day</source>
        <translation>Не подтверждены больше 1 дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owed for</source>
        <translation>Ждёт уже</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List only the deliveries owed for longer; the summary above counts the whole debt</source>
        <translation>Показывать в списке только давно не подтверждённые доставки; сводка выше считает весь долг</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Ack selected…</source>
        <translation>&amp;Подтвердить выбранные…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the selected owed deliveries as acked</source>
        <translation>Отметить выбранные неподтверждённые доставки как подтверждённые</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+170"/>
        <source>Ack all this &amp;device owes…</source>
        <translation>Подтвердить всё по этому &amp;устройству…</translation>
    </message>
    <message>
        <location filename="../views/alarmsview.cpp" line="+3"/>
        <source>Every delivery the selected device still owes for its alert, after a preview</source>
        <translation>Все доставки, которые выбранное устройство ещё не подтвердило по своему оповещению, после предпросмотра</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+10"/>
        <source>Ack all owed for this a&amp;lert…</source>
        <translation>Подтвердить всё по этому &amp;оповещению…</translation>
    </message>
    <message>
        <location filename="../views/alarmsview.cpp" line="+3"/>
        <source>Every delivery any device still owes for the selected alert, after a preview</source>
        <translation>Все доставки, которые любое устройство ещё не подтвердило по выбранному оповещению, после предпросмотра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owed alarm deliveries</source>
        <translation>Неподтверждённые доставки тревог</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No device owes an alarm delivery.</source>
        <translation>Ни одно устройство не должно подтверждать доставку тревоги.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln owed delivery(ies)</source>
        <translation>
            <numerusform>Неподтверждённых доставок: %Ln</numerusform>
            <numerusform>Неподтверждённых доставок: %Ln</numerusform>
            <numerusform>Неподтверждённых доставок: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> across %Ln alert(s)</source>
        <translation>
            <numerusform> (оповещений: %Ln</numerusform>
            <numerusform> (оповещений: %Ln</numerusform>
            <numerusform> (оповещений: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> and %Ln device(s)</source>
        <translation>
            <numerusform>, устройств: %Ln)</numerusform>
            <numerusform>, устройств: %Ln)</numerusform>
            <numerusform>, устройств: %Ln)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — under 5 min: %1 · under 1 h: %2 · under 1 day: %3 · older: %4</source>
        <translation> — до 5 мин: %1 · до 1 ч: %2 · до 1 дня: %3 · старше: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — oldest owed for %1</source>
        <translation> — самая старая ждёт %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — listing those owed for over %1</source>
        <translation> — в списке: не подтверждённые больше %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (listing the first %1)</source>
        <translation> (показаны первые %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Owed for over %1</source>
        <translation>Не подтверждены больше %1</translation>
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
        <translation>ssh спрашивает (для туннеля к базе данных):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Accept the key only if its fingerprint is the one the server&apos;s administrator gave you: ssh then adds it to known_hosts.</source>
        <translation>Принимайте ключ, только если его отпечаток совпадает с тем, который вам дал администратор сервера: тогда ssh добавит его в known_hosts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the key</source>
        <translation>Принять ключ</translation>
    </message>
</context>
<context>
    <name>AuditHistoryDialog</name>
    <message>
        <location filename="../views/audithistorydialog.cpp" line="+33"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operator</source>
        <translation>Оператор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Target</source>
        <translation>Объект</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+14"/>
        <source>Database audit</source>
        <translation>Аудит в базе данных</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Local journal</source>
        <translation>Локальный журнал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All databases</source>
        <translation>Все базы данных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action history</source>
        <translation>История действий</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reading poolscope_audit…</source>
        <translation>Чтение poolscope_audit…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also list the actions this computer did on other databases</source>
        <translation>Показать также действия этого компьютера в других базах данных</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This computer&apos;s journal</source>
        <translation>Журнал этого компьютера</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal did not record which database this was.</source>
        <translation>Журнал не записал, какая это была база данных.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The newest %n actions this computer recorded, on every database.</source>
        <translation>
            <numerusform>Последнее %n действие, записанное этим компьютером, во всех базах данных.</numerusform>
            <numerusform>Последние %n действия, записанные этим компьютером, во всех базах данных.</numerusform>
            <numerusform>Последние %n действий, записанных этим компьютером, во всех базах данных.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Actions this computer did on %1, the database this window is connected to.</source>
        <translation>Действия этого компьютера в %1 — базе данных, к которой подключено это окно.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Actions this computer did on %1 only; %n on other databases hidden, %2 of them with no database recorded (tick &quot;All databases&quot; to see them).</source>
        <translation>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n, из них без записанной базы данных: %2 (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n, из них без записанной базы данных: %2 (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
            <numerusform>Только действия этого компьютера в %1; скрыто действий в других базах данных: %n, из них без записанной базы данных: %2 (отметьте «Все базы данных», чтобы их увидеть).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The newest %n actions recorded in the database, by every console.</source>
        <translation>
            <numerusform>Последнее %n действие, записанное в базе данных всеми консолями.</numerusform>
            <numerusform>Последние %n действия, записанные в базе данных всеми консолями.</numerusform>
            <numerusform>Последние %n действий, записанных в базе данных всеми консолями.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BucketSeriesModel</name>
    <message>
        <location filename="../models/bucketseriesmodel.cpp" line="+28"/>
        <source>enqueued</source>
        <translation>поставлены</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead</source>
        <comment>tasks that died</comment>
        <translation>мёртвые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <comment>deliveries of no or an unknown status</comment>
        <translation>прочие</translation>
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
        <translation>оценка: прочитана 1 строка из %1, результат масштабирован</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the current bucket: still filling</source>
        <translation>текущий интервал: ещё заполняется</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>From</source>
        <translation>С</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <location filename="../views/chartpanel.cpp" line="+44"/>
        <source>Source of the figures</source>
        <translation>Источник данных</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Legend of %1</source>
        <translation>Легенда: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Export PNG…</source>
        <translation>Экспорт в PNG…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this chart as a PNG image</source>
        <translation>Сохранить этот график как изображение PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export %1 as PNG</source>
        <translation>Экспорт «%1» в PNG</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Export %1</source>
        <translation>Экспорт «%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../views/confirmdialog.cpp" line="+25"/>
        <source>What will change</source>
        <translation>Что изменится</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type to confirm</source>
        <translation>Введите для подтверждения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type %1 to confirm:</source>
        <translation>Введите %1 для подтверждения:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optional: why (kept in the audit trail)</source>
        <translation>Необязательно: почему (сохраняется в журнале аудита)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason:</source>
        <translation>Причина:</translation>
    </message>
</context>
<context>
    <name>ConnectionDialog</name>
    <message>
        <location filename="../views/connectiondialog.cpp" line="+46"/>
        <source>Connect to a database</source>
        <translation>Подключение к базе данных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Connection string:</source>
        <translation>&amp;Строка подключения:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host=db.example dbname=app user=support   or   postgresql://support@db.example/app</source>
        <translation>host=db.example dbname=app user=support   или   postgresql://support@db.example/app</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A libpq connection string: keyword=value pairs or a postgresql:// URI</source>
        <translation>Строка подключения libpq: пары ключ=значение или URI postgresql://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection string problem</source>
        <translation>Ошибка в строке подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service warning</source>
        <translation>Предупреждение о службе</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+240"/>
        <source>Connect</source>
        <translation>Подключиться</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>The password in the current connection string is not shown; it will be asked for when connecting.</source>
        <translation>Пароль из текущей строки подключения не показывается; он будет запрошен при подключении.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passwords are asked for when the server wants one, kept in memory for this session only, and never stored.</source>
        <translation>Пароль запрашивается, когда его требует сервер, хранится в памяти только на время сеанса и никогда не сохраняется.</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+11"/>
        <source>Services</source>
        <translation>Службы</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Service</source>
        <translation>Служба</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choosing one connects with service=NAME</source>
        <translation>При выборе подключается с service=ИМЯ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Defined in %2</source>
        <translation>%1
Определена в %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No services are defined.</source>
        <translation>Службы не определены.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read from %1</source>
        <translation>Прочитано из %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>…and %1 more</source>
        <translation>…и ещё %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service file problems</source>
        <translation>Ошибки в файле служб</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Environment defaults</source>
        <translation>Значения из окружения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(set)</source>
        <translation>(задано)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No PG* variables are set.</source>
        <translation>Переменные PG* не заданы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty connection string uses these, then libpq&apos;s own defaults; whatever the string sets overrides them.</source>
        <translation>Пустая строка подключения использует эти значения, затем значения libpq по умолчанию; всё, что задано в строке, имеет приоритет.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No service named &quot;%1&quot; is defined in the service files; libpq will refuse to connect.</source>
        <translation>Служба с именем «%1» не определена в файлах служб; libpq откажется подключаться.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Key passphrase needed</source>
        <translation>Нужна парольная фраза ключа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password needed</source>
        <translation>Нужен пароль</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The client key %1 is encrypted: its passphrase opens it.</source>
        <translation>Клиентский ключ %1 зашифрован: его открывает парольная фраза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server asks for a password.</source>
        <translation>Сервер запрашивает пароль.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(default)</source>
        <translation>(по умолчанию)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Key passphrase</source>
        <translation>Парольная фраза ключа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remember in the system keyring</source>
        <translation>&amp;Запомнить в системном хранилище паролей</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User:</source>
        <translation>Пользователь:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Парольная фраза:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Пароль:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keyring</source>
        <translation>Хранилище паролей</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kept in memory for this session only unless remembered; never written to settings or logs.</source>
        <translation>Хранится в памяти только на время сеанса, если не запомнить; никогда не записывается в настройки или журналы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept in memory for this session only; never stored or logged.</source>
        <translation>Хранится в памяти только на время сеанса; никогда не сохраняется и не пишется в журнал.</translation>
    </message>
</context>
<context>
    <name>ConnectionIndicator</name>
    <message>
        <location filename="../views/connectionindicator.cpp" line="+33"/>
        <source>Connection state</source>
        <translation>Состояние подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last poll</source>
        <translation>Последний опрос</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> — data stale since %1</source>
        <translation> — данные устарели с %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Нет подключения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Live</source>
        <translation>В сети</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnecting in %1 s</source>
        <translation>Переподключение через %1 с</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
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
        <translation> · через SSH %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source> · read-only standby</source>
        <translation> · резервный сервер, только чтение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · read-only</source>
        <translation> · только чтение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PostgreSQL %1</source>
        <translation>PostgreSQL %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>polled %1 s ago in %2 ms%3</source>
        <translation>опрос %1 с назад за %2 мс%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (last poll failed)</source>
        <translation> (последний опрос не удался)</translation>
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
        <translation>Состояние сервера</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n watches finished: </source>
        <translation>
            <numerusform>%n наблюдение завершено: </numerusform>
            <numerusform>%n наблюдения завершены: </numerusform>
            <numerusform>%n наблюдений завершено: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (and %n more in the watch list)</source>
        <translation>
            <numerusform> (и ещё %n в списке наблюдений)</numerusform>
            <numerusform> (и ещё %n в списке наблюдений)</numerusform>
            <numerusform> (и ещё %n в списке наблюдений)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+222"/>
        <source>The primary (for actions) could not be reached: %1</source>
        <translation>Основной сервер (для действий) недоступен: %1</translation>
    </message>
    <message>
        <location filename="../app/sessionprofiles.cpp" line="+25"/>
        <source>there is no profile named &quot;%1&quot; (File → Profiles lists them)</source>
        <translation>профиля с именем «%1» нет (список — в меню Файл → Профили)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>профиль «%1»: %2</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Профиля с именем «%1» нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Профиль «%1»: %2</translation>
    </message>
</context>
<context>
    <name>CsvExportDialog</name>
    <message>
        <location filename="../views/csvexportdialog.cpp" line="+21"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export to CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export progress</source>
        <translation>Ход экспорта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop after the page being read; nothing is written under the file&apos;s name</source>
        <translation>Остановиться после читаемой страницы; под именем файла ничего не записывается</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Exported %Ln row(s) to %1.</source>
        <translation>
            <numerusform>Экспортировано строк: %Ln, в %1.</numerusform>
            <numerusform>Экспортировано строк: %Ln, в %1.</numerusform>
            <numerusform>Экспортировано строк: %Ln, в %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Export cancelled after %Ln row(s); %1 was not written.</source>
        <translation>
            <numerusform>Экспорт отменён после %Ln строки; %1 не записан.</numerusform>
            <numerusform>Экспорт отменён после %Ln строк; %1 не записан.</numerusform>
            <numerusform>Экспорт отменён после %Ln строк; %1 не записан.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 of %Ln row(s) written</source>
        <translation>
            <numerusform>Записано строк: %1 из %Ln</numerusform>
            <numerusform>Записано строк: %1 из %Ln</numerusform>
            <numerusform>Записано строк: %1 из %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 was not written.</source>
        <translation>%1 не записан.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Exporting %1 to %2…</source>
        <translation>Экспорт: %1 в %2…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counting the rows…</source>
        <translation>Подсчёт строк…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancelling after this page…</source>
        <translation>Отмена после этой страницы…</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <location filename="../models/csvexporter.cpp" line="+21"/>
        <source>An export is already running.</source>
        <translation>Экспорт уже выполняется.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+53"/>
        <location line="+13"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>The export stopped after %n row(s): %1</source>
        <translation>
            <numerusform>Экспорт остановился после %n строки: %1</numerusform>
            <numerusform>Экспорт остановился после %n строк: %1</numerusform>
            <numerusform>Экспорт остановился после %n строк: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The console connected to another database during the export.</source>
        <translation>Консоль подключилась к другой базе данных во время экспорта.</translation>
    </message>
</context>
<context>
    <name>DashboardController</name>
    <message>
        <location filename="../app/dashboardcontroller.cpp" line="+55"/>
        <source>Charts from the database need PostgreSQL 14 or later (date_bin); this server is %1. The sampled charts still work.</source>
        <translation>Графикам из базы данных нужен PostgreSQL 14 или новее (date_bin); у этого сервера версия %1. Графики по выборкам работают.</translation>
    </message>
    <message>
        <location filename="../app/dashboardsources.cpp" line="+16"/>
        <source>The dashboard&apos;s sample</source>
        <translation>Выборка панели мониторинга</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The delivery outcomes</source>
        <translation>Результаты доставок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The enqueued tasks</source>
        <translation>Поставленные в очередь задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dead tasks</source>
        <translation>Мёртвые задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The delivery durations</source>
        <translation>Длительность доставок</translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message>
        <location filename="../views/dashboardview.cpp" line="+33"/>
        <source>15 min</source>
        <translation>15 мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 h</source>
        <translation>1 ч</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>24 h</source>
        <translation>24 ч</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>7 d</source>
        <translation>7 дн</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Range:</source>
        <translation>Период:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the last %1</source>
        <translation>Показать последние %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the dashboard reads</source>
        <translation>Как читать панель мониторинга</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Failures by cause</source>
        <translation>Сбои по причинам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failures of the last hour: reading…</source>
        <translation>Сбои за последний час: чтение…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;a href=&quot;group:%1&quot;&gt;%2 × %3&lt;/a&gt; (%4)</source>
        <translation>&lt;a href=&quot;group:%1&quot;&gt;%2 × %3&lt;/a&gt; (%4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All failure groups</source>
        <translation>Все группы сбоев</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tasks by state</source>
        <translation>Задачи по состояниям</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tasks</source>
        <translation>задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready queue</source>
        <translation>Очередь готовых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ready now</source>
        <translation>готовы сейчас</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>oldest waited</source>
        <translation>дольше всех ждала</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready tasks</source>
        <translation>готовые задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease health</source>
        <translation>Состояние аренд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task active</source>
        <translation>задача: активна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task expired</source>
        <translation>задача: истекла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink active</source>
        <translation>приёмник: активен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink expired</source>
        <translation>приёмник: истёк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sink stale</source>
        <translation>приёмник: устарел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leases</source>
        <translation>аренды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alarm debt by age</source>
        <translation>Неподтверждённые тревоги по возрасту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>under 5 min</source>
        <translation>до 5 мин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min – 1 h</source>
        <translation>5 мин – 1 ч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h – 1 day</source>
        <translation>1 ч – 1 день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 1 day</source>
        <translation>больше 1 дня</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>oldest owed</source>
        <translation>самая старая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owed deliveries</source>
        <translation>доставки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivery outcomes</source>
        <translation>Результаты доставок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>attempts</source>
        <translation>попытки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasks enqueued and dead</source>
        <translation>Задачи: поставлены в очередь и умерли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enqueued</source>
        <translation>поставлены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <translation>мёртвые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery duration per worker</source>
        <translation>Длительность доставки по обработчикам</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Charts from the database refresh every %1 s and when the range changes; sampled charts gain a sample every poll while this view is on screen.</source>
        <translation>Графики из базы данных обновляются каждые %1 с и при смене периода; графики по выборкам получают новую выборку при каждом опросе, пока это представление на экране.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sampled by this console since %1, kept on this machine</source>
        <translation>Выборки этой консоли с %1, хранятся на этом компьютере</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sampled by this console while this view is on screen: none in this range yet</source>
        <translation>Выборки этой консоли, пока представление на экране: в этом периоде их пока нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>terminal states: click the legend</source>
        <translation>конечные состояния: нажмите на легенду</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≈ planner estimates past 10,000</source>
        <translation>≈ оценки планировщика после 10 000</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ready: queued or failed_retry, due now</source>
        <translation>готовые: в очереди или «сбой, повторится», срок наступил</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least %1 (counted up to a cap)</source>
        <translation>не меньше %1 (подсчёт до предела)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sink leases not read: no readable feed table</source>
        <translation>аренды приёмников не прочитаны: нет доступной таблицы потоков</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not read: no readable alarm tables</source>
        <translation>не прочитано: нет доступных таблиц тревог</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>oldest owed for %1</source>
        <translation>самая старая ждёт %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the database: %1 · not read yet</source>
        <translation>Из базы данных: %1 · ещё не прочитано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From the database: %1 · as of %2</source>
        <translation>Из базы данных: %1 · на %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>≈ estimate: 1 row in %1 of ~%2 read</source>
        <translation>≈ оценка: прочитана 1 строка из %1 из ~%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>range found by id (no created_at index)</source>
        <translation>период найден по id (нет индекса по created_at)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>attempts by created_at</source>
        <translation>попытки по created_at</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tasks by created_at</source>
        <translation>задачи по created_at</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dead not counted: over %1 dead tasks to read</source>
        <translation>мёртвые не подсчитаны: больше %1 мёртвых задач для чтения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dead: by updated_at, when they died</source>
        <translation>мёртвые: по updated_at, когда они умерли</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From the database: percentile_cont of duration_ms</source>
        <translation>Из базы данных: percentile_cont по duration_ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not read yet</source>
        <translation>ещё не прочитано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as of %1</source>
        <translation>на %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>busiest %n workers</source>
        <translation>
            <numerusform>%n самый загруженный обработчик</numerusform>
            <numerusform>%n самых загруженных обработчика</numerusform>
            <numerusform>%n самых загруженных обработчиков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>≈ estimate: 1 row in %1 read</source>
        <translation>≈ оценка: прочитана 1 строка из %1</translation>
    </message>
</context>
<context>
    <name>DbText</name>
    <message>
        <location filename="../db/connectionparams.cpp" line="+202"/>
        <source>out of memory while parsing the connection string</source>
        <translation>не хватило памяти при разборе строки подключения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection string is not valid: %1</source>
        <translation>Строка подключения недействительна: %1</translation>
    </message>
    <message>
        <location filename="../db/dbclient.cpp" line="+43"/>
        <location filename="../db/dbworker.cpp" line="+48"/>
        <location line="+230"/>
        <location line="+151"/>
        <source>PoolScope is shutting down</source>
        <translation>PoolScope завершает работу</translation>
    </message>
    <message>
        <location filename="../db/dbworker.cpp" line="-344"/>
        <source>the connection was replaced</source>
        <translation>соединение было заменено</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the server refused the password the command printed (ran: %1): %2</source>
        <translation>сервер не принял пароль, выданный командой (запущено: %1): %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>not connected to the database; nothing was sent</source>
        <translation>нет подключения к базе данных; ничего не отправлено</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the connection is not ready</source>
        <translation>соединение не готово</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>cancelled before it was sent</source>
        <translation>отменено до отправки</translation>
    </message>
    <message>
        <location filename="../core/feedtable.cpp" line="+13"/>
        <source>the feed schema is empty</source>
        <translation>схема потоков пуста</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the feed schema is longer than 63 bytes</source>
        <translation>схема потоков длиннее 63 байт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the feed table prefix is too long (the table name would exceed 63 bytes)</source>
        <translation>префикс таблиц потоков слишком длинный (имя таблицы превысило бы 63 байта)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the feed schema or prefix contains a NUL character</source>
        <translation>схема или префикс потоков содержит символ NUL</translation>
    </message>
    <message>
        <location filename="../db/pgsession.cpp" line="+76"/>
        <source>timed out connecting to the server</source>
        <translation>истекло время подключения к серверу</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>could not start connecting</source>
        <translation>не удалось начать подключение</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>could not connect</source>
        <translation>не удалось подключиться</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>could not enter pipeline mode</source>
        <translation>не удалось включить конвейерный режим</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>could not ask whether the server is a standby</source>
        <translation>не удалось узнать, резервный ли это сервер</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>could not read the session&apos;s limits back</source>
        <translation>не удалось прочитать обратно ограничения сеанса</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>the connection was closed by PoolScope</source>
        <translation>соединение закрыто PoolScope</translation>
    </message>
    <message>
        <location filename="../db/pgsessionpipeline.cpp" line="+113"/>
        <location line="+122"/>
        <location line="+31"/>
        <source>the connection was lost</source>
        <translation>соединение потеряно</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>the server closed the connection</source>
        <translation>сервер закрыл соединение</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>could not send the statements</source>
        <translation>не удалось отправить операторы</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>could not send to the server</source>
        <translation>не удалось отправить данные на сервер</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the transaction did not commit</source>
        <translation>транзакция не зафиксирована</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not run: an earlier statement of its transaction failed</source>
        <translation>не выполнено: более ранний оператор этой транзакции завершился ошибкой</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>the server stopped answering (no reply within %1 ms)</source>
        <translation>сервер перестал отвечать (нет ответа за %1 мс)</translation>
    </message>
    <message>
        <location filename="../db/queries/detailquery.cpp" line="+132"/>
        <source>task_replays cannot be read</source>
        <translation>task_replays недоступна для чтения</translation>
    </message>
    <message>
        <location filename="../core/schemainfo.cpp" line="+13"/>
        <source>the profile %1 is read-only: every transaction PoolScope opens is READ ONLY, and the server refuses a write</source>
        <translation>профиль %1 только для чтения: каждая транзакция PoolScope открывается как READ ONLY, и сервер отказывает в записи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the server is a read-only standby (in recovery)</source>
        <translation>сервер — резервный, только для чтения (в режиме восстановления)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the session is read-only (default_transaction_read_only is on)</source>
        <translation>сеанс только для чтения (включён default_transaction_read_only)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this database audits operator actions in poolscope_audit, and the role %1 may not INSERT into it; PoolScope does not act without the record</source>
        <translation>эта база данных ведёт аудит действий операторов в poolscope_audit, а роли %1 нельзя делать в неё INSERT; без записи аудита PoolScope не действует</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the table %1 does not exist</source>
        <translation>таблица %1 не существует</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no column %2</source>
        <translation>в %1 нет столбца %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role %1 may not read %2 (no SELECT privilege)</source>
        <translation>роли %1 нельзя читать %2 (нет права SELECT)</translation>
    </message>
    <message>
        <location filename="../core/dberror.cpp" line="+63"/>
        <source>no connection to the server</source>
        <translation>нет соединения с сервером</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the connection to the server was lost</source>
        <translation>соединение с сервером потеряно</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>a table it reads is locked by another session (a migration, VACUUM FULL or a long transaction), and it stopped waiting; nothing changed. Try again in a moment</source>
        <translation>читаемая таблица заблокирована другим сеансом (миграция, VACUUM FULL или долгая транзакция), и ожидание прекращено; ничего не изменено. Попробуйте ещё раз чуть позже</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it was stopped on the server: it ran past the console&apos;s time limit, or was cancelled</source>
        <translation>остановлено на сервере: превышен лимит времени консоли или отменено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the database role the console uses may not read it</source>
        <translation>роли базы данных, под которой работает консоль, это читать нельзя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a table, column or schema it reads is missing from this database (an older or different schema)</source>
        <translation>читаемой таблицы, столбца или схемы нет в этой базе данных (старая или другая схема)</translation>
    </message>
    <message>
        <location filename="../db/connectpreparer.cpp" line="+76"/>
        <source>an SSH tunnel reaches one server: the connection string names several hosts (%1)</source>
        <translation>SSH-туннель ведёт к одному серверу, а в строке подключения указано несколько хостов (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the port &quot;%1&quot; is not a port number</source>
        <translation>«%1» — не номер порта</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>TLS settings (sslmode=require or verify-*, a client certificate) cannot hold through an SSH tunnel: libpq does not use TLS over the tunnel&apos;s local socket; the SSH connection is what encrypts</source>
        <translation>настройки TLS (sslmode=require или verify-*, клиентский сертификат) не действуют через SSH-туннель: libpq не использует TLS на локальном сокете туннеля; шифрует само SSH-соединение</translation>
    </message>
    <message>
        <location filename="../db/connectvia.cpp" line="+24"/>
        <source>The SSH destination &quot;%1&quot; starts with &quot;-&quot;; a destination is a host name, user@host or ssh://user@host:port.</source>
        <translation>Адрес SSH «%1» начинается с «-»; адрес — это имя хоста, user@host или ssh://user@host:port.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The SSH destination cannot hold spaces or control characters.</source>
        <translation>В адресе SSH не может быть пробелов и управляющих символов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command is one line, without control characters.</source>
        <translation>Команда пароля — одна строка без управляющих символов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password command is only spaces.</source>
        <translation>Команда пароля состоит из одних пробелов.</translation>
    </message>
    <message numerus="yes">
        <location filename="../db/passwordcommand.cpp" line="+37"/>
        <source>the password command did not finish within %n s (ran: %1)</source>
        <translation>
            <numerusform>команда пароля не завершилась за %n с (запущено: %1)</numerusform>
            <numerusform>команда пароля не завершилась за %n с (запущено: %1)</numerusform>
            <numerusform>команда пароля не завершилась за %n с (запущено: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the password command could not be started: %1 (ran: %2)</source>
        <translation>не удалось запустить команду пароля: %1 (запущено: %2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the password command was killed</source>
        <translation>команда пароля была убита</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the password command failed with exit status %1</source>
        <translation>команда пароля завершилась с кодом %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (ran: %2)</source>
        <translation>%1 (запущено: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (ran: %3)</source>
        <translation>%1: %2 (запущено: %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the password command printed no password (ran: %1)</source>
        <translation>команда пароля не вывела пароль (запущено: %1)</translation>
    </message>
    <message>
        <location filename="../db/sshfailure.cpp" line="+103"/>
        <source>the SSH host key of %1 has changed: this may be an attack or a reinstalled server; once its administrator has confirmed the new key, fix known_hosts by hand (PoolScope never bypasses a changed key)</source>
        <translation>SSH-ключ хоста %1 изменился: это может быть атака или переустановленный сервер; когда администратор подтвердит новый ключ, исправьте known_hosts вручную (PoolScope никогда не обходит изменённый ключ)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the SSH host key of %1 is not in known_hosts or was not accepted: connect once with ssh in a terminal, check its fingerprint and accept it</source>
        <translation>SSH-ключа хоста %1 нет в known_hosts, или он не был принят: подключитесь один раз через ssh в терминале, проверьте отпечаток ключа и примите его</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 refused the SSH login: is the key loaded into the agent, or named in ~/.ssh/config?</source>
        <translation>%1 отклонил вход по SSH: загружен ли ключ в агент или указан ли он в ~/.ssh/config?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the SSH server cannot be reached (through %1): %2</source>
        <translation>SSH-сервер недоступен (через %1): %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ssh could not set up the tunnel&apos;s forward through %1: %2</source>
        <translation>ssh не смог настроить перенаправление туннеля через %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ssh to %1 exited with status %2 before the tunnel was up</source>
        <translation>ssh к %1 завершился с кодом %2, прежде чем туннель заработал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ssh to %1 was killed before the tunnel was up</source>
        <translation>ssh к %1 был принудительно завершён, прежде чем туннель заработал</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the SSH tunnel through %1 ended: ssh exited with status %2</source>
        <translation>SSH-туннель через %1 закрылся: ssh завершился с кодом %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SSH tunnel through %1 ended: ssh was killed</source>
        <translation>SSH-туннель через %1 закрылся: ssh был принудительно завершён</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>ssh did not set up the tunnel through %1 within %n s</source>
        <translation>
            <numerusform>ssh не поднял туннель через %1 за %n с</numerusform>
            <numerusform>ssh не поднял туннель через %1 за %n с</numerusform>
            <numerusform>ssh не поднял туннель через %1 за %n с</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the SSH client (%1) could not be started: %2; is OpenSSH&apos;s client installed?</source>
        <translation>не удалось запустить SSH-клиент (%1): %2; установлен ли клиент OpenSSH?</translation>
    </message>
    <message>
        <location filename="../db/sshtunnel.cpp" line="+77"/>
        <source>%1: the path would be too long for a socket</source>
        <translation>%1: путь оказался бы слишком длинным для сокета</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no private directory could be made for the SSH tunnel&apos;s socket (%1)</source>
        <translation>не удалось создать закрытый каталог для сокета SSH-туннеля (%1)</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>the SSH tunnel was stopped</source>
        <translation>SSH-туннель остановлен</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not an SSH destination</source>
        <translation>«%1» не является адресом SSH</translation>
    </message>
</context>
<context>
    <name>DeliveriesController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-16"/>
        <source>The deliveries</source>
        <translation>Доставки</translation>
    </message>
</context>
<context>
    <name>DeliveriesView</name>
    <message>
        <location filename="../views/deliveriesview.cpp" line="+49"/>
        <source>Status:</source>
        <translation>Статус:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 deliveries</source>
        <translation>Показать доставки со статусом %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Worker</source>
        <translation>Обработчик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message id</source>
        <translation>Id сообщения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task id</source>
        <translation>Id задачи</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Deliveries</source>
        <translation>Доставки</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>No worker id is longer than %1 characters; this filter has %2, so it matches nothing.</source>
        <translation>Id обработчика не бывает длиннее %1 символов; в этом фильтре %2, поэтому он ничего не найдёт.</translation>
    </message>
</context>
<context>
    <name>DeliveryTableModel</name>
    <message>
        <location filename="../models/deliverytablemodel.cpp" line="+85"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker</source>
        <translation>Обработчик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider response</source>
        <translation>Ответ провайдера</translation>
    </message>
</context>
<context>
    <name>DesktopNotifier</name>
    <message>
        <location filename="../desktop/desktopnotifier.cpp" line="+45"/>
        <source>Watches finished: %1</source>
        <translation>Завершено наблюдений: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This build has no desktop notification service.</source>
        <translation>В этой сборке нет службы уведомлений рабочего стола.</translation>
    </message>
    <message>
        <location filename="../desktop/dbusnotifications.cpp" line="+63"/>
        <source>No D-Bus session bus (%1).</source>
        <translation>Нет сеансовой шины D-Bus (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No desktop notification service (%1).</source>
        <translation>Нет службы уведомлений рабочего стола (%1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show watches</source>
        <translation>Показать наблюдения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The desktop notification service failed (%1).</source>
        <translation>Ошибка службы уведомлений рабочего стола (%1).</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <location filename="../views/detailpane.cpp" line="+28"/>
        <source>Payload</source>
        <translation>Данные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Последняя ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider response</source>
        <translation>Ответ провайдера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event frame</source>
        <translation>Кадр события</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Detail title</source>
        <translation>Заголовок подробностей</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select a row to see everything about it.</source>
        <translation>Выберите строку, чтобы увидеть всё о ней.</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%n rows selected: the details show one row at a time</source>
        <translation>
            <numerusform>Выбрана %n строка: подробности показываются по одной строке</numerusform>
            <numerusform>Выбрано %n строки: подробности показываются по одной строке</numerusform>
            <numerusform>Выбрано %n строк: подробности показываются по одной строке</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This device has no row in the ledger for the alert&apos;s latest trigger.</source>
        <translation>У этого устройства нет строки в реестре для последнего срабатывания оповещения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no row in the ledger for the alert&apos;s latest trigger.</source>
        <translation>У устройства %1 нет строки в реестре для последнего срабатывания оповещения.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing selected</source>
        <translation>Ничего не выбрано</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading…</source>
        <translation>Чтение…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The details could not be read</source>
        <translation>Не удалось прочитать подробности</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>This value could not be read: %1</source>
        <translation>Это значение не удалось прочитать: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Task %1 no longer exists.</source>
        <translation>Задачи %1 больше нет.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Task %1 — %2</source>
        <translation>Задача %1 — %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delivery %1 no longer exists.</source>
        <translation>Попытки доставки %1 больше нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delivery %1 — %2</source>
        <translation>Доставка %1 — %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This alert no longer exists (deleting it cascaded its debt away).</source>
        <translation>Этого оповещения больше нет (его удаление каскадно удалило и его долг).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;%2&quot; acked for %1</source>
        <translation>«%2» подтверждено для %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owes &quot;%2&quot;</source>
        <translation>%1 не подтвердило «%2»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sink %1 / %2</source>
        <translation>Приёмник %1 / %2</translation>
    </message>
</context>
<context>
    <name>DetailsController</name>
    <message>
        <location filename="../app/detailscontroller.cpp" line="+23"/>
        <source>The details</source>
        <translation>Подробности</translation>
    </message>
</context>
<context>
    <name>DurationChart</name>
    <message>
        <location filename="../views/chartdurations.cpp" line="+23"/>
        <source>delivery duration (ms)</source>
        <translation>длительность доставки (мс)</translation>
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
        <translation>(без обработчика)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1
p50 %2 ms, p95 %3 ms</source>
        <translation>%1
p50 %2 мс, p95 %3 мс</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>over ≈%Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>попыток с длительностью: ≈%Ln</numerusform>
            <numerusform>попыток с длительностью: ≈%Ln</numerusform>
            <numerusform>попыток с длительностью: ≈%Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>over %Ln attempt(s) with a duration</source>
        <translation>
            <numerusform>попыток с длительностью: %Ln</numerusform>
            <numerusform>попыток с длительностью: %Ln</numerusform>
            <numerusform>попыток с длительностью: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>estimated from a sample: 1 row in %1 read</source>
        <translation>оценка по выборке: прочитана 1 строка из %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+2"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Worker</source>
        <translation>Обработчик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
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
        <translation>Причина %1: %2
Например: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Attempts are not replayed: their tasks are, from the task groups.</source>
        <translation>Попытки не перезапускаются — перезапускаются их задачи, из групп задач.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replays could not be read: every dead task is counted.</source>
        <translation>Перезапуски прочитать не удалось: учтена каждая мёртвая задача.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tasks</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../views/failuresview.cpp" line="+75"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Of</source>
        <translation>Что</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cause</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channels</source>
        <translation>Каналы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>Сбоев</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead, not replayed</source>
        <translation>Мёртвых, не перезапущено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accounts</source>
        <translation>Аккаунтов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>Первый</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>Последний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over the window</source>
        <translation>За период</translation>
    </message>
</context>
<context>
    <name>FailureText</name>
    <message>
        <location filename="../core/failuretext.cpp" line="+19"/>
        <source>the last hour</source>
        <translation>последний час</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the last %Ln day(s)</source>
        <translation>
            <numerusform>последний %Ln день</numerusform>
            <numerusform>последние %Ln дня</numerusform>
            <numerusform>последние %Ln дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the last %Ln hour(s)</source>
        <translation>
            <numerusform>последний %Ln час</numerusform>
            <numerusform>последние %Ln часа</numerusform>
            <numerusform>последние %Ln часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the last %Ln minute(s)</source>
        <translation>
            <numerusform>последнюю %Ln минуту</numerusform>
            <numerusform>последние %Ln минуты</numerusform>
            <numerusform>последние %Ln минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Grouped the first %1 failed tasks found in %2, in %Ln cause(s): more failed than that, so these counts are a part. Pick a shorter window to see all.</source>
        <translation>
            <numerusform>Сгруппированы первые найденные сбойные задачи (%1) за %2, причин: %Ln. Сбоев больше, эти числа — лишь часть. Выберите период короче, чтобы увидеть все.</numerusform>
            <numerusform>Сгруппированы первые найденные сбойные задачи (%1) за %2, причин: %Ln. Сбоев больше, эти числа — лишь часть. Выберите период короче, чтобы увидеть все.</numerusform>
            <numerusform>Сгруппированы первые найденные сбойные задачи (%1) за %2, причин: %Ln. Сбоев больше, эти числа — лишь часть. Выберите период короче, чтобы увидеть все.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No task failed in %1 (dead, failed for good or retrying, by when it last changed).</source>
        <translation>Ни одна задача не завершилась сбоем за %1 (мёртвые, окончательно сбойные или повторяемые, по времени последнего изменения).</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 failed tasks in %2, in %Ln cause(s).</source>
        <translation>
            <numerusform>Сбойных задач за %2: %1, причин: %Ln.</numerusform>
            <numerusform>Сбойных задач за %2: %1, причин: %Ln.</numerusform>
            <numerusform>Сбойных задач за %2: %1, причин: %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delivery attempts were not read: %1.</source>
        <translation>Попытки доставки не прочитаны: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 failed delivery attempts of those tasks.</source>
        <translation>Сбойных попыток доставки этих задач: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The replays could not be read: &quot;dead, not replayed&quot; counts every dead task.</source>
        <translation>Перезапуски прочитать не удалось: «мёртвых, не перезапущено» учитывает каждую мёртвую задачу.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cause %1 (%2), kind %3</source>
        <translation>причина %1 (%2), вид %3</translation>
    </message>
    <message>
        <location filename="../db/queries/failurequery.cpp" line="+167"/>
        <source>this database has no table notification_deliveries</source>
        <translation>в этой базе нет таблицы notification_deliveries</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the role %1 may not read notification_deliveries</source>
        <translation>роль %1 не может читать notification_deliveries</translation>
    </message>
</context>
<context>
    <name>FailuresController</name>
    <message>
        <location filename="../app/failurescontroller.cpp" line="+27"/>
        <location line="+20"/>
        <source>The failure groups</source>
        <translation>Группы сбоев</translation>
    </message>
</context>
<context>
    <name>FailuresView</name>
    <message>
        <location filename="../core/operatoraction.h" line="-60"/>
        <source>&amp;Replay the group&apos;s dead tasks…</source>
        <translation>&amp;Перезапустить мёртвые задачи группы…</translation>
    </message>
    <message>
        <location filename="../views/failuresview.cpp" line="-50"/>
        <source>Re&amp;fresh</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Show members</source>
        <translation>Показать &amp;состав</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Failed in:</source>
        <translation>Сбои за:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failure window</source>
        <translation>Период сбоев</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the groups again now (they are read once a minute)</source>
        <translation>Перечитать группы сейчас (они читаются раз в минуту)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected group&apos;s failed tasks in the tasks view (Enter, or a double click); an attempt group shows the tasks of its attempts</source>
        <translation>Сбойные задачи выбранной группы в представлении задач (Enter или двойной щелчок); группа попыток показывает задачи своих попыток</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What the failure groups cover</source>
        <translation>Что охватывают группы сбоев</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay every dead task of the selected group not replayed yet, after a preview; followed as one watch</source>
        <translation>Перезапустить каждую ещё не перезапущенную мёртвую задачу выбранной группы после предпросмотра; отслеживается как одно наблюдение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failure groups</source>
        <translation>Группы сбоев</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Reading the failures of %1…</source>
        <translation>Чтение сбоев за %1…</translation>
    </message>
</context>
<context>
    <name>JsonView</name>
    <message>
        <location filename="../views/jsonview.cpp" line="+56"/>
        <source>Wrap</source>
        <translation>Перенос</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all</source>
        <translation>Показать всё</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Value name</source>
        <translation>Имя значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value size</source>
        <translation>Размер значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last action</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrap long lines</source>
        <translation>Переносить длинные строки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load and show the whole value</source>
        <translation>Загрузить и показать значение целиком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole value to the clipboard</source>
        <translation>Скопировать значение целиком в буфер обмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole value to a file</source>
        <translation>Сохранить значение целиком в файл</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Value text</source>
        <translation>Текст значения</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Could not load the whole value: %1</source>
        <translation>Не удалось загрузить значение целиком: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Copied %1 to the clipboard</source>
        <translation>%1 скопировано в буфер обмена</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save value</source>
        <translation>Сохранить значение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The value changed while the file was being chosen; nothing was saved.</source>
        <translation>Значение изменилось, пока выбирался файл; ничего не сохранено.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save to %1: %2</source>
        <translation>Не удалось сохранить в %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>1 byte</source>
        <translation>1 байт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SQL NULL</source>
        <translation>SQL NULL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing all %1</source>
        <translation>Показано всё: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Showing the first %1 of %2</source>
        <translation>Показаны первые %1 из %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Showing the first %1</source>
        <translation>Показаны первые %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty value</source>
        <translation>Пустое значение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole value, %1</source>
        <translation>Значение целиком, %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · no highlighting at this size</source>
        <translation> · без подсветки при таком размере</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loading the whole value (%1)…</source>
        <translation>Загрузка значения целиком (%1)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading the whole value…</source>
        <translation>Загрузка значения целиком…</translation>
    </message>
</context>
<context>
    <name>Keyring</name>
    <message>
        <location filename="../local/keyring.cpp" line="+34"/>
        <source>the keyring did not answer</source>
        <translation>хранилище паролей не ответило</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no keyring support in this build</source>
        <translation>эта сборка не поддерживает хранилище паролей</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../views/uilanguage.cpp" line="+95"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PoolScope will use the new language when it starts next.</source>
        <translation>PoolScope переключится на новый язык при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>LeasesController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-31"/>
        <source>The task leases</source>
        <translation>Аренды задач</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The feed sink leases</source>
        <translation>Аренды приёмников потоков</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connected through a proxy or pooler (port %1; the server listens on %2). The sessions listed are the server&apos;s own: a worker that itself connects through a pooler shows as the pooler&apos;s server connection, whose address and application name may be another client&apos;s.</source>
        <translation>Подключение идёт через прокси или пул соединений (порт %1; сервер слушает порт %2). Показаны собственные сеансы сервера: обработчик, который сам подключается через пул, выглядит как серверное соединение пула, и его адрес и имя приложения могут принадлежать другому клиенту.</translation>
    </message>
</context>
<context>
    <name>LeasesView</name>
    <message>
        <location filename="../views/leasesview.cpp" line="+64"/>
        <source>Task leases</source>
        <translation>Аренды задач</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Feed sink leases</source>
        <translation>Аренды приёмников потоков</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Re&amp;lease lease…</source>
        <translation>&amp;Снять аренду…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the task to the queue; its worker&apos;s late result is fenced by the token</source>
        <translation>Вернуть задачу в очередь; запоздалый результат её обработчика будет отсечён токеном</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+20"/>
        <source>&amp;Clear holder…</source>
        <translation>&amp;Очистить владельца…</translation>
    </message>
    <message>
        <location filename="../views/leasesview.cpp" line="+3"/>
        <source>Clear the sink&apos;s lease holder (compare-and-set on the holder you see)</source>
        <translation>Очистить владельца аренды приёмника (сравнение с тем владельцем, которого вы видите)</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="+10"/>
        <source>&amp;Terminate session…</source>
        <translation>&amp;Завершить сеанс…</translation>
    </message>
    <message>
        <location filename="../views/leasesview.cpp" line="-36"/>
        <source>Only stuck</source>
        <translation>Только зависшие</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>End the database session that holds the sink&apos;s advisory lock</source>
        <translation>Завершить сеанс базы данных, удерживающий advisory-блокировку приёмника</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only leases past their expiry, or without one: stuck until reaped or released</source>
        <translation>Только аренды с истёкшим сроком или без срока: они зависли, пока их не заберут или не освободят</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only stuck task leases</source>
        <translation>Только зависшие аренды задач</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What the sessions list cannot show</source>
        <translation>Чего не может показать список сеансов</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>Task leases: %n stuck</source>
        <translation>
            <numerusform>Аренды задач: %n зависшая</numerusform>
            <numerusform>Аренды задач: %n зависшие</numerusform>
            <numerusform>Аренды задач: %n зависших</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Task leases: %n leased</source>
        <translation>
            <numerusform>Аренды задач: %n в аренде</numerusform>
            <numerusform>Аренды задач: %n в аренде</numerusform>
            <numerusform>Аренды задач: %n в аренде</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (showing the first %1)</source>
        <translation> (показаны первые %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> — %n expired, stuck until reaped or released</source>
        <translation>
            <numerusform> — %n истекла, зависла до сборки или снятия</numerusform>
            <numerusform> — %n истекли, зависли до сборки или снятия</numerusform>
            <numerusform> — %n истекли, зависли до сборки или снятия</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Feed sink leases: %n held</source>
        <translation>
            <numerusform>Аренды приёмников потоков: %n занят</numerusform>
            <numerusform>Аренды приёмников потоков: %n занято</numerusform>
            <numerusform>Аренды приёмников потоков: %n занято</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> — %n expired or stale</source>
        <translation>
            <numerusform> — %n истекла или устарела</numerusform>
            <numerusform> — %n истекли или устарели</numerusform>
            <numerusform> — %n истекли или устарели</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LookupController</name>
    <message>
        <location filename="../app/lookupcontroller.cpp" line="+50"/>
        <source>task %1 · %2 · %3</source>
        <translation>задача %1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>everything %1 owes for &quot;%2&quot;</source>
        <translation>всё, что %1 не подтвердило по «%2»</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>The lookup could not run: %1</source>
        <translation>Не удалось выполнить поиск: %1</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>select a dead task in the trails</source>
        <translation>выберите мёртвую задачу в цепочках</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task %1 was already replayed as task %2</source>
        <translation>задача %1 уже перезапущена как задача %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 was already replayed</source>
        <translation>задача %1 уже перезапущена</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>select a task whose lease has expired (a live lease is released from the leases view)</source>
        <translation>выберите задачу с истёкшей арендой (действующая аренда снимается в представлении аренд)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>select a device that owes deliveries</source>
        <translation>выберите устройство с неподтверждёнными доставками</translation>
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
        <translation>Экспорт результата поиска</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>LookupText</name>
    <message>
        <location filename="../core/lookup/lookupparse.cpp" line="+133"/>
        <source>a %1 id is a whole number, not %2</source>
        <translation>%1: id — целое число, а не %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large for a %2 id</source>
        <translation>%1 слишком велико для id (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an empty %1 matches nothing</source>
        <translation>пустое значение (%1) ничего не найдёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 has no control characters</source>
        <translation>%1: управляющие символы недопустимы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 has at most %2 characters; this one has %3</source>
        <translation>%1: не больше %2 символов, а здесь %3</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+38"/>
        <source>the input has %1 characters; no identifier is longer than %2</source>
        <translation>во вводе %1 символов; ни один идентификатор не длиннее %2</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>text to search for has at least %1 characters</source>
        <translation>текст для поиска — не меньше %1 символов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an %1 id is a UUID (8-4-4-4-12 hex digits), not %2</source>
        <translation>%1: id — это UUID (8-4-4-4-12 шестнадцатеричных цифр), а не %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown kind</source>
        <translation>неизвестный вид</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>enter a message, task, account, monitor or contact id, a job id or idempotency key, or an alert or subscription UUID</source>
        <translation>введите id сообщения, задачи, аккаунта, монитора или контакта, id задания или ключ идемпотентности, либо UUID оповещения или подписки</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is too large for an id</source>
        <translation>%1 слишком велико для id</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 is not a duration (like 30m, 24h, 7d, 2w)</source>
        <translation>%1 — не длительность (например, 30m, 24h, 7d, 2w)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a duration is positive (like 30m, 24h, 7d, 2w)</source>
        <translation>длительность должна быть положительной (например, 30m, 24h, 7d, 2w)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a duration is at most ten years</source>
        <translation>длительность — не больше десяти лет</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>message</source>
        <comment>lookup kind</comment>
        <translation>сообщение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task</source>
        <comment>lookup kind</comment>
        <translation>задача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job id</source>
        <comment>lookup kind</comment>
        <translation>id задания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>idempotency key</source>
        <comment>lookup kind</comment>
        <translation>ключ идемпотентности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job id or key</source>
        <comment>lookup kind</comment>
        <translation>id задания или ключ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>account</source>
        <comment>lookup kind</comment>
        <translation>аккаунт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monitor</source>
        <comment>lookup kind</comment>
        <translation>монитор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contact</source>
        <comment>lookup kind</comment>
        <translation>контакт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alert</source>
        <comment>lookup kind</comment>
        <translation>оповещение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>subscription</source>
        <comment>lookup kind</comment>
        <translation>подписка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alert or subscription</source>
        <comment>lookup kind</comment>
        <translation>оповещение или подписка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <comment>lookup kind</comment>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../db/lookup/lookupquery.cpp" line="+141"/>
        <source>Without the console index poolscope_tasks_message_id_idx the message&apos;s tasks are found through their attempts and replays: a task that has made no attempt yet does not show.</source>
        <translation>Без индекса консоли poolscope_tasks_message_id_idx задачи сообщения находятся через их попытки и перезапуски: задача, которая ещё не делала попыток, не видна.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tasks has no index on contact_id (%2): this search scans tasks and is cut off after %1 s.</source>
        <translation>У tasks нет индекса по contact_id (%2): этот поиск сканирует tasks и прерывается через %1 с.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Account-wide searches find messages through their tasks: attempts whose task row was purged are not found this way (search by message id).</source>
        <translation>Поиск по аккаунту находит сообщения через их задачи: попытки, чья строка задачи удалена, так не находятся (ищите по id сообщения).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>task_replays cannot be read: replays are not shown.</source>
        <translation>task_replays недоступна для чтения: перезапуски не показаны.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alarm tables cannot be read: no alarm section.</source>
        <translation>Таблицы тревог недоступны для чтения: раздела тревог нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No alarm section: finding the contact&apos;s account would scan tasks.</source>
        <translation>Раздела тревог нет: поиск аккаунта контакта потребовал бы сканировать tasks.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> This index makes it instant; it takes about %1 MB and %2 s to build per million tasks, and one more index entry for every task written: %3</source>
        <translation> С этим индексом поиск будет мгновенным; он занимает около %1 МБ и строится около %2 с на миллион задач, а каждая записанная задача добавляет в него ещё одну запись: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>tasks has no index on message_id, so the message&apos;s tasks were searched newest first.</source>
        <translation>У tasks нет индекса по message_id, поэтому задачи сообщения искались от новых к старым.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tasks has no index on contact_id, so the contact&apos;s tasks were searched newest first.</source>
        <translation>У tasks нет индекса по contact_id, поэтому задачи контакта искались от новых к старым.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Text is found by reading the tasks&apos; payloads and last errors and their attempts&apos; errors and provider responses, newest first: no index serves it. Attempts whose task row was purged are not searched.</source>
        <translation>Текст ищется чтением данных и последних ошибок задач, а также ошибок и ответов провайдера в их попытках, от новых к старым: никакой индекс здесь не помогает. Попытки, чья строка задачи удалена, не просматриваются.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The search of tasks stopped early: %1</source>
        <translation>Поиск задач остановился раньше времени: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the alarm tables cannot be read</source>
        <translation>таблицы тревог недоступны для чтения</translation>
    </message>
    <message>
        <location filename="../core/lookup/summary.cpp" line="+39"/>
        <source> after a replay by operator %1</source>
        <translation> после перезапуска оператором %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> after a replay</source>
        <translation> после перезапуска</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location filename="../core/lookup/verdict.cpp" line="+143"/>
        <source> after %n attempts</source>
        <translation>
            <numerusform> после %n попытки</numerusform>
            <numerusform> после %n попыток</numerusform>
            <numerusform> после %n попыток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the %1 %2 alarm</source>
        <translation>тревога %2 в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 alarm</source>
        <translation>тревога %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 did not ack %2: %3</source>
        <translation>%1 не подтвердило: %2 (%3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 acked %2 at %3</source>
        <translation>%1 подтвердило: %2, в %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/lookup/timeline.cpp" line="+29"/>
        <source>%1 acked %2</source>
        <translation>%1 подтвердило: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is disabled for the %2 alarm</source>
        <translation>%1 отключено для тревоги %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was not subscribed when %2 triggered</source>
        <translation>%1 не было подписано, когда сработала %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 never triggered</source>
        <translation>%1: %2 ни разу не срабатывала</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 was %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n more device(s) cleared by an operator</source>
        <translation>
            <numerusform>ещё %n устройство: снято оператором</numerusform>
            <numerusform>ещё %n устройства: снято оператором</numerusform>
            <numerusform>ещё %n устройств: снято оператором</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source> (never seen)</source>
        <translation> (ни разу не было в сети)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (offline for %1)</source>
        <translation> (не в сети %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 still owes %2%3</source>
        <translation>%1 не подтвердило: %2%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every enabled device acked %1</source>
        <translation>Все включённые устройства подтвердили: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every enabled device acked %1</source>
        <translation>все включённые устройства подтвердили: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is acked for every enabled device (the ledger does not say whether by the devices or an operator)</source>
        <translation>%1 подтверждена для всех включённых устройств (реестр не указывает, устройствами или оператором)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: no trigger recorded</source>
        <translation>%1: срабатываний не записано</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more device(s) owe</source>
        <translation>
            <numerusform>ещё %n устройство не подтвердило</numerusform>
            <numerusform>ещё %n устройства не подтвердили</numerusform>
            <numerusform>ещё %n устройств не подтвердили</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>delivered</source>
        <comment>verdict count</comment>
        <translation>доставлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partially delivered</source>
        <comment>verdict count</comment>
        <translation>доставлено частично</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in progress</source>
        <comment>verdict count</comment>
        <translation>в процессе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <comment>verdict count</comment>
        <translation>с ошибкой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <comment>verdict count</comment>
        <translation>неизвестно</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n%1 messages</source>
        <translation>
            <numerusform>%n%1 сообщение</numerusform>
            <numerusform>%n%1 сообщения</numerusform>
            <numerusform>%n%1 сообщений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+9"/>
        <source>%n%1 tasks without a message id</source>
        <translation>
            <numerusform>%n%1 задача без id сообщения</numerusform>
            <numerusform>%n%1 задачи без id сообщения</numerusform>
            <numerusform>%n%1 задач без id сообщения</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>1 message</source>
        <translation>1 сообщение</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n messages</source>
        <translation>
            <numerusform>%n сообщение</numerusform>
            <numerusform>%n сообщения</numerusform>
            <numerusform>%n сообщений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 task without a message id</source>
        <translation>1 задача без id сообщения</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the %1 newest tasks</source>
        <translation>%1 самых новых задач</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (since %2)</source>
        <translation>%1 (с %2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a message id</source>
        <translation>id сообщения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a task id</source>
        <translation>id задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an account id</source>
        <translation>id аккаунта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a monitor id</source>
        <translation>id монитора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a contact id</source>
        <translation>id контакта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a job id or key</source>
        <translation>id задания или ключ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 is not %2 but %3</source>
        <translation>%1 — не %2, а %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; whether %1 is another kind of id could not be checked</source>
        <translation>; проверить, не является ли %1 идентификатором другого вида, не удалось</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the search was cancelled</source>
        <translation>поиск отменён</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the search was cut off</source>
        <translation>поиск прерван</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>older tasks not searched</source>
        <translation>более старые задачи не просмотрены</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 not found among %2; %3</source>
        <translation>%1: не найдено среди %2; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; %1 is %2</source>
        <translation>; %1 — это %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The lookup failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; searched only %1</source>
        <translation>; просмотрены только %1</translation>
    </message>
    <message numerus="yes">
        <location line="-169"/>
        <source> (%n stuck)</source>
        <translation>
            <numerusform> (зависших: %n)</numerusform>
            <numerusform> (зависших: %n)</numerusform>
            <numerusform> (зависших: %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+147"/>
        <source>No messages for %1</source>
        <translation>Нет сообщений для %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>Nothing found for %1</source>
        <translation>Ничего не найдено для %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> in the last %1</source>
        <translation> за последние %1</translation>
    </message>
    <message>
        <location filename="../core/lookup/timeline.cpp" line="+3"/>
        <source>operator %1 acked %2 for %3 via PoolScope</source>
        <translation>оператор %1 подтвердил за %3 через PoolScope: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an operator acked %1 for %2 via PoolScope</source>
        <translation>оператор подтвердил за %2 через PoolScope: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 acked for %2 (by the device or an operator)</source>
        <translation>%1: подтверждено за %2 (устройством или оператором)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>task %1 enqueued</source>
        <translation>задача %1 поставлена в очередь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 enqueued (job %2)</source>
        <translation>задача %1 поставлена в очередь (job %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>task %1 lease expired</source>
        <translation>аренда задачи %1 истекла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 lease expires</source>
        <translation>аренда задачи %1 истекает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task %1 lease by %2 expired</source>
        <translation>аренда задачи %1 у %2 истекла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 lease by %2 expires</source>
        <translation>аренда задачи %1 у %2 истекает</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>task %1 succeeded</source>
        <translation>задача %1 выполнена</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>task %1 dead</source>
        <translation>задача %1 мертва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 failed permanently</source>
        <translation>задача %1 окончательно не выполнена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · attempts %1/%2</source>
        <translation> · попытки %1/%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · attempts %1</source>
        <translation> · попытки %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>attempt of task %1</source>
        <translation>попытка задачи %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attempt</source>
        <translation>попытка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 by %2</source>
        <comment>an attempt by a worker</comment>
        <translation>%1, обработчик %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no status</source>
        <translation>без статуса</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%1 ms)</source>
        <translation> (%1 мс)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>task %1 replayed as task %2</source>
        <translation>задача %1 перезапущена как задача %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> by operator %1</source>
        <translation> оператором %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 triggered</source>
        <translation>%1 сработала</translation>
    </message>
    <message>
        <location filename="../core/lookup/summary.cpp" line="-136"/>
        <location line="+75"/>
        <location filename="../core/lookup/verdict.cpp" line="-113"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../core/lookup/verdict.cpp" line="+160"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>device %1</source>
        <translation>устройство %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>delivered at %1</source>
        <translation>доставлено в %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>delivered</source>
        <translation>доставлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delivered by %1 at %2</source>
        <translation>доставлено через %1 в %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered by %1</source>
        <translation>доставлено через %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>partially delivered at %1</source>
        <translation>доставлено частично в %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partially delivered</source>
        <translation>доставлено частично</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>partially delivered by %1 at %2</source>
        <translation>доставлено частично через %1 в %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partially delivered by %1</source>
        <translation>доставлено частично через %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2 failed</source>
        <translation>%1; не удалось: %2</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>task %1</source>
        <translation>задача %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, worker %1</source>
        <translation>, обработчик %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>in progress: %1 leased%2</source>
        <translation>в процессе: %1 в аренде%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> until %1</source>
        <translation> до %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, next try at %1</source>
        <translation>, следующая попытка в %1</translation>
    </message>
    <message numerus="yes">
        <location line="-31"/>
        <source>, %1 of %n attempts so far</source>
        <translation>
            <numerusform>, попыток пока: %1 из %n</numerusform>
            <numerusform>, попыток пока: %1 из %n</numerusform>
            <numerusform>, попыток пока: %1 из %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, 1 attempt so far</source>
        <translation>, попыток пока: 1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n attempts so far</source>
        <translation>
            <numerusform>, попыток пока: %n</numerusform>
            <numerusform>, попыток пока: %n</numerusform>
            <numerusform>, попыток пока: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>in progress: %1 queued</source>
        <translation>в процессе: %1 в очереди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 will retry</source>
        <translation>в процессе: %1 будет повторена</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>failed: task %1 is %2</source>
        <translation>ошибка: задача %1 в состоянии %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source> after 1 attempt</source>
        <translation> после 1 попытки</translation>
    </message>
    <message>
        <location line="-84"/>
        <location line="+81"/>
        <source>, never attempted</source>
        <translation>, попыток не было</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>stuck: lease expired %1 ago (%2%3); stuck until reaped or released</source>
        <translation>зависла: аренда истекла %1 назад (%2%3); зависла до сборки или снятия</translation>
    </message>
    <message>
        <location line="+17"/>
        <source> for %1</source>
        <translation> уже %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> behind more than %L1 ready tasks</source>
        <translation> за более чем %L1 готовыми задачами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> behind 1 ready task</source>
        <translation> за 1 готовой задачей</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> behind %Ln ready tasks</source>
        <translation>
            <numerusform> за %Ln готовой задачей</numerusform>
            <numerusform> за %Ln готовыми задачами</numerusform>
            <numerusform> за %Ln готовыми задачами</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 queued%2</source>
        <translation>в процессе: %1 в очереди%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress: %1 waiting to retry%2</source>
        <translation>в процессе: %1 ждёт повтора%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+18"/>
        <source> (last: “%1”)</source>
        <translation> (последняя: «%1»)</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source> after %n attempts, none recorded in the audit</source>
        <translation>
            <numerusform> после %n попытки, в аудите — ни одной</numerusform>
            <numerusform> после %n попыток, в аудите — ни одной</numerusform>
            <numerusform> после %n попыток, в аудите — ни одной</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>failed: the only attempt failed</source>
        <translation>ошибка: единственная попытка не удалась</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>failed: all %n attempts failed</source>
        <translation>
            <numerusform>ошибка: %n попытка не удалась</numerusform>
            <numerusform>ошибка: все %n попытки не удались</numerusform>
            <numerusform>ошибка: все %n попыток не удались</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, task purged</source>
        <translation>, задача удалена</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>unknown: task %1 succeeded but no delivered attempt is recorded</source>
        <translation>неизвестно: задача %1 выполнена, но доставленной попытки не записано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown: only a replay record remains</source>
        <translation>неизвестно: осталась только запись о перезапуске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown: no task state or attempt outcome says what happened</source>
        <translation>неизвестно: ни состояние задачи, ни результат попытки не говорят, что произошло</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>an unknown time</source>
        <translation>неизвестное время</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1</source>
        <translation>подтверждено в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1 (the ledger does not say whether by the device or an operator)</source>
        <translation>подтверждено в %1 (реестр не указывает, устройством или оператором)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>acked by operator %1 via PoolScope at %2</source>
        <translation>подтверждено оператором %1 через PoolScope в %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acked by an operator via PoolScope at %1</source>
        <translation>подтверждено оператором через PoolScope в %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (this console&apos;s journal)</source>
        <translation> (журнал этой консоли)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cleared by operator %1, not acked by the device</source>
        <translation>снято оператором %1, устройство не подтвердило</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n device(s) cleared by an operator, not acked by the device</source>
        <translation>
            <numerusform>%n устройство: снято оператором, само устройство не подтвердило</numerusform>
            <numerusform>%n устройства: снято оператором, сами устройства не подтвердили</numerusform>
            <numerusform>%n устройств: снято оператором, сами устройства не подтвердили</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>acked; the ledger does not say whether by the devices or an operator</source>
        <translation>подтверждено; реестр не указывает, устройствами или оператором</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no trigger recorded</source>
        <translation>срабатываний не записано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 device still owes</source>
        <translation>1 устройство ещё не подтвердило</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n devices still owe</source>
        <translation>
            <numerusform>%n устройство ещё не подтвердило</numerusform>
            <numerusform>%n устройства ещё не подтвердили</numerusform>
            <numerusform>%n устройств ещё не подтвердили</numerusform>
        </translation>
    </message>
    <message>
        <location line="-31"/>
        <source>no enabled device</source>
        <translation>нет включённых устройств</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>, reason: “%1”</source>
        <translation>, причина: «%1»</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>every enabled device acked</source>
        <translation>все включённые устройства подтвердили</translation>
    </message>
</context>
<context>
    <name>LookupView</name>
    <message>
        <location filename="../views/lookupview.cpp" line="+65"/>
        <source>&amp;Look up</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search &amp;older</source>
        <translation>Искать &amp;дальше</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trails</source>
        <translation>Цепочки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict / state</source>
        <translation>Вердикт / состояние</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Alarm standing</source>
        <translation>Положение по тревогам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alert / device</source>
        <translation>Оповещение / устройство</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standing</source>
        <translation>Положение</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Paste any id from the ticket, then Enter</source>
        <translation>Вставьте id из заявки и нажмите Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste any identifier from the ticket: message, task, job id, key, account, monitor, contact, alert or subscription</source>
        <translation>Вставьте любой идентификатор из заявки: сообщение, задача, id задания, ключ, аккаунт, монитор, контакт, оповещение или подписка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Identifier to look up</source>
        <translation>Идентификатор для поиска</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Look it up as</source>
        <translation>Искать как</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far back, for account-wide searches</source>
        <translation>Глубина поиска по аккаунту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last 24 hours</source>
        <translation>последние 24 часа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last 7 days</source>
        <translation>последние 7 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 30 days</source>
        <translation>последние 30 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 90 days</source>
        <translation>последние 90 дней</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account, monitor and contact searches look this far back; exact identifiers ignore it</source>
        <translation>Поиск по аккаунту, монитору и контакту смотрит на такую глубину; точные идентификаторы её не учитывают</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy as ticket text</source>
        <translation>Копировать как текст заявки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as Markdown…</source>
        <translation>Сохранить как Markdown…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as CSV…</source>
        <translation>Сохранить как CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as JSON…</source>
        <translation>Сохранить как JSON…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste an identifier above and press Enter.</source>
        <translation>Вставьте идентификатор выше и нажмите Enter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at %1 tasks</source>
        <translation>Просмотреть %1 задач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account-wide searches start from the newest %1 tasks in the range; look at up to %2, or narrow the range</source>
        <translation>Поиск по аккаунту начинается с %1 самых новых задач за период; можно просмотреть до %2 или сузить период</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Stop this lookup on the server</source>
        <translation>Остановить этот поиск на сервере</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Go on searching the tasks older than those searched</source>
        <translation>Продолжить поиск среди задач старше уже просмотренных</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was searched</source>
        <translation>Что просмотрено</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>&amp;Replay task…</source>
        <translation>&amp;Перезапустить задачу…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected dead task</source>
        <translation>Перезапустить выбранную мёртвую задачу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;lease lease…</source>
        <translation>&amp;Снять аренду…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the selected task&apos;s lease</source>
        <translation>Снять аренду выбранной задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ack what it owes…</source>
        <translation>&amp;Подтвердить неподтверждённое…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ack every delivery the selected device owes for its alert</source>
        <translation>Подтвердить все доставки, которые выбранное устройство не подтвердило по своему оповещению</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Look the number up as what it is</source>
        <translation>Найти число как то, чем оно является</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How current the answer is</source>
        <translation>Насколько ответ актуален</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Times in:</source>
        <translation>Время в:</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>as %1</source>
        <translation>как %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>as %1 (not checked)</source>
        <translation>как %1 (не проверено)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as %1 ✓ exists</source>
        <translation>как %1 ✓ существует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as %1 (none)</source>
        <translation>как %1 (нет)</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>last %n day(s)</source>
        <translation>
            <numerusform>последний %n день</numerusform>
            <numerusform>последние %n дня</numerusform>
            <numerusform>последние %n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n hour(s)</source>
        <translation>
            <numerusform>последний %n час</numerusform>
            <numerusform>последние %n часа</numerusform>
            <numerusform>последние %n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>последняя %n минута</numerusform>
            <numerusform>последние %n минуты</numerusform>
            <numerusform>последние %n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>last %n second(s)</source>
        <translation>
            <numerusform>последняя %n секунда</numerusform>
            <numerusform>последние %n секунды</numerusform>
            <numerusform>последние %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Looking up %1…</source>
        <translation>Поиск %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up %1… (%2 cancels)</source>
        <translation>Поиск %1… (%2 — отменить)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cancelling the lookup of %1…</source>
        <translation>Отмена поиска %1…</translation>
    </message>
    <message>
        <location filename="../views/lookupviewanswer.cpp" line="+107"/>
        <source>Lookup of %1 cancelled.</source>
        <translation>Поиск %1 отменён.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The lookup failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing matched %1.</source>
        <translation>По запросу %1 ничего не найдено.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>As of %1: the answer could not be read again (%2).</source>
        <translation>По состоянию на %1: ответ не удалось прочитать заново (%2).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Look up %1 %2</source>
        <translation>Найти: %1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (from the newest %1 tasks)</source>
        <translation> (по %1 самым новым задачам)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (more matched than are listed: narrow the search)</source>
        <translation> (найдено больше, чем показано: уточните поиск)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The alarm section could not be read: %1</source>
        <translation>Раздел тревог не удалось прочитать: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Searched every task (%Ln read).</source>
        <translation>
            <numerusform>Просмотрены все задачи (прочитано: %Ln).</numerusform>
            <numerusform>Просмотрены все задачи (прочитано: %Ln).</numerusform>
            <numerusform>Просмотрены все задачи (прочитано: %Ln).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searched %1, which held the whole answer.</source>
        <translation>Просмотрено: %1 — в них весь ответ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searched %1 before the search was cancelled; older tasks not searched.</source>
        <translation>Просмотрено до отмены поиска: %1; более старые задачи не просмотрены.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searched %1 in %2 s; older tasks not searched.</source>
        <translation>Просмотрено за %2 с: %1; более старые задачи не просмотрены.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Searched %1, then the search was cut off; older tasks not searched.</source>
        <translation>Просмотрено: %1, затем поиск прерван; более старые задачи не просмотрены.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Looking up %1… searched %2</source>
        <translation>Поиск %1… просмотрено: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking up %1… searched %2 (%3 cancels)</source>
        <translation>Поиск %1… просмотрено: %2 (%3 — отменить)</translation>
    </message>
    <message>
        <location filename="../views/lookupviewclock.cpp" line="+24"/>
        <source>Times in</source>
        <translation>Время в</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time zone the answer, its timeline and its ticket text show times in: the customer&apos;s, with UTC beside each time. Remembered for the account on this computer; exports to CSV and JSON keep UTC</source>
        <translation>Часовой пояс, в котором ответ, его шкала времени и текст для тикета показывают время: пояс клиента, с UTC рядом с каждым временем. Запоминается для аккаунта на этом компьютере; экспорт в CSV и JSON остаётся в UTC</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>local time</source>
        <translation>местное время</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../views/mainwindow.cpp" line="+69"/>
        <source>Views</source>
        <translation>Представления</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+102"/>
        <source>L&amp;ookup</source>
        <translation>&amp;Поиск</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Tasks</source>
        <translation>&amp;Задачи</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Leases</source>
        <translation>&amp;Аренды</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Deliveries</source>
        <translation>&amp;Доставки</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>&amp;Alarm debt</source>
        <translation>Неподтверждённые &amp;тревоги</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Dashboard</source>
        <translation>Панель мониторинга</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Dash&amp;board</source>
        <translation>Панель &amp;мониторинга</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Last action</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>PoolScope — %1</source>
        <translation>PoolScope — %1</translation>
    </message>
    <message>
        <location filename="../views/mainwindowstatus.cpp" line="+18"/>
        <source>Role and access</source>
        <translation>Роль и доступ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every </source>
        <translation>каждые </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poll interval in seconds</source>
        <translation>Интервал опроса в секундах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often the views on screen are read again</source>
        <translation>Как часто заново читаются представления на экране</translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="-64"/>
        <location line="+94"/>
        <source>Fa&amp;ilures</source>
        <translation>Гр&amp;уппы сбоев</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect to…</source>
        <translation>Под&amp;ключиться к…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Database check…</source>
        <translation>Проверка &amp;базы данных…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action &amp;history…</source>
        <translation>&amp;История действий…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Look &amp;up an identifier</source>
        <translation>&amp;Найти идентификатор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Find</source>
        <translation>&amp;Искать</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Refresh now</source>
        <translation>О&amp;бновить сейчас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause polling</source>
        <translation>При&amp;остановить опрос</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cancel running query</source>
        <translation>Отменить в&amp;ыполняемый запрос</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Watch</source>
        <translation>&amp;Наблюдение</translation>
    </message>
    <message>
        <location filename="../views/mainwindowstatus.cpp" line="+16"/>
        <source>Connected as %1</source>
        <translation>Подключено как %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (superuser)</source>
        <translation> (суперпользователь)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only</source>
        <translation>только чтение</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n console index(es) missing: File → Database check</source>
        <translation>
            <numerusform>Не хватает %n индекса консоли: Файл → Проверка базы данных</numerusform>
            <numerusform>Не хватает %n индексов консоли: Файл → Проверка базы данных</numerusform>
            <numerusform>Не хватает %n индексов консоли: Файл → Проверка базы данных</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · reads from a standby</source>
        <translation> · чтение с резервного сервера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · via a pooler</source>
        <translation> · через пул соединений</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Polls paused (View → Pause polling)</source>
        <translation>Опрос приостановлен (Вид → Приостановить опрос)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Unused for %n min: polls paused until you return; watches still followed</source>
        <translation>
            <numerusform>Не используется %n мин: опрос приостановлен до вашего возвращения; наблюдения продолжаются</numerusform>
            <numerusform>Не используется %n мин: опрос приостановлен до вашего возвращения; наблюдения продолжаются</numerusform>
            <numerusform>Не используется %n мин: опрос приостановлен до вашего возвращения; наблюдения продолжаются</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source> · replay lag %1 s</source>
        <translation> · отставание репликации %1 с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · nothing replayed yet</source>
        <translation> · ещё ничего не реплицировано</translation>
    </message>
    <message>
        <location filename="../views/mainwindowwatches.cpp" line="+45"/>
        <source>Watch list</source>
        <translation>Список наблюдений</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+58"/>
        <source>&amp;Watch the selection</source>
        <translation>&amp;Наблюдать за выбранным</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+54"/>
        <source>Watch the selection for &amp;any change</source>
        <translation>Наблюдать за выбранным до &amp;любого изменения</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>&amp;Unwatch</source>
        <translation>&amp;Снять наблюдение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch what my a&amp;ctions start</source>
        <translation>Наблюдать за результатом моих &amp;действий</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A replay, a release or an ack is watched until its outcome, and you are told when it lands</source>
        <translation>За перезапуском, освобождением или подтверждением наблюдают до результата и сообщают, когда он наступит</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch &amp;list</source>
        <translation>Сп&amp;исок наблюдений</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&amp;Watch %1</source>
        <translation>&amp;Наблюдать: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch %1 for &amp;any change</source>
        <translation>Наблюдать: %1 до &amp;любого изменения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a task, a lease or an owed alarm delivery to watch it</source>
        <translation>Выберите задачу, аренду или задолженную доставку тревоги, чтобы наблюдать за ней</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../views/messagebanner.cpp" line="+34"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Dismiss (Esc)</source>
        <translation>Закрыть (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismiss the message</source>
        <translation>Закрыть сообщение</translation>
    </message>
</context>
<context>
    <name>OperatorIdDialog</name>
    <message>
        <location filename="../views/operatoriddialog.cpp" line="+15"/>
        <location line="+7"/>
        <source>Operator id</source>
        <translation>Номер оператора</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your operator id: a number, recorded with every action you take.</source>
        <translation>Ваш номер оператора: число, которое записывается с каждым вашим действием.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Why the value was refused</source>
        <translation>Почему значение не принято</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Type your operator id: every action is recorded with it.</source>
        <translation>Введите номер оператора: с ним записывается каждое действие.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not an operator id: type a whole number from 1 up.</source>
        <translation>«%1» — не номер оператора: введите целое число от 1.</translation>
    </message>
</context>
<context>
    <name>PollSources</name>
    <message>
        <location filename="../app/pollsources.cpp" line="+47"/>
        <source>%1 could not be read: %2</source>
        <translation>%1 не удалось прочитать: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This view cannot be shown: %1.</source>
        <translation>Это представление нельзя показать: %1.</translation>
    </message>
</context>
<context>
    <name>ProfileBand</name>
    <message>
        <location filename="../views/profileband.cpp" line="+13"/>
        <location line="+1"/>
        <location line="+8"/>
        <source>Connection profile</source>
        <translation>Профиль подключения</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>▲ Production: %1 ▲</source>
        <translation>▲ Рабочая среда: %1 ▲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▲ Production: %1 · %2 ▲</source>
        <translation>▲ Рабочая среда: %1 · %2 ▲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile &quot;%1&quot;, marked production: %2</source>
        <translation>Профиль «%1», помечен как рабочая среда: %2</translation>
    </message>
</context>
<context>
    <name>ProfileDialog</name>
    <message>
        <location filename="../views/profiledialog.cpp" line="+47"/>
        <source>Profile name</source>
        <translation>Имя профиля</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>production, staging…</source>
        <translation>рабочая, тестовая…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection string</source>
        <translation>Строка подключения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>host=db.example dbname=app user=support</source>
        <translation>host=db.example dbname=app user=support</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read connection string</source>
        <translation>Строка подключения для чтения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional: a standby for the views</source>
        <translation>необязательно: резервный сервер для представлений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operator id</source>
        <translation>Номер оператора</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed schema</source>
        <translation>Схема потоков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed prefix</source>
        <translation>Префикс потоков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Production: show a coloured band with the profile&apos;s name</source>
        <translation>&amp;Рабочая среда: показывать цветную полосу с именем профиля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSH destination</source>
        <translation>Адрес SSH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: bastion, user@host (~/.ssh/config applies)</source>
        <translation>необязательно: bastion, user@host (действует ~/.ssh/config)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password command</source>
        <translation>Команда пароля</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>optional: aws rds generate-db-auth-token …</source>
        <translation>необязательно: aws rds generate-db-auth-token …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the &amp;password</source>
        <translation>Убрать &amp;пароль</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection profiles</source>
        <translation>Профили подключения</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Profiles</source>
        <translation>Профили</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+144"/>
        <source>Band colour</source>
        <translation>Цвет полосы</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Read-only is kept by the server: every transaction is READ ONLY, so a write is refused whatever the window allows.</source>
        <translation>Режим «только чтение» соблюдает сервер: каждая транзакция READ ONLY, поэтому запись отклоняется, что бы ни позволило окно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connects through an SSH tunnel made by the system&apos;s ssh, so ~/.ssh/config, ProxyJump and agents work as in a terminal. The connection string&apos;s host and port are then as this host sees them.</source>
        <translation>Подключается через SSH-туннель системного ssh, так что ~/.ssh/config, ProxyJump и агенты работают как в терминале. Хост и порт строки подключения тогда указываются так, как их видит этот хост.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run at every connect (sh -c, with PGHOST, PGPORT, PGUSER and PGDATABASE set); its first line of output is the password, used once and never stored.</source>
        <translation>Запускается при каждом подключении (sh -c, с заданными PGHOST, PGPORT, PGUSER и PGDATABASE); первая строка её вывода — пароль, он используется один раз и нигде не хранится.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile problem</source>
        <translation>Ошибка в профиле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import notes</source>
        <translation>Замечания об импорте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the rest of the connection string; the password then comes from ~/.pgpass, PGPASSWORD or a prompt.</source>
        <translation>Остальная строка подключения сохраняется; пароль тогда берётся из ~/.pgpass, PGPASSWORD или запрашивается.</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import pg_service.conf</source>
        <translation>&amp;Импорт pg_service.conf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One profile per service in the service files libpq reads; passwords are left out.</source>
        <translation>Один профиль на каждую службу из файлов служб, которые читает libpq; пароли не переносятся.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Save and &amp;connect</source>
        <translation>Сохранить и &amp;подключиться</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the profiles and switches this window to the selected one</source>
        <translation>Сохраняет профили и переключает это окно на выбранный</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>A profile never holds a password: PoolScope reads ~/.pgpass and PGPASSWORD, or asks when connecting, and keeps an answer in memory only. Profiles are kept in PoolScope&apos;s settings file.</source>
        <translation>Профиль никогда не хранит пароль: PoolScope читает ~/.pgpass и PGPASSWORD или спрашивает при подключении и держит ответ только в памяти. Профили хранятся в файле настроек PoolScope.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection &amp;string:</source>
        <translation>&amp;Строка подключения:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reads from:</source>
        <translation>&amp;Чтение из:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SS&amp;H via:</source>
        <translation>Через SS&amp;H:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word command:</source>
        <translation>Команда &amp;пароля:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Operator id:</source>
        <translation>&amp;Номер оператора:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed s&amp;chema:</source>
        <translation>С&amp;хема потоков:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed pre&amp;fix:</source>
        <translation>П&amp;рефикс потоков:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Band colour:</source>
        <translation>&amp;Цвет полосы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actions:</source>
        <translation>&amp;Действия:</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+64"/>
        <source>%1 (production)</source>
        <translation>%1 (рабочая среда)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Two profiles are named &quot;%1&quot;.</source>
        <translation>Два профиля называются «%1».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Профиль «%1»: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New profile</source>
        <translation>Новый профиль</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New profile %1</source>
        <translation>Новый профиль %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No services were found in %1.</source>
        <translation>В %1 не найдено служб.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n profile(s) imported from the service files.</source>
        <translation>
            <numerusform>Из файлов служб импортирован %n профиль.</numerusform>
            <numerusform>Из файлов служб импортировано %n профиля.</numerusform>
            <numerusform>Из файлов служб импортировано %n профилей.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileMenu</name>
    <message>
        <location filename="../views/profilemenu.cpp" line="+5"/>
        <source>&amp;Profiles</source>
        <translation>&amp;Профили</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (production)</source>
        <translation>%1 (рабочая среда)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No profiles yet</source>
        <translation>Профилей пока нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Manage profiles…</source>
        <translation>&amp;Управление профилями…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forget the saved password</source>
        <translation>&amp;Забыть сохранённый пароль</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Removes the password the system keyring keeps for the profile in force</source>
        <translation>Удаляет пароль, который системное хранилище паролей хранит для текущего профиля</translation>
    </message>
</context>
<context>
    <name>Profiles</name>
    <message>
        <location filename="../models/profiles.cpp" line="+27"/>
        <source>The %1 is not valid: %2</source>
        <translation>%1 недействительна: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 holds a password. A profile never stores one: remove it, and PoolScope will use ~/.pgpass or PGPASSWORD, or ask when connecting.</source>
        <translation>%1 содержит пароль. Профиль никогда его не хранит: уберите его, и PoolScope возьмёт пароль из ~/.pgpass или PGPASSWORD или спросит при подключении.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Off: actions run when clicked</source>
        <translation>Выкл.: действие выполняется по щелчку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirm each action</source>
        <translation>Подтверждать каждое действие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type to confirm each action</source>
        <translation>Вводить подтверждение для каждого действия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read-only: the server refuses every write</source>
        <translation>Только чтение: сервер отклоняет любую запись</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>actions unconfirmed</source>
        <translation>действия без подтверждения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>actions confirmed</source>
        <translation>действия с подтверждением</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type to confirm</source>
        <translation>ввод для подтверждения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>read-only</source>
        <translation>только чтение</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>A profile needs a name.</source>
        <translation>У профиля должно быть имя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A profile name cannot start or end with spaces.</source>
        <translation>Имя профиля не может начинаться или заканчиваться пробелами.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A profile name has at most %n characters.</source>
        <translation>
            <numerusform>Имя профиля — не больше %n символа.</numerusform>
            <numerusform>Имя профиля — не больше %n символов.</numerusform>
            <numerusform>Имя профиля — не больше %n символов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A profile name cannot hold control characters.</source>
        <translation>Имя профиля не может содержать управляющие символы.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>connection string</source>
        <translation>Строка подключения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read connection string</source>
        <translation>Строка подключения для чтения</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The operator id is a positive whole number.</source>
        <translation>Номер оператора — положительное целое число.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Profile %1: the protection &quot;%2&quot; is not one PoolScope knows; it is read-only until edited.</source>
        <translation>Профиль %1: защита «%2» PoolScope неизвестна; до правки профиль только для чтения.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Profile %1 in the settings has no name or a name taken before; it was skipped.</source>
        <translation>У профиля %1 в настройках нет имени или его имя уже занято; он пропущен.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Profile &quot;%1&quot; held a password in the settings file; it was ignored and is removed when the profiles are next saved.</source>
        <translation>Профиль «%1» содержал пароль в файле настроек; он проигнорирован и будет удалён при следующем сохранении профилей.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Profile &quot;%1&quot;: %2</source>
        <translation>Профиль «%1»: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two profiles are named &quot;%1&quot;.</source>
        <translation>Два профиля называются «%1».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The profiles could not be written: %1 is read-only.</source>
        <translation>Профили не удалось записать: %1 только для чтения.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The profiles could not be written to %1.</source>
        <translation>Профили не удалось записать в %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Service &quot;%1&quot;: its password was left out; put it in ~/.pgpass, or PoolScope asks for it when connecting.</source>
        <translation>Служба «%1»: её пароль не перенесён; запишите его в ~/.pgpass, или PoolScope спросит его при подключении.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Service &quot;%1&quot;: a profile of that name exists; it was left as it is.</source>
        <translation>Служба «%1»: профиль с таким именем уже есть; он оставлен как был.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Service &quot;%1&quot; was not imported: %2</source>
        <translation>Служба «%1» не импортирована: %2</translation>
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
        <translation>с</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>h</source>
        <translation>ч</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>d</source>
        <translation>д</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>≈: the planner&apos;s estimate (an exact count would read too much)</source>
        <translation>≈: оценка планировщика (точный подсчёт прочитал бы слишком много)</translation>
    </message>
</context>
<context>
    <name>SampleSeriesModel</name>
    <message>
        <location filename="../models/sampleseriesmodel.cpp" line="+173"/>
        <source>Sampled</source>
        <translation>Выборка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queue depth</source>
        <translation>глубина очереди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oldest ready task</source>
        <translation>самая старая готовая задача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task leases, active</source>
        <translation>аренды задач: активные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>task leases, expired</source>
        <translation>аренды задач: истёкшие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, active</source>
        <translation>аренды приёмников: активные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, expired</source>
        <translation>аренды приёмников: истёкшие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink leases, stale advisory</source>
        <translation>аренды приёмников: устаревшие advisory</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 5 min</source>
        <translation>до 5 мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 h</source>
        <translation>до 1 ч</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>under 1 day</source>
        <translation>до 1 дня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>older</source>
        <translation>старше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>oldest owed delivery</source>
        <translation>самая старая неподтверждённая доставка</translation>
    </message>
</context>
<context>
    <name>SavedPasswords</name>
    <message>
        <location filename="../app/savedpasswords.cpp" line="+67"/>
        <source>Passphrases can be remembered for connection profiles only.</source>
        <translation>Парольные фразы можно запоминать только для профилей подключения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passwords can be remembered for connection profiles only.</source>
        <translation>Запомнить пароль можно только для профилей подключения.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved passphrase does not open the key; it has been forgotten. Please type it again.</source>
        <translation>Сохранённая парольная фраза не открывает ключ; она забыта. Введите её снова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the saved password; it has been forgotten. Please type it again.</source>
        <translation>Сервер отклонил сохранённый пароль; он удалён. Введите его заново.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The password cannot be remembered: no keyring service (%1).</source>
        <translation>Пароль нельзя запомнить: нет службы хранилища паролей (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password cannot be remembered: this build has no keyring support.</source>
        <translation>Пароль нельзя запомнить: эта сборка не поддерживает хранилище паролей.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The key passphrase for profile &quot;%1&quot; is kept in the system keyring.</source>
        <translation>Парольная фраза ключа профиля «%1» хранится в системной связке ключей.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The password for profile &quot;%1&quot; is kept in the system keyring.</source>
        <translation>Пароль для профиля «%1» сохранён в системном хранилище паролей.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The key passphrase could not be kept in the system keyring: %1</source>
        <translation>Не удалось сохранить парольную фразу ключа в системной связке ключей: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password could not be kept in the system keyring: %1</source>
        <translation>Не удалось сохранить пароль в системном хранилище паролей: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The system keyring cannot be used: %1</source>
        <translation>Системное хранилище паролей недоступно: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password is saved for profile &quot;%1&quot; now.</source>
        <translation>Для профиля «%1» пароль больше не сохранён.</translation>
    </message>
</context>
<context>
    <name>SavedViewsMenu</name>
    <message>
        <location filename="../views/savedviewsmenu.cpp" line="+15"/>
        <source>&amp;Saved views</source>
        <translation>Сохранённые &amp;виды</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dead tasks of the last 24 hours</source>
        <translation>Мёртвые задачи за последние 24 часа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stuck task leases</source>
        <translation>Зависшие аренды задач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alarm deliveries owed for over an hour</source>
        <translation>Доставки тревог, не подтверждённые больше часа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failure groups of the last hour</source>
        <translation>Группы сбоев за последний час</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Sa&amp;ve current view…</source>
        <translation>&amp;Сохранить текущий вид…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy link of current view</source>
        <translation>&amp;Копировать ссылку на текущий вид</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Save current view</source>
        <translation>Сохранить текущий вид</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the view:</source>
        <translation>Название вида:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+26"/>
        <source>A saved view needs a name of 1 to 100 characters.</source>
        <translation>Сохранённому виду нужно название длиной от 1 до 100 символов.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Saved the view “%1”: %2</source>
        <translation>Вид «%1» сохранён: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copied the link of this view: %1</source>
        <translation>Ссылка на этот вид скопирована: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rename saved view</source>
        <translation>Переименовать сохранённый вид</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name of “%1”:</source>
        <translation>Новое название для «%1»:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deleted the saved view “%1”.</source>
        <translation>Сохранённый вид «%1» удалён.</translation>
    </message>
</context>
<context>
    <name>SchemaReportDialog</name>
    <message>
        <location filename="../views/schemareportdialog.cpp" line="+16"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Database check</source>
        <translation>Проверка базы данных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database check report</source>
        <translation>Отчёт о проверке базы данных</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the missing DDL</source>
        <translation>Копировать недостающий DDL</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The database has not been checked yet: the console is not connected.</source>
        <translation>База данных ещё не проверена: консоль не подключена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server and role</source>
        <translation>Сервер и роль</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PostgreSQL %1, database %2, connected as %3%4.</source>
        <translation>PostgreSQL %1, база данных %2, подключено как %3%4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (superuser)</source>
        <translation> (суперпользователь)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writes are off: %1.</source>
        <translation>Запись отключена: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May end other sessions (pg_signal_backend): %1. May see other sessions&apos; details (pg_read_all_stats): %2.</source>
        <translation>Может завершать чужие сеансы (pg_signal_backend): %1. Может видеть подробности чужих сеансов (pg_read_all_stats): %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tables</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exists</source>
        <translation>Существует</translation>
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
        <translation>Индексы консоли</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>All %n optional console indexes are present.</source>
        <translation>
            <numerusform>Все %n необязательный индекс консоли на месте.</numerusform>
            <numerusform>Все %n необязательных индекса консоли на месте.</numerusform>
            <numerusform>Все %n необязательных индексов консоли на месте.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These optional indexes are missing. The console works without them; searches and counts that need them go slower or another way. A DBA can apply db/schema/optional/console-indexes.sql, or these statements:</source>
        <translation>Этих необязательных индексов не хватает. Консоль работает и без них; поиск и подсчёты, которым они нужны, идут медленнее или иначе. Администратор БД может применить db/schema/optional/console-indexes.sql или эти команды:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lookup functions</source>
        <translation>Функции поиска</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is present.</source>
        <translation>%1 есть.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is missing, or the role may not execute it.</source>
        <translation>%1 нет, или роли нельзя её выполнять.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookups work without them: the server plans their statements at every lookup, which takes longer on a busy server. A DBA can apply db/schema/optional/console-lookup.sql, which Copy the missing DDL also puts on the clipboard.</source>
        <translation>Поиск работает и без них: сервер тогда планирует его запросы при каждом поиске, а на загруженном сервере это дольше. DBA может применить db/schema/optional/console-lookup.sql; кнопка «Копировать недостающий DDL» тоже кладёт этот файл в буфер обмена.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server plans a lookup&apos;s statements once per connection.</source>
        <translation>Сервер планирует запросы поиска один раз на соединение.</translation>
    </message>
</context>
<context>
    <name>ShortcutOverlay</name>
    <message>
        <location filename="../views/shortcutoverlay.cpp" line="+52"/>
        <location line="+43"/>
        <source>Keyboard shortcuts</source>
        <translation>Клавиатурные сокращения</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>In the tables: arrows, Page Up/Down, Home/End move; Shift or Ctrl with them select; Tab moves on.
Press any key or click to close.</source>
        <translation>В таблицах: стрелки, Page Up/Down, Home/End перемещают; вместе с Shift или Ctrl — выделяют; Tab переходит дальше.
Нажмите любую клавишу или щёлкните, чтобы закрыть.</translation>
    </message>
</context>
<context>
    <name>SinkLeaseModel</name>
    <message>
        <location filename="../models/leasemodels.cpp" line="+194"/>
        <source>held by pid %1</source>
        <translation>удерживает pid %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../views/leasesview.cpp" line="-125"/>
        <source>session gone: stale holder</source>
        <translation>сеанса нет: устаревший владелец</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no expiry</source>
        <translation>без срока</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown holder kind</source>
        <translation>неизвестный вид владельца</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This role may not see other sessions&apos; details (needs pg_read_all_stats).</source>
        <translation>Этой роли не видны подробности чужих сеансов (нужна pg_read_all_stats).</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../views/leasesview.cpp" line="-3"/>
        <source>advisory lock</source>
        <translation>advisory-блокировка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease row</source>
        <translation>строка аренды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no session holds the lock</source>
        <translation>блокировку не держит ни один сеанс</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pid %1 (details hidden)</source>
        <translation>pid %1 (подробности скрыты)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 · %3 · since %4</source>
        <translation>%1 · %2 · %3 · с %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Feed</source>
        <translation>Поток</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sink</source>
        <translation>Приёмник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holder</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session (pg_locks)</source>
        <translation>Сеанс (pg_locks)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
</context>
<context>
    <name>StateText</name>
    <message>
        <location filename="../core/statenames.cpp" line="+20"/>
        <source>queued</source>
        <comment>task state</comment>
        <translation>в очереди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leased</source>
        <comment>task state</comment>
        <translation>в работе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>succeeded</source>
        <comment>task state</comment>
        <translation>выполнена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed_retry</source>
        <comment>task state</comment>
        <translation>сбой, повторится</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed_perm</source>
        <comment>task state</comment>
        <translation>сбой, окончательно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <comment>task state</comment>
        <translation>мёртвая</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>delivered</source>
        <comment>delivery status</comment>
        <translation>доставлено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partial</source>
        <comment>delivery status</comment>
        <translation>частично</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>retryable</source>
        <comment>delivery status</comment>
        <translation>ошибка, повторится</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permanent</source>
        <comment>delivery status</comment>
        <translation>ошибка, окончательно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>armed</source>
        <comment>alert state</comment>
        <translation>на охране</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triggered</source>
        <comment>alert state</comment>
        <translation>сработала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disarmed</source>
        <comment>alert state</comment>
        <translation>снята с охраны</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>active</source>
        <comment>session state</comment>
        <translation>активен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle</source>
        <comment>session state</comment>
        <translation>простаивает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle in transaction</source>
        <comment>session state</comment>
        <translation>простаивает в транзакции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>idle in transaction (aborted)</source>
        <comment>session state</comment>
        <translation>простаивает в прерванной транзакции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fastpath function call</source>
        <comment>session state</comment>
        <translation>вызов функции fastpath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disabled</source>
        <comment>session state</comment>
        <translation>отключён</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>delivered</source>
        <comment>lookup verdict</comment>
        <translation>доставлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partially delivered</source>
        <comment>lookup verdict</comment>
        <translation>доставлено частично</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in progress</source>
        <comment>lookup verdict</comment>
        <translation>в процессе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>lookup verdict</comment>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <comment>lookup verdict</comment>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>acked</source>
        <comment>alarm verdict</comment>
        <translation>подтверждено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owed</source>
        <comment>alarm verdict</comment>
        <translation>не подтверждено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trigger</source>
        <comment>alarm verdict</comment>
        <translation>нет срабатывания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no enabled devices</source>
        <comment>alarm verdict</comment>
        <translation>нет включённых устройств</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cleared by an operator</source>
        <comment>alarm verdict</comment>
        <translation>снято оператором</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked, by whom unknown</source>
        <comment>alarm verdict</comment>
        <translation>подтверждено, кем — неизвестно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>owes</source>
        <comment>device standing</comment>
        <translation>не подтвердило</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acked</source>
        <comment>device standing</comment>
        <translation>подтверждено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disabled</source>
        <comment>device standing</comment>
        <translation>отключено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not notified</source>
        <comment>device standing</comment>
        <translation>не уведомлено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trigger</source>
        <comment>device standing</comment>
        <translation>нет срабатывания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked by an operator</source>
        <comment>device standing</comment>
        <translation>подтверждено оператором</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked, by whom unknown</source>
        <comment>device standing</comment>
        <translation>подтверждено, кем — неизвестно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replay</source>
        <comment>operator action</comment>
        <translation>перезапуск</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>release of a task&apos;s lease</source>
        <comment>operator action</comment>
        <translation>снятие аренды задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>release of a sink&apos;s lease</source>
        <comment>operator action</comment>
        <translation>снятие аренды приёмника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>termination of a sink&apos;s session</source>
        <comment>operator action</comment>
        <translation>завершение сеанса приёмника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ack of alarm deliveries</source>
        <comment>operator action</comment>
        <translation>подтверждение доставок тревоги</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>done</source>
        <comment>action outcome</comment>
        <translation>выполнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>already done</source>
        <comment>action outcome</comment>
        <translation>уже было сделано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <comment>action outcome</comment>
        <translation>отклонено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <comment>action outcome</comment>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>action outcome</comment>
        <translation>не удалось</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>%1 (database value)</source>
        <translation>%1 (значение в базе)</translation>
    </message>
</context>
<context>
    <name>TaskLeaseModel</name>
    <message>
        <location filename="../models/leasemodels.cpp" line="-221"/>
        <source>no expiry: never reaped</source>
        <translation>без срока: никогда не собирается</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Token</source>
        <translation>Токен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expires</source>
        <translation>Истекает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
</context>
<context>
    <name>TaskTableModel</name>
    <message>
        <location filename="../models/tasktablemodel.cpp" line="+24"/>
        <source>Owner %1
Token %2</source>
        <translation>Владелец %1
Токен %2</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+120"/>
        <source>leased (expired)</source>
        <translation>в работе (истекла)</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This database&apos;s tasks table has no column %1</source>
        <translation>В таблице tasks этой базы данных нет столбца %1</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job</source>
        <translation>Задание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not before</source>
        <translation>Не раньше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease owner</source>
        <translation>Владелец аренды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lease expires</source>
        <translation>Аренда истекает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last error</source>
        <translation>Последняя ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
</context>
<context>
    <name>TasksController</name>
    <message>
        <location filename="../app/viewcontrollers.cpp" line="-57"/>
        <source>The tasks</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The task counts</source>
        <translation>Счётчики задач</translation>
    </message>
</context>
<context>
    <name>TasksFilterBar</name>
    <message>
        <location filename="../views/tasksfilterbar.cpp" line="+130"/>
        <source>State:</source>
        <translation>Состояние:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show %1 tasks</source>
        <translation>Показать задачи в состоянии %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Task id, job id, idempotency key, message id or account id</source>
        <translation>Id задачи, id задания, ключ, id сообщения или аккаунта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search tasks</source>
        <translation>Поиск задач</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search the number as</source>
        <translation>Искать число как</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number could be a task id, a message id or an account id</source>
        <translation>Число может быть id задачи, id сообщения или id аккаунта</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any kind</source>
        <translation>Любой вид</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account id</source>
        <translation>Id аккаунта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monitor</source>
        <translation>Монитор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monitor id</source>
        <translation>Id монитора</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failure group filter</source>
        <translation>Фильтр группы сбоев</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>as task id, job id or key</source>
        <translation>как id задачи, id задания или ключ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as task id</source>
        <translation>как id задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as message id</source>
        <translation>как id сообщения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as account id</source>
        <translation>как id аккаунта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as job id or key</source>
        <translation>как id задания или ключ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>job id or key</source>
        <translation>id задания или ключ</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cause: %1 ✕</source>
        <translation>Причина: %1 ✕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the failed tasks of one failure group: cause %1 (%2). Click to show every task again.</source>
        <translation>Только сбойные задачи одной группы сбоев: причина %1 (%2). Щёлкните, чтобы снова показать все задачи.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source> (%1 expired)</source>
        <translation> (истекших: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln task(s) are %1</source>
        <translation>
            <numerusform>Задач в состоянии %1: %Ln</numerusform>
            <numerusform>Задач в состоянии %1: %Ln</numerusform>
            <numerusform>Задач в состоянии %1: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 tasks are %2: an estimate from the planner&apos;s statistics, since an exact count would read too much of the table</source>
        <translation>Задач в состоянии %2: около %1 — оценка по статистике планировщика, так как точный подсчёт прочитал бы слишком большую часть таблицы</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No job id or idempotency key is longer than %1 characters; this search has %2, so it matches nothing.</source>
        <translation>Id задания или ключ идемпотентности не бывает длиннее %1 символов; в этом поиске %2, поэтому он ничего не найдёт.</translation>
    </message>
</context>
<context>
    <name>TasksView</name>
    <message>
        <location filename="../views/tasksview.cpp" line="+35"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Перезапустить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected dead tasks: a new queued task each, once per dead task</source>
        <translation>Перезапустить выбранные мёртвые задачи: каждая — новой задачей в очереди, по одному разу на мёртвую задачу</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="-40"/>
        <source>Replay all dead &amp;matching…</source>
        <translation>Перезапустить все &amp;подходящие мёртвые…</translation>
    </message>
    <message>
        <location filename="../views/tasksview.cpp" line="+3"/>
        <source>Replay every dead task the current filter shows, after a preview</source>
        <translation>Перезапустить все мёртвые задачи, которые показывает текущий фильтр, после предпросмотра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;lease lease…</source>
        <translation>&amp;Снять аренду…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the selected leased task to the queue; its worker&apos;s late result is fenced</source>
        <translation>Вернуть выбранную задачу с арендой в очередь; запоздалый результат её обработчика будет отсечён</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tasks</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>What the search looked for</source>
        <translation>Что искал поиск</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>No task with id, job id or key %1</source>
        <translation>Нет задачи с id, id задания или ключом %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task with id %1</source>
        <translation>Нет задачи с id %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task with job id or idempotency key %1</source>
        <translation>Нет задачи с id задания или ключом идемпотентности %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task for message id %1</source>
        <translation>Нет задачи для id сообщения %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No task of account %1</source>
        <translation>Нет задачи аккаунта %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a task id</source>
        <translation>id задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a message id</source>
        <translation>id сообщения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an account id</source>
        <translation>id аккаунта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a job id or key</source>
        <translation>id задания или ключ</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No task matches the filters.</source>
        <translation>Ни одна задача не подходит под фильтры.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> among the tasks the other filters leave</source>
        <translation> среди задач, оставленных другими фильтрами</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search %1 as: %2</source>
        <translation>Искать %1 как: %2</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../views/theme.cpp" line="+259"/>
        <source>T&amp;heme</source>
        <translation>Офо&amp;рмление</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;System</source>
        <translation>&amp;Системное</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>Св&amp;етлое</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмное</translation>
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
        <translation>с %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>until %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Any time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last hour</source>
        <translation>Последний час</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 24 hours</source>
        <translation>Последние 24 часа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time range</source>
        <translation>Период времени</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Created from %1 to %2 (UTC): a fixed span, as a dashboard bucket or a link gave it; pick another entry to leave it</source>
        <translation>Созданные с %1 по %2 (UTC): фиксированный интервал из столбца панели мониторинга или ссылки; выберите другой пункт, чтобы выйти из него</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the beginning</source>
        <translation>начала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
</context>
<context>
    <name>TimelineWidget</name>
    <message>
        <location filename="../views/timelinewidget.cpp" line="+19"/>
        <source>enqueue</source>
        <translation>в очередь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease</source>
        <translation>аренда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt</source>
        <translation>попытка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delivery</source>
        <translation>доставка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>replay</source>
        <translation>перезапуск</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failure</source>
        <translation>сбой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trigger</source>
        <translation>срабатывание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ack</source>
        <translation>подтверждение</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Timeline</source>
        <translation>Хронология</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n events</source>
        <translation>
            <numerusform>%n событие</numerusform>
            <numerusform>%n события</numerusform>
            <numerusform>%n событий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+67"/>
        <source>No events</source>
        <translation>Нет событий</translation>
    </message>
</context>
<context>
    <name>TlsFields</name>
    <message>
        <location filename="../views/tlsfields.cpp" line="+29"/>
        <source>TLS mode</source>
        <translation>Режим TLS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>libpq&apos;s default (prefer)</source>
        <translation>по умолчанию libpq (prefer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>verify-full checks the server&apos;s certificate and its name: the mode for a production database.</source>
        <translation>verify-full проверяет сертификат сервера и его имя: режим для рабочей базы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CA certificate file</source>
        <translation>Файл сертификата ЦС</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>~/.postgresql/root.crt, or &quot;system&quot;</source>
        <translation>~/.postgresql/root.crt или «system»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate file</source>
        <translation>Файл клиентского сертификата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional: for certificate login</source>
        <translation>необязательно: для входа по сертификату</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key file</source>
        <translation>Файл клиентского ключа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An encrypted key&apos;s passphrase is asked when connecting, and may be kept in the system keyring.</source>
        <translation>Парольная фраза зашифрованного ключа спрашивается при подключении и может храниться в системной связке ключей.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>TLS &amp;mode:</source>
        <translation>&amp;Режим TLS:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;A certificate:</source>
        <translation>Сертификат &amp;ЦС:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CA certificate</source>
        <translation>Сертификат ЦС</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the CA certificate file</source>
        <translation>Выбрать файл сертификата ЦС</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client c&amp;ertificate:</source>
        <translation>&amp;Клиентский сертификат:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client certificate</source>
        <translation>Клиентский сертификат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the client certificate file</source>
        <translation>Выбрать файл клиентского сертификата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client &amp;key:</source>
        <translation>Клиентский к&amp;люч:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client key</source>
        <translation>Клиентский ключ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the client key file</source>
        <translation>Выбрать файл клиентского ключа</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <location filename="../app/watchcontroller.cpp" line="+62"/>
        <source>The watch list</source>
        <translation>Список наблюдений</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Watches will not survive a restart: the local store could not be opened (%1).</source>
        <translation>Наблюдения не переживут перезапуск: не удалось открыть локальное хранилище (%1).</translation>
    </message>
</context>
<context>
    <name>WatchListModel</name>
    <message>
        <location filename="../models/watchlistmodel.cpp" line="+91"/>
        <source>Watching</source>
        <translation>Объект</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until</source>
        <translation>До</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Since</source>
        <translation>Начато</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Подтверждение</translation>
    </message>
</context>
<context>
    <name>WatchListView</name>
    <message>
        <location filename="../views/watchlistview.cpp" line="+33"/>
        <source>Watch list</source>
        <translation>Список наблюдений</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Last action</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is watched. Select a task, a lease or an owed delivery and choose Watch ▸ Watch the selection (Ctrl+Shift+W); replays, releases and acks are watched by themselves.</source>
        <translation>Наблюдений нет. Выберите задачу, аренду или задолженную доставку и выберите Наблюдение ▸ Наблюдать за выбранным (Ctrl+Shift+W); за перезапусками, освобождениями и подтверждениями наблюдение ведётся само.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the watched item in the console</source>
        <translation>Показать объект наблюдения в консоли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy for ticket</source>
        <translation>Копировать для заявки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy what was wrong, the action and the evidence, as plain text</source>
        <translation>Скопировать, что было не так, действие и подтверждение, простым текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as Markdown</source>
        <translation>Копировать как Markdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same proof as a Markdown table</source>
        <translation>То же подтверждение таблицей Markdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unwatch</source>
        <translation>Снять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching it (Ctrl+Shift+U)</source>
        <translation>Прекратить наблюдение (Ctrl+Shift+U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear finished</source>
        <translation>Убрать завершённые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every watch that has reached its outcome, turned bad or expired</source>
        <translation>Убрать все наблюдения, которые достигли результата, пошли не так или истекли</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Copied the proof of %1 as Markdown.</source>
        <translation>Подтверждение для «%1» скопировано как Markdown.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the proof of %1.</source>
        <translation>Подтверждение для «%1» скопировано.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>select a watch</source>
        <translation>выберите наблюдение</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>not read yet</source>
        <translation>ещё не прочитано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no watch has finished</source>
        <translation>ни одно наблюдение не завершено</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <location filename="../core/watch/watchnames.cpp" line="+96"/>
        <source>Message %1</source>
        <translation>Сообщение %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task %1</source>
        <translation>Задача %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/watch/watchrules.cpp" line="+263"/>
        <source>Every device of alert %1</source>
        <translation>Все устройства тревоги %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../core/watch/watchrules.cpp" line="+13"/>
        <source>%1 on alert %2</source>
        <translation>%1 в тревоге %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sink %1/%2</source>
        <translation>Приёмник %1/%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replay of %Ln task(s)</source>
        <translation>
            <numerusform>Перезапуск %Ln задачи</numerusform>
            <numerusform>Перезапуск %Ln задач</numerusform>
            <numerusform>Перезапуск %Ln задач</numerusform>
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
        <translation>доставлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked</source>
        <translation>подтверждено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leased by a worker</source>
        <translation>взято в аренду исполнителем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any change</source>
        <translation>любое изменение</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>waiting</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reached</source>
        <translation>достигнуто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned bad</source>
        <translation>пошло не так</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expired</source>
        <translation>истекло</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a %1 cannot be watched until %2; it can be watched until %3 or changed</source>
        <translation>за объектом «%1» нельзя наблюдать до «%2»; можно до «%3» или до изменения</translation>
    </message>
    <message>
        <location filename="../core/watch/watchrules.cpp" line="-61"/>
        <location line="+21"/>
        <source>not read yet</source>
        <translation>ещё не прочитано</translation>
    </message>
    <message>
        <location filename="../core/watch/watchproof.cpp" line="+30"/>
        <source>%1 by operator %2</source>
        <translation>%1, оператор %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../core/watch/watchrules.cpp" line="-41"/>
        <source> at %1</source>
        <translation> в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, reason: %1</source>
        <translation>, причина: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>: replayed as task %1</source>
        <translation>: перезапущена как задача %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>: %n delivery(ies) acked</source>
        <translation>
            <numerusform>: подтверждена %n доставка</numerusform>
            <numerusform>: подтверждены %n доставки</numerusform>
            <numerusform>: подтверждено %n доставок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (seen at %1)</source>
        <translation> (замечено в %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Evidence</source>
        <translation>Подтверждение</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Provider response</source>
        <translation>Ответ провайдера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not kept by the console; see attempt %1</source>
        <translation>консоль его не хранит; см. попытку %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watched</source>
        <translation>Наблюдение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 until %2, since %3</source>
        <translation>%1 до «%2», с %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tasks</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../core/watch/watchrules.cpp" line="-83"/>
        <source>no such task</source>
        <translation>нет такой задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>state unknown (NULL)</source>
        <translation>состояние неизвестно (NULL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>replayed as task %1: %2</source>
        <translation>перезапущена как задача %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n attempt(s)</source>
        <translation>
            <numerusform>, %n попытка</numerusform>
            <numerusform>, %n попытки</numerusform>
            <numerusform>, %n попыток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, not replayed</source>
        <translation>, не перезапущена</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no attempt recorded yet</source>
        <translation>попыток ещё не записано</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n attempt(s), the best %1</source>
        <translation>
            <numerusform>%n попытка, лучшая: %1</numerusform>
            <numerusform>%n попытки, лучшая: %1</numerusform>
            <numerusform>%n попыток, лучшая: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; its task %1 is %2</source>
        <translation>; её задача %1 — %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>subscription gone</source>
        <translation>подписки больше нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing owed yet</source>
        <translation>пока ничего не задолжено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owed, %2 acked</source>
        <translation>задолжено %1, подтверждено %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, subscription disabled</source>
        <translation>, подписка отключена</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no such sink</source>
        <translation>нет такого приёмника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held by backend %1 (advisory lock)</source>
        <translation>удерживается сеансом %1 (рекомендательная блокировка)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leased by %1</source>
        <translation>в аренде у %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lease of %1 expired</source>
        <translation>аренда %1 истекла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not leased</source>
        <translation>не в аренде</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>last ack at %1, by operator %2 with this console&apos;s ack</source>
        <translation>последнее подтверждение в %1 — оператором %2, подтверждением из этой консоли</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last ack at %1 (by the device or an operator: the ledger does not tell)</source>
        <translation>последнее подтверждение в %1 (устройством или оператором: журнал этого не различает)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>attempt %1 %2</source>
        <translation>попытка %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> by %1</source>
        <translation>, исполнитель %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>cannot be read: %1</source>
        <translation>не читается: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>dead, then replayed as task %1</source>
        <translation>мертва, затем перезапущена как задача %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, action %2</source>
        <translation>%1, действие %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>device %1</source>
        <translation>устройство %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (subscription %2)</source>
        <translation>%1 (подписка %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, subscription %3)</source>
        <translation>%1 (%2, подписка %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed device</source>
        <translation>устройство без имени</translation>
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
        <translation>%1 — пошло не так: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not %2 before the watch expired; %3</source>
        <translation>%1: не «%2» до истечения наблюдения; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: waiting until %2; %3</source>
        <translation>%1: ожидание до «%2»; %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 turned bad</source>
        <translation>%1 — пошло не так</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the watch expired</source>
        <translation>%1: наблюдение истекло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not %1 in time; %2</source>
        <translation>Не «%1» вовремя; %2</translation>
    </message>
    <message>
        <location filename="../core/watch/watchbatch.cpp" line="+31"/>
        <source>%1 of %2 delivered</source>
        <translation>доставлено %1 из %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln died again</source>
        <translation>
            <numerusform>, %Ln снова умерла</numerusform>
            <numerusform>, %Ln снова умерли</numerusform>
            <numerusform>, %Ln снова умерли</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln on the way</source>
        <translation>
            <numerusform>, %Ln в пути</numerusform>
            <numerusform>, %Ln в пути</numerusform>
            <numerusform>, %Ln в пути</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not replayed</source>
        <translation>
            <numerusform>, %Ln не перезапущена</numerusform>
            <numerusform>, %Ln не перезапущены</numerusform>
            <numerusform>, %Ln не перезапущены</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+13"/>
        <source>, %Ln gone</source>
        <translation>
            <numerusform>, %Ln исчезла</numerusform>
            <numerusform>, %Ln исчезли</numerusform>
            <numerusform>, %Ln исчезли</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 of %2 dead and not replayed</source>
        <translation>%1 из %2 мертвы и не перезапущены</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>, %Ln already replayed</source>
        <translation>
            <numerusform>, %Ln уже перезапущена</numerusform>
            <numerusform>, %Ln уже перезапущены</numerusform>
            <numerusform>, %Ln уже перезапущены</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %Ln not dead</source>
        <translation>
            <numerusform>, %Ln не мертва</numerusform>
            <numerusform>, %Ln не мертвы</numerusform>
            <numerusform>, %Ln не мертвы</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 replayed, %2 already replayed, %3 refused</source>
        <translation>перезапущено %1, уже перезапущено %2, отказано %3</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source> and %Ln more</source>
        <translation>
            <numerusform> и ещё %Ln</numerusform>
            <numerusform> и ещё %Ln</numerusform>
            <numerusform> и ещё %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: every replay delivered</source>
        <translation>%1: каждый перезапуск доставлен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 settled with failures</source>
        <translation>%1 завершён с ошибками</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not settled before the watch expired</source>
        <translation>%1: не завершён до истечения наблюдения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: waiting until every replay settles</source>
        <translation>%1: ожидание завершения каждого перезапуска</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../views/windowactions.cpp" line="+53"/>
        <source>&amp;Export view as CSV…</source>
        <translation>&amp;Экспорт представления в CSV…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every row the current view&apos;s filter matches, to a CSV file</source>
        <translation>Все строки, подходящие под фильтр текущего представления, в файл CSV</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy rows</source>
        <translation>&amp;Копировать строки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy rows with &amp;header</source>
        <translation>Копировать строки с &amp;заголовком</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;link</source>
        <translation>Копировать сс&amp;ылку</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>&amp;Mask contact data in exports and copied rows</source>
        <translation>Скрывать контакты в &amp;экспорте и скопированных строках</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E-mail addresses and phone numbers in CSV exports and copied rows become j***@example.com and +*********42; a lookup&apos;s ticket text keeps the customer&apos;s own</source>
        <translation>Адреса e-mail и номера телефонов в экспорте CSV и скопированных строках становятся j***@example.com и +*********42; текст для тикета из поиска сохраняет контакты клиента</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&amp;Next result</source>
        <translation>&amp;Следующий результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious result</source>
        <translation>Пр&amp;едыдущий результат</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавиатурные сокращения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Actions</source>
        <translation>&amp;Действия</translation>
    </message>
    <message>
        <location filename="../core/operatoraction.h" line="-10"/>
        <source>&amp;Replay the selected dead tasks…</source>
        <translation>&amp;Перезапустить выбранные мёртвые задачи…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Re&amp;lease the selected lease…</source>
        <translation>&amp;Снять выбранную аренду…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Ack the selected alarm debt…</source>
        <translation>По&amp;дтвердить выбранные неподтверждённые тревоги…</translation>
    </message>
    <message>
        <location filename="../views/windowactions.cpp" line="+95"/>
        <source>Nothing to copy: select rows in a table first.</source>
        <translation>Копировать нечего: сначала выберите строки в таблице.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Copied %n row(s) as tab-separated text.</source>
        <translation>
            <numerusform>%n строка скопирована как текст с табуляциями.</numerusform>
            <numerusform>%n строки скопированы как текст с табуляциями.</numerusform>
            <numerusform>%n строк скопировано как текст с табуляциями.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No link to copy: select a row, or look something up.</source>
        <translation>Нет ссылки для копирования: выберите строку или выполните поиск.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copied the link %1</source>
        <translation>Скопирована ссылка %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Copied %n link(s), one per line.</source>
        <translation>
            <numerusform>Скопирована %n ссылка, по одной на строку.</numerusform>
            <numerusform>Скопированы %n ссылки, по одной на строку.</numerusform>
            <numerusform>Скопировано %n ссылок, по одной на строку.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+66"/>
        <source>This view has no “%1” action.</source>
        <translation>В этом представлении нет действия «%1».</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>the tasks the filter matches</source>
        <translation>задачи, подходящие под фильтр</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the feed sink leases</source>
        <translation>аренды приёмников потоков</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the task leases</source>
        <translation>аренды задач</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the stuck task leases</source>
        <translation>зависшие аренды задач</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the deliveries the filter matches</source>
        <translation>доставки, подходящие под фильтр</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the owed alarm deliveries</source>
        <translation>неподтверждённые доставки тревог</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Look something up first: the export saves the answer.</source>
        <translation>Сначала выполните поиск: экспорт сохраняет ответ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The dashboard has no rows to export; open a view from it.</source>
        <translation>На панели мониторинга нет строк для экспорта; откройте с неё представление.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export %1</source>
        <translation>Экспорт: %1</translation>
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
        <translation>нет в этой базе данных (нет столбца %1)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Task id</source>
        <translation>Id задачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+156"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+132"/>
        <location line="+7"/>
        <location line="+25"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Job id</source>
        <translation>Id задания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idempotency key</source>
        <translation>Ключ идемпотентности</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+48"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+91"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Monitor</source>
        <translation>Монитор</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+66"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="-63"/>
        <source> (its deliveries)</source>
        <translation> (его доставки)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Contact</source>
        <translation>Контакт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not before</source>
        <translation>Не раньше</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>Крайний срок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lease</source>
        <translation>Аренда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token</source>
        <translation>Токен</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Expires</source>
        <translation>Истекает</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Times</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created</source>
        <translation>Создана</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+138"/>
        <source>Updated</source>
        <translation>Обновлена</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+1"/>
        <source>Succeeded</source>
        <translation>Выполнена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay lineage</source>
        <translation>Цепочка перезапусков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replays</source>
        <translation>Перезапуски</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay of</source>
        <translation>Перезапуск задачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source> by operator %1 at %2</source>
        <translation> оператором %1 в %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>not a replay</source>
        <translation>не перезапуск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replayed as</source>
        <translation>Перезапущена как</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not replayed</source>
        <translation>не перезапускалась</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivery attempts</source>
        <translation>Попытки доставки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none recorded</source>
        <translation>не записано</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+19"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>All deliveries of this task…</source>
        <translation>Все доставки этой задачи…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open in the deliveries view</source>
        <translation>Открыть в представлении доставок</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delivery id</source>
        <translation>Id доставки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worker</source>
        <translation>Обработчик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (the task row is gone; the audit outlives it)</source>
        <translation> (строки задачи уже нет; аудит переживает её)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Alert</source>
        <translation>Оповещение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alert state</source>
        <translation>Состояние оповещения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event kind</source>
        <translation>Вид события</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(the event row is gone)</source>
        <translation>(строки события уже нет)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event time</source>
        <translation>Время события</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices subscribed to this alert</source>
        <translation>Устройства, подписанные на это оповещение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>disabled</source>
        <translation>отключено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no ledger row for this event</source>
        <translation>нет строки реестра для этого события</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1</source>
        <translation>подтверждено в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owes it since %1 (%2)</source>
        <translation>не подтверждено с %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last seen %1</source>
        <translation>последний раз в сети %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never seen</source>
        <translation>ни разу не было в сети</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Feed</source>
        <translation>Поток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink</source>
        <translation>Приёмник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holder</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lease row: holder and expiry on the cursor row</source>
        <translation>строка аренды: владелец и срок в строке курсора</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>advisory lock: held while the worker&apos;s session lives</source>
        <translation>advisory-блокировка: держится, пока жив сеанс обработчика</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Session</source>
        <translation>Сеанс</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>gone: no session holds this sink&apos;s lock, so the holder on the row is stale and fences the cursor against every other worker</source>
        <translation>нет: ни один сеанс не держит блокировку этого приёмника, поэтому владелец в строке устарел и закрывает курсор от всех остальных обработчиков</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pid %1; details hidden (this role lacks pg_read_all_stats)</source>
        <translation>pid %1; подробности скрыты (у этой роли нет pg_read_all_stats)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session pid</source>
        <translation>Pid сеанса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Application</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client address</source>
        <translation>Адрес клиента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend start</source>
        <translation>Начало бэкенда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State since</source>
        <translation>Состояние с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other roles&apos; sessions show fewer details without pg_read_all_stats.</source>
        <translation>Сеансы других ролей показывают меньше подробностей без pg_read_all_stats.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown (the holder id is neither pg-row: nor pg-advisory:)</source>
        <translation>неизвестно (id владельца не начинается ни с pg-row:, ни с pg-advisory:)</translation>
    </message>
</context>
<context>
    <name>displayformat</name>
    <message>
        <location filename="../models/displayformat.cpp" line="+106"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 d %2 h</source>
        <translation>%1 д %2 ч</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 d</source>
        <translation>%1 д</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+10"/>
        <source>in %1</source>
        <translation>через %1</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>expired %1 ago</source>
        <translation>истекла %1 назад</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 ago</source>
        <translation>%1 назад</translation>
    </message>
</context>
<context>
    <name>lookuptrees</name>
    <message>
        <location filename="../views/lookuptrees.cpp" line="+68"/>
        <source>acked by the device at %1</source>
        <translation>подтверждено устройством в %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked at %1 (the ledger does not say whether by the device or an operator)</source>
        <translation>подтверждено в %1 (реестр не указывает, устройством или оператором)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acked by operator %1 via PoolScope at %2, not by the device</source>
        <translation>подтверждено оператором %1 через PoolScope в %2, а не устройством</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, reason: %1</source>
        <translation>, причина: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (this console&apos;s journal)</source>
        <translation> (журнал этой консоли)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>message %1</source>
        <translation>сообщение %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>task lineage</source>
        <translation>цепочка задач</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 · attempts %2/%3</source>
        <translation>%1 · попытки %2/%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · replay of task %1</source>
        <translation> · перезапуск задачи %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · leased by %1, %2</source>
        <translation> · в аренде у %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>task %1</source>
        <translation>задача %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> · %1 ms</source>
        <translation> · %1 мс</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · its task row is gone</source>
        <translation> · строки задачи уже нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attempt %1</source>
        <translation>попытка %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts in all; the newest are listed</source>
        <translation>всего попыток: %1; показаны последние</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>replay</source>
        <translation>перезапуск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task %1 → task %2 by operator %3 at %4</source>
        <translation>задача %1 → задача %2, оператор %3, %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Alert %1 (%2), account %3</source>
        <translation>Оповещение %1 (%2), аккаунт %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>owes the latest trigger since %1</source>
        <translation>не подтвердило последнее срабатывание с %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>subscription disabled</source>
        <translation>подписка отключена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no ledger row for the latest trigger</source>
        <translation>нет строки реестра для последнего срабатывания</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no trigger to owe</source>
        <translation>нет срабатывания, нечего подтверждать</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 owed in all</source>
        <translation> · всего не подтверждено: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · last seen %1</source>
        <translation> · последний раз в сети %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · never seen</source>
        <translation> · ни разу не было в сети</translation>
    </message>
</context>
</TS>
