import { Info } from 'lucide-react';
import { useId } from 'react';
import { canUseFeature } from '@/shared/feature-catalogue';
import { searchConsoleLabels, searchConsoleMessages } from '@/shared/seo/search-console';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useUser } from '@/web/lib/auth';
import { useSearchConsole } from '../api/get-search-console';
import { useLoadFailure } from '../use-load-failure';
import { useSearchConsoleReturn } from '../use-search-console-return';
import { LoadFailed } from './load-failed';
import { ConnectButton, ProfessionalNote } from './search-console-actions';
import { SearchConsoleConnected } from './search-console-connected';

/** The "Google Search Console" card below rank tracking: set up, connect, choose a property, import and read the queries. */
export function SearchConsoleSection({ projectId, canEdit }: { projectId: string | null; canEdit: boolean }) {
  const id = useId();
  useSearchConsoleReturn();
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="font-semibold text-gray-900">
          {searchConsoleLabels.title}
        </h3>
        <p className="text-sm text-gray-600">{searchConsoleLabels.intro}</p>
      </div>
      {projectId ? (
        <ProjectSearchConsole projectId={projectId} canEdit={canEdit} />
      ) : (
        <p className="text-sm text-gray-600">{searchConsoleMessages.noProject}</p>
      )}
    </Card>
  );
}

function ProjectSearchConsole({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const state = useSearchConsole(projectId);
  useLoadFailure(state.isError);
  const plan = useUser().data?.plan;
  const allowed = plan !== undefined && canUseFeature(plan, 'rank_tracking');

  if (state.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner className="size-4 border-2" />
        Loading Search Console…
      </p>
    );
  }
  if (state.isError) return <LoadFailed what="Search Console" onRetry={() => void state.refetch()} />;

  const { configured, connection } = state.data;
  return (
    <>
      {!configured && (
        <p className="flex items-start gap-2 text-sm text-gray-600">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          {searchConsoleMessages.notConfigured}
        </p>
      )}
      {connection ? (
        <SearchConsoleConnected projectId={projectId} state={state.data} connection={connection} canEdit={canEdit} allowed={allowed} />
      ) : (
        configured && <NotConnected projectId={projectId} canEdit={canEdit} allowed={allowed} />
      )}
    </>
  );
}

function NotConnected({ projectId, canEdit, allowed }: { projectId: string; canEdit: boolean; allowed: boolean }) {
  if (!allowed) return <ProfessionalNote canEdit={canEdit} />;
  if (!canEdit) return <p className="text-sm text-gray-600">{searchConsoleMessages.viewerNotConnected}</p>;
  return <ConnectButton projectId={projectId} label={searchConsoleLabels.connect} />;
}
