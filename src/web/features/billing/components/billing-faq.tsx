import { Card, CardContent } from '@/web/components/ui/card';
import { FaqList, type FaqItem } from './faq-list';

function billingFaq(supportEmail: string | null): FaqItem[] {
  return [
    {
      question: 'When will I be charged?',
      answer: 'When you subscribe, and then at the start of each billing period, on the renewal date shown under your subscription.',
    },
    {
      question: 'What happens if I cancel?',
      answer: 'You keep access to your plan until the end of the current billing period. Nothing is charged after that.',
    },
    {
      question: 'How do plan changes work?',
      answer: 'Changes made in the Billing Portal take effect immediately.',
    },
    {
      question: 'Who can I ask about a charge?',
      answer: supportEmail ? (
        <>
          Write to{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-600 hover:underline">
            {supportEmail}
          </a>{' '}
          and we will get back to you.
        </>
      ) : (
        'Ask the administrator of this Uplift server, who runs its billing.'
      ),
    },
  ];
}

export function BillingFaq({ supportEmail }: { supportEmail: string | null }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <FaqList items={billingFaq(supportEmail)} />
      </CardContent>
    </Card>
  );
}
