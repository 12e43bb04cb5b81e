import { ChartColumn, Mail, PenLine, Search, Share2 } from 'lucide-react';
import type { DemoChapterId } from '../chapters';

const icons = { content: PenLine, seo: Search, social: Share2, email: Mail, analytics: ChartColumn } as const;

export function ChapterIcon({ id, className }: { id: DemoChapterId; className?: string }) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden />;
}
