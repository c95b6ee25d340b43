import type { AnalyticsDay } from '@common/schemas/admin.ts';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { adminText } from '../../i18n/admin.ts';

const text = adminText.analytics;
type Series = Exclude<keyof AnalyticsDay, 'date'>;
/** slate-500: readable on the light and the dark card (DESIGN §7 contrast). */
const TICK = '#64748b';
const SERIES: Series[] = ['posts', 'reels', 'members', 'reports', 'aiQueries'];

/** '2026-11-23' → '23/11'. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** One small bar chart of a 30-day series; its summary is the figure's text for screen readers. */
function SeriesChart({ days, series }: { days: AnalyticsDay[]; series: Series }) {
  const label = text.series[series];
  const values = days.map((day) => day[series]);
  const total = values.reduce((sum, n) => sum + n, 0);
  const max = Math.max(0, ...values);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <figcaption className="flex items-baseline justify-between gap-2 px-1">
        <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
        <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400">{text.total(total)}</span>
        <span className="sr-only">{text.chartSummary(label, total, max)}</span>
      </figcaption>
      <div aria-hidden="true" className="mt-2 h-28 text-orange-700 dark:text-orange-400">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={days}
            margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
            accessibilityLayer={false}
          >
            <XAxis
              dataKey="date"
              tickFormatter={dayLabel}
              interval={6}
              tickLine={false}
              axisLine={false}
              tick={{ fill: TICK, fontSize: 11 }}
            />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              tick={{ fill: TICK, fontSize: 11 }}
              width={40}
            />
            <Tooltip
              cursor={{ fill: 'rgba(148, 163, 184, 0.2)' }}
              labelFormatter={(date) => dayLabel(String(date))}
              formatter={(value) => [String(value), label]}
            />
            <Bar dataKey={series} fill="currentColor" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The 30-day series (Europe/Rome days), one small chart each; recharts arrives with this module only. */
export function AnalyticsCharts({ days }: { days: AnalyticsDay[] }) {
  return (
    <div className="grid gap-3">
      {SERIES.map((series) => (
        <SeriesChart key={series} days={days} series={series} />
      ))}
    </div>
  );
}
