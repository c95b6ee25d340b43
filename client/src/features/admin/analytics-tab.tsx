import { BarChart3, Bot, Gauge, Timer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useAdminAnalyticsQuery } from '../../data/admin.ts';
import { adminText } from '../../i18n/admin.ts';
import { wholeNumber } from '../../lib/format.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadError } from './load-state.tsx';
import { StatCard, StatCardSkeleton } from './stat-card.tsx';

const text = adminText.analytics;
// The chart library loads only when this tab opens (DESIGN §7: little JavaScript up front).
const AnalyticsCharts = lazy(async () => ({
  default: (await import('./analytics-charts.tsx')).AnalyticsCharts,
}));

function ChartsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-40 rounded-2xl" />
      ))}
    </div>
  );
}

/** Analytics: the AI assistant's real success rate and response time, and 30-day series drawn as small charts. */
export function AnalyticsTab() {
  const query = useAdminAnalyticsQuery(true);
  const data = query.data;
  if (query.isError && !data) {
    return <LoadError icon={BarChart3} title={text.loadError} onRetry={() => void query.refetch()} />;
  }
  const ai = data?.ai;
  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-ai-heading">
        <h2 id="admin-ai-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {text.aiHeading}
        </h2>
        <dl aria-labelledby="admin-ai-heading" className="mt-2 grid grid-cols-3 gap-2">
          {ai ? (
            <>
              <StatCard
                compact
                icon={Gauge}
                label={text.aiSuccess}
                value={ai.successRate === null ? text.noData : text.percent(ai.successRate)}
              />
              <StatCard
                compact
                icon={Timer}
                label={text.aiAverage}
                value={ai.averageResponseMs === null ? text.noData : text.seconds(ai.averageResponseMs)}
              />
              <StatCard compact icon={Bot} label={text.aiQueries} value={wholeNumber(ai.queries)} />
            </>
          ) : (
            Array.from({ length: 3 }, (_, i) => <StatCardSkeleton key={i} />)
          )}
        </dl>
      </section>
      <section aria-labelledby="admin-series-heading">
        <h2 id="admin-series-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {text.seriesHeading}
        </h2>
        <div className="mt-2">
          {data ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <AnalyticsCharts days={data.days} />
            </Suspense>
          ) : (
            <ChartsSkeleton />
          )}
        </div>
      </section>
    </div>
  );
}
