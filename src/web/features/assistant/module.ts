import { Bot } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';

/** The AI Assistant: a streaming chat over the workspace's figures that can act once the user confirms. */
export const assistantModule: WebModule = {
  screens: [
    {
      path: paths.aiAssistant,
      title: 'AI Assistant',
      description: "Ask for content ideas, SEO help and strategy advice, answered from your workspace's own figures.",
      shell: 'full-width',
      nav: { label: 'AI Assistant', icon: Bot },
      // Each reply counts as one AI generation.
      meters: ['contentGeneration'],
      load: async () => (await import('./components/assistant-page')).AssistantPage,
    },
  ],
};
