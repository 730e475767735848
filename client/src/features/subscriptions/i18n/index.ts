import { registerCatalogue } from '../../../i18n/i18n';
import en from './en';

/** The namespace of the subscriptions screens' words, for `useTranslation`; its English registers as this loads. */
export const SUBSCRIPTIONS = registerCatalogue('subscriptions', en);
