import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Button } from '../Button';
import { describeChart, formatValue, labelStep, linePoints, percent, scaleMax, showLabel, type ChartSeries } from './chartModel';

export type ChartTone = 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface ChartProps {
  /** Name of the chart: the `<figcaption>`, the start of the text alternative. */
  title: string;
  /** One label per value, e.g. statuses or days. */
  categories: readonly string[];
  /** The values drawn as bars. */
  series: ChartSeries;
  /** Optional second series drawn as a line on its own scale (e.g. a count beside an amount). */
  line?: ChartSeries;
  /** `horizontal`: one labelled bar per row (few categories); `vertical`: columns over a time axis. */
  orientation?: 'horizontal' | 'vertical';
  /** Colour of each bar (horizontal) or of all columns (vertical: the first entry). Default accent. */
  tones?: readonly ChartTone[];
  /** Header of the category column in the table view. Default "Category". */
  categoryLabel?: string;
  /** Replaces the generated text alternative (it reads out the values). */
  summary?: string;
  /** Height of the plot area of a vertical chart, in px. */
  height?: number;
  /** Extra controls beside "View as table" (e.g. a range note). */
  actions?: ReactNode;
  /** Shown instead of the plot when there are no categories. */
  emptyText?: string;
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  margin: 0;
  min-width: 0;
  padding: ${tokens.space[5]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.sm};
`;

const Head = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const Caption = styled.span`
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.semibold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.textMuted};

  li { display: inline-flex; align-items: center; gap: ${tokens.space[2]}; }
  [data-swatch] { width: 12px; height: 12px; border-radius: 3px; background: ${tokens.color.accent}; }
  [data-swatch='line'] { height: 3px; border-radius: 2px; background: ${tokens.color.info}; }
`;

// Tones through data attributes: one static stylesheet however many bars there are.
const toneCss = `
  background: ${tokens.color.accent};
  &[data-tone='success'] { background: ${tokens.color.success}; }
  &[data-tone='warning'] { background: ${tokens.color.warning}; }
  &[data-tone='danger'] { background: ${tokens.color.danger}; }
  &[data-tone='info'] { background: ${tokens.color.info}; }
  &[data-tone='neutral'] { background: ${tokens.color.borderStrong}; }
`;

const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(72px, max-content) minmax(0, 1fr) max-content;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  font-size: ${tokens.font.size.sm};
`;

const RowLabel = styled.span`
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

const Track = styled.span`
  display: block;
  height: 14px;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceMuted};
  overflow: hidden;
`;

const HBar = styled.span`
  display: block;
  height: 100%;
  width: var(--k-bar);
  min-width: 2px;
  border-radius: ${tokens.radius.sm};
  ${toneCss}
`;

const RowValue = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${tokens.font.weight.semibold};
  text-align: end;
`;

const Plot = styled.div`
  container: chart / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.textMuted};
`;

const Columns = styled.div`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: 2px;
  height: var(--k-plot-height);
  border-bottom: 1px solid ${tokens.color.borderStrong};
  background: linear-gradient(${tokens.color.border}, ${tokens.color.border}) 0 0 / 100% 1px no-repeat,
    linear-gradient(${tokens.color.border}, ${tokens.color.border}) 0 50% / 100% 1px no-repeat;
`;

const Column = styled.span`
  flex: 1 1 0;
  min-width: 0;
  height: var(--k-bar);
  border-radius: 2px 2px 0 0;
  ${toneCss}
`;

const LineLayer = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  pointer-events: none;

  polyline { fill: none; stroke: ${tokens.color.info}; stroke-width: 2.5; stroke-linejoin: round; }
`;

const AxisLabels = styled.div`
  display: flex;
  gap: 2px;

  span { flex: 1 1 0; min-width: 0; display: flex; justify-content: center; white-space: nowrap; }
  span:first-child { justify-content: flex-start; }
  span:last-child { justify-content: flex-end; }

  /* Narrow charts print every other label (counted back from the last) so dates never run together. */
  @container chart (max-width: 520px) { span[data-alt] { visibility: hidden; } }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  font-variant-numeric: tabular-nums;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};

  th, td { padding: ${tokens.space[2]} ${tokens.space[3]}; border-bottom: 1px solid ${tokens.color.border}; text-align: start; }
  th { font-weight: ${tokens.font.weight.semibold}; color: ${tokens.color.textMuted}; }
  td[data-num], th[data-num] { text-align: end; font-variant-numeric: tabular-nums; }
`;

const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${tokens.space[6]} 0;
  text-align: center;
  color: ${tokens.color.textMuted};
  overflow-wrap: anywhere;
`;

