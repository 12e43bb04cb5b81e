/** uuids as 22 base64url characters each (their 16 bytes): short links, and no '.' for the signer. */
export function packIds(ids: readonly string[]): string {
  return ids.map((id) => Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url')).join('');
}

/** The `count` uuids of a packed payload, or null when it is not exactly that. */
export function unpackIds(payload: string, count: number): string[] | null {
  if (payload.length !== count * 22 || !/^[\w-]+$/.test(payload)) return null;
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const hex = Buffer.from(payload.slice(index * 22, (index + 1) * 22), 'base64url').toString('hex');
    if (hex.length !== 32) return null;
    ids.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
  }
  return ids;
}
