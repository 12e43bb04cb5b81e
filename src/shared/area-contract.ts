// What an area hands the rest of the product through its contract (src/shared/<area>/contract.ts),
// gathered from the one list in src/shared/contracts.ts (ADR 025). Types only: the ground every
// contract and every gathered catalogue stands on.
import type { Limit, PlanId } from './plans';
import type { UsageKey } from './user';

/** A feature the plans sell: which plans may use it and each plan's limit. */
export interface CatalogueFeature {
  id: string;
  name: string;
  description: string;
  /** The area that sells it, or 'support' for the core's. */
  category: string;
  plans: readonly PlanId[];
  /** Per-plan limits; a plan without an entry has no limit. */
  limits?: Partial<Record<PlanId, Limit>>;
  /** Its row in the pricing modal's comparison table, from 1; features without one are not compared. */
  comparedAt?: number;
  /**
   * The usage meter that counts it: the plans' limits for that meter are this feature's, and the meter's
   * check (`Entitlements.ensureRoomFor`) is its gate.
   */
  meteredBy?: UsageKey;
  /** Kept by the operator's people rather than by code: how the promise is kept. */
  servicePromise?: string;
}

/** A kind of notice the area sends, with its label and defaults in Settings → Notifications. */
export interface NotificationKindDefinition {
  id: string;
  label: string;
  description: string;
  /** Used while the user has not chosen. */
  defaults: { inApp: boolean; email: boolean };
  /** Cannot be turned off: the notice must reach the user (account security). */
  locked?: true;
}

/** A key of an outside service the area uses, which an admin may enter in Admin → API Keys. */
export interface ProviderKeyDefinition {
  /** Also the environment variable read when no value is stored. */
  name: string;
  label: string;
  /** The heading it shows under in the panel. */
  group: string;
  secret: boolean;
  hint: string;
}

/** A screen whose opening is recorded in the workspace's activity, at most once an hour per user. */
export interface ScreenVisitDefinition {
  type: string;
  description: string;
}

/** Something that happens in a workspace, which webhooks send and workflows start on, e.g. `content.published`. */
export interface DomainEventDefinition {
  /** `<thing>.<what happened>`, as receivers see it in a webhook's `type`. */
  id: string;
  description: string;
}

export interface AreaContract {
  /** The features of the area the plans sell. */
  features?: readonly CatalogueFeature[];
  /** The area's own codes of the API's error shape (the core's are in error-codes.ts). */
  errorCodes?: Readonly<Record<string, string>>;
  notificationKinds?: readonly NotificationKindDefinition[];
  providerKeys?: readonly ProviderKeyDefinition[];
  screenVisits?: Readonly<Record<string, ScreenVisitDefinition>>;
  /** The events the area emits (server/domain-events). */
  domainEvents?: readonly DomainEventDefinition[];
}

/** One part of each contract that has it (a contract may leave a part out). */
type Part<Contracts extends readonly AreaContract[], Key extends keyof AreaContract> = Contracts[number] extends infer Contract
  ? Contract extends { readonly [K in Key]: infer Value }
    ? Value
    : never
  : never;

/** The entries of one part of every contract, in the list's order. */
export type ListedIn<
  Contracts extends readonly AreaContract[],
  Key extends 'features' | 'notificationKinds' | 'providerKeys' | 'domainEvents',
> = Part<Contracts, Key> extends readonly (infer Entry)[] ? Entry : never;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** The keyed parts (error codes, screen visits) of every contract, merged into one object's type. */
export type MergedIn<Contracts extends readonly AreaContract[], Key extends 'errorCodes' | 'screenVisits'> = UnionToIntersection<
  Part<Contracts, Key>
>;

/** One list part of every contract, in the list's order. */
export function listedIn<Key extends 'features' | 'notificationKinds' | 'providerKeys' | 'domainEvents'>(
  contracts: readonly AreaContract[],
  key: Key,
): NonNullable<AreaContract[Key]>[number][] {
  return contracts.flatMap((contract) => (contract[key] ?? []) as NonNullable<AreaContract[Key]>[number][]);
}

/** One keyed part of every contract, merged. */
export function mergedIn<Key extends 'errorCodes' | 'screenVisits'>(
  contracts: readonly AreaContract[],
  key: Key,
): NonNullable<AreaContract[Key]> {
  return Object.assign({}, ...contracts.map((contract) => contract[key] ?? {}));
}