type BarStyle = CSSProperties & { '--k-bar': string };

/**
 * A themed chart in a `<figure>`: the `<figcaption>` names it, the plot carries a text alternative that
 * reads out the values, and "View as table" shows the same numbers as a table. Plain HTML and CSS (no chart
 * library): bars size with the container and text stays crisp at any width.
 *
 * ```tsx
 * <Chart
 *   title="Rides by status"
 *   categories={['Completed', 'Active', 'Canceled']}
 *   series={{ label: 'Rides', values: [4900, 37, 451] }}
 *   tones={['success', 'info', 'danger']}
 * />
 * ```
 */
export function Chart({
  title,
  categories,
  series,
  line,
  orientation = 'horizontal',
  tones = [],
  categoryLabel = 'Category',
  summary,
  height = 180,
  actions,
  emptyText = 'No data to chart',
}: ChartProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const captionId = useId();
  const max = scaleMax(series.values);
  const alt = summary ?? describeChart(title, categories, series, line);
  const isEmpty = categories.length === 0;

  let body: ReactNode;
  if (asTable) {
    body = (
      <TableScroll id={tableId} tabIndex={0} role="region" aria-label={`${title} as a table`}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col" data-num="">{series.label}</th>
              {line && <th scope="col" data-num="">{line.label}</th>}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={`${i}-${c}`}>
                <th scope="row">{c}</th>
                <td data-num="">{formatValue(series, series.values[i])}</td>
                {line && <td data-num="">{formatValue(line, line.values[i])}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );
  } else if (isEmpty) {
    body = <Empty>{emptyText}</Empty>;
  } else if (orientation === 'horizontal') {
    body = (
      <Rows role="img" aria-label={alt}>
        {categories.map((c, i) => (
          <Row key={`${i}-${c}`} label={c} value={formatValue(series, series.values[i])} pct={percent(series.values[i], max)} tone={tones[i]} />
        ))}
      </Rows>
    );
  } else {
    const step = labelStep(categories.length);
    const lineMax = line ? scaleMax(line.values) : 1;
    body = (
      <Plot role="img" aria-label={alt}>
        <Scale aria-hidden="true">
          <span>{formatValue(series, max === 1 && series.values.every((v) => !v) ? 0 : max)}</span>
          {line && <span>{formatValue(line, lineMax === 1 && line.values.every((v) => !v) ? 0 : lineMax)}</span>}
        </Scale>
        <Columns style={{ '--k-plot-height': `${height}px` } as CSSProperties}>
          {categories.map((c, i) => (
            <Column
              key={`${i}-${c}`}
              data-tone={tones[0]}
              title={`${c}: ${formatValue(series, series.values[i])}${line ? ` · ${formatValue(line, line.values[i])}` : ''}`}
              style={{ '--k-bar': `${percent(series.values[i], max)}%` } as BarStyle}
            />
          ))}
          {line && categories.length > 0 && (
            <LineLayer viewBox={`0 0 ${categories.length} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <polyline points={linePoints(line.values, lineMax)} vectorEffect="non-scaling-stroke" />
            </LineLayer>
          )}
        </Columns>
        <AxisLabels aria-hidden="true">
          {categories.map((c, i) => (
            <span key={`${i}-${c}`} data-alt={((categories.length - 1 - i) / step) % 2 === 1 ? '' : undefined}>
              {showLabel(i, categories.length, step) ? c : ''}
            </span>
          ))}
        </AxisLabels>
      </Plot>
    );
  }

  return (
    // The whole head row is the figcaption (it must be the figure's first child); the title alone names it.
    <Figure aria-labelledby={captionId}>
      <Head>
        <Caption id={captionId}>{title}</Caption>
        <Tools>
          {actions}
          <Button size="sm" variant="secondary" aria-pressed={asTable} aria-controls={asTable ? tableId : undefined} onClick={() => setAsTable((v) => !v)}>
            View as table
          </Button>
        </Tools>
      </Head>
      {line && !asTable && (
        <Legend aria-hidden="true">
          <li><span data-swatch="" />{series.label}</li>
          <li><span data-swatch="line" />{line.label}</li>
        </Legend>
      )}
      {body}
    </Figure>
  );
}

function Row({ label, value, pct, tone }: { label: string; value: string; pct: number; tone?: ChartTone }) {
  return (
    <>
      <RowLabel>{label}</RowLabel>
      <Track>
        <HBar data-tone={tone} style={{ '--k-bar': `${pct}%` } as BarStyle} />
      </Track>
      <RowValue>{value}</RowValue>
    </>
  );
}
