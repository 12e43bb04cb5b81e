import { ExternalLink } from 'lucide-react';
import { type SocialAnalytics, socialNetworkLabels } from '@/shared/social/social';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { notMeasuredHint } from '../analytics-figures';
import { accountName, formatDateTime, formatMetric } from '../post-format';
import { NetworkMark } from './network-mark';

const figureColumns = [
  { key: 'likes', label: 'Likes' },
  { key: 'comments', label: 'Comments' },
  { key: 'shares', label: 'Shares' },
  { key: 'impressions', label: 'Impressions' },
] as const;

/** Every post published in the period on each account, with its synced figures. */
export function AnalyticsPostsTable({ posts, days }: { posts: SocialAnalytics['posts']; days: number }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Posts</CardTitle>
        <p className="text-sm text-gray-600">
          Published in the last {days} days, newest first. A dash is a figure the network does not share, or one not synced yet.
        </p>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {posts.length === 0 ? (
          <p className="px-6 py-4 text-center text-sm text-gray-600">No posts were published in the last {days} days.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="pl-6">Post</TableHead>
                <TableHead>Account</TableHead>
                <TableHead>Published</TableHead>
                {figureColumns.map((column) => (
                  <TableHead key={column.key} className="text-right">
                    {column.label}
                  </TableHead>
                ))}
                <TableHead className="pr-6">
                  <span className="sr-only">Link</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {posts.map((post) => {
                const network = socialNetworkLabels[post.network];
                return (
                  <TableRow key={`${post.postId}-${post.network}-${post.username}`}>
                    <TableCell className="max-w-xs min-w-48 pl-6 text-gray-900">
                      <span className="line-clamp-2 break-words">{post.excerpt}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <span className="flex items-center gap-2">
                        <NetworkMark network={post.network} className="size-6 rounded-md text-[10px]" />
                        <span className="leading-tight">
                          <span className="block font-medium text-gray-900">{network}</span>
                          <span className="block text-xs text-gray-600">{accountName(post)}</span>
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-gray-600">{formatDateTime(post.publishedAt)}</TableCell>
                    {figureColumns.map((column) => {
                      const value = post.metrics?.[column.key] ?? null;
                      return (
                        <TableCell
                          key={column.key}
                          className="text-right tabular-nums text-gray-900"
                          title={value === null ? notMeasuredHint : undefined}
                        >
                          {formatMetric(value)}
                          {value === null && <span className="sr-only"> ({notMeasuredHint})</span>}
                        </TableCell>
                      );
                    })}
                    <TableCell className="pr-6">
                      {post.url && (
                        <a
                          href={post.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-brand-600 hover:underline"
                        >
                          View
                          <span className="sr-only"> on {network}</span>
                          <ExternalLink className="size-3.5" aria-hidden />
                        </a>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
