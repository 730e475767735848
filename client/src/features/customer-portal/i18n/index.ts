import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the customer portal screens' words, for `useTranslation`; its English registers as this loads. */
export const CUSTOMER_PORTAL = registerCatalogue('customer-portal', en);
