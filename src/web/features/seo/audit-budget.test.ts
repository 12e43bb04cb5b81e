import { describe, expect, it } from 'vitest';
import { auditBudgetSentence } from './audit-budget';

describe('auditBudgetSentence', () => {
  it("states the plan's page budget and where the whole-site audit is", () => {
    expect(auditBudgetSentence('starter')).toBe(
      'Scans up to 100 pages on your Starter plan; the Technical SEO audit of the whole site, up to 10,000 pages, is on Enterprise.',
    );
    expect(auditBudgetSentence('professional')).toBe(
      'Scans up to 500 pages on your Professional plan; the Technical SEO audit of the whole site, up to 10,000 pages, is on Enterprise.',
    );
  });

  it('says Enterprise has the whole-site audit', () => {
    expect(auditBudgetSentence('enterprise')).toBe(
      'Scans up to 10,000 pages on your Enterprise plan: the Technical SEO audit of the whole site.',
    );
  });

  it('reads an unknown plan as the default one', () => {
    expect(auditBudgetSentence('gold')).toContain('100 pages on your Starter plan');
  });
});
