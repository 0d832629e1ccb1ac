import { isValidInn } from '@cargo-sentry/contracts/shared/identifiers';
import { ratingFormula } from '@cargo-sentry/contracts/rating/rating';
import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { LinksButton } from '@/shared/ui/links-button';
import { PageTitle } from '@/shared/ui/page-title';
import { useCompanyRating } from '../api/get-company-rating';
import { CompanyRegister } from '../components/company-register';
import { EvidenceFindings } from '../components/evidence-findings';
import { EvidenceIncidents } from '../components/evidence-incidents';
import { RatingFormula } from '../components/rating-formula';
import { ScoreBadge } from '../components/score-badge';
import { ScoreBreakdown } from '../components/score-breakdown';
import { scoreBand } from '../lib/rating-view';

/** `/rating/{inn}`: one company's score and the evidence it is computed from. */
export function CompanyRatingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const inn = useParams().inn ?? '';
  const isValid = isValidInn(inn);
  const rating = useCompanyRating(inn, isValid);

  const back = (
    <Anchor component={Link} to={paths.rating} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('rating.company.back')}
      </Group>
    </Anchor>
  );

  if (!isValid || rating.isError) {
    return (
      <Stack gap="md">
        <PageTitle>{t('rating.company.no_name', { inn })}</PageTitle>
        <Alert color="red" role="alert" title={isValid ? t('rating.company.error') : t('rating.company.invalid_inn')}>
          {isValid ? (
            <Button size="xs" variant="light" color="red" onClick={() => void rating.refetch()}>
              {t('rating.company.retry')}
            </Button>
          ) : null}
        </Alert>
        {back}
      </Stack>
    );
  }
  const data = rating.data;
  if (!data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('rating.loading')}>
        <Skeleton h={32} w="60%" />
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageTitle>{data.name ?? t('rating.company.no_name', { inn })}</PageTitle>
      <Group gap="sm" mt={-12} align="center">
        <ScoreBadge score={data.score} noNegativeData={data.no_negative_data} size="xl" />
        <Text fw={600}>{t(`rating.bands.${scoreBand(data.score, data.no_negative_data)}`)}</Text>
        <Text c="dimmed" size="sm">
          {t('rating.columns.inn')} {data.inn} · {t('rating.as_of', { date: formatDate(data.as_of) })}
        </Text>
        <LinksButton kind="inn" value={data.inn} />
      </Group>
      {data.known ? null : (
        <Alert color="teal" variant="light">
          {t('rating.company.unknown', { max: ratingFormula.maxScore })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ScoreBreakdown rating={data} />
        <CompanyRegister register={data.register} />
      </SimpleGrid>
      <EvidenceIncidents rating={data} />
      <EvidenceFindings findings={data.findings} />
      <RatingFormula isLimited={user?.access_level === 'limited'} />
    </Stack>
  );
}
