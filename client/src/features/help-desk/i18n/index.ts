import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the help desk screens' words, for `useTranslation`; its English registers as this loads. */
export const HELP_DESK = registerCatalogue('help-desk', en);
