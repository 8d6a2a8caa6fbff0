import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useRef } from 'react';
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import * as controls from '../internal/controls.css';
import { type BudgetBand, countBudgetBands } from './budget';
import * as styles from './Charts.css';
import { type ChartColors, useThemeColors } from './useThemeColors';

ChartJS.register(
  CategoryScale,
  LinearScale,
  BarElement,
  LineElement,
  PointElement,
  ArcElement,
  Tooltip,
  Legend,
);

/** One data series: a name and one value per label. */
export interface ChartSeries {
  name: string;
  values: ReadonlyArray<number>;
}

interface ChartBase {
  /** Title shown above the chart and used as its accessible name. */
  title: string;
  /** Height in px; default 240. */
  height?: number;
  /** Text of the hidden data table's first column header; default 'Label'. */
  labelHeader?: string;
  /**
   * Keep the title for screen readers only (a chart inside a card that already shows the same title);
   * default false.
   */
  hideTitle?: boolean;
}

export interface SeriesChartProps extends ChartBase {
  labels: ReadonlyArray<string>;
  series: ReadonlyArray<ChartSeries>;
  /** Stack bars; default false. */
  stacked?: boolean;
}

export interface PieChartProps extends ChartBase {
  labels: ReadonlyArray<string>;
  values: ReadonlyArray<number>;
  /** Donut (hole in the middle); default false. */
  donut?: boolean;
  /** Slice colours; default the theme's series colours. */
  colors?: ReadonlyArray<string>;
}

const reduced = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function commonOptions(c: ChartColors) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduced() ? (false as const) : undefined,
    color: c.text,
    plugins: { legend: { labels: { color: c.text } } },
  };
}

function axes(c: ChartColors, stacked = false) {
  const axis = { ticks: { color: c.muted }, grid: { color: c.grid }, stacked };
  return { x: axis, y: { ...axis, beginAtZero: true } };
}

/** A visually hidden table with the chart's numbers, for screen readers. */
function DataTable({
  title,
  labelHeader,
  labels,
  series,
}: {
  title: string;
  labelHeader: string;
  labels: ReadonlyArray<string>;
  series: ReadonlyArray<ChartSeries>;
}) {
  return (
    <table className={controls.visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th>{labelHeader}</th>
          {series.map((s) => (
            <th key={s.name}>{s.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((l, i) => (
          <tr key={l}>
            <th>{l}</th>
            {series.map((s) => (
              <td key={s.name}>{s.values[i] ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Bar chart (Chart.js) themed from the @wm/ui tokens, with a hidden data table for screen readers. */
export function BarChart({
  title,
  labels,
  series,
  stacked = false,
  height = 240,
  labelHeader = 'Label',
  hideTitle = false,
}: SeriesChartProps) {
  const ref = useRef<HTMLElement>(null);
  const c = useThemeColors(ref);
  return (
    <figure ref={ref} className={styles.figure}>
      <figcaption className={hideTitle ? controls.visuallyHidden : styles.caption}>{title}</figcaption>
      <div className={styles.canvasBox} style={{ height }}>
        <Bar
          aria-label={title}
          role="img"
          data={{
            labels: [...labels],
            datasets: series.map((s, i) => ({
              label: s.name,
              data: [...s.values],
              backgroundColor: c.series[i % c.series.length],
            })),
          }}
          options={{ ...commonOptions(c), scales: axes(c, stacked) }}
        />
      </div>
      <DataTable title={title} labelHeader={labelHeader} labels={labels} series={series} />
    </figure>
  );
}

/** Line chart (Chart.js) themed from the @wm/ui tokens, with a hidden data table. */
export function LineChart({
  title,
  labels,
  series,
  height = 240,
  labelHeader = 'Label',
  hideTitle = false,
}: SeriesChartProps) {
  const ref = useRef<HTMLElement>(null);
  const c = useThemeColors(ref);
  return (
    <figure ref={ref} className={styles.figure}>
      <figcaption className={hideTitle ? controls.visuallyHidden : styles.caption}>{title}</figcaption>
      <div className={styles.canvasBox} style={{ height }}>
        <Line
          aria-label={title}
          role="img"
          data={{
            labels: [...labels],
            datasets: series.map((s, i) => ({
              label: s.name,
              data: [...s.values],
              borderColor: c.series[i % c.series.length],
              backgroundColor: c.series[i % c.series.length],
              tension: 0.2,
            })),
          }}
          options={{ ...commonOptions(c), scales: axes(c) }}
        />
      </div>
      <DataTable title={title} labelHeader={labelHeader} labels={labels} series={series} />
    </figure>
  );
}

/** Pie or donut chart (Chart.js) themed from the @wm/ui tokens, with a hidden data table. */
export function PieChart({
  title,
  labels,
  values,
  donut = false,
  colors,
  height = 240,
  labelHeader = 'Label',
  hideTitle = false,
}: PieChartProps) {
  const ref = useRef<HTMLElement>(null);
  const c = useThemeColors(ref);
  const Comp = donut ? Doughnut : Pie;
  return (
    <figure ref={ref} className={styles.figure}>
      <figcaption className={hideTitle ? controls.visuallyHidden : styles.caption}>{title}</figcaption>
      <div className={styles.canvasBox} style={{ height }}>
        <Comp
          aria-label={title}
          role="img"
          data={{
            labels: [...labels],
            datasets: [
              {
                data: [...values],
                backgroundColor: labels.map((_, i) => colors?.[i] ?? c.series[i % c.series.length]),
                borderColor: c.surface,
              },
            ],
          }}
          options={commonOptions(c)}
        />
      </div>
      <DataTable title={title} labelHeader={labelHeader} labels={labels} series={[{ name: title, values }]} />
    </figure>
  );
}

export interface BudgetDonutProps extends ChartBase {
  /** Budget use per item (location or task), in percent. */
  percents: ReadonlyArray<number | null | undefined>;
  bandLabels?: Partial<Record<BudgetBand, string>>;
}

/**
 * The budget donut of the insight dashboard (time spec 4): how many items are under 90 %, 90 to
 * 100 % and over 100 % of budget, coloured success, warning and danger from the theme.
 */
export function BudgetDonut({
  title,
  percents,
  bandLabels,
  height = 240,
  labelHeader = 'Label',
  hideTitle = false,
}: BudgetDonutProps) {
  const ref = useRef<HTMLDivElement>(null);
  const c = useThemeColors(ref);
  const counts = countBudgetBands(percents);
  const names = { under90: 'Under 90 %', from90to100: '90-100 %', over100: 'Over 100 %', ...bandLabels };
  const order: BudgetBand[] = ['under90', 'from90to100', 'over100'];
  return (
    <div ref={ref}>
      <PieChart
        title={title}
        hideTitle={hideTitle}
        donut
        height={height}
        labelHeader={labelHeader}
        labels={order.map((b) => names[b])}
        values={order.map((b) => counts[b])}
        colors={[c.success, c.warn, c.error]}
      />
    </div>
  );
}
