import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePrintDialog } from '../../lib/print-dialog';
import { Invoice, type Bill } from './Invoice';

interface InvoicePrinterProps {
  bill: Bill;
  /** Called once the print dialog has closed. */
  onDone: () => void;
}

/**
 * Prints one bill: renders it into the page's body (hidden on screen; on paper it is all
 * there is), names the document `Bill_{billNumber}` so a saved PDF is named after the bill,
 * opens the print dialog, and puts the title back when the dialog closes.
 */
export function InvoicePrinter({ bill, onDone }: InvoicePrinterProps) {
  const root = useRef<HTMLDivElement>(null);
  usePrintDialog(`Bill_${bill.purchase.billNumber}`, root, onDone);

  return createPortal(
    <div className="invoice-print" ref={root}>
      <Invoice bill={bill} />
    </div>,
    document.body,
  );
}
