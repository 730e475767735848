import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the operator account screens' words, for `useTranslation`; its English registers as this loads. */
export const OPERATOR_ACCOUNT = registerCatalogue('operator-account', en);
