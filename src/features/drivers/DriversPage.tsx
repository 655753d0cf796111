import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { confirmAction } from '../../ui/Alert';
import { BulkProgress } from '../../ui/BulkProgress';
import type { DataTableSelection } from '../../ui/DataTable';
import { Stack } from '../../ui/Layout';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { permissionsFor, useDisplaySwitches, type DisplaySwitch } from '../../lib/displaySwitches';
import { formatNumber } from '../../lib/format';
import type { Role } from '../../lib/role';
import type { Driver } from '../../lib/schemas';
import type { DriverFigures, ListQuery } from '../../lib/listQuery';
import { querySort, useListRecord } from '../../shared/data/useListQuery';
import { useListExport } from '../../shared/export/useServerCsvExport';
import { ListScreen } from '../../shared/list/ListScreen';
import { useScreenAction } from '../../shared/commands/screenActions';
import { DisplaySwitchBar } from '../../shared/table/DisplaySwitchBar';
import { useStoredColumnLayout } from '../../shared/table/useStoredColumnLayout';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { DRIVERS_KEY, DRIVERS_MESSAGES, DRIVERS_PAGE_SIZE as PAGE_SIZE, DRIVERS_URL, driversQueryOf, fetchDrivers, useDrivers, useVerifyDriver, type DriversData, type VerifyDecision } from './api';
import { driverColumns } from './columns';
import { DriverDetails } from './DriverDetails';
import { PipelineChart } from './PipelineChart';
import { driverName, groupByStage, STAGE_LABELS, STAGES, stageOf, type Stage, type StageBuckets } from './model';
import { ReviewNextBar } from './ReviewNextBar';
import { BulkReviewBar } from './BulkReviewBar';
import { confirmTitle, progressLabel, resultSummary, useBulkReview } from './bulkReview';
import { nextSubmission, type Decided } from './reviewNext';
import { useReviewQueue } from './reviewQueue';
import { ReviewQueueStatus } from './ReviewQueueStatus';
import { QueueStart } from './QueueStart';

const TABS_ID = 'driver-stages';
const EMPTY: Driver[] = [];
const NO_PICK: ReadonlyMap<string, Driver> = new Map();
const NO_BUCKETS: StageBuckets = { emailUnverified: [], emailVerified: [], kycSubmitted: [], kycApproved: [] };

const driverId = (d: Driver) => d._id;
const rowsOf = (d: DriversData) => d.drivers;
const getRowId = (d: Driver, i: number) => d._id ?? `row-${i}`;

/**
 * docs/product.md §2 Drivers: five cards, four onboarding-stage tabs, a table per stage and "Driver Details",
 * where an admin approves or rejects a KYC submission.
 */
