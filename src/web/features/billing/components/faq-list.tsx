import type { ReactNode } from 'react';
import { billingMessages } from '@/shared/messages';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** 'Frequently Asked Questions': short answers, all visible, so nothing hides behind a click. */
export function FaqList({ items, headingLevel = 2 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-4">
      <Heading className="text-lg font-semibold text-gray-900">{billingMessages.faqTitle}</Heading>
      <dl className="grid gap-5 md:grid-cols-2">
        {items.map((item) => (
          <div key={item.question} className="space-y-1">
            <dt className="font-medium text-gray-900">{item.question}</dt>
            <dd className="text-sm leading-relaxed text-gray-600">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
