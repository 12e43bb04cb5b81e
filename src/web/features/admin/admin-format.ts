import { formatDate as formatDateAs } from '@/shared/date-format';
// Figures of the admin panel as a person reads them: sizes, durations, rates, dates and list ranges.

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB", 2.4e9 → "2.2 GB" (binary multiples, as `du -h` and the database report them). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${byteUnits[unit]}`;
}

/** 93784 → "1d 2h 3m"; under a minute → "45s". The two largest units are enough to read an uptime. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
  ];
  const first = parts.findIndex(([amount]) => amount > 0);
  return parts
    .slice(first, first + 2)
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount}${unit}`)
    .join(' ');
}

/** 12.345 → "12 ms", 0.42 → "0.4 ms". */
export function formatMs(ms: number): string {
  return ms < 10 ? `${Number(ms.toFixed(1))} ms` : `${Math.round(ms)} ms`;
}

/** A share from 0 to 1 → "0%", "0.25%", "12.5%": small rates keep two decimals so they never read as 0. */
export function formatPercent(share: number): string {
  const percent = share * 100;
  if (percent === 0) return '0%';
  return `${Number(percent.toFixed(percent < 1 ? 2 : 1))}%`;
}

/** "Dec 22, 2026". */
export function formatDate(iso: string): string {
  return formatDateAs(iso, 'date');
}

/** "Dec 22, 2026, 3:04 PM", for the audit log where the hour matters. */
export function formatDateTime(iso: string): string {
  return formatDateAs(iso, 'dateTime');
}

/** The User column: the name, else the part of the e-mail before the @ (accounts may have no name). */
export function userDisplayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email.split('@')[0] || user.email;
}

/** "blog" → "Blog", "past_due" → "Past due". */
export function capitalise(word: string): string {
  const words = word.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
