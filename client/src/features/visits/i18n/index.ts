import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the visits screens' words, for `useTranslation`; its English registers as this loads. */
export const VISITS = registerCatalogue('visits', en);
