import { type IntegrationCard as Integration, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { lastSyncText } from '../catalogue-view';
import { CategoryIcon } from './category-icon';
import { CopyField } from './copy-field';
import { IntegrationCardActions } from './integration-card-actions';

interface IntegrationCardProps {
  card: Integration;
  trackerSnippet: string | null;
  canEdit: boolean;
}

/** One integration: what it is, whether it is connected and to what, its last sync (and what it imported) and error, and its actions. */
export function IntegrationCard({ card, trackerSnippet, canEdit }: IntegrationCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="integration-card" aria-label={card.name} role="group">
      <div className="flex items-center gap-3">
        <CategoryIcon category={card.category} />
        <h3 className="min-w-0 flex-1 font-semibold text-gray-900">{card.name}</h3>
        <Badge tone={card.connected ? 'green' : 'gray'}>{card.connected ? text.connected : text.disconnected}</Badge>
      </div>
      <p className="text-sm text-gray-600">{card.description}</p>
      {card.detail && <p className="text-sm text-gray-700">{card.detail}</p>}
      {card.incomingUrl && <CopyField label={text.incomingUrl} value={card.incomingUrl} />}
      <p className="text-xs text-gray-500">
        {text.lastSync}: {lastSyncText(card)}
      </p>
      {card.lastSyncSummary && (
        <p className="text-xs text-gray-600" data-testid="integration-sync-summary">
          {card.lastSyncSummary}
        </p>
      )}
      {card.lastError && (
        <p className="text-sm text-red-700" data-testid="integration-error">
          {card.lastError}
        </p>
      )}
      <IntegrationCardActions card={card} trackerSnippet={trackerSnippet} canEdit={canEdit} />
    </Card>
  );
}
