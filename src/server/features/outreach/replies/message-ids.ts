/**
 * Message-IDs as mail clients echo them back: with or without angle brackets, and sometimes with the
 * domain part's case changed, which RFC 5322 leaves insignificant there but not in the local part.
 */
function normalizeMessageId(id: string): string {
  const bare = id.trim().replace(/^<|>$/g, '');
  const at = bare.lastIndexOf('@');
  return at < 0 ? bare : bare.slice(0, at + 1) + bare.slice(at + 1).toLowerCase();
}

/** Every `<...>` id in header values such as References, which may be one string or several. */
export function messageIdsIn(values: Array<string | string[] | undefined>): string[] {
  return values
    .flat()
    .flatMap((value) => value?.match(/<[^<>\s]+>/g) ?? [])
    .map(normalizeMessageId);
}

/** The first of `candidates` that is one of ours, spelled the way the caller gave it. */
export function findKnownId(candidates: string[], knownMessageIds: Iterable<string>): string | null {
  const known = new Map([...knownMessageIds].map((id) => [normalizeMessageId(id), id]));
  for (const candidate of candidates) {
    const match = known.get(normalizeMessageId(candidate));
    if (match) return match;
  }
  return null;
}
