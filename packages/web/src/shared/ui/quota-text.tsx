import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeQuota, type Quota } from '../format/quota';
import { useLocale } from '../i18n/use-locale';

interface QuotaTextProps {
  quota: Quota;
  size?: 'xs' | 'sm';
  /** Put what is left on its own line (table cells, the side menu) instead of after a comma. */
  isStacked?: boolean;
}

/**
 * A verification quota in the one wording of every screen: "Выполнено 3 из 50", what is left as
 * secondary text, or "Без ограничений" (issue 23 §12). Tests find it by `data-testid="quota"`.
 */
export function QuotaText({ quota, size = 'sm', isStacked = false }: QuotaTextProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const words = describeQuota(quota, locale, t);
  return (
    <Text size={size} span={!isStacked} data-testid="quota">
      <span>{words.main}</span>
      {words.left ? (
        <>
          {/* The same words when stacked: the comma is only hidden, so text and screen readers agree. */}
          {isStacked ? <VisuallyHidden component="span">, </VisuallyHidden> : ', '}
          <Text
            span
            size={size}
            display={isStacked ? 'block' : undefined}
            c={words.isSpent ? 'red.9' : 'dimmed'}
            fw={words.isSpent ? 600 : undefined}
          >
            {words.left}
          </Text>
        </>
      ) : null}
    </Text>
  );
}
