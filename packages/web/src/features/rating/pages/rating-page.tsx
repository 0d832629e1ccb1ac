import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { paths } from '@/shared/routing/paths';
import { withoutDefaults } from '@/shared/routing/without-defaults';
import { useCurrentUser } from '@/shared/session/session';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { SearchBar } from '@/shared/ui/search-bar';
import { ratingPageSize, useCompanyRatings } from '../api/get-company-ratings';
import { RatingFormula } from '../components/rating-formula';
import { RatingTable } from '../components/rating-table';
import { nextSort, readRatingParams, sortParts, type SortColumn } from '../lib/rating-view';

/** `/rating`: carriers and forwarders ranked by their score, riskiest first (issue 13 §4). */
export function RatingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { page, s, sort } = readRatingParams(params);
  const [debouncedSearch] = useDebouncedValue(s, 300);
  const list = useCompanyRatings({ page, s: debouncedSearch, sort });
  // The weights stay in view on a desktop; on a phone they would push the ranking off the screen.
  const isNarrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

  const update = (next: { page?: number; s?: string; sort?: string }) => {
    const values = { s: next.s ?? s, sort: next.sort ?? sort, page: String(next.page ?? page) };
    setParams(withoutDefaults(values, { page: '1', sort: 'score' }), { replace: true });
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.rating')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('rating.intro')}
      </Text>
      <RatingFormula isLimited={user?.access_level === 'limited'} defaultOpen={!isNarrow} />
      <SearchBar
        label={t('rating.search')}
        placeholder={t('rating.search_placeholder')}
        value={s}
        maxLength={100}
        onChange={(value) => update({ s: value, page: 1 })}
      >
        <Stack gap={2} align="flex-end">
          {list.data ? (
            <Text size="sm" c="dimmed">
              {t('rating.as_of', { date: formatDate(list.data.as_of) })}
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.analysisRating} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconChartBar size={14} aria-hidden />
              {t('rating.analysis_link')}
            </Group>
          </Anchor>
        </Stack>
      </SearchBar>
      <RatingTable
        rows={list.data?.results}
        firstRank={(page - 1) * ratingPageSize + 1}
        sort={sortParts(sort)}
        onSort={(column: SortColumn) => update({ sort: nextSort(sort, column), page: 1 })}
        isLoading={list.isLoading}
        isError={list.isError}
        isSearching={debouncedSearch.trim() !== ''}
        onRetry={() => void list.refetch()}
      />
      <ListPager
        count={list.data?.count}
        pageSize={ratingPageSize}
        page={page}
        onChange={(next) => update({ page: next })}
        isClamped
      />
    </Stack>
  );
}
