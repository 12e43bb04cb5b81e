import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the Monetization Hub; the lists and the summary are read per period (its query string). */
export const monetizationKeys = {
  all: ['monetization'] as const,
  summary: (period: string) => [...monetizationKeys.all, 'summary', period] as const,
  revenue: (page: number) => [...monetizationKeys.all, 'revenue', page] as const,
  programs: (period: string) => [...monetizationKeys.all, 'programs', period] as const,
  products: (period: string) => [...monetizationKeys.all, 'products', period] as const,
  productAnalytics: (id: string, period: string) => [...monetizationKeys.all, 'product-analytics', id, period] as const,
  services: (period: string) => [...monetizationKeys.all, 'services', period] as const,
  topContent: (period: string) => [...monetizationKeys.all, 'top-content', period] as const,
  leadMagnets: (period: string) => [...monetizationKeys.all, 'lead-magnets', period] as const,
  leadMagnetEmbed: (id: string) => [...monetizationKeys.all, 'lead-magnet-embed', id] as const,
  experiments: (period: string) => [...monetizationKeys.all, 'experiments', period] as const,
  settings: () => [...monetizationKeys.all, 'settings'] as const,
  /** Other areas' lists the hub's forms pick from; refreshed with the hub. */
  emailLists: () => [...monetizationKeys.all, 'email-lists'] as const,
  publishedContent: () => [...monetizationKeys.all, 'published-content'] as const,
};

export const monetizationPath = (rest: string) => `/api/monetization/${rest}`;
export const itemPath = (kind: 'revenue' | 'programs' | 'products' | 'services' | 'lead-magnets', id: string, action?: string) =>
  monetizationPath(`${kind}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/**
 * After any change: every figure of the hub. An entry moves the cards, the trend and the earnings of
 * what it was recorded against; a program's removal takes its name off the entries.
 */
export function useRefreshMonetization() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: monetizationKeys.all });
}
