import { useId } from 'react';
import { writeCookie } from '@/lib/stores/browser-storage';

/** Props of `LanguageSwitch`. */
export interface LanguageSwitchProps {
  current: string;
  languages: ReadonlyArray<{ code: string; label: string }>;
  label: string;
}

/** Switches the language: the 'lang' cookie for 365 days (spec §9), then the page is rendered again in it. */
export function LanguageSwitch({ current, languages, label }: LanguageSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name="lang"
        title={label}
        defaultValue={current}
        onChange={(event) => {
          writeCookie('lang', event.target.value);
          window.location.reload();
        }}
        className="w-[4.75rem] rounded-md border border-white/30 bg-primary-dark py-1 pl-1.5 pr-5 text-xs text-white sm:w-auto sm:pl-2 sm:pr-7 sm:text-sm"
        data-testid="language-select"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
