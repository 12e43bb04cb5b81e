import type { ContactConfidence, Prospect, ProspectContact } from '@/shared/outreach/prospects';
import { prospectMessages } from '@/shared/outreach/prospects';
import { formatCompact } from '@/shared/number-format';

// How the Prospect Finder shows a prospect: its traffic, its best contact and the state of the read.

/** Monthly visits as the table shows them: "52.3K/mo". */
export function formatTraffic(traffic: number): string {
  return `${formatCompact(traffic)}/mo`;
}

export const confidenceLabels: Record<ContactConfidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};
export const confidenceTones = { high: 'green', medium: 'yellow', low: 'gray' } as const satisfies Record<ContactConfidence, string>;

export const viaLabels: Record<ProspectContact['via'], string> = {
  mailto: 'E-mail link',
  'schema.org': 'Structured data',
  text: 'Page text',
  obfuscated: 'Hidden address',
  pattern: 'Pattern guess',
};

const confidenceRank: Record<ContactConfidence, number> = { high: 0, medium: 1, low: 2 };

/** The address the table shows: a found one before a guess, a person before a desk, the surest first. */
export function bestContact(contacts: readonly ProspectContact[]): ProspectContact | null {
  const ranked = [...contacts].sort(
    (a, b) =>
      Number(a.guess) - Number(b.guess) || Number(a.role) - Number(b.role) || confidenceRank[a.confidence] - confidenceRank[b.confidence],
  );
  return ranked[0] ?? null;
}

/** What the contact column says while no address is shown. */
export function contactState(prospect: Pick<Prospect, 'discovery' | 'contacts'>): string | null {
  if (prospect.contacts.length > 0) return null;
  const { status, error } = prospect.discovery;
  if (status === 'queued' || status === 'running') return prospectMessages.discovering;
  if (status === 'failed') return error || prospectMessages.discoveryFailed;
  return prospectMessages.noContacts;
}
