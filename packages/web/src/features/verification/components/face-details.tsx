import type { FaceResult } from '@cargo-sentry/contracts/verification/results';
import { Anchor, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { Quoted } from '@/shared/ui/quoted';

/**
 * The face check's answer: the face found in the photo, then the gallery persons it matched (name,
 * similarity, the incident or wanted-person record the face is listed under). Why nothing matched
 * or was compared (docs/product.md#verification-errors "Face check shows its message field") is the card's verdict line.
 */
export function FaceDetails({ result }: { result: FaceResult }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {result.uploaded_face ? (
        <Image
          src={result.uploaded_face}
          alt={t('verification.face.uploaded_face')}
          w={112}
          h={112}
          fit="contain"
          radius="sm"
          bg="gray.1"
        />
      ) : null}
      <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
        {result.matches.length > 0 ? (
          <Text size="sm" fw={500}>
            {t('verification.face.messages.matches', { count: result.matches.length })}
          </Text>
        ) : null}
        {result.matches.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder aria-label={t('verification.face.matches')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('verification.face.person')}</Table.Th>
                  <Table.Th ta="right">{t('verification.face.similarity')}</Table.Th>
                  <Table.Th>{t('verification.face.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.matches.map((match) => (
                  <Table.Tr key={`${match.source}-${match.name}`}>
                    <Table.Td>
                      <Quoted value={match.name} />
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(Math.round(match.similarity * 100), locale)}&nbsp;%</Table.Td>
                    <Table.Td>
                      {match.incident_id !== null ? (
                        <Anchor component={Link} to={paths.incidentView.build(match.incident_id)} size="sm">
                          {t('verification.face.incident', { id: match.incident_id })}
                        </Anchor>
                      ) : (
                        t('verification.face.wanted', { id: match.wanted_person_id })
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Group>
  );
}
