import type { ParsedMail } from 'mailparser';

const autoSubjects = /^(out of (the )?office|automatic reply|auto(matic)?[- ]?reply|abwesenheitsnotiz|autoreply)\b/i;

/** Whether a message was sent by a machine on someone's behalf (RFC 3834 and the common vendor marks). */
export function isAutoReply(parsed: ParsedMail): boolean {
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return value === undefined ? undefined : String(value).trim().toLowerCase();
  };
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true;
  if (/^(auto_reply|bulk|junk)$/.test(header('precedence') ?? '')) return true;
  if (/\boof\b/.test(header('x-auto-response-suppress') ?? '')) return true;
  return autoSubjects.test(parsed.subject?.trim() ?? '');
}
