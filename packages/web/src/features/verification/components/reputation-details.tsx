import type { ReputationResult } from '@cargo-sentry/contracts/verification/results';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { CompanyStatusBadge } from './company-status-badge';
import { Quoted } from '@/shared/ui/quoted';
import { RegisterValue } from '@/shared/ui/register-value';

/** The companies registered with the counterparty's INN: identifiers, status, registration date, flags. */
export function ReputationDetails({ result }: { result: ReputationResult }) {
  const { t } = useTranslation();
  if (result.Items.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('verification.reputation.companies')}
    >
      {result.Items.map((company) => (
        <Box
          key={`${company.inn}-${company.ogrn ?? ''}-${company.name}`}
          component="li"
          p="xs"
          bg="gray.0"
          style={{ borderRadius: 6 }}
        >
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Quoted value={company.name} />
            </Text>
            <Text size="sm" c="dimmed">
              {[
                t('verification.company.inn', { inn: company.inn }),
                company.ogrn ? t('verification.company.ogrn', { ogrn: company.ogrn }) : null,
                company.registrationDate
                  ? t('verification.company.registered', { date: formatDate(company.registrationDate) })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap={6} wrap="wrap">
              <Text size="sm">{t('verification.company.status')}:</Text>
              <CompanyStatusBadge status={company.status} />
            </Group>
            <Group gap={6} wrap="wrap">
              <Text size="sm">{t('verification.company.flags')}:</Text>
              {company.flags.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('verification.reputation.no_flags')}
                </Text>
              ) : (
                company.flags.map((flag) => (
                  <Badge
                    key={flag}
                    color="orange"
                    variant="light"
                    tt="none"
                    style={{ height: 'auto', whiteSpace: 'normal' }}
                  >
                    <RegisterValue kind="company_flag" value={flag} />
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
