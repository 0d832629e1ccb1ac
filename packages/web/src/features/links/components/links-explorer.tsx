import { identifierKinds, type IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import {
  linksNodeLimit,
  type LinkNode,
  type LinksAnswer,
  type LinksQuery,
} from '@cargo-sentry/contracts/identity-links/links';
import { Alert, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { Core } from 'cytoscape';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';
import { linksQueryOptions } from '../api/get-links';
import { edgeCaptionOf, graphElements } from '../lib/graph-elements';
import type { NodeKind } from '../lib/kind-marks';
import { graphOf, mergeAnswer, mergedNodeLimit } from '../lib/links-graph';
import { useLinkTexts } from '../lib/use-link-texts';
import { KindLegend } from './kind-legend';
import { LinksCanvas } from './links-canvas';
import { LinksExport } from './links-export';
import { LinksTable } from './links-table';
import { NodePanel, type ExpandState } from './node-panel';

const legendOrder: NodeKind[] = [...identifierKinds, 'hidden'];

/** The query that expands a node: its own links, one step, in the same period as the search. */
const expansionOf = (kind: IdentifierKind, value: string, query: LinksQuery): LinksQuery => ({
  kind,
  value,
  depth: '1',
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
});

/**
 * One search's answer as a graph and as a list, the selected node's panel, the legend and the
 * exports. Expanding a node asks for its links and merges them into what is shown.
 */
export function LinksExplorer({ answer, query }: { answer: LinksAnswer; query: LinksQuery }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const texts = useLinkTexts();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<'graph' | 'list'>('graph');
  const [cy, setCy] = useState<Core | null>(null);
  const [expansions, setExpansions] = useState<{ nodeId: string; query: LinksQuery }[]>([]);
  const expanded = useQueries({
    queries: expansions.map((expansion) => linksQueryOptions(expansion.query, locale)),
  });

  // The answers change identity on every render; their update times say when one really changed.
  const answersKey = expanded.map((result) => result.dataUpdatedAt).join(',');
  const graph = useMemo(
    () =>
      expanded.reduce((merged, result) => (result.data ? mergeAnswer(merged, result.data) : merged), graphOf(answer)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answersKey` stands for `expanded`
    [answer, answersKey],
  );
  const elements = useMemo(() => graphElements(graph), [graph]);
  const captionOf = useMemo(() => edgeCaptionOf(graph, texts.describe), [graph, texts]);
  const selected = graph.nodes.find((node) => node.id === selectedId);
  const rootLabel = graph.nodes.find((node) => node.id === graph.root)?.label ?? query.value;

  const expansionIndex = selected ? expansions.findIndex((expansion) => expansion.nodeId === selected.id) : -1;
  const expansion = expansionIndex >= 0 ? expanded[expansionIndex] : undefined;
  const expandState: ExpandState = expansion?.isPending
    ? { status: 'loading' }
    : expansion?.isError
      ? { status: 'error', message: errorText(t, expansion.error) }
      : { status: 'idle' };

  const handleExpand = (node: LinkNode) => {
    if (node.kind === 'hidden' || node.value === null) return;
    const index = expansions.findIndex((known) => known.nodeId === node.id);
    if (index >= 0) {
      if (expanded[index]?.isError) void expanded[index].refetch();
      return;
    }
    const next = { nodeId: node.id, query: expansionOf(node.kind, node.value, query) };
    setExpansions((current) => [...current, next]);
  };

  const kinds = legendOrder.filter((kind) => graph.nodes.some((node) => node.kind === kind));

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="links-summary">
          {t('links.summary', { count: graph.nodes.length, edges: graph.edges.length })}
        </Text>
        <LinksExport graph={graph} query={query} cy={view === 'graph' ? cy : null} />
      </Group>
      {graph.cut ? (
        <Alert color="orange" variant="light" data-testid="links-cut">
          {t('links.answer_cut', { formatted: formatNumber(linksNodeLimit, locale) })}
        </Alert>
      ) : null}
      {graph.capped ? (
        <Alert color="orange" variant="light" data-testid="links-capped">
          {t('links.graph_capped', { formatted: formatNumber(mergedNodeLimit, locale) })}
        </Alert>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={view} onChange={(value) => setView(value === 'list' ? 'list' : 'graph')} keepMounted={false}>
            <Tabs.List aria-label={t('links.tabs.label')}>
              <Tabs.Tab value="graph">{t('links.tabs.graph')}</Tabs.Tab>
              <Tabs.Tab value="list">{t('links.tabs.list')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="graph" pt="sm">
              <LinksCanvas
                elements={elements}
                captionOf={captionOf}
                selectedId={selectedId}
                label={t('links.graph_label', { value: rootLabel })}
                onSelect={setSelectedId}
                onReady={setCy}
              />
            </Tabs.Panel>
            <Tabs.Panel value="list" pt="sm">
              <LinksTable
                graph={graph}
                caption={t('links.table.caption', { value: rootLabel })}
                onSelect={setSelectedId}
              />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <NodePanel
              graph={graph}
              node={selected}
              expandState={expandState}
              onExpand={handleExpand}
              onSelect={setSelectedId}
            />
            <KindLegend kinds={kinds} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
