import { normalizeIdentifier, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { Button } from '@mantine/core';
import { IconAffiliate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../routing/paths';

/**
 * "Связи": opens the link explorer on one identifier (issue 27 §3) from the page that shows it (a
 * check's result, an incident card, a company). Nothing for a value that is not of its kind: the
 * explorer would only refuse it.
 */
export function LinksButton({ kind, value }: { kind: IdentifierKind; value: unknown }) {
  const { t } = useTranslation();
  if (typeof value !== 'string' || normalizeIdentifier(kind, value) === null) return null;
  return (
    <Button
      component={Link}
      to={paths.links.build(kind, value)}
      size="compact-xs"
      variant="subtle"
      leftSection={<IconAffiliate size={14} aria-hidden />}
      aria-label={t('actions.show_links_of', { value })}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('actions.show_links')}
    </Button>
  );
}
