import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePrintDialog } from '../../../lib/print-dialog';
import { INVOICE } from '../../invoice/i18n';
import './documents.css';

interface PrintCopyProps {
  /** The document's name while printing: a PDF saved from the dialog is named after it. */
  title: string;
  children: ReactNode;
  onDone: () => void;
}

/**
 * A copy of the document in the page's body beside the app, hidden on screen and alone on paper
 * (as the purchase bill prints, features/invoice): the print dialog opens once it is there, and
 * the tab's title comes back when the dialog closes.
 */
function PrintCopy({ title, children, onDone }: PrintCopyProps) {
  const root = useRef<HTMLDivElement>(null);
  usePrintDialog(title, root, onDone);
  return createPortal(
    <div className="billing-print" ref={root}>
      {children}
    </div>,
    document.body,
  );
}

/** A file name from a document number: AQC/26-27/0001 → AQC-26-27-0001. */
export const fileNameOf = (text: string) => text.replace(/[^\w-]+/g, '-');

/** The Print button of a billing document, and the printed copy while the dialog is open. */
export function PrintButton({ title, document: printed }: { title: string; document: ReactNode }) {
  const { t } = useTranslation(INVOICE);
  const [run, setRun] = useState<number>();
  return (
    <>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => setRun((previous) => (previous ?? 0) + 1)}>
        {t('print.button')}
      </Button>
      {run !== undefined && (
        <PrintCopy key={run} title={fileNameOf(title)} onDone={() => setRun(undefined)}>
          {printed}
        </PrintCopy>
      )}
    </>
  );
}
