import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type CategoryFilter, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { onDemand } from '@/web/components/on-demand';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { usePermissions } from '@/web/lib/permissions';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { useScreenVisit } from '@/web/lib/use-screen-visit';
import { useIntegrations } from '../api/get-integrations';
import { integrationCounts, visibleIntegrations } from '../catalogue-view';
import { IntegrationCounters } from './integration-counters';
import { IntegrationFilters } from './integration-filters';
import { IntegrationsGrid } from './integrations-grid';
import { WorkflowsSection } from './workflows/workflows-section';

const AddIntegrationDialog = onDemand(async () => (await import('./add-integration-dialog')).AddIntegrationDialog);

/** /integrations: the counters, the search and category filter, the cards, Add Integration and the automation workflows. */
export function IntegrationsPage() {
  useScreenVisit('integrations');
  const { canEdit } = usePermissions();
  const overview = useIntegrations();
  useFailureToast(overview.isError, text.loadFailed);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const cards = overview.data?.integrations;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Integrations"
        description={text.pageDescription}
        actions={
          canEdit && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {text.addIntegration}
            </Button>
          )
        }
      />
      <IntegrationCounters counts={cards && integrationCounts(cards)} />
      <IntegrationFilters search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
      {overview.isPending ? (
        <div role="status" aria-label={text.loading} className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="py-10 text-center text-sm text-red-700">
          {text.loadFailed}
        </p>
      ) : (
        <IntegrationsGrid
          cards={visibleIntegrations(overview.data.integrations, category, search)}
          trackerSnippet={overview.data.trackerSnippet}
          canEdit={canEdit}
        />
      )}
      <WorkflowsSection canEdit={canEdit} />
      {adding && <AddIntegrationDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
