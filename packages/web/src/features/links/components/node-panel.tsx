import type { LinkNode } from '@cargo-sentry/contracts/identity-links/links';
import { Alert, Anchor, Badge, Button, CloseButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { canExpand, isGraphFull, linksOfNode, mergedNodeLimit, type LinksGraph } from '../lib/links-graph';
import { useLinkTexts } from '../lib/use-link-texts';
import { SourceList } from './source-list';

export type ExpandState = { status: 'idle' | 'loading' } | { status: 'error'; message: string };

interface NodePanelProps {
  graph: LinksGraph;
  node: LinkNode | undefined;
  expandState: ExpandState;
  onExpand: (node: LinkNode) => void;
  onSelect: (id: string | null) => void;
}

/** The selected node: its kind, how many links it has, where it was seen with each neighbour, and "Expand". */
export function NodePanel({ graph, node, expandState, onExpand, onSelect }: NodePanelProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { kindName } = useLinkTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  const nodeId = node?.id;
  // A node chosen (in the list, or on the graph) takes the focus to its details: a screen reader
  // reads them next, and on a phone, where the panel is under the list, they scroll into view.
  useEffect(() => {
    if (nodeId) heading.current?.focus();
  }, [nodeId]);
  if (!node) {
    return (
      <Paper withBorder radius="md" p="md" component="aside" aria-label={t('links.panel.label')}>
        <Text size="sm" c="dimmed">
          {t('links.panel.none')}
        </Text>
      </Paper>
    );
  }
  const neighbours = linksOfNode(graph, node.id);
  const isExpanded = graph.expanded.includes(node.id);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('links.panel.label')} data-testid="node-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="md" ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
            {node.label}
          </Title>
          <CloseButton aria-label={t('links.panel.close')} onClick={() => onSelect(null)} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray" tt="none">
            {kindName(node.kind)}
          </Badge>
          <Text size="sm">
            {t('links.panel.links', { count: node.links, formatted: formatNumber(node.links, locale) })}
          </Text>
        </Group>
        {node.cut ? (
          <Text size="sm" fw={600} c="orange.9">
            {t('links.node_cut', { formatted: formatNumber(node.links, locale) })}
          </Text>
        ) : null}
        {node.kind === 'hidden' ? (
          <Text size="sm" c="dimmed">
            {t('links.panel.hidden')}
          </Text>
        ) : null}
        {canExpand(graph, node) ? (
          <Button
            leftSection={
              expandState.status === 'loading' ? <Loader size={14} /> : <IconArrowsMaximize size={16} aria-hidden />
            }
            onClick={() => onExpand(node)}
            disabled={expandState.status === 'loading'}
            variant="light"
            w="fit-content"
          >
            {expandState.status === 'loading' ? t('links.panel.expanding') : t('links.panel.expand')}
          </Button>
        ) : isGraphFull(graph) && !isExpanded && node.value !== null && node.kind !== 'hidden' ? (
          <Text size="sm" c="dimmed">
            {t('links.panel.graph_full', { formatted: formatNumber(mergedNodeLimit, locale) })}{' '}
            <Anchor component={Link} to={paths.links.build(node.kind, node.value)} size="sm">
              {t('links.panel.search_from')}
            </Anchor>
          </Text>
        ) : isExpanded && !node.cut ? (
          <Text size="sm" c="dimmed">
            {t('links.panel.expanded')}
          </Text>
        ) : null}
        {expandState.status === 'error' ? (
          <Alert color="red" role="alert" p="xs">
            {t('links.panel.expand_error', { error: expandState.message })}
          </Alert>
        ) : null}
        <Text size="sm" fw={600}>
          {t('links.panel.shown')}
        </Text>
        <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none', maxHeight: 420, overflowY: 'auto' }}>
          {neighbours.map(({ edge, other }) => (
            <li key={other.id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                ta="start"
                onClick={() => onSelect(other.id)}
                style={{ overflowWrap: 'anywhere' }}
              >
                {other.label}
              </Anchor>
              <Text size="xs" c="dimmed">
                {kindName(other.kind)}
              </Text>
              <SourceList sources={edge.sources} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
