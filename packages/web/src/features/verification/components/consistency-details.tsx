import type {
  ConsistencyFinding,
  ConsistencyResult,
  ConsistencyRule,
} from '@cargo-sentry/contracts/identity-links/consistency';
import { normalizeIdentifier, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { SourceLine } from '@/shared/identity-links/source-line';
import { LinksButton } from '@/shared/ui/links-button';

/**
 * The form's identifier a rule is about, for the finding's "Связи" link to the explorer: the phone,
 * the plate, the passport; a rule about the driver or the carrier opens on the phone, else the plate.
 */
const ruleIdentifiers: Record<ConsistencyRule, { kind: IdentifierKind; field: string }[]> = {
  phone_other_person: [{ kind: 'phone', field: 'phone' }],
  plate_vin_mismatch: [
    { kind: 'plate', field: 'autoGos' },
    { kind: 'vin', field: 'autoVin' },
  ],
  passport_other_person: [{ kind: 'passport', field: 'passportNumber' }],
  driver_many_carriers: [
    { kind: 'passport', field: 'passportNumber' },
    { kind: 'phone', field: 'phone' },
  ],
  checked_by_many_companies: [
    { kind: 'phone', field: 'phone' },
    { kind: 'plate', field: 'autoGos' },
  ],
  wanted_or_incident_contact: [
    { kind: 'phone', field: 'phone' },
    { kind: 'plate', field: 'autoGos' },
  ],
  driver_is_carrier_officer: [{ kind: 'inn', field: 'inn' }],
};

/** The first of the rule's identifiers the form has, as the explorer takes it. */
function linkedOf(rule: ConsistencyRule, subject: Record<string, unknown> | undefined) {
  return ruleIdentifiers[rule]
    .map(({ kind, field }) => ({ kind, value: subject?.[field] }))
    .find(({ kind, value }) => typeof value === 'string' && normalizeIdentifier(kind, value) !== null);
}

const classColors: Record<ConsistencyFinding['class'], string> = { alert: 'red', warning: 'orange', info: 'blue' };

/** One finding: its class in words and its rule, what it found in the page's language, then where and when. */
function FindingItem({ finding, subject }: { finding: ConsistencyFinding; subject?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const linked = linkedOf(finding.rule, subject);
  return (
    <Stack gap={4} component="li" data-rule={finding.rule}>
      <Group gap={6} wrap="wrap" align="baseline">
        <Badge color={classColors[finding.class]} variant="light" tt="none">
          {t(`identity_links.classes.${finding.class}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {t(`identity_links.rules.${finding.rule}`)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {finding.message[locale]}
      </Text>
      {finding.sources.length > 0 ? (
        <Stack
          gap={0}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('verification.consistency.sources_label')}
        >
          {finding.sources.map((source, i) => (
            <li key={`${source.kind}:${source.id ?? i}:${source.date}`}>
              <SourceLine source={source} />
            </li>
          ))}
        </Stack>
      ) : null}
      {linked ? <LinksButton kind={linked.kind} value={linked.value} /> : null}
    </Stack>
  );
}

/** The identity-consistency check (issue 27 §2): each finding in words, with its sources. */
export function ConsistencyDetails({
  result,
  subject,
}: {
  result: ConsistencyResult;
  subject?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  if (result.findings.length === 0) return <Text size="sm">{t('verification.consistency.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('verification.consistency.found', { count: result.findings.length })}
      </Text>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('verification.consistency.list_label')}
      >
        {result.findings.map((finding, i) => (
          <FindingItem key={`${finding.rule}:${i}`} finding={finding} subject={subject} />
        ))}
      </Stack>
    </Stack>
  );
}
