import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the not found screens' words, for `useTranslation`; its English registers as this loads. */
export const NOT_FOUND = registerCatalogue('not-found', en);
