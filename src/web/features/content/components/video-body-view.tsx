import type { VideoPayload } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { contentLabels } from '../labels';

export function VideoBodyView({ body }: { body: VideoPayload }) {
  return (
    <article className="space-y-4">
      <h3 className="text-lg font-semibold text-gray-900">{body.title}</h3>
      <section className="space-y-1">
        <h4 className="text-sm font-medium text-gray-500">{contentLabels.script}</h4>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-gray-800">{body.script}</p>
      </section>
      <section className="space-y-2">
        <h4 className="text-sm font-medium text-gray-500">{contentLabels.scenes}</h4>
        <ol className="space-y-2">
          {body.scenes.map((scene, index) => (
            <li key={index} className="flex gap-3 rounded-xl border border-gray-200 p-3">
              <Badge tone="blue" className="h-fit shrink-0 tabular-nums">
                {scene.time}
              </Badge>
              <div className="min-w-0 space-y-1 text-sm">
                <p className="break-words text-gray-900">{scene.text}</p>
                {scene.description && <p className="break-words text-gray-500">{scene.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
