// How each of the creator's tones sounds in the offline writer: the openings, closings,
// greetings and calls to action differ, the structure does not.
import type { ContentTone } from '@/shared/content/content';

export interface ToneWords {
  title(topic: string): string;
  /** The first sentence of a blog post or e-mail; `topic` reads mid-sentence. */
  opening(topic: string, audience: string): string;
  /** Leads the conclusion. */
  closing: string;
  /** A short first line for social posts and videos. */
  hook(topic: string): string;
  /** Invites replies at the end of a social post. */
  question(topic: string): string;
  greeting: string;
  signOff: string;
  /** Call-to-action button text. */
  cta: string;
}

export const toneWords: Record<ContentTone, ToneWords> = {
  professional: {
    title: (topic) => `${topic}: A Practical Guide`,
    opening: (topic, audience) =>
      `For ${audience}, ${topic} is one of the most dependable ways to grow, and it rewards a structured approach.`,
    closing: 'In summary, the steps above give you a clear and repeatable plan.',
    hook: (topic) => `A practical approach to ${topic}.`,
    question: (topic) => `How is your team approaching ${topic} this quarter?`,
    greeting: 'Hello,',
    signOff: 'Best regards,',
    cta: 'Get started today',
  },
  casual: {
    title: (topic) => `${topic}, Made Simple`,
    opening: (topic) => `Let's be honest: ${topic} can feel like a lot. It doesn't have to be.`,
    closing: "That's it, really. Pick one idea and run with it.",
    hook: (topic) => `Quick thought on ${topic}:`,
    question: (topic) => `What's your go-to trick for ${topic}?`,
    greeting: 'Hey there,',
    signOff: 'Cheers,',
    cta: 'Give it a try',
  },
  friendly: {
    title: (topic) => `Your Friendly Guide to ${topic}`,
    opening: (topic) => `Welcome! If you've been wondering where to start with ${topic}, you're in exactly the right place.`,
    closing: "We hope this helps, and we can't wait to see what you do next.",
    hook: (topic) => `We'd love to share a few ideas about ${topic}!`,
    question: (topic) => `We'd love to hear from you: what has worked for you with ${topic}?`,
    greeting: 'Hi there,',
    signOff: 'Warm wishes,',
    cta: 'Join us today',
  },
  authoritative: {
    title: (topic) => `The Definitive Guide to ${topic}`,
    opening: (topic, audience) =>
      `${topic.charAt(0).toUpperCase()}${topic.slice(1)} separates the ${audience} who grow from those who stall, and the method is well established.`,
    closing: 'The conclusion is clear: consistent execution wins.',
    hook: (topic) => `What the best teams know about ${topic}.`,
    question: (topic) => `Which of these ${topic} principles will you apply first?`,
    greeting: 'Dear reader,',
    signOff: 'Sincerely,',
    cta: 'Start now',
  },
  conversational: {
    title: (topic) => `Let's Talk About ${topic}`,
    opening: (topic) => `Have you ever wondered how to get ${topic} right? Let's talk it through together.`,
    closing: 'So, where does that leave you? With a plan you can start on today.',
    hook: (topic) => `Ever wondered about ${topic}?`,
    question: (topic) => `What would you add about ${topic}? Tell me in the comments.`,
    greeting: 'Hi,',
    signOff: 'Talk soon,',
    cta: "Let's get started",
  },
};
