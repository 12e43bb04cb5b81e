import { FileText, Mail, Share2, Video } from 'lucide-react';
import type { ContentType } from '@/shared/content/content';
import { cn } from '@/web/lib/cn';

const icons = { blog: FileText, social: Share2, email: Mail, video: Video } as const;
const tones = {
  blog: 'bg-brand-50 text-brand-600',
  social: 'bg-purple-50 text-purple-600',
  email: 'bg-orange-50 text-orange-600',
  video: 'bg-green-50 text-green-700',
} as const;

export function ContentTypeIcon({ type, className }: { type: ContentType; className?: string }) {
  const Icon = icons[type];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tones[type], className)}>
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
