import { Download, FileText } from 'lucide-react';
import type { BillingInvoice } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { Badge } from '@/web/components/ui/badge';
import { buttonVariants } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useInvoices } from '../api/get-invoices';
import { formatBillingDate, formatMoney, formatStatus } from '../billing-format';

const invoiceTones: Record<string, 'green' | 'blue' | 'red' | 'gray'> = {
  paid: 'green',
  open: 'blue',
  uncollectible: 'red',
};

/** 'Billing History': the workspace's Stripe invoices, newest first. */
export function BillingHistory() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{billingMessages.billingHistory}</CardTitle>
      </CardHeader>
      <CardContent>
        <InvoiceTable />
      </CardContent>
    </Card>
  );
}

export function InvoiceTable() {
  const { data, isPending, isError } = useInvoices();
  if (isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (isError) return <p className="py-6 text-sm text-red-600">{billingMessages.loadFailed}</p>;
  if (data.invoices.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-gray-500">
        <FileText className="size-8 text-gray-300" aria-hidden />
        <p>{billingMessages.noInvoices}</p>
      </div>
    );
  }
  return (
    <div className="relative -mx-6 overflow-x-auto px-6">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-500">
            {billingMessages.invoiceColumns.map((column) => (
              <th key={column} scope="col" className="py-3 pr-4 font-medium last:pr-0 last:text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {data.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: BillingInvoice }) {
  return (
    <tr>
      <td className="py-3 pr-4 whitespace-nowrap text-gray-900">{formatBillingDate(invoice.date)}</td>
      <td className="py-3 pr-4 text-gray-700">{invoice.description}</td>
      <td className="py-3 pr-4 whitespace-nowrap text-gray-900">{formatMoney(invoice.amount, invoice.currency)}</td>
      <td className="py-3 pr-4">
        <Badge tone={invoiceTones[invoice.status] ?? 'gray'}>{formatStatus(invoice.status)}</Badge>
      </td>
      <td className="py-3 text-right">
        {invoice.pdfUrl ? (
          <a
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => toast.success(billingMessages.invoiceDownloaded)}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Download />
            {/* On a phone the icon alone keeps the five columns on screen. */}
            <span className="sr-only sm:not-sr-only">{billingMessages.download}</span>
          </a>
        ) : invoice.hostedUrl ? (
          <a href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'link', size: 'sm' })}>
            View
          </a>
        ) : (
          <span className="text-gray-400">—</span>
        )}
      </td>
    </tr>
  );
}
