import { and, eq } from 'drizzle-orm';
import type { BodyFormat } from '@/shared/email/email';
import type { Database } from '../../../db/database';
import { notFound } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { compileMessage, renderMessage } from '../compose/message-template';
import { subscriberMergeValues } from '../compose/merge-tags';
import { subscribers } from '../schema';
import type { EmailSettingsService } from '../settings/email-settings';

const sampleSubscriber = { email: 'alex@example.com', name: 'Alex Example', attributes: {} };

/** A message as one subscriber (or a sample one) would get it: sanitized, merge tags filled, links untracked. */
export class MessagePreviews {
  constructor(private readonly deps: { db: Database; settings: EmailSettingsService }) {}

  async render(
    viewer: Viewer,
    input: { subject: string; format: BodyFormat; body: string; subscriberId?: string },
  ): Promise<{ subject: string; html: string }> {
    const person = input.subscriberId ? await this.subscriber(viewer.workspaceId, input.subscriberId) : sampleSubscriber;
    const settings = await this.deps.settings.of(viewer.workspaceId);
    const message = compileMessage(
      { format: input.format, content: input.body, subject: input.subject, previewText: '' },
      {
        senderName: settings.senderName,
        postalAddress: settings.postalAddress || 'Your postal address (set it in Email settings)',
        listName: 'your list',
        presentation: await this.deps.settings.presentation(viewer.workspaceId),
      },
      null,
    );
    const copy = renderMessage(
      message,
      { ...subscriberMergeValues(person), unsubscribe_url: '#unsubscribe' },
      { link: () => null, open: null },
    );
    return { subject: copy.subject, html: copy.html };
  }

  private async subscriber(workspaceId: string, id: string) {
    const [row] = await this.deps.db
      .select({ email: subscribers.email, name: subscribers.name, attributes: subscribers.attributes })
      .from(subscribers)
      .where(and(eq(subscribers.id, id), eq(subscribers.workspaceId, workspaceId)));
    if (!row) throw notFound();
    return row;
  }
}