export default function DriversPage({ role }: { role: Role }) {
  const permissions = permissionsFor(role);
  const [switches] = useDisplaySwitches();
  const { table, state, setState } = useTableUrlState(DRIVERS_URL);
  const stage = state.tab;
  const columnLayout = useStoredColumnLayout(`drivers-${stage}`);
  const verify = useVerifyDriver();
  // The decision just made, for "Review next" (issue 12); the dialog still closes and the list reloads (docs/product.md §4).
  const [decided, setDecided] = useState<Decided | null>(null);

  // The Review action opens the driver; its column comes before the query that finds the driver, so it
  // calls the latest opener through a ref.
  const openRef = useRef<(d: Driver) => void>(() => undefined);
  const onReview = useCallback((d: Driver) => {
    setDecided(null);
    openRef.current(d);
  }, []);
  const columns = useMemo(
    () =>
      driverColumns(stage, {
        switches,
        walletBalance: permissions.walletBalance,
        onReview: permissions.review ? onReview : null,
      }),
    [stage, switches, permissions.walletBalance, permissions.review, onReview],
  );

  // The table's query (docs/api.md, "Paged lists"): the tab is the `stage` filter. A paging backend
  // answers the tab's page; client mode holds every driver and splits them by stage. The same function
  // makes the console's early read of this screen (startDriversEarly).
  const urlQuery = driversQueryOf(state);
  const query: ListQuery = { ...urlQuery, sort: querySort(columns, urlQuery.sort) };
  const read = useDrivers(query);
  const { data, server } = read;

  const drivers = data?.drivers ?? EMPTY;
  const buckets = useMemo(() => (data && !server ? groupByStage(data.drivers) : NO_BUCKETS), [data, server]);
  const rows = server ? drivers : buckets[stage];
  // The cards, tab counts and chart count every driver: the paged answer's figures, or the buckets held.
  const counts: DriverFigures | null = server
    ? (data?.figures ?? null)
    : data
      ? { total: data.drivers.length, ...(Object.fromEntries(STAGES.map((s) => [s, buckets[s].length])) as Record<Stage, number>) }
      : null;
  // Any driver opens by link, whatever the tab; a KYC submission opens for review (docs/product.md §2).
  const record = useListRecord({
    key: DRIVERS_KEY,
    fetcher: fetchDrivers,
    rowsOf,
    data,
    server,
    openId: state.open,
    setUrl: setState,
    records: server ? drivers : data?.drivers ?? EMPTY,
    getId: driverId,
  });
  const { open, close } = record;
  const openDriver = useCallback(
    (d: Driver) => {
      if (d._id) open(d._id);
    },
    [open],
  );
  useEffect(() => {
    openRef.current = openDriver;
  }, [openDriver]);
  const exporter = useListExport('drivers', 'drivers', fetchDrivers, rowsOf, query, server);

  // Bulk KYC review (docs/product.md, "Bulk KYC review"): the drivers picked in KYC Submitted, by id, kept
  // across pages (the records themselves, for their names) and forgotten on another tab.
  const bulk = useBulkReview();
  const [picked, setPicked] = useState<{ stage: Stage; drivers: ReadonlyMap<string, Driver> }>({ stage, drivers: NO_PICK });
  const pickedDrivers = picked.stage === stage ? picked.drivers : NO_PICK;
  const canSelect = permissions.review && permissions.approve && stage === 'kycSubmitted';
  const pickedIds = useMemo(() => new Set(pickedDrivers.keys()), [pickedDrivers]);
  // The rows on screen, for the selection's records (read in a click, after the render that showed them).
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  });
  const selection = useMemo<DataTableSelection<Driver> | null>(
    () =>
      canSelect
        ? {
            selected: pickedIds,
            disabled: bulk.running,
            rowLabel: (d) => `Select ${driverName(d) ?? 'driver'}`,
            onChange: (ids) =>
              setPicked((prev) => {
                const before = prev.stage === stage ? prev.drivers : NO_PICK;
                const next = new Map<string, Driver>();
                for (const id of ids) {
                  const d = before.get(id) ?? rowsRef.current.find((r) => r._id === id);
                  if (d) next.set(id, d);
                }
                return { stage, drivers: next };
              }),
          }
        : null,
    [canSelect, pickedIds, bulk.running, stage],
  );
  const clearPicked = () => setPicked({ stage, drivers: NO_PICK });
  const bulkDecide = async (decision: VerifyDecision) => {
    const targets = [...pickedDrivers.values()].map((d) => ({ id: d._id!, name: driverName(d) ?? 'Driver' }));
    const confirmed = await confirmAction({
      title: confirmTitle(decision, targets.length),
      text: decision === 'approve' ? 'Each selected KYC submission will be approved.' : 'Each selected KYC submission will be rejected.',
      confirmText: decision === 'approve' ? 'Approve' : 'Reject',
      tone: decision === 'approve' ? 'accent' : 'danger',
    });
    if (!confirmed) return;
    clearPicked();
    await bulk.start(targets, decision);
  };
  const bulkRun = bulk.run;

  // "Review next" walks the KYC submissions the table shows (server mode: the tab's page).
  const submissions = server ? (stage === 'kycSubmitted' ? drivers : EMPTY) : buckets.kycSubmitted;
  const next = decided ? nextSubmission(submissions, decided) : null;
  const remaining = !decided
    ? 0
    : server
      ? Math.max(0, (counts?.kycSubmitted ?? 0) - (submissions.some((d) => d._id === decided.id) ? 1 : 0))
      : buckets.kycSubmitted.filter((d) => d._id !== decided.id).length;

  const switchKeys: DisplaySwitch[] = permissions.walletBalance ? ['email', 'phone', 'walletBalance'] : ['email', 'phone'];
  const label = STAGE_LABELS[stage];

  const onDecide = (decision: VerifyDecision, reason?: string) => {
    const driver = record.record;
    const id = driver?._id;
    if (!driver || !id) return;
    const name = driverName(driver) ?? 'Driver';
    const index = Math.max(0, submissions.findIndex((d) => d._id === id));
    void verify.run(id, decision, reason).then((result) => {
      if (!result.ok) return;
      setDecided({ id, name, index, decision });
      close();
    });
  };

  // Review mode (docs/product.md §2, "KYC review mode"): the queue oldest registration first, one
  // submission after another in the same dialog; a decision moves on by itself.
  const canReview = permissions.review && permissions.approve;
  const queue = useReviewQueue({ server, submissions: buckets.kycSubmitted });
  const startReview = () => {
    setDecided(null);
    close();
    void queue.start();
  };
  // The command menu's "Review next KYC submission" (docs/product.md, "Command menu"): review mode from the oldest.
  const waitingCount = counts?.kycSubmitted;
  useScreenAction(
    canReview
      ? { id: 'review-next', label: 'Review next KYC submission', unavailable: waitingCount === 0 ? 'Nothing waits for review' : undefined, run: startReview }
      : null,
  );
  const queued = queue.current;
  const queuedDecision = queued?._id ? queue.state?.decisions[queued._id] : undefined;
  // A submission decided in this review shows its new stage (no second decision) when K goes back to it.
  const queuedShown: Driver | null =
    queued && queuedDecision ? { ...queued, ...(queuedDecision === 'approve' ? { kycVerified: true } : { kycSubmitted: false }) } : queued;
  const onQueueDecide = (decision: VerifyDecision, reason?: string) => {
    const id = queued?._id;
    if (!id) return;
    void verify.run(id, decision, reason).then((result) => {
      if (result.ok) queue.decided(id, decision);
    });
  };
  // What both Driver Details dialogs (review mode's and a record's) share.
  const reviewer = { canApprove: permissions.approve, showWalletBalance: permissions.walletBalance, switches, pending: verify.pendingArgs?.[1] ?? null };

  return (
    <ListScreen
      title="Drivers"
      description={role === 'lagos' ? 'Drivers on the road in Lagos' : 'Driver onboarding, from sign-up to KYC approval'}
      screen="drivers"
      noun="drivers"
      actions={canReview && <QueueStart waiting={counts?.kycSubmitted ?? null} onStart={startReview} />}
      list={read}
      cards={[
        { label: 'Total Drivers', value: formatNumber(counts?.total), tone: 'accent' },
        { label: 'Email Unverified', value: formatNumber(counts?.emailUnverified), tone: 'warning' },
        { label: 'Email Verified', value: formatNumber(counts?.emailVerified), tone: 'info' },
        { label: 'KYC Submitted', value: formatNumber(counts?.kycSubmitted), tone: 'neutral' },
        { label: 'KYC Approved', value: formatNumber(counts?.kycApproved), tone: 'success' },
      ]}
      chart={counts && <PipelineChart stages={STAGES.map((s) => STAGE_LABELS[s])} counts={STAGES.map((s) => counts[s])} />}
      errorFallback={DRIVERS_MESSAGES.error}
      exporter={exporter}
      table={{
        ...table,
        data: rows,
        columns,
        getRowId,
        columnLayout,
        caption: `${label} drivers`,
        emptyText: `No ${label} drivers found`,
        pageSize: PAGE_SIZE,
        pagination: 'results',
        // KYC Submitted rows open through the Review action only (docs/product.md §2).
        onRowClick: stage === 'kycSubmitted' ? undefined : openDriver,
        // Enter or Space on a KYC Submitted row opens its review, as its Review button does (docs/product.md §17).
        onRowEnter: stage === 'kycSubmitted' && permissions.review ? onReview : undefined,
        selection,
        toolbar: <DisplaySwitchBar keys={switchKeys} />,
      }}
      // The stage tabs stay over the error panel; the bulk and "Review next" bars head the tab's list.
      frame={(list) => (
        <Stack gap={4}>
          <Tabs
            id={TABS_ID}
            controlsPanel
            aria-label="Driver stages"
            value={stage}
            onChange={(tab) => setState({ tab, page: 1, sort: null }, { urgent: server })}
            items={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s], count: counts ? counts[s] : undefined }))}
          />
          <TabPanel baseId={TABS_ID} value={stage}>
            {bulkRun && (
              <BulkProgress
                label="Bulk review"
                state={
                  bulkRun.phase === 'running'
                    ? { phase: 'running', label: progressLabel(bulkRun.decision, bulkRun.done, bulkRun.total), done: bulkRun.done, total: bulkRun.total }
                    : {
                        phase: 'done',
                        summary: resultSummary(bulkRun.decision, bulkRun.succeeded, bulkRun.total),
                        failures: bulkRun.failures.map((f) => ({ id: f.id, label: f.name, message: f.message })),
                      }
                }
                failuresHeading={bulkRun.decision === 'approve' ? 'Not approved' : 'Not rejected'}
                onRetry={() => void bulk.retry()}
                onDismiss={bulk.dismiss}
              />
            )}
            {canSelect && pickedDrivers.size > 0 && !bulk.running && (
              <BulkReviewBar count={pickedDrivers.size} onDecide={(d) => void bulkDecide(d)} onClear={clearPicked} />
            )}
            {decided && stage === 'kycSubmitted' && !record.openId && (
              <ReviewNextBar decided={decided} remaining={remaining} onReviewNext={() => next && onReview(next)} onDismiss={() => setDecided(null)} />
            )}
            {list}
          </TabPanel>
        </Stack>
      )}
      record={{ ...record, kind: 'driver' }}
      details={
        <>
          {queue.state &&
            (queuedShown ? (
              <DriverDetails
                driver={queuedShown}
                mode="review"
                onClose={queue.stop}
                {...reviewer}
                onDecide={onQueueDecide}
                queue={{ position: queue.state.index + 1, total: queue.state.total, onNext: queue.next, onPrevious: queue.previous }}
              />
            ) : (
              <ReviewQueueStatus state={queue.state} done={queue.done} onClose={queue.stop} onRetry={queue.retry} onPrevious={queue.previous} />
            ))}
          <DriverDetails
            driver={queue.state ? null : record.record}
            mode={record.record && stageOf(record.record) === 'kycSubmitted' ? 'review' : 'view'}
            onClose={close}
            link={record.link}
            {...reviewer}
            onDecide={onDecide}
          />
        </>
      }
    />
  );
}
