import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { canUseFeature } from '@/shared/feature-catalogue';
import {
  type Branding,
  type BrandingFields,
  type BrandingView,
  type Presentation,
  presentationOf,
  upliftPresentation,
} from '@/shared/branding';
import type { Viewer } from '../auth/viewer';
import type { WorkspacePlans } from '../billing/workspace-plan';
import type { Database } from '../db/database';
import { notFound } from '../lib/service-error';
import { workspaces } from '../tenancy/schema';
import { reencodeLogo } from './logo';
import { workspaceBranding } from './schema';

/** Where a logo is served: no session, so mail apps and visitors load it. */
export const logoPath = '/brand/logos';

/**
 * The one answer to "how does workspace W present itself" (ADR 040): Uplift's own presentation, or
 * the workspace's branding while its plan includes white label. Features read it through CoreDeps
 * and never this table; a saved branding outlives a downgrade and shows again after an upgrade. The
 * routes check the plan before a write (routes.ts).
 */
export class WorkspaceBranding {
  constructor(private readonly deps: { db: Database; plans: WorkspacePlans; publicUrl: string }) {}

  async presentation(workspaceId: string): Promise<Presentation> {
    const { plan } = await this.deps.plans.forWorkspace(workspaceId);
    if (!canUseFeature(plan, 'white_label')) return upliftPresentation;
    return presentationOf(await this.saved(workspaceId), true);
  }

  async read(viewer: Viewer): Promise<BrandingView> {
    const { plan } = await this.deps.plans.forWorkspace(viewer.workspaceId);
    return { branding: await this.saved(viewer.workspaceId), applied: canUseFeature(plan, 'white_label') };
  }

  async save(viewer: Viewer, fields: BrandingFields): Promise<BrandingView> {
    const values = { ...fields, updatedAt: new Date() };
    await this.deps.db
      .insert(workspaceBranding)
      .values({ workspaceId: viewer.workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceBranding.workspaceId, set: values });
    return this.read(viewer);
  }

  /** A logo before any other field: the branding starts from the workspace's name and Uplift's colours. */
  async saveLogo(viewer: Viewer, upload: Buffer): Promise<BrandingView> {
    const logo = await reencodeLogo(upload);
    const set = { logo, logoType: 'image/png', logoKey: randomBytes(24).toString('base64url'), updatedAt: new Date() };
    const [workspace] = await this.deps.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, viewer.workspaceId));
    await this.deps.db
      .insert(workspaceBranding)
      .values({
        workspaceId: viewer.workspaceId,
        displayName: workspace?.name ?? upliftPresentation.name,
        primaryColor: upliftPresentation.primaryColor,
        accentColor: upliftPresentation.accentColor,
        ...set,
      })
      .onConflictDoUpdate({ target: workspaceBranding.workspaceId, set });
    return this.read(viewer);
  }

  async removeLogo(viewer: Viewer): Promise<BrandingView> {
    await this.deps.db
      .update(workspaceBranding)
      .set({ logo: null, logoType: null, logoKey: null, updatedAt: new Date() })
      .where(eq(workspaceBranding.workspaceId, viewer.workspaceId));
    return this.read(viewer);
  }

  /** The logo behind a public address; one replaced or removed is gone. */
  async logo(key: string): Promise<{ data: Buffer; contentType: string }> {
    const [row] = await this.deps.db
      .select({ data: workspaceBranding.logo, contentType: workspaceBranding.logoType })
      .from(workspaceBranding)
      .where(eq(workspaceBranding.logoKey, key));
    if (!row?.data || !row.contentType) throw notFound();
    return { data: row.data, contentType: row.contentType };
  }

  private async saved(workspaceId: string): Promise<Branding | null> {
    const [row] = await this.deps.db.select().from(workspaceBranding).where(eq(workspaceBranding.workspaceId, workspaceId));
    if (!row) return null;
    const { displayName, primaryColor, accentColor, footerText, logoKey } = row;
    const logoUrl = logoKey ? `${this.deps.publicUrl}${logoPath}/${logoKey}` : null;
    return { displayName, primaryColor, accentColor, footerText, logoUrl };
  }
}
