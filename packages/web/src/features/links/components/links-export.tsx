import type { LinksQuery } from '@cargo-sentry/contracts/identity-links/links';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Core } from 'cytoscape';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { saveBlob, saveText } from '@/shared/lib/save-file';
import { linksCsv } from '../lib/links-csv';
import type { LinksGraph } from '../lib/links-graph';
import { useLinkTexts } from '../lib/use-link-texts';

const csvColumns = ['node', 'kind', 'linked_node', 'linked_kind', 'source_kind', 'source_id', 'date'] as const;

/** "links-plate-А123ВС77": the files say what they show; anything but letters and digits becomes `_`. */
const fileBase = (query: LinksQuery) => `links-${query.kind}-${query.value.replace(/[^\p{L}\p{N}]+/gu, '_')}`;

/** PNG of the graph as drawn (whole, not only what is in view) and CSV of its links. */
export function LinksExport({ graph, query, cy }: { graph: LinksGraph; query: LinksQuery; cy: Core | null }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { kindName, sourceName } = useLinkTexts();

  const handlePng = () => {
    if (!cy) return;
    const blob = cy.png({ output: 'blob', bg: '#ffffff', full: true, scale: 2, maxWidth: 4096, maxHeight: 4096 });
    saveBlob(`${fileBase(query)}.png`, blob);
  };
  const handleCsv = () => {
    const header = csvColumns.map((column) => t(`links.export.columns.${column}`));
    saveText(
      `${fileBase(query)}.csv`,
      linksCsv(graph, { header, kindName, sourceName }, locale),
      'text/csv;charset=utf-8',
    );
  };

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={handlePng}
        disabled={!cy}
        title={cy ? undefined : t('links.export.png_only_graph')}
      >
        {t('links.export.png')}
      </Button>
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={handleCsv}>
        {t('links.export.csv')}
      </Button>
    </Group>
  );
}
