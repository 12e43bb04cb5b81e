import type { EmailList, Segment } from '@/shared/email/email';
import type { Audience } from './api/get-subscribers';

/** The audience as a select's value: "all", "list:<id>" or "segment:<id>". */
export function audienceValue(audience: Audience): string {
  return audience.kind === 'all' ? 'all' : `${audience.kind}:${audience.id}`;
}

export function audienceFromValue(value: string): Audience {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  if ((kind === 'list' || kind === 'segment') && id) return { kind, id };
  return { kind: 'all' };
}

/** "All subscribers", "the list Newsletter", "the segment Engaged". */
export function audienceName(
  audience: Audience,
  lists: readonly EmailList[] | undefined,
  segments: readonly Segment[] | undefined,
): string {
  if (audience.kind === 'list') return `the list “${lists?.find((list) => list.id === audience.id)?.name ?? '…'}”`;
  if (audience.kind === 'segment') return `the segment “${segments?.find((segment) => segment.id === audience.id)?.name ?? '…'}”`;
  return 'all subscribers';
}
