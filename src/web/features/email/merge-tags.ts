/** The merge tags the editors offer (Liquid, as the server fills them). */
export const mergeTags = [
  { tag: '{{ first_name | default: "there" }}', hint: 'The first name, or "there" without one' },
  { tag: '{{ unsubscribe_url }}', hint: 'The one-click unsubscribe link' },
] as const;

/** The text with `insert` put where the cursor was (replacing a selection), and where the cursor goes after it. */
export function insertAt(text: string, insert: string, start: number, end = start): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}
