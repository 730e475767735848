import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the product sub categories screens' words, for `useTranslation`; its English registers as this loads. */
export const PRODUCT_SUB_CATEGORIES = registerCatalogue('product-sub-categories', en);
