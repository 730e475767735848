/** The invoice or credit note as a PDF: the server answers it as a download (same-origin session). */
export const invoicePdfUrl = (id: string) => `/api/v1/admin/invoice/${encodeURIComponent(id)}/pdf`;

/** A payment's receipt as a PDF. */
export const receiptPdfUrl = (id: string) => `/api/v1/admin/payment/${encodeURIComponent(id)}/pdf`;

/** The month's GST summary as CSV (Accept: text/csv). */
export const gstSummaryCsvUrl = (month: string) => `/api/v1/admin/gst-summary?month=${encodeURIComponent(month)}`;
