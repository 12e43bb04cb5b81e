import { TrendingUp } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

export function BrandLogo({ className }: { className?: string }) {
  return (
    <a href={paths.home} className={cn('flex items-center gap-2 text-lg font-bold', className)} aria-label="Uplift home">
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-purple-600 text-white shadow-sm">
        <TrendingUp className="size-4" aria-hidden />
      </span>
      Uplift
    </a>
  );
}
