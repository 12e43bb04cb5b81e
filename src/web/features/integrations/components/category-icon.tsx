import { BarChart3, type LucideIcon, Mail, Puzzle, Search, Share2, ShoppingCart } from 'lucide-react';
import type { IntegrationCategory } from '@/shared/integrations/catalogue';

const icons: Record<IntegrationCategory, LucideIcon> = {
  analytics: BarChart3,
  social: Share2,
  email: Mail,
  ecommerce: ShoppingCart,
  seo: Search,
  other: Puzzle,
};

/** Each category's own icon (spec §3), on the brand's tile. */
export function CategoryIcon({ category }: { category: IntegrationCategory }) {
  const Icon = icons[category];
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
