import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the product categories screens' words, for `useTranslation`; its English registers as this loads. */
export const PRODUCT_CATEGORIES = registerCatalogue('product-categories', en);
