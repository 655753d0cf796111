import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api/client';
import { formatDate } from '../../lib/format';
import { lagosMidnight } from '../../lib/lagosTime';
import type { Role } from '../../lib/role';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Stack } from '../../ui/Layout';
import type { NavLinkProps } from '../../ui/Sidebar';
import { StatCard, StatPanel } from '../../ui/StatCard';
import { describeChange, formatFigure, todayCards, todayHref } from './today';
import { useTodayFigures } from './todayApi';

/** The router's link for the cards (src/ui knows no router). */
function CardLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}

export const TODAY_MESSAGES = { error: "Error fetching today's figures" } as const;

/**
 * "Today" (docs/product.md §2 Dashboard): today's transaction volume, Kero and Lagos commission and
 * failed payments beside yesterday's, each opening that day's transactions; the lagos role sees the
 * Lagos commission only. Its error is its own: the panel's error with Try again, the cards showing —.
 */
export function TodayPanel({ role }: { role: Role }) {
  const { data, error, isLoading, mutate } = useTodayFigures(role);
  const cards = todayCards(role);
  const loading = isLoading && !data;
  const failed = !!error && !data;
  const day = data ? formatDate(lagosMidnight(data.today)) : null;

  return (
    <Stack gap={3}>
      <StatPanel
        title="Today"
        description={day ? `${day}, Lagos time, beside yesterday` : 'Lagos time, beside yesterday'}
        columns={role === 'lagos' ? 2 : 4}
      >
        {cards.map((c) => {
          const current = data ? data.current[c.metric] : null;
          const previous = data ? data.previous[c.metric] : null;
          return (
            <StatCard
              key={c.metric}
              label={c.label}
              tone={c.tone}
              loading={loading}
              value={formatFigure(c, current)}
              comparisonLabel="Yesterday:"
              comparison={formatFigure(c, previous)}
              change={current !== null && previous !== null ? describeChange(c, current, previous) : undefined}
              href={data ? todayHref(c, role, data.today) : undefined}
              linkComponent={CardLink}
            />
          );
        })}
      </StatPanel>
      {failed && (
        <ErrorPanel
          title="Today's figures could not be loaded"
          message={errorMessage(error, TODAY_MESSAGES.error)}
          onRetry={() => void mutate()}
          size="compact"
          headingLevel={3}
        />
      )}
    </Stack>
  );
}
