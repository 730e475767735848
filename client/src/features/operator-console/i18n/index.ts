import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the operator console screens' words, for `useTranslation`; its English registers as this loads. */
export const OPERATOR_CONSOLE = registerCatalogue('operator-console', en);
