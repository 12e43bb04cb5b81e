/** Query keys of the AI Assistant (per user and workspace: a workspace change resets them all). */
export const assistantKeys = {
  all: ['assistant'] as const,
  status: () => [...assistantKeys.all, 'status'] as const,
  chats: () => [...assistantKeys.all, 'chats'] as const,
  chatList: (query: string) => [...assistantKeys.chats(), 'list', query] as const,
  chat: (id: string) => [...assistantKeys.chats(), 'one', id] as const,
  suggestions: () => [...assistantKeys.all, 'suggestions'] as const,
  insights: () => [...assistantKeys.all, 'insights'] as const,
};

export const assistantPath = (rest: string) => `/api/assistant/${rest}`;
export const chatPath = (id: string, rest?: string) => assistantPath(`chats/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`);
