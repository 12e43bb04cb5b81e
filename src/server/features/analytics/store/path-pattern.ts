// Page goals and funnel steps name paths by pattern: '*' stands for any run of characters, so
// '/blog/*' is every post and '/thank-you' one page. Matching is exact otherwise.

/** The pattern as a SQL LIKE operand, with LIKE's own wildcards in the path taken literally. */
export function pathPatternToLike(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (character) => `\\${character}`).replaceAll('*', '%');
}

export function pathPatternMatches(pattern: string, path: string): boolean {
  const expression = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${expression}$`, 's').test(path);
}
