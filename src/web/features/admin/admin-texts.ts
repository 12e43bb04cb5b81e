// The admin panel's own wording, beyond the spec's quoted texts (those are adminMessages in
// src/shared/admin/admin.ts). Kept in one place so the browser tests assert the same words.
import { getPlan, type PlanId } from '@/shared/plans';

export const adminTexts = {
  searchPlaceholder: 'Search by name or e-mail',
  banWarning: "Banning ends all of this user's sessions.",
  roleChanged: (name: string, role: 'admin' | 'user') => (role === 'admin' ? `${name} is now an admin` : `${name} is no longer an admin`),
  roleFailed: 'Failed to change the role',
  banChanged: (name: string, banned: boolean) => (banned ? `${name} is banned` : `${name} is no longer banned`),
  banFailed: (banned: boolean) => (banned ? 'Failed to ban the user' : 'Failed to unban the user'),
  planChanged: (name: string, plan: PlanId | null) =>
    plan ? `${name}'s workspace is now on ${getPlan(plan).name}` : `${name}'s workspace now follows its subscription`,
  planFailed: 'Failed to set the plan',
  importStripe: 'Import plans from Stripe',
  imported: (products: number, prices: number) =>
    `Imported ${products} ${products === 1 ? 'product' : 'products'} and ${prices} ${prices === 1 ? 'price' : 'prices'} from Stripe`,
  importFailed: 'Failed to import plans from Stripe',
  revealFailed: 'Failed to show the key',
} as const;
