import { LANGUAGE_NAMES, LANGUAGE_SWITCH_LABEL, LANGUAGES, type Language } from '@sevak/shared/i18n/language';
import { Button } from 'antd';
import { useLanguage } from './language';
import './language-switch.css';

/**
 * English | हिन्दी, each named in itself so a reader of either finds their own; the one in use is
 * pressed. The change applies at once, without a reload; `onChosen` is told, to keep the choice
 * beyond this browser. `choose` switches instead of this device's `setLanguage`, when the caller's
 * own switch does more (a signed-in person's `useAuth().chooseLanguage` also saves it): the screens
 * switch once. Two plain buttons: the sign-in page and the technician's first screen carry it, and
 * a segmented control would add its own code to both.
 */
export function LanguageSwitch({ onChosen, choose }: { onChosen?: (language: Language) => void; choose?: (language: Language) => Promise<void> }) {
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={LANGUAGE_SWITCH_LABEL} className="language-switch">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="small"
          type={option === language ? 'primary' : 'text'}
          aria-pressed={option === language}
          lang={option}
          onClick={() => {
            if (option === language) return;
            void (choose ?? setLanguage)(option);
            onChosen?.(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </div>
  );
}
