import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the customers screens' words, for `useTranslation`; its English registers as this loads. */
export const CUSTOMERS = registerCatalogue('customers', en);
