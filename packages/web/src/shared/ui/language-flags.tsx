import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';

function RussianFlag() {
  return (
    <svg viewBox="0 0 9 6" width="24" height="16" aria-hidden focusable="false">
      <rect width="9" height="2" fill="#fff" />
      <rect y="2" width="9" height="2" fill="#0039a6" />
      <rect y="4" width="9" height="2" fill="#d52b1e" />
      <rect width="9" height="6" fill="none" stroke="#ccd2da" strokeWidth="0.3" />
    </svg>
  );
}

function BritishFlag() {
  return (
    <svg viewBox="0 0 60 40" width="24" height="16" aria-hidden focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0V40M0 20H60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0V40M0 20H60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

const flags: Record<Locale, () => React.JSX.Element> = { ru: RussianFlag, en: BritishFlag };

/** The language flags of the basic layout's top bar. */
export function LanguageFlags() {
  const { t } = useTranslation();
  const [locale, setLocale] = useLocale();
  return (
    <Group gap={4} role="group" aria-label={t('language.switch')}>
      {(['ru', 'en'] as const).map((value) => {
        const Flag = flags[value];
        const isActive = value === locale;
        return (
          <UnstyledButton
            key={value}
            onClick={() => setLocale(value)}
            aria-pressed={isActive}
            aria-label={t(`language.${value}`)}
            lang={value}
            p={4}
            style={{
              borderRadius: 6,
              lineHeight: 0,
              opacity: isActive ? 1 : 0.55,
              boxShadow: isActive ? '0 0 0 2px var(--mantine-color-brand-7)' : undefined,
            }}
          >
            <Flag />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
