import { useSearchParams } from 'react-router';
import { canUseFeature } from '@/shared/feature-catalogue';
import { listeningNotOnPlan } from '@/shared/social/listening';
import { useUser } from '@/web/lib/auth';
import { usePermissions } from '@/web/lib/permissions';
import { useMonitors } from '../../api/listening/get-monitors';
import { SocialFeatureLocked } from '../analytics-locked';
import { listeningLabels } from './listening-labels';
import { MentionsFeed } from './mentions-feed';
import { MonitorsCard } from './monitors-card';

/** The Listening tab (Enterprise): monitors and the mentions they find; other plans see the way to it. */
export function ListeningTab() {
  const { data: user } = useUser();
  if (!user) return null;
  if (!canUseFeature(user.plan, 'social_listening')) {
    return <SocialFeatureLocked message={listeningNotOnPlan} detail={listeningLabels.lockedDetail} testId="social-listening-locked" />;
  }
  return <Listening />;
}

function Listening() {
  const { canEdit } = usePermissions();
  const [params, setParams] = useSearchParams();
  const monitors = useMonitors();
  const monitorId = params.get('monitor') ?? undefined;
  const chooseMonitor = (next: string | undefined) =>
    setParams(
      (current) => {
        const following = new URLSearchParams(current);
        if (next) following.set('monitor', next);
        else following.delete('monitor');
        return following;
      },
      { replace: true },
    );
  return (
    <div className="space-y-4">
      <MonitorsCard canEdit={canEdit} />
      <MentionsFeed monitors={monitors.data ?? []} monitorId={monitorId} onMonitorChange={chooseMonitor} canEdit={canEdit} />
    </div>
  );
}
