import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the audit screens' words, for `useTranslation`; its English registers as this loads. */
export const AUDIT = registerCatalogue('audit', en);
