import { useState } from 'react';
import { useNotify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { billOf, type Bill } from './Invoice';
import { InvoicePrinter } from './InvoicePrinter';

/**
 * Print-invoice (spec §4), one bill at a time: `print(customerId, purchaseId)` loads the
 * customer's invoice data fresh and prints the bill of that one purchase; render `printer`
 * anywhere on the screen. `loadingId` is the purchase whose bill is being loaded.
 */
export function useInvoicePrint() {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const [loadingId, setLoadingId] = useState<string>();
  const [job, setJob] = useState<{ bill: Bill; run: number }>();

  const print = async (customerId: string, purchaseId: string) => {
    setLoadingId(purchaseId);
    try {
      const bill = billOf(await utils.admin.customers.invoice.fetch({ id: customerId }, { staleTime: 0 }), purchaseId);
      if (bill) setJob((previous) => ({ bill, run: (previous?.run ?? 0) + 1 }));
      else notify.error('Failed to print invoice: This purchase is no longer on record.');
    } catch (error) {
      notify.failure('Failed to print invoice: ', error, 'Failed to get invoice');
    } finally {
      setLoadingId(undefined);
    }
  };

  const printer = job ? <InvoicePrinter key={job.run} bill={job.bill} onDone={() => setJob(undefined)} /> : null;
  return { print, loadingId, printer };
}

export type InvoicePrint = ReturnType<typeof useInvoicePrint>;
