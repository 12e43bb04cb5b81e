import type { ServerModule } from '../../server-module';
import { ChatStore } from './chats/chat-store';
import { chatRoutes } from './chats/routes';
import { insightsRoutes } from './insights/routes';
import { ProviderHealth } from './reply/provider-health';
import * as tables from './schema';

/**
 * The AI Assistant (issue 32): a streaming chat over the workspace's own figures, whose tools read
 * and act only through Uplift's own API as the signed-in user (core `selfApi`), so role, plan, usage
 * and workspace scoping are exactly the screens'.
 */
export const assistantModule: ServerModule = {
  name: 'assistant',
  tables,
  build: (core) => {
    const store = new ChatStore(core.db);
    const health = new ProviderHealth(core.ai);
    return {
      routes: [
        { path: '/api/assistant', routes: chatRoutes({ core, store, health }) },
        { path: '/api/assistant', routes: insightsRoutes(core) },
      ],
    };
  },
};
