import { writeCookie } from '@/lib/stores/browser-storage';
import { TopBarSelect } from './TopBarSelect';

/** Props of `LanguageSwitch`. */
export interface LanguageSwitchProps {
  current: string;
  languages: ReadonlyArray<{ code: string; label: string }>;
  label: string;
}

/** Switches the language: the 'lang' cookie for 365 days (spec §9), then the page is rendered again in it. */
export function LanguageSwitch({ current, languages, label }: LanguageSwitchProps) {
  return (
    <TopBarSelect
      label={label}
      name="lang"
      defaultValue={current}
      options={languages.map((language) => ({ value: language.code, label: language.label, lang: language.code }))}
      onChoose={(code) => {
        writeCookie('lang', code);
        window.location.reload();
      }}
      testId="language-select"
    />
  );
}
