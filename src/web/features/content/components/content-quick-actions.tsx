import { FileText, type LucideIcon, Mail, Share2, Video } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { type CreatorPreset, defaultSocialPlatforms } from '../creator-preset';
import { contentLabels } from '../labels';

interface QuickAction {
  label: string;
  description: string;
  icon: LucideIcon;
  tone: string;
  preset: CreatorPreset;
}

const actions: readonly QuickAction[] = [
  {
    label: 'Write Blog Post',
    description: 'A long-form article with headings and tags',
    icon: FileText,
    tone: 'bg-brand-50 text-brand-600',
    preset: { type: 'blog' },
  },
  {
    label: 'Social Media Batch',
    description: 'Posts for four networks at once',
    icon: Share2,
    tone: 'bg-purple-50 text-purple-600',
    preset: { type: 'social', platforms: defaultSocialPlatforms, topic: 'digital marketing tips' },
  },
  {
    label: 'Video Script',
    description: 'A 60-second script with timed scenes',
    icon: Video,
    tone: 'bg-green-50 text-green-700',
    preset: { type: 'video' },
  },
  {
    label: 'Email Campaign',
    description: 'Subject, body and call to action',
    icon: Mail,
    tone: 'bg-orange-50 text-orange-600',
    preset: { type: 'email' },
  },
];

const rowClass =
  'flex w-full items-center gap-3 rounded-xl border border-gray-200 p-3 text-left transition-colors hover:border-brand-200 hover:bg-brand-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** Each action opens the AI Content Creator preset to its type. */
export function ContentQuickActions({ onCreate, className }: { onCreate: (preset: CreatorPreset) => void; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{contentLabels.quickActionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {actions.map((action) => (
          <button key={action.label} type="button" className={rowClass} onClick={() => onCreate(action.preset)}>
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', action.tone)}>
              <action.icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-gray-900">{action.label}</span>
              <span className="block text-xs text-gray-500">{action.description}</span>
            </span>
          </button>
        ))}
      </CardContent>
    </Card>
  );
}
