import type { EmailPayload } from '@/shared/content/content';
import { contentLabels } from '../labels';

export function EmailBodyView({ body }: { body: EmailPayload }) {
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <span className="font-medium text-gray-500">{contentLabels.subject}: </span>
        <span className="font-semibold text-gray-900">{body.subject}</span>
      </p>
      <p className="whitespace-pre-wrap break-words rounded-xl border border-gray-200 p-4 text-sm leading-relaxed text-gray-800">
        {body.content}
      </p>
      {body.cta && (
        <p className="text-sm">
          <span className="font-medium text-gray-500">{contentLabels.callToAction}: </span>
          <span className="inline-block rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white">{body.cta}</span>
        </p>
      )}
    </article>
  );
}
