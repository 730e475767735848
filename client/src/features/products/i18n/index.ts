import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the products screens' words, for `useTranslation`; its English registers as this loads. */
export const PRODUCTS = registerCatalogue('products', en);
