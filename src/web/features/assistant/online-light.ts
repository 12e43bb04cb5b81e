import type { AssistantStatus } from '@/shared/assistant/assistant';

/** What the Online light says: green and who answers, or why it is not green. */
export function onlineLight(status: AssistantStatus | undefined, pending: boolean): { online: boolean; label: string; tooltip: string } {
  if (!status)
    return {
      online: false,
      label: pending ? 'Connecting…' : 'Offline',
      tooltip: pending ? 'Checking the assistant' : 'The assistant cannot be reached',
    };
  if (!status.online) {
    return {
      online: false,
      label: 'Offline',
      tooltip: status.provider ? `${status.provider} is not answering` : 'The AI provider is not answering',
    };
  }
  if (status.source === 'offline') return { online: true, label: 'Online', tooltip: 'Offline writer: answers from your figures alone' };
  const who = [status.provider, status.model].filter(Boolean).join(' · ');
  return { online: true, label: 'Online', tooltip: who || 'AI provider' };
}
