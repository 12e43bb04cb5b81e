import { Suspense, lazy } from 'react';
import { contentMessages, type ContentBody } from '@/shared/content/content';
import { Spinner } from '@/web/components/ui/spinner';
import { whenIdle } from '@/web/lib/when-idle';
import { EmailBodyView } from './email-body-view';
import { SocialBodyView } from './social-body-view';
import { VideoBodyView } from './video-body-view';

// The Markdown renderer (react-markdown, ≈35 KB gzipped) is no part of the Content Engine's first
// paint: the screen fetches it once shown and the browser is idle (`preloadBlogBody`), so a blog opened
// later shows at once, without a spinner whose replacement would move what is below it.
const loadBlogBody = () => import('./blog-body-view');
const BlogBodyView = lazy(async () => ({ default: (await loadBlogBody()).BlogBodyView }));

export function preloadBlogBody(): () => void {
  return whenIdle(() => void loadBlogBody().catch(() => undefined));
}

/** A payload rendered for its type; null (a body that did not parse) says so in place. */
export function ContentBodyView({ content }: { content: ContentBody | null }) {
  if (!content) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {contentMessages.parseFailed}
      </p>
    );
  }
  switch (content.type) {
    case 'blog':
      return (
        <Suspense fallback={<Spinner />}>
          <BlogBodyView body={content.body} />
        </Suspense>
      );
    case 'social':
      return <SocialBodyView body={content.body} />;
    case 'email':
      return <EmailBodyView body={content.body} />;
    case 'video':
      return <VideoBodyView body={content.body} />;
  }
}
