// Page goals and funnel steps name paths by pattern: '*' stands for any run of characters, so
// '/blog/*' is every post and '/thank-you' one page. Matching is exact otherwise.
import type { GoalTarget } from '@/shared/analytics/goals';

/** The pattern as a SQL LIKE operand, with LIKE's own wildcards in the path taken literally. */
export function pathPatternToLike(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (character) => `\\${character}`).replaceAll('*', '%');
}

export function pathPatternRegExp(pattern: string): RegExp {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`, 's');
}

export function pathPatternMatches(pattern: string, path: string): boolean {
  return pathPatternRegExp(pattern).test(path);
}

/** Whether an event reaches a goal or funnel step: a page view of a matching path, or the named event. */
export function targetMatcher(target: GoalTarget): (event: { name: string; pathname: string }) => boolean {
  if (target.kind === 'event') return (event) => event.name === target.value;
  const path = pathPatternRegExp(target.value);
  return (event) => event.name === 'pageview' && path.test(event.pathname);
}
