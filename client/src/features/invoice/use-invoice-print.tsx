import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { INVOICE } from './i18n';
import { billOf, type Bill } from './Invoice';
import { InvoicePrinter } from './InvoicePrinter';
import { loadDocumentWords } from './document-words';

/**
 * Print-invoice (spec §4), one bill at a time: `print(customerId, purchaseId)` loads the
 * customer's invoice data fresh and prints the bill of that one purchase; render `printer`
 * anywhere on the screen. `loadingId` is the purchase whose bill is being loaded. The bill's
 * headings are in Hindi too when the business chose so in its tax profile (none saved: English).
 */
export function useInvoicePrint() {
  const { t } = useTranslation(INVOICE);
  const utils = trpc.useUtils();
  const notify = useNotify();
  const [loadingId, setLoadingId] = useState<string>();
  const [job, setJob] = useState<{ bill: Bill; run: number }>();

  const print = async (customerId: string, purchaseId: string) => {
    setLoadingId(purchaseId);
    try {
      const [data, profile] = await Promise.all([
        utils.admin.customers.invoice.fetch({ id: customerId }, { staleTime: 0 }),
        // The choice of heading languages; without it (no tax profile yet, or it failed) the bill is in English.
        utils.admin.billing.profile.fetch().catch(() => null),
      ]);
      const bill = billOf(data, purchaseId, profile?.documentLanguage);
      // The Hindi words arrive before the print dialog opens, not after.
      if (bill) await loadDocumentWords(bill.documentLanguage);
      if (bill) setJob((previous) => ({ bill, run: (previous?.run ?? 0) + 1 }));
      else notify.error(t('print.billGone'));
    } catch (error) {
      notify.failure(t('print.failed'), error, t('print.failedFallback'));
    } finally {
      setLoadingId(undefined);
    }
  };

  const printer = job ? <InvoicePrinter key={job.run} bill={job.bill} onDone={() => setJob(undefined)} /> : null;
  return { print, loadingId, printer };
}

export type InvoicePrint = ReturnType<typeof useInvoicePrint>;
