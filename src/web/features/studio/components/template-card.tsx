import type { StudioTemplate } from '@/shared/studio/studio';
import { templateById } from '@/shared/studio/templates';
import { formatDuration } from '@/shared/studio/timeline';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { captionLabels } from '../studio-format';
import { formatNumber } from '@/shared/number-format';

interface TemplateCardProps {
  template: StudioTemplate;
  canEdit: boolean;
  onUse: () => void;
}

/** A template: its shape, pacing and captions, how often it was used, and Use Template. */
export function TemplateCard({ template, canEdit, onUse }: TemplateCardProps) {
  const scenes = templateById(template.id)?.scenes ?? Math.max(1, Math.round(template.duration / template.secondsPerScene));
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="template-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-medium text-gray-900">{template.name}</h3>
        <Badge tone="brand">{template.aspect}</Badge>
      </div>
      <p className="text-sm text-gray-600">{template.description}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-gray-500">Duration</dt>
          <dd className="font-medium text-gray-900 tabular-nums">{formatDuration(template.duration)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">Scenes</dt>
          <dd className="font-medium text-gray-900">
            About {scenes} of {template.secondsPerScene} s
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-gray-500">Captions</dt>
          <dd className="font-medium text-gray-900">{captionLabels[template.captions]}</dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span className="text-sm text-gray-500">
          Used {formatNumber(template.uses)} {template.uses === 1 ? 'time' : 'times'}
        </span>
        <Button size="sm" disabled={!canEdit} title={canEdit ? undefined : 'Owners and Editors can create videos'} onClick={onUse}>
          Use Template
        </Button>
      </div>
    </Card>
  );
}
