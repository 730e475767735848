/*
 * The billing documents, one lazy chunk for their three routes: an invoice, a receipt and a
 * statement share the print kit and the document's sheet, and are opened one from the other.
 * Apart, the receipt and statement screens (no pick list among them) would make the bundler cut
 * antd's shared chunks finer, and the sign-in page would fetch more, smaller files.
 */
export { InvoicePage } from './invoices/InvoicePage';
export { ReceiptPage } from './payments/ReceiptPage';
export { StatementPage } from './statement/StatementPage';
