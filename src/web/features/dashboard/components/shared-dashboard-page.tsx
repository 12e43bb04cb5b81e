import { useParams } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';
import { useSharedDashboard } from '../api/get-shared-dashboard';
import { customDashboardLabels as labels } from '../labels';
import { MetricCards } from './metric-cards';

/** /shared-dashboard/:token, signed out or in: one user's cards, read-only, without the app's frame. */
export function SharedDashboardPage() {
  const token = useParams().token ?? '';
  const shared = useSharedDashboard(token);
  if (shared.isPending) return <FullScreenLoader text={layoutMessages.loading} />;
  return (
    <main className="mx-auto min-h-screen max-w-5xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{labels.sharedTitle}</h1>
        {shared.data && <p className="text-sm text-gray-600">{labels.period(shared.data.period.from, shared.data.period.to)}</p>}
      </header>
      {shared.data ? (
        <MetricCards cards={shared.data.cards} label={labels.sharedTitle} />
      ) : (
        <p role="alert" className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">
          {shared.data === null ? labels.sharedGone : labels.sharedFailed}
        </p>
      )}
      <footer className="text-xs text-gray-500">{labels.sharedBy}</footer>
    </main>
  );
}
