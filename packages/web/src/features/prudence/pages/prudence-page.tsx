import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { errorText } from '@/shared/ui/error-text';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { prudencePageSize, usePrudenceList } from '../api/get-prudence-list';
import { useMarkSeen, useSubscribeInns, useUnsubscribe } from '../api/prudence-mutations';
import { PrudenceAddForm } from '../components/prudence-add-form';
import { PrudenceLimit } from '../components/prudence-limit';
import { PrudenceTable } from '../components/prudence-table';
import { isLimitSpent, isLimitSpentError } from '../lib/limit';

/** `/prudence` (issue 13 §3): the user's counterparties under monitoring by INN. */
export function PrudencePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = usePrudenceList(page);
  const subscribe = useSubscribeInns();
  const markSeen = useMarkSeen();
  const unsubscribe = useUnsubscribe();
  // docs/product.md#prudence-limit: a 402 or 403 on prudence sets the limit-spent flag (until a later add succeeds)
  const [serverSaidSpent, setServerSaidSpent] = useState(false);
  const isDisabled = isApiError(list.error) && list.error.code === 'prudence_disabled';
  const isSpent = isLimitSpent(list.data?.limit, serverSaidSpent);
  const otherError = subscribe.error && !isLimitSpentError(subscribe.error) ? subscribe.error : null;

  const handleSubmit = async (inns: string[]) => {
    try {
      const result = await subscribe.mutateAsync({ inns });
      setServerSaidSpent(false);
      return result;
    } catch (error) {
      if (isLimitSpentError(error)) setServerSaidSpent(true);
      throw error;
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.prudence')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('prudence.intro')}
      </Text>
      <PrudenceLimit limit={list.data?.limit} isSpent={isSpent} isDisabled={isDisabled} />
      <PrudenceAddForm
        isDisabled={isDisabled || list.data?.limit.remaining === 0}
        isSubmitting={subscribe.isPending}
        onSubmit={handleSubmit}
      />
      {otherError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, otherError)}
        </Alert>
      ) : null}
      {isDisabled ? null : (
        <PrudenceTable
          rows={list.data?.results}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          markingId={markSeen.isPending ? (markSeen.variables ?? null) : null}
          removingId={unsubscribe.isPending ? (unsubscribe.variables ?? null) : null}
          onMarkSeen={(id) => markSeen.mutate(id)}
          onUnsubscribe={(id) => unsubscribe.mutate(id, { onSuccess: () => setServerSaidSpent(false) })}
        />
      )}
      <ListPager count={list.data?.count} pageSize={prudencePageSize} page={page} onChange={setPage} isClamped />
    </Stack>
  );
}
