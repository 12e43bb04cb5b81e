// What happens in a workspace that other software may hear of: outgoing webhooks send these, and
// workflows start on them. Each area declares the events it emits in its contract (ADR 025).
import { type ListedIn, listedIn } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';

export const domainEventDefinitions = listedIn(areaContracts, 'domainEvents');

export type DomainEventType = ListedIn<AreaContracts, 'domainEvents'>['id'];

export const domainEventTypes = domainEventDefinitions.map((definition) => definition.id) as DomainEventType[];

export function isDomainEventType(value: string): value is DomainEventType {
  return (domainEventTypes as string[]).includes(value);
}
