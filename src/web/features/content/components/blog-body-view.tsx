import Markdown, { type Components } from 'react-markdown';
import type { BlogPayload } from '@/shared/content/content';
import { Badge } from '@/web/components/ui/badge';
import { markdownBelowTitle } from '../blog-markdown';
import { contentLabels } from '../labels';

// Links open in a new tab without handing over this page. Raw HTML is never enabled: react-markdown
// shows it as text, and its default urlTransform drops javascript: and other unsafe URLs.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

const markdownClass =
  'space-y-3 text-sm leading-relaxed text-gray-800 [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-gray-900 [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-gray-900 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5';

export function BlogBodyView({ body }: { body: BlogPayload }) {
  return (
    <article className="space-y-4">
      <header className="space-y-2">
        <h3 className="text-lg font-semibold text-gray-900">{body.title}</h3>
        {body.metaDescription && (
          <p className="text-sm text-gray-600">
            <span className="font-medium text-gray-700">{contentLabels.metaDescription}: </span>
            {body.metaDescription}
          </p>
        )}
      </header>
      <div className={markdownClass} data-testid="blog-markdown">
        <Markdown components={components}>{markdownBelowTitle(body.content, body.title)}</Markdown>
      </div>
      {body.tags.length > 0 && (
        <ul aria-label={contentLabels.tags} className="flex flex-wrap gap-2">
          {body.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="brand">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
