/** A subscription's receipt as a PDF: the server answers it as a download (same-origin session). */
export const subscriptionReceiptPdfUrl = (id: string) => `/api/v1/superadmin/subscriptions/${encodeURIComponent(id)}/pdf`;
