import { type IntegrationCard as Integration, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { IntegrationCard } from './integration-card';

interface IntegrationsGridProps {
  cards: readonly Integration[];
  trackerSnippet: string | null;
  canEdit: boolean;
}

/** The cards the search and the filter leave, or why there are none. */
export function IntegrationsGrid({ cards, trackerSnippet, canEdit }: IntegrationsGridProps) {
  if (cards.length === 0) return <p className="py-10 text-center text-sm text-gray-600">{text.noMatches}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <IntegrationCard key={card.id} card={card} trackerSnippet={trackerSnippet} canEdit={canEdit} />
      ))}
    </div>
  );
}
