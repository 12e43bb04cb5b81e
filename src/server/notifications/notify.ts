import { eq } from 'drizzle-orm';
import { type NotificationKind, notificationKind } from '@/shared/notification-kinds';
import { user } from '../auth/schema';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { preferenceFor } from './preferences';
import { createNotification } from './service';

/** One notice to one user (ADR 016). */
export interface Notice {
  userId: string;
  /** The workspace the notice is about; the bell shows it while the user is in that workspace. */
  workspaceId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app (`/content`), opened from the bell and linked from the e-mail. */
  link?: string;
  /** The e-mail form of the notice; without it the notice is in-app only, whatever the preference. */
  email?: { subject: string; text: string };
}

/** Which channels the notice went out on. */
export interface NoticeDelivery {
  inApp: boolean;
  email: boolean;
}

/**
 * The one way any area notifies a user: the user's preference for the kind (else its default) picks
 * the channels. Never throws: a notice is a side effect, and must not fail the action that sends it.
 */
export type Notify = (notice: Notice) => Promise<NoticeDelivery>;

const settingsPath = '/settings?tab=notifications';

export function createNotifier(deps: { db: Database; mailer: Mailer; logger: Logger; config: Pick<Config, 'publicUrl'> }): Notify {
  const { db, mailer, logger, config } = deps;

  async function sendEmail(notice: Notice & { email: NonNullable<Notice['email']> }): Promise<boolean> {
    const [recipient] = await db.select({ email: user.email }).from(user).where(eq(user.id, notice.userId));
    if (!recipient) return false;
    const link = `${config.publicUrl}${notice.link ?? '/notifications'}`;
    await mailer.send({
      to: recipient.email,
      subject: notice.email.subject,
      text: `${notice.email.text}\n\nOpen it in Uplift:\n${link}\n\n--\n${footer(notice.kind, config.publicUrl)}`,
      link,
    });
    return true;
  }

  return async function notify(notice) {
    const delivery: NoticeDelivery = { inApp: false, email: false };
    let wanted: { inApp: boolean; email: boolean };
    try {
      wanted = await preferenceFor(db, notice.userId, notice.kind);
      if (wanted.inApp) {
        const { userId, workspaceId, kind, title, body, link } = notice;
        await createNotification(db, { userId, workspaceId }, { kind, title, body, link });
        delivery.inApp = true;
      }
    } catch (error) {
      logger.error('notification not stored', { userId: notice.userId, kind: notice.kind, error: (error as Error).message });
      return delivery;
    }
    if (wanted.email && notice.email) {
      // The in-app notice is already kept: a mail server that is down costs only the e-mail.
      try {
        delivery.email = await sendEmail({ ...notice, email: notice.email });
      } catch (error) {
        logger.warn('notification e-mail not sent', { userId: notice.userId, kind: notice.kind, error: (error as Error).message });
      }
    }
    return delivery;
  };
}

function footer(kind: NotificationKind, publicUrl: string): string {
  const definition = notificationKind(kind);
  if (definition.locked)
    return `This is a notice about your Uplift account; it is always sent.\nYour notification settings: ${publicUrl}${settingsPath}`;
  return `You get this e-mail because ${definition.label} e-mails are on for your Uplift account.\nChange which notices you get: ${publicUrl}${settingsPath}`;
}
