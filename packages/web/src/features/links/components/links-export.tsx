import type { LinksQuery } from '@cargo-sentry/contracts/identity-links/links';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import type { Core } from 'cytoscape';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { saveBlob, saveText } from '@/shared/lib/save-file';
import { linksCsv } from '../lib/links-csv';
import type { LinksGraph } from '../lib/links-graph';
import { graphPng } from '../lib/png-export';
import { useLinkTexts } from '../lib/use-link-texts';

const csvColumns = ['node', 'kind', 'linked_node', 'linked_kind', 'source_kind', 'source_id', 'date'] as const;

/** "links-plate-А123ВС77": the files say what they show; anything but letters and digits becomes `_`. */
const fileBase = (query: LinksQuery) => `links-${query.kind}-${query.value.replace(/[^\p{L}\p{N}]+/gu, '_')}`;

/** PNG of the graph as drawn (whole, not only what is in view) and CSV of its links. */
export function LinksExport({ graph, query, cy }: { graph: LinksGraph; query: LinksQuery; cy: Core | null }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { kindName, sourceName } = useLinkTexts();
  const [isDrawingPng, setIsDrawingPng] = useState(false);

  const handlePng = async () => {
    if (!cy || isDrawingPng) return;
    setIsDrawingPng(true);
    try {
      saveBlob(`${fileBase(query)}.png`, await graphPng(cy));
    } catch {
      // A browser may refuse to draw or encode a canvas of this size: say so rather than nothing.
      notifications.show({ color: 'red', message: t('links.export.png_failed') });
    } finally {
      setIsDrawingPng(false);
    }
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
        onClick={() => void handlePng()}
        loading={isDrawingPng}
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
