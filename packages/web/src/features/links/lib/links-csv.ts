import type { LinkNode, LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { toCsv } from '@/shared/format/csv';
import { formatDate } from '@/shared/format/date';
import type { LinksGraph } from './links-graph';

export interface CsvTexts {
  /** The header row: node, kind, linked node, its kind, source kind, source id, date. */
  header: string[];
  kindName: (kind: LinkNode['kind']) => string;
  sourceName: (source: LinkSource) => string;
}

/**
 * The graph's edges as CSV for Excel: one line per source of each link (where and when the two
 * were seen together). A source the user may not see has no id, as in the answer.
 */
export function linksCsv(graph: LinksGraph, texts: CsvTexts, locale: Locale): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const lines = graph.edges.flatMap((edge) => {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    if (!from || !to) return [];
    return edge.sources.map((source) => [
      from.label,
      texts.kindName(from.kind),
      to.label,
      texts.kindName(to.kind),
      texts.sourceName(source),
      source.id ?? '',
      formatDate(source.date),
    ]);
  });
  return toCsv([texts.header, ...lines], locale);
}
