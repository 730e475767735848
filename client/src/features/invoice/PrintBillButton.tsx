import { PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { INVOICE } from './i18n';
import type { InvoicePrint } from './use-invoice-print';

/** What the choice of bill shows of a purchase. */
interface BillChoice {
  id: string;
  billNumber: string;
  invoiceDate: string;
  product: { name: string };
}

interface PrintBillButtonProps {
  customerId: string;
  /** The purchases whose bills it prints; with more than one it asks which. */
  purchases: BillChoice[];
  /** The button's name: "Print invoice of Priya Sharma", "Print bill AQ-1041". */
  label: string;
  invoice: InvoicePrint;
}

/** "AQ-1041 — Kent Grand Plus RO, 05-03-2027": a bill as the choice lists it. */
const choiceLabel = (purchase: BillChoice) => `${purchase.billNumber} — ${purchase.product.name}, ${formatDate(purchase.invoiceDate)}`;

/**
 * Print Invoice for a customer or a purchase. Each purchase has its own bill and is printed on
 * its own: one purchase prints at once; for more, a menu lists each bill (number, product, date)
 * to choose the one to print.
 */
export function PrintBillButton({ customerId, purchases, label, invoice }: PrintBillButtonProps) {
  const { t } = useTranslation(INVOICE);
  const [only] = purchases;
  const button = (
    <Tooltip title={t('print.invoiceTooltip')}>
      <Button
        icon={<PrinterOutlined />}
        aria-label={label}
        loading={purchases.some((purchase) => purchase.id === invoice.loadingId)}
        disabled={only === undefined}
        onClick={only !== undefined && purchases.length === 1 ? () => void invoice.print(customerId, only.id) : undefined}
      />
    </Tooltip>
  );
  if (purchases.length <= 1) return button;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            type: 'group',
            label: t('print.whichBill'),
            children: purchases.map((purchase) => ({ key: purchase.id, label: choiceLabel(purchase) })),
          },
        ],
        onClick: ({ key }) => void invoice.print(customerId, key),
      }}
    >
      {/* The menu opens from a click anywhere on the button, which keeps its own tooltip. */}
      <span>{button}</span>
    </Dropdown>
  );
}
