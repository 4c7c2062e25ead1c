import { NativeSelect } from '@mantine/core';
import { languages, languageSettings } from '@studypath/domain/i18n';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/choose-language.ts';
import { currentLanguage } from '../lib/i18n.ts';

/**
 * The signed-in user's preference (issue 27): a field in the account menu listing every language
 * by its own name; a change applies at once and is saved on the account (lib/choose-language.ts),
 * so the emails follow.
 */
export function LanguagePreferenceField() {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  return (
    <NativeSelect
      size="xs"
      label={t('language')}
      value={current}
      onChange={(event) => {
        const chosen = languages.find((language) => language === event.currentTarget.value);
        if (chosen) void chooseLanguage(chosen);
      }}
      data={languages.map((language) => ({
        value: language,
        label: languageSettings[language].nativeName,
      }))}
    />
  );
}
