/*
 * The customer's portal's reading screens, one lazy chunk for their three routes: they share their
 * cards, tags and styles, and a customer moves between them on a phone, where one fetch beats
 * three. Ask for Service is a chunk of its own: its form, pick list and calendar are fetched only
 * when the customer asks.
 */
export { MyProductsPage } from './MyProductsPage';
export { MyBillsPage } from './MyBillsPage';
export { ServiceHistoryPage } from './ServiceHistoryPage';
