import { eq } from 'drizzle-orm';
import type { Presentation } from '@/shared/branding';
import { type EmailSettings, defaultValuePerConversion } from '@/shared/email/email';
import type { CoreDeps } from '../../../context';
import type { Database } from '../../../db/database';
import { workspaces } from '../../../tenancy/schema';
import type { Viewer } from '../../../auth/viewer';
import { emailSettings } from '../schema';

/** The sender name, reply-to, postal address and value per conversion every campaign of the workspace uses. */
export class EmailSettingsService {
  constructor(
    private readonly db: Database,
    private readonly branding: Pick<CoreDeps['branding'], 'presentation'>,
  ) {}

  /** How the workspace presents itself in what it sends: its white label, or Uplift's (ADR 040). */
  presentation(workspaceId: string): Promise<Presentation> {
    return this.branding.presentation(workspaceId);
  }

  get(viewer: Viewer): Promise<EmailSettings> {
    return this.of(viewer.workspaceId);
  }

  /** A workspace that saved none sends under its own name (its white label's), with the spec's $15 a conversion. */
  async of(workspaceId: string): Promise<EmailSettings> {
    const [row] = await this.db.select().from(emailSettings).where(eq(emailSettings.workspaceId, workspaceId));
    if (row)
      return {
        senderName: row.senderName,
        replyTo: row.replyTo,
        postalAddress: row.postalAddress,
        valuePerConversion: Number(row.valuePerConversion),
      };
    const presentation = await this.presentation(workspaceId);
    const [workspace] = await this.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
    const senderName = presentation.branded ? presentation.name : (workspace?.name ?? presentation.name);
    return { senderName, replyTo: '', postalAddress: '', valuePerConversion: defaultValuePerConversion };
  }

  async save(viewer: Viewer, settings: EmailSettings): Promise<EmailSettings> {
    const values = { ...settings, valuePerConversion: settings.valuePerConversion.toFixed(2), updatedAt: new Date() };
    await this.db
      .insert(emailSettings)
      .values({ workspaceId: viewer.workspaceId, ...values })
      .onConflictDoUpdate({ target: emailSettings.workspaceId, set: values });
    return this.of(viewer.workspaceId);
  }
}
