import { useMutation } from '@tanstack/react-query';
import type { ListeningReplyInput, ListeningReplyResult } from '@/shared/social/listening';
import { api } from '@/web/lib/api-client';
import { listeningPath } from './listening-keys';

export function replyToMention({ id, input }: { id: string; input: ListeningReplyInput }) {
  return api.post<ListeningReplyResult>(listeningPath(`mentions/${encodeURIComponent(id)}/reply`), input);
}

/** Replies from a connected account of the mention's network. */
export function useReplyToMention() {
  return useMutation({ mutationFn: replyToMention });
}
