import type { SocialPayload } from '@/shared/content/content';
import { formatHashtag } from '../content-payload';

export function SocialBodyView({ body }: { body: SocialPayload }) {
  return (
    <ul className="space-y-3">
      {body.map((post, index) => (
        <li key={`${post.platform}-${index}`} className="rounded-xl border border-gray-200 p-4">
          <h3 className="text-sm font-semibold text-gray-900">{post.platform}</h3>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm text-gray-800">{post.content}</p>
          {post.hashtags.length > 0 && (
            <p className="mt-2 flex flex-wrap gap-x-2 text-sm font-medium text-brand-600">
              {post.hashtags.map((tag) => (
                <span key={tag}>{formatHashtag(tag)}</span>
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
