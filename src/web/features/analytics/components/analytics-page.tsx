import { analyticsMessages } from '@/shared/analytics/analytics';
import { PageHeader } from '@/web/components/page-header';
import { RangeSelector } from '@/web/components/range-selector';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { useSignedOutText } from '@/web/lib/session-expiry';
import { usePeriodSelection } from '@/web/lib/use-period-selection';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import type { ProjectScreenProps } from '@/web/lib/web-module';
import { useAnalyticsReport } from '../api/get-analytics-report';
import { analyticsPeriod } from '../format';
import { useScrollToSection } from '../use-scroll-to-section';
import { BreakdownsSection } from './breakdowns-section';
import { ContentPerformanceCard } from './content-performance-card';
import { ExportReportButton } from './export-report-button';
import { FunnelsCard } from './funnels-card';
import { GoalsCard } from './goals-card';
import { KpiCards } from './kpi-cards';
import { NoProjectCard } from './no-project-card';
import { RealtimeVisitors } from './realtime-visitors';
import { RecommendationsCard } from './recommendations-card';
import { ReportFailure } from './report-failure';
import { TopPagesCard } from './top-pages-card';
import { TrackingCard } from './tracking-card';
import { TrafficSourcesCard } from './traffic-sources-card';
import { VisitorsChartCard } from './visitors-chart-card';

/** /analytics: the current project's traffic, from Uplift's own tracker. */
export function AnalyticsPage({ project, projectPending }: ProjectScreenProps) {
  const projectId = project?.id;
  useScreenVisit('analytics');
  useSignedOutText(analyticsMessages.signedOut);
  const [selection, select] = usePeriodSelection(analyticsPeriod);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="Analytics"
        description="Traffic, sources, top pages and content performance."
        actions={
          projectId && (
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-start">
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start">
                <RealtimeVisitors projectId={projectId} />
                <RangeSelector rules={analyticsPeriod} value={selection} onChange={select} />
              </div>
              <ExportReportButton projectId={projectId} selection={selection} />
            </div>
          )
        }
      />
      {projectId ? <ProjectReport projectId={projectId} selection={selection} /> : !projectPending && <NoProjectCard />}
    </div>
  );
}

/** The report's sections, one component each, in the screen's order. */
function ProjectReport({ projectId, selection }: { projectId: string; selection: PeriodSelection }) {
  const report = useAnalyticsReport(projectId, selection);
  useScrollToSection(report.data !== undefined);
  if (report.isError) return <ReportFailure error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-20 text-sm text-gray-600">
        <Spinner />
        Loading analytics…
      </div>
    );
  }
  const data = report.data;
  return (
    <div className={cn('space-y-6 transition-opacity', report.isPlaceholderData && 'opacity-60')} aria-busy={report.isPlaceholderData}>
      {!data.hasData && <TrackingCard projectId={projectId} prominent />}
      <KpiCards report={data} />
      <VisitorsChartCard report={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TrafficSourcesCard report={data} />
        <TopPagesCard report={data} />
      </div>
      <div className="grid gap-6 xl:grid-cols-5">
        <GoalsCard projectId={projectId} selection={selection} className="xl:col-span-3" />
        <FunnelsCard projectId={projectId} selection={selection} className="xl:col-span-2" />
      </div>
      <ContentPerformanceCard projectId={projectId} selection={selection} period={data.period} />
      <RecommendationsCard projectId={projectId} selection={selection} />
      <BreakdownsSection report={data} />
      {data.hasData && <TrackingCard projectId={projectId} prominent={false} />}
    </div>
  );
}
