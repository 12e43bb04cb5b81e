export type MailboxReadErrorCode = 'LOGIN_REFUSED' | 'UNREACHABLE' | 'READ_FAILED';

const messages: Record<MailboxReadErrorCode, string> = {
  LOGIN_REFUSED: 'The mail server refused the login',
  UNREACHABLE: 'Could not reach the mail server',
  READ_FAILED: 'Could not read the mailbox',
};

/**
 * Why a mailbox could not be read. `message` is safe to show to the user; the server's own words
 * stay in `cause` for the logs (imapflow never puts the password in its errors).
 */
export class MailboxReadError extends Error {
  override readonly name = 'MailboxReadError';

  constructor(
    readonly code: MailboxReadErrorCode,
    cause?: unknown,
  ) {
    super(messages[code], { cause });
  }
}
