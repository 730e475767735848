import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
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
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const screenTitle = document.title;
    let printing = true;
    const restore = () => {
      printing = false;
      document.title = screenTitle;
      window.removeEventListener('afterprint', finish);
    };
    function finish() {
      if (!printing) return;
      restore();
      done.current();
    }
    document.title = `Bill_${bill.purchase.billNumber}`;
    window.addEventListener('afterprint', finish);
    // The logo must be decoded before the page is laid out for paper.
    const logo = root.current?.querySelector('img');
    const ready = logo?.decode ? logo.decode().catch(() => undefined) : Promise.resolve();
    void ready.then(() => {
      if (printing) window.print();
    });
    // Left before the dialog closed (another invoice, another screen): the title goes back.
    return () => {
      if (printing) restore();
    };
  }, [bill]);

  return createPortal(
    <div className="invoice-print" ref={root}>
      <Invoice bill={bill} />
    </div>,
    document.body,
  );
}
