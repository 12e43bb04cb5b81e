import { getPlan } from '@/shared/plans';
import { auditPageBudget, auditPageBudgets } from '@/shared/seo/seo';
import { formatNumber } from '@/shared/number-format';

/**
 * How far a scan reads on the workspace's plan, and where the whole-site Technical SEO audit is
 * (Enterprise, feature catalogue).
 */
export function auditBudgetSentence(planId: string): string {
  const plan = getPlan(planId);
  const pages = `Scans up to ${formatNumber(auditPageBudget(plan.id))} pages on your ${plan.name} plan`;
  if (plan.id === 'enterprise') return `${pages}: the Technical SEO audit of the whole site.`;
  return `${pages}; the Technical SEO audit of the whole site, up to ${formatNumber(auditPageBudgets.enterprise)} pages, is on Enterprise.`;
}
