import type { LinkEdge, LinkNode, LinkSource, LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';

/**
 * What the explorer shows: the first answer and every expansion merged into one graph. A node's
 * `cut` stays until the node itself is expanded with all its links.
 */
export interface LinksGraph {
  root: string;
  nodes: LinkNode[];
  edges: LinkEdge[];
  /** Ids of the nodes whose links were fetched: the root and every node expanded since. */
  expanded: string[];
  /** Some answer reached the node limit. */
  cut: boolean;
  /** Expansions brought the graph to `mergedNodeLimit`: some of their nodes were left out. */
  capped: boolean;
}

/**
 * At most this many nodes in the graph however many nodes are expanded: two answers' worth, which
 * the canvas still draws in short tasks; beyond it a new search from a node shows its links.
 */
export const mergedNodeLimit = 1000;

/**
 * A hidden node's id (`hidden:3`) numbers the answer's hidden nodes, so two answers may both have a
 * `hidden:1` for different sources: in the graph it is qualified by the node the answer was about.
 */
function qualifiedIds(answer: LinksAnswer): LinksAnswer {
  const rename = (id: string) => (id.startsWith('hidden:') ? `${id}@${answer.root}` : id);
  return {
    ...answer,
    nodes: answer.nodes.map((node) => ({ ...node, id: rename(node.id) })),
    edges: answer.edges.map((edge) => ({ ...edge, from: rename(edge.from), to: rename(edge.to) })),
  };
}

/** One key for both directions of a link. */
const edgeKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
const sourceKey = (source: LinkSource) => `${source.kind}\u0000${source.id ?? ''}\u0000${source.date}`;

function mergeSources(known: LinkSource[], added: LinkSource[]): LinkSource[] {
  const seen = new Set(known.map(sourceKey));
  const merged = [...known, ...added.filter((source) => !seen.has(sourceKey(source)))];
  // Newest first: the panel and the edge's label show the latest sighting.
  return merged.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The graph of the first answer. */
export function graphOf(answer: LinksAnswer): LinksGraph {
  return mergeAnswer({ root: answer.root, nodes: [], edges: [], expanded: [], cut: false, capped: false }, answer);
}

/** The graph with an expansion's answer (depth 1 around one of its nodes) added. */
export function mergeAnswer(graph: LinksGraph, rawAnswer: LinksAnswer): LinksGraph {
  const answer = qualifiedIds(rawAnswer);
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  for (const node of answer.nodes) {
    const known = nodes.get(node.id);
    // The expanded node is now shown with what this answer holds; any other keeps what it lacked.
    const cut = node.id === answer.root ? node.cut : (known?.cut ?? false) || node.cut;
    nodes.set(node.id, { ...(known ?? node), links: node.links, cut });
  }
  const edges = new Map(graph.edges.map((edge) => [edgeKey(edge.from, edge.to), edge]));
  for (const edge of answer.edges) {
    const key = edgeKey(edge.from, edge.to);
    const known = edges.get(key);
    edges.set(key, { ...(known ?? edge), sources: mergeSources(known?.sources ?? [], edge.sources) });
  }
  return capGraph({
    root: graph.root,
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    expanded: graph.expanded.includes(answer.root) ? graph.expanded : [...graph.expanded, answer.root],
    cut: graph.cut || answer.cut,
    capped: graph.capped,
  });
}

/**
 * The graph within `mergedNodeLimit`: the nodes shown before stay, the last expansion's newest are
 * left out with their edges, and a node that lost links says so (`cut`).
 */
function capGraph(graph: LinksGraph, limit = mergedNodeLimit): LinksGraph {
  if (graph.nodes.length <= limit) return graph;
  const kept = new Set(graph.nodes.slice(0, limit).map((node) => node.id));
  const lost = new Set<string>();
  const edges = graph.edges.filter((edge) => {
    const isKept = kept.has(edge.from) && kept.has(edge.to);
    if (!isKept) lost.add(kept.has(edge.from) ? edge.from : edge.to);
    return isKept;
  });
  const nodes = graph.nodes
    .slice(0, limit)
    .map((node) => (lost.has(node.id) && !node.cut ? { ...node, cut: true } : node));
  return { ...graph, nodes, edges, capped: true };
}

/** Whether the graph holds as many nodes as it may: an expansion would add nothing. */
export const isGraphFull = (graph: LinksGraph): boolean => graph.nodes.length >= mergedNodeLimit;

/**
 * Whether the explorer may fetch a node's own links: not another company's hidden node, not one
 * already fetched, and not once the graph is full.
 */
export function canExpand(graph: LinksGraph, node: LinkNode): boolean {
  return node.kind !== 'hidden' && node.value !== null && !graph.expanded.includes(node.id) && !isGraphFull(graph);
}

export interface NodeLink {
  edge: LinkEdge;
  other: LinkNode;
}

/** A node's links: the node at the other end of each edge, in the order the edges came. */
export function linksOfNode(graph: LinksGraph, nodeId: string): NodeLink[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  return graph.edges.flatMap((edge) => {
    const otherId = edge.from === nodeId ? edge.to : edge.to === nodeId ? edge.from : null;
    const other = otherId === null ? undefined : byId.get(otherId);
    return other ? [{ edge, other }] : [];
  });
}
