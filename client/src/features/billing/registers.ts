/*
 * The billing registers, one lazy chunk for their two routes: the invoice list and the month's
 * GST summary, tables both. Apart, the summary's screen (no pick list) would make the bundler cut
 * antd's shared chunks finer, and the sign-in page would fetch more, smaller files.
 */
export { InvoicesPage } from './invoices/InvoicesPage';
export { GstSummaryPage } from './gst-summary/GstSummaryPage';
