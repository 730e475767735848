import { useState } from 'react';
import { useNotify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import type { InvoiceData } from './Invoice';
import { InvoicePrinter } from './InvoicePrinter';

/**
 * Print-invoice for a customer row (spec §4): `print(customerId)` loads the invoice fresh and
 * prints it; render `printer` anywhere on the screen. `loadingId` is the customer being loaded.
 */
export function useInvoicePrint() {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const [loadingId, setLoadingId] = useState<string>();
  const [job, setJob] = useState<{ invoice: InvoiceData; run: number }>();

  const print = async (customerId: string) => {
    setLoadingId(customerId);
    try {
      const invoice = await utils.admin.customers.invoice.fetch({ id: customerId }, { staleTime: 0 });
      setJob((previous) => ({ invoice, run: (previous?.run ?? 0) + 1 }));
    } catch (error) {
      notify.failure('Failed to print invoice: ', error, 'Failed to get invoice');
    } finally {
      setLoadingId(undefined);
    }
  };

  const printer = job ? <InvoicePrinter key={job.run} invoice={job.invoice} onDone={() => setJob(undefined)} /> : null;
  return { print, loadingId, printer };
}
