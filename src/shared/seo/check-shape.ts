// What every audit check is: the base ones (checks.ts) and the Technical SEO audit's deeper ones (technical-checks.ts).

export const issuePriorities = ['High', 'Medium', 'Low'] as const;
export type IssuePriority = (typeof issuePriorities)[number];

export interface AuditCheck {
  /** What the issue list says, e.g. "Title too long". */
  issue: string;
  priority: IssuePriority;
  /** A short how-to-fix. */
  fix: string;
}
