import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { countPages } from '@/shared/lib/count-pages';

interface ListPagerProps {
  /** Items in the whole list; undefined while it loads. */
  count: number | undefined;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** Shows the last page as current when `page` is past the end (the list shrank under it). */
  isClamped?: boolean;
  /** Centred under the list. */
  isCentered?: boolean;
}

/** The pager under a paged list; nothing while the list fits on one page. */
export function ListPager({ count, pageSize, page, onChange, isClamped = false, isCentered = false }: ListPagerProps) {
  const { t } = useTranslation();
  // On a phone: smaller, with no neighbours beside the current page, so it fits on one line at 375 px.
  const isCompact = useMediaQuery('(max-width: 48em)');
  const pages = countPages(count ?? 0, pageSize);
  if (pages <= 1) return null;

  const pager = (
    <Pagination
      value={isClamped ? Math.min(page, pages) : page}
      total={pages}
      onChange={onChange}
      siblings={isCompact ? 0 : 1}
      size={isCompact ? 'sm' : 'md'}
      // spoken names for every button: a bare "3" or an unnamed arrow tells a screen reader little
      getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
    />
  );
  return isCentered ? <Group justify="center">{pager}</Group> : pager;
}
