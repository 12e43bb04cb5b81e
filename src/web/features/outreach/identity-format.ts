// How a sending identity's rules read on the screen.
import type { SendingIdentity } from '@/shared/outreach/campaigns';
import { timeAgo } from '@/web/lib/time-ago';

/** Day names by JavaScript's day number (0 is Sunday), as the send window stores them. */
export const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The days in words, runs joined: [1,2,3,4,5] → "Mon–Fri", [0,6] → "Sat, Sun", all seven → "Every day". */
function daysInWords(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  // Monday first, so Saturday and Sunday sit together; a run through Sunday into Monday (Fri–Mon) is one too.
  const ordered = [...days].map((day) => (day + 6) % 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const first = runs[0];
  const last = runs.at(-1);
  if (first && last && first !== last && first[0] === 0 && last.at(-1) === 6) {
    last.push(...first);
    runs.shift();
  }
  const name = (mondayFirst: number) => dayNames[(mondayFirst + 1) % 7];
  return runs.map((run) => (run.length > 2 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map(name).join(', '))).join(', ');
}

/** When an identity sends, in words: "30 a day, Mon–Fri 9:00–17:00 Europe/London". */
export function sendingRule(identity: Pick<SendingIdentity, 'dailyCap' | 'window' | 'timeZone'>): string {
  const { window } = identity;
  return `${identity.dailyCap} a day, ${daysInWords(window.days)} ${window.startHour}:00–${window.endHour}:00 ${identity.timeZone}`;
}

/** Where the reply reader stands with an identity's inbox, in words: "IMAP imap.example · replies read 2 minutes ago". */
export function mailboxStatus(imap: SendingIdentity['imap'], now = Date.now()): string {
  if (!imap) return 'No IMAP: mark replies by hand';
  const checked = imap.checkedAt && timeAgo(imap.checkedAt, now);
  if (imap.error) return `IMAP ${imap.host}: ${imap.error}${checked ? ` (${checked})` : ''}`;
  return `IMAP ${imap.host} · ${checked ? `replies read ${checked}` : 'replies not read yet: every 5 minutes'}`;
}
