import { useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { tokens } from '../theme/tokens';

/** One item a bulk action could not do: its name and the server's message (shown as text). */
export interface BulkFailure {
  id: string;
  label: string;
  message: string;
}

export type BulkProgressState =
  /** Under way: `label` says it with the figures ("Approving 4 of 12"). */
  | { phase: 'running'; label: string; done: number; total: number }
  /** Finished: `summary` says how many succeeded; each failure is listed. */
  | { phase: 'done'; summary: string; failures: readonly BulkFailure[] };

export interface BulkProgressProps {
  state: BulkProgressState;
  /** Accessible name of the panel, e.g. "Bulk review". */
  label: string;
  /** Heading of the failure list. Default "Not done". */
  failuresHeading?: string;
  /** Shown with failures: runs the failed items again. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Closes the result (not offered while running). */
  onDismiss?: () => void;
}

const Panel = styled.section`
  display: grid;
  gap: ${tokens.space[2]};
  margin-bottom: ${tokens.space[4]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border: 1px solid ${tokens.color.border};
  border-inline-start: 4px solid ${tokens.color.accent};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};

  &[data-tone='success'] { border-inline-start-color: ${tokens.color.success}; }
  &[data-tone='warning'] { border-inline-start-color: ${tokens.color.danger}; }
  p { margin: 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const Bar = styled.progress`
  appearance: none;
  width: 100%;
  height: 6px;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
  overflow: hidden;
  accent-color: ${tokens.color.accent};

  &::-webkit-progress-bar { background: ${tokens.color.surfaceMuted}; }
  &::-webkit-progress-value { background: ${tokens.color.accent}; transition: width ${tokens.motion.fast}; }
  &::-moz-progress-bar { background: ${tokens.color.accent}; }
`;

const Failures = styled.ul`
  display: grid;
  gap: ${tokens.space[1]};
  max-height: 12rem;
  margin: 0;
  padding-inline-start: ${tokens.space[5]};
  overflow-y: auto;
  font-size: ${tokens.font.size.sm};
  overflow-wrap: anywhere;
`;

const FailuresHeading = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.semibold};
`;

const Actions = styled.span`
  display: flex;
  gap: ${tokens.space[2]};
`;

/**
 * A bulk action's progress, then its result: a progress bar with "Approving 4 of 12" while it runs,
 * then how many succeeded, each failure with its message (plain text, never markup) and "Retry failed".
 * The figures are a live status, so screen readers hear them.
 */
export function BulkProgress({ state, label, failuresHeading = 'Not done', onRetry, retryLabel = 'Retry failed', onDismiss }: BulkProgressProps) {
  const id = useId();
  const action = useRef<HTMLButtonElement>(null);
  const finished = state.phase === 'done';
  // The result takes the focus (its first button), so a keyboard user lands on "Retry failed" or "Dismiss";
  // in the commit that shows it, so nothing that sees the result (a reader, a test) finds the focus elsewhere.
  useLayoutEffect(() => {
    if (finished) action.current?.focus();
  }, [finished]);

  if (state.phase === 'running') {
    return (
      <Panel aria-label={label} aria-busy="true">
        <p role="status" id={`${id}status`}>
          {state.label}
        </p>
        <Bar aria-labelledby={`${id}status`} value={state.done} max={Math.max(1, state.total)} />
      </Panel>
    );
  }
  const { summary, failures } = state;
  return (
    <Panel aria-label={label} data-tone={failures.length ? 'warning' : 'success'}>
      <Row>
        <p role="status">
          <strong>{summary}</strong>
        </p>
        <Actions>
          {failures.length > 0 && onRetry && (
            <Button ref={action} size="sm" variant="primary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {onDismiss && (
            <Button ref={failures.length > 0 && onRetry ? undefined : action} size="sm" variant="ghost" onClick={onDismiss}>
              Dismiss
            </Button>
          )}
        </Actions>
      </Row>
      {failures.length > 0 && (
        <>
          <FailuresHeading id={`${id}failures`}>{failuresHeading}</FailuresHeading>
          <Failures aria-labelledby={`${id}failures`}>
            {failures.map((f) => (
              <li key={f.id}>
                <strong>{f.label}</strong>
                {`: ${f.message}`}
              </li>
            ))}
          </Failures>
        </>
      )}
    </Panel>
  );
}
