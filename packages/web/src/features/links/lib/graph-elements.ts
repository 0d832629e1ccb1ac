import type { LinkEdge, LinkSource } from '@cargo-sentry/contracts/identity-links/links';
import type { ElementDefinition } from 'cytoscape';
import type { LinksGraph } from './links-graph';
import { radialLayout } from './radial-layout';

/** An edge's caption: its newest source's kind and date, and how many more there are ("Инцидент 12.11.2026 +2"). */
export function edgeCaption(edge: LinkEdge, describe: (source: LinkSource) => string): string {
  const [newest, ...rest] = edge.sources;
  return rest.length === 0 ? describe(newest) : `${describe(newest)} +${rest.length}`;
}

const edgePrefix = 'edge-';

/**
 * The graph as Cytoscape's elements, each node at its place in the radial layout: `kind` picks the
 * colour and shape, the classes mark the node asked about, the expanded ones and the cut ones. An
 * edge carries no caption: `edgeCaptionOf` words one when it is shown.
 */
export function graphElements(graph: LinksGraph): ElementDefinition[] {
  const positions = radialLayout(graph);
  const nodes: ElementDefinition[] = graph.nodes.map((node) => ({
    group: 'nodes',
    data: { id: node.id, label: node.label, kind: node.kind },
    position: positions.get(node.id) ?? { x: 0, y: 0 },
    classes: [
      node.id === graph.root ? 'root' : '',
      node.cut ? 'cut' : '',
      graph.expanded.includes(node.id) ? 'expanded' : '',
    ]
      .filter(Boolean)
      .join(' '),
  }));
  const edges: ElementDefinition[] = graph.edges.map((edge, index) => ({
    group: 'edges',
    data: { id: `${edgePrefix}${index}`, source: edge.from, target: edge.to },
  }));
  return [...nodes, ...edges];
}

/**
 * The caption of the edge `graphElements` named `id`, worded when asked: a caption is shown only on
 * the selected node's edges and the one under the pointer, and wording all 500 of a large graph
 * through i18n at every build of the elements was a quarter of that task.
 */
export function edgeCaptionOf(graph: LinksGraph, describe: (source: LinkSource) => string): (id: string) => string {
  return (id) => {
    const edge = id.startsWith(edgePrefix) ? graph.edges[Number(id.slice(edgePrefix.length))] : undefined;
    return edge ? edgeCaption(edge, describe) : '';
  };
}

/**
 * The elements in batches to add one after another: nodes from the middle outwards, then the edges
 * (an edge needs both its nodes in the graph). The first batch holds `firstSize`, each other `size`.
 */
export function elementBatches(elements: ElementDefinition[], size: number, firstSize = size): ElementDefinition[][] {
  const distance = (element: ElementDefinition) => Math.hypot(element.position?.x ?? 0, element.position?.y ?? 0);
  const nodes = elements.filter((element) => element.group === 'nodes').sort((a, b) => distance(a) - distance(b));
  const ordered = [...nodes, ...elements.filter((element) => element.group === 'edges')];
  const batches: ElementDefinition[][] = [ordered.slice(0, firstSize)];
  for (let i = firstSize; i < ordered.length; i += size) batches.push(ordered.slice(i, i + size));
  return batches.filter((batch) => batch.length > 0);
}
