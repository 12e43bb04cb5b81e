import type { UIMessage } from 'ai';
import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { toolPartView } from '../tool-parts';
import { ActionOutcome, ProposalCard } from './action-card';
import { MarkdownText } from './markdown-text';
import { ToolStep } from './tool-step';

export interface ProposalHandlers {
  canAnswer: boolean;
  /** The tool call being answered, while its answer is on its way. */
  answering: string | null;
  onAnswer: (toolCallId: string, answer: { confirm: true; input: Record<string, unknown> } | { confirm: false }) => void;
}

/** The assistant's avatar and bubble, for its replies and the greeting. */
export function AssistantBubble({ children, testId = 'assistant-message' }: { children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start gap-3" data-testid={testId}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Bot className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 max-w-[85%] flex-1 space-y-2 rounded-2xl rounded-tl-sm border border-gray-200 bg-white px-4 py-3 shadow-sm">
        {children}
      </div>
    </div>
  );
}

/** One message of the chat: a question, or a reply with its words, its steps and its proposals. */
export function ChatMessage({ message, proposals, footer }: { message: UIMessage; proposals: ProposalHandlers; footer?: ReactNode }) {
  if (message.role === 'user') {
    const text = message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
    return (
      <div className="flex flex-col items-end gap-1" data-testid="user-message">
        <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-sm whitespace-pre-wrap text-white">{text}</div>
        {footer}
      </div>
    );
  }
  const parts = message.parts.flatMap((part, index) => {
    if (part.type === 'text') return part.text.trim() ? [<MarkdownText key={index} text={part.text} />] : [];
    const view = toolPartView(part);
    if (!view) return [];
    if (view.kind === 'proposal') {
      return [
        <ProposalCard
          key={view.toolCallId}
          view={view}
          canAnswer={proposals.canAnswer}
          pending={proposals.answering === view.toolCallId}
          onAnswer={(answer) => proposals.onAnswer(view.toolCallId, answer)}
        />,
      ];
    }
    if (view.kind === 'outcome') return [<ActionOutcome key={view.toolCallId} view={view} />];
    return [<ToolStep key={view.toolCallId} view={view} />];
  });
  if (parts.length === 0 && !footer) return null;
  return (
    <div className={cn('space-y-1')}>
      <AssistantBubble>{parts.length > 0 ? parts : <TypingDots />}</AssistantBubble>
      {footer && <div className="pl-11">{footer}</div>}
    </div>
  );
}

/** The assistant is thinking: the reply has not started yet. */
export function TypingDots() {
  return (
    <span className="flex h-5 items-center gap-1" role="status" aria-label="The assistant is writing">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-1.5 animate-bounce rounded-full bg-gray-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
