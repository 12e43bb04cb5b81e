import { contentMessages, type ContentBody } from '@/shared/content/content';
import { BlogBodyView } from './blog-body-view';
import { EmailBodyView } from './email-body-view';
import { SocialBodyView } from './social-body-view';
import { VideoBodyView } from './video-body-view';

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
      return <BlogBodyView body={content.body} />;
    case 'social':
      return <SocialBodyView body={content.body} />;
    case 'email':
      return <EmailBodyView body={content.body} />;
    case 'video':
      return <VideoBodyView body={content.body} />;
  }
}
