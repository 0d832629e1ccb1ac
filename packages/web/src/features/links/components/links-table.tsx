import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LinksGraph } from '../lib/links-graph';
import { useLinkTexts } from '../lib/use-link-texts';
import { SourceList } from './source-list';

/**
 * The graph as a table, for keyboard and screen-reader users (issue 27 §3): one row per link, each
 * node a button that opens it in the panel beside, where it can be expanded.
 */
export function LinksTable({
  graph,
  caption,
  onSelect,
}: {
  graph: LinksGraph;
  caption: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { kindName } = useLinkTexts();
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const kindOf = (id: string) => {
    const node = byId.get(id);
    return node ? kindName(node.kind) : '';
  };
  const nodeButton = (id: string) => {
    const node = byId.get(id);
    if (!node) return null;
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="start"
        aria-label={t('links.table.select', { label: node.label })}
        onClick={() => onSelect(node.id)}
        style={{ overflowWrap: 'anywhere' }}
      >
        {node.label}
      </Anchor>
    );
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="links-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('links.table.node')}</Table.Th>
            <Table.Th scope="col">{t('links.table.kind')}</Table.Th>
            <Table.Th scope="col">{t('links.table.linked')}</Table.Th>
            <Table.Th scope="col">{t('links.table.kind')}</Table.Th>
            <Table.Th scope="col">{t('links.table.sources')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {graph.edges.map((edge) => (
            <Table.Tr key={`${edge.from}|${edge.to}`}>
              <Table.Td>{nodeButton(edge.from)}</Table.Td>
              <Table.Td>{kindOf(edge.from)}</Table.Td>
              <Table.Td>{nodeButton(edge.to)}</Table.Td>
              <Table.Td>{kindOf(edge.to)}</Table.Td>
              <Table.Td>
                <SourceList sources={edge.sources} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
