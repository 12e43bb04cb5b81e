// What the admin API answers (issue: admin panel on real data).
import type { PlanId } from '../plans';

export type AdminUserStatus = 'Active' | 'Banned' | 'Unverified';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  /** ISO date. */
  joinedAt: string;
  status: AdminUserStatus;
  workspaceId: string | null;
  plan: PlanId | null;
  /** The plan an admin set by hand for the user's workspace, if any. */
  planOverride: PlanId | null;
}

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminMessages = {
  accessDenied: 'Access Denied',
  noPermission: "You don't have permission to access the admin panel.",
  loadFailed: 'Failed to load admin data',
  keyUpdated: 'API key updated successfully',
  keyUpdateFailed: 'Failed to update API key',
  lastAdmin: 'Uplift needs at least one admin: make someone else an admin first.',
  notYourself: 'You cannot ban yourself.',
} as const;

export interface AdminStatusCheck {
  /** ok: working; warning: working in its fallback (offline writer, outbox); error: failing. */
  state: 'ok' | 'warning' | 'error';
  label: string;
  detail: string;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  totals: { users: number; content: number; projects: number; campaigns: number };
  status: { database: AdminStatusCheck; ai: AdminStatusCheck; email: AdminStatusCheck; jobs: AdminStatusCheck };
}

export interface AdminContentRow {
  id: string;
  title: string;
  type: string;
  /** Full name, else e-mail, else 'Unknown'. */
  author: string;
  status: string;
  createdAt: string;
}

export interface AdminContentPage {
  content: AdminContentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/system */
export interface AdminSystem {
  database: { connected: boolean; driver: 'pglite' | 'postgres'; latencyMs: number; tables: number; sizeBytes: number };
  requests: { lastHour: number; p50Ms: number | null; p95Ms: number | null; errorRate: number };
  process: { uptimeSeconds: number; memoryBytes: number; nodeVersion: string; appVersion: string };
}

/** Author column: full name, else e-mail, else 'Unknown'. */
export function authorLabel(fullName: string | null | undefined, email: string | null | undefined): string {
  return fullName?.trim() || email?.trim() || 'Unknown';
}
