import { isLanguage, LANGUAGES, type Language } from '@hearth/shared';
import { useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field';

/**
 * Each language by its own name, as its readers look for it in a list they may not yet
 * understand: these names are never translated.
 */
/* eslint-disable lingui/no-unlocalized-strings -- each language's own name, never translated */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/** The language a profile reads Hearth in: each of the offered languages, in its own words. */
export function LanguageSelect({ value, onChange, disabled }: LanguageSelectProps) {
  const { t } = useLingui();
  return (
    <Field label={t`Language`}>
      {(control) => (
        <select
          {...control}
          className="min-h-12 rounded-card border-2 border-muted/60 bg-surface px-3 text-base text-ink"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChange(event.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            // Named in its own language, so a screen reader says it in that language's voice.
            <option key={language} value={language} lang={language} translate="no">
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
