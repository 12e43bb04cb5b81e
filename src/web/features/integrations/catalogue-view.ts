import { type CategoryFilter, type IntegrationCard, integrationsMessages } from '@/shared/integrations/catalogue';
import type { AddIntegrationInput } from '@/shared/integrations/catalogue-schemas';
import { timeAgo } from '@/web/lib/time-ago';

export interface IntegrationCounts {
  connected: number;
  /** Not connected yet: what the workspace could still connect. */
  available: number;
  total: number;
}

/** The counters over every card, whatever the search and the filter show. */
export function integrationCounts(cards: readonly IntegrationCard[]): IntegrationCounts {
  const connected = cards.filter((card) => card.connected).length;
  return { connected, available: cards.length - connected, total: cards.length };
}

/** The cards the filter and the search leave: 'all' includes 'other'; the search reads name and description. */
export function visibleIntegrations(cards: readonly IntegrationCard[], category: CategoryFilter, search: string): IntegrationCard[] {
  const words = search.trim().toLowerCase();
  return cards.filter(
    (card) =>
      (category === 'all' || card.category === category) &&
      (!words || card.name.toLowerCase().includes(words) || card.description.toLowerCase().includes(words)),
  );
}

export interface CardActions {
  connect: boolean;
  disconnect: boolean;
  configure: boolean;
  /** A link to the screen that connects it. */
  manage: boolean;
  showSnippet: boolean;
  delete: boolean;
}

/**
 * What a card offers, by how it connects. Write actions need `canEdit`; Configure needs settings
 * (only integrations that import data have them) and, but for a custom one, a connection.
 */
export function cardActions(card: IntegrationCard, canEdit: boolean): CardActions {
  const form = card.connectVia === 'form';
  const custom = card.connectVia === 'custom';
  return {
    connect: canEdit && form && !card.connected,
    disconnect: canEdit && form && card.connected,
    configure: canEdit && card.settings !== null && (card.connected || custom),
    manage: card.connectVia === 'elsewhere' && card.manageAt !== null,
    showSnippet: card.connectVia === 'snippet',
    delete: canEdit && custom,
  };
}

/** The connect form may be sent once every field holds something. */
export function credentialsComplete(card: Pick<IntegrationCard, 'fields'>, values: Record<string, string>): boolean {
  return card.fields.every((field) => (values[field.name] ?? '').trim() !== '');
}

/** Spec §5: Add is disabled while the name or the description is blank. */
export function addFormComplete(input: Pick<AddIntegrationInput, 'name' | 'description'>): boolean {
  return input.name.trim() !== '' && input.description.trim() !== '';
}

/** Last sync in words: 'Just now', '5 minutes ago', or 'Never'. */
export function lastSyncText(card: Pick<IntegrationCard, 'lastSync'>, now = Date.now()): string {
  return card.lastSync ? timeAgo(card.lastSync, now, integrationsMessages.justNow) : integrationsMessages.never;
}
