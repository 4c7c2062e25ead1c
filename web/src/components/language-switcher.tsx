// The language switcher (issue 27): one button per other portal language, named in that language
// (« Français », "English") and marked with its lang, so a reader who does not understand the
// page's language still finds it. In the public header, the sign-in and registration pages, and
// the signed-in menus. On a phone the header shows the language's code to leave room (its name
// then, as axe's label-in-name wants: what shows is what a screen reader says). The signed-in
// user's saved preference is a field of its own (language-preference-field.tsx): this file is on
// the landing page's first script, which carries no form field.
import { Box, Button, Group } from '@mantine/core';
import { languages, languageSettings, type Language } from '@studypath/domain/i18n';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chooseLanguage } from '../lib/choose-language.ts';
import { currentLanguage } from '../lib/i18n.ts';

export interface LanguageSwitcherProps {
  /** Only the code below the sm breakpoint (the landing page's header at 360 px). */
  compact?: boolean;
  /** A link to each language's own address instead of a switch in place (the landing page). */
  hrefOf?: (language: Language) => string;
}

export function LanguageSwitcher({ compact = false, hrefOf }: LanguageSwitcherProps) {
  useTranslation(); // re-renders on a language change
  const current = currentLanguage();
  return (
    <Group gap={4} wrap="nowrap">
      {languages
        .filter((language) => language !== current)
        .map((language) => {
          const { tag, nativeName } = languageSettings[language];
          const label = compact ? (
            <>
              <Box component="span" visibleFrom="sm">
                {nativeName}
              </Box>
              <Box component="span" hiddenFrom="sm" title={nativeName}>
                {language.toUpperCase()}
              </Box>
            </>
          ) : (
            nativeName
          );
          const common = {
            variant: 'subtle',
            size: 'sm',
            lang: tag,
            // Compact (a phone's header): the code alone, no icon, to leave room.
            leftSection: compact ? undefined : <IconLanguage size={16} aria-hidden />,
          } as const;
          return hrefOf ? (
            <Button
              key={language}
              {...common}
              component={Link}
              to={hrefOf(language)}
              hrefLang={tag}
              onClick={() => void chooseLanguage(language)}
            >
              {label}
            </Button>
          ) : (
            <Button key={language} {...common} onClick={() => void chooseLanguage(language)}>
              {label}
            </Button>
          );
        })}
    </Group>
  );
}
