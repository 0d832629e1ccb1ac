import { identifierLabel } from '@cargo-sentry/contracts/identity-links/identifiers';
import {
  linksEdgeSourceLimit,
  linksNodeLimit,
  type LinkEdge,
  type LinkNode,
  type LinksAnswer,
} from '@cargo-sentry/contracts/identity-links/links';
import type { Identifier, SourcesRead } from './links-repo';
import { hiddenLabel, isRedacted, presentSource, type LinksViewer, type ReadSource } from './redaction';

/**
 * The link explorer's graph (issue 27 §3, docs/decisions/0056-link-explorer.md): the identifiers
 * seen together with one identifier, and at depth 2 with each of those, bounded so that a 2-hop
 * answer costs a fixed number of index walks whatever the hubs it meets.
 */

/** Sources read for the asked identifier; beyond them it is a hub, cut and marked so. */
export const rootSourceLimit = 1000;
/**
 * At depth 2, the asked identifier's sources read: a hub's newest 500 offer far more identifiers
 * than the answer's 500 nodes hold, and the second hop reads as much again. Reading 1,000 cost a
 * hub's answer a quarter more time for nodes it had no room for (bench/RESULTS.md "Identity links
 * at 1M + 1M").
 */
const rootSourceLimitAtDepth2 = linksNodeLimit;
/** Sources read for all the identifiers of depth 1 together, shared out between them. */
const secondHopSourceBudget = 2500;
/** The least share of one identifier of depth 1, however many there are. */
const minSourcesPerNode = 5;

/** How the graph reads: the repo's two queries, with the reader's scope already applied. */
export interface LinkReader {
  newestSources(identifiers: readonly Identifier[], limit: number): Promise<SourcesRead[]>;
  identifiersOf(sourceIds: readonly number[]): Promise<Map<number, Identifier[]>>;
}

const keyOf = (identifier: Identifier) => `${identifier.kind}:${identifier.value}`;

/** One identifier's links as the reader may see them. */
interface Expansion {
  key: string;
  /** It has more sources than were read. */
  isCapped: boolean;
  /** Identifiers some source the reader sees links it with, each with every source that does. */
  visible: Map<string, { identifier: Identifier; sources: ReadSource[] }>;
  /** Another company's sources holding identifiers linked with it through such sources alone. */
  hidden: ReadSource[];
  /** `candidatesOf` it, once asked. */
  candidates?: Candidate[];
}

/**
 * What `key` was seen with in `sources`. An identifier another company's source alone links it
 * with is not shown, nor counted one by one: that source becomes one hidden node.
 */
function expand(
  viewer: LinksViewer,
  key: string,
  sources: ReadSource[],
  isCapped: boolean,
  seen: Map<number, Identifier[]>,
): Expansion {
  const linked = new Map<string, { identifier: Identifier; sources: ReadSource[]; isVisible: boolean }>();
  for (const source of sources) {
    for (const identifier of seen.get(source.id) ?? []) {
      const other = keyOf(identifier);
      if (other === key) continue;
      const entry = linked.get(other) ?? { identifier, sources: [], isVisible: false };
      entry.sources.push(source);
      entry.isVisible ||= !isRedacted(viewer, source);
      linked.set(other, entry);
    }
  }
  const visible = new Map([...linked].filter(([, entry]) => entry.isVisible));
  const hidden = sources.filter(
    (source) =>
      isRedacted(viewer, source) &&
      (seen.get(source.id) ?? []).some((identifier) => keyOf(identifier) !== key && !visible.has(keyOf(identifier))),
  );
  return { key, isCapped, visible, hidden };
}

/**
 * A node the answer may hold, under its key in the graph (`kind:value`, or `source:<id>` for a
 * hidden node, whose public id is only given when it joins), and how strongly it is linked: the
 * stronger are kept at the node limit.
 */
interface Candidate {
  key: string;
  identifier: Identifier | null;
  source: ReadSource | null;
  weight: number;
  newest: string;
}

const byStrength = (a: Candidate, b: Candidate) =>
  b.weight - a.weight || b.newest.localeCompare(a.newest) || a.key.localeCompare(b.key);

const newestOf = (sources: ReadSource[]) => sources.reduce((max, s) => (s.seenOn > max ? s.seenOn : max), '');
const hiddenKey = (source: ReadSource) => `source:${source.id}`;

function identifierNode(identifier: Identifier): LinkNode {
  return {
    id: keyOf(identifier),
    kind: identifier.kind,
    label: identifierLabel(identifier.kind, identifier.value),
    value: identifier.value,
    links: 0,
    cut: false,
  };
}

/** The graph as it is built: nodes by key, in the order they joined. */
interface Graph {
  viewer: LinksViewer;
  nodes: Map<string, { node: LinkNode; identifier: Identifier | null }>;
  hiddenCount: number;
}

/** The nodes an expansion offers: its visible identifiers, and a hidden node per foreign source (built once). */
function candidatesOf(expansion: Expansion): Candidate[] {
  expansion.candidates ??= offeredBy(expansion);
  return expansion.candidates;
}

function offeredBy(expansion: Expansion): Candidate[] {
  const visible = [...expansion.visible].map(([key, { identifier, sources }]) => ({
    key,
    identifier,
    source: null,
    weight: sources.length,
    newest: newestOf(sources),
  }));
  const hidden = expansion.hidden.map((source) => ({
    key: hiddenKey(source),
    identifier: null,
    source,
    weight: 1,
    newest: source.seenOn,
  }));
  return [...visible, ...hidden];
}

/** Adds the strongest of `candidates` not in the graph yet, while there is room. */
function admit(graph: Graph, candidates: Candidate[]): void {
  const fresh = candidates.filter((c) => !graph.nodes.has(c.key)).sort(byStrength);
  for (const { key, identifier, source } of fresh.slice(0, Math.max(0, linksNodeLimit - graph.nodes.size))) {
    if (identifier) {
      graph.nodes.set(key, { node: identifierNode(identifier), identifier });
    } else if (source) {
      graph.hiddenCount += 1;
      const node: LinkNode = {
        id: `hidden:${graph.hiddenCount}`,
        kind: 'hidden',
        label: hiddenLabel(graph.viewer, source),
        value: null,
        links: 0,
        cut: false,
      };
      graph.nodes.set(key, { node, identifier: null });
    }
  }
}

/** The edges of the expanded identifiers to every node of theirs the graph holds. */
function edgesOf(graph: Graph, expansions: Expansion[]): LinkEdge[] {
  const edges = new Map<string, { from: string; to: string; sources: Map<number, ReadSource> }>();
  const link = (from: string, toKey: string, sources: ReadSource[]) => {
    const to = graph.nodes.get(toKey)?.node.id;
    if (to === undefined) return;
    const pair = [from, to].sort().join('\u0000');
    const edge = edges.get(pair) ?? { from, to, sources: new Map<number, ReadSource>() };
    for (const source of sources) edge.sources.set(source.id, source);
    edges.set(pair, edge);
  };
  for (const expansion of expansions) {
    for (const [key, { sources }] of expansion.visible) link(expansion.key, key, sources);
    for (const source of expansion.hidden) link(expansion.key, hiddenKey(source), [source]);
  }
  return [...edges.values()].map(({ from, to, sources }) => ({
    from,
    to,
    sources: [...sources.values()]
      .sort((a, b) => b.seenOn.localeCompare(a.seenOn) || b.id - a.id)
      .slice(0, linksEdgeSourceLimit)
      .map((source) => presentSource(graph.viewer, source)),
  }));
}

/** Reads the sources of `identifiers` (at most `limit` each) and what those sources saw. */
async function expandAll(
  reader: LinkReader,
  viewer: LinksViewer,
  identifiers: Identifier[],
  limit: number,
  seen: Map<number, Identifier[]>,
): Promise<Expansion[]> {
  const found = await reader.newestSources(identifiers, limit);
  const unread = [...new Set(found.flatMap((read) => read.sources.map((s) => s.id)))].filter((id) => !seen.has(id));
  for (const [id, list] of await reader.identifiersOf(unread)) seen.set(id, list);
  return identifiers.map((identifier, index) =>
    expand(viewer, keyOf(identifier), found[index].sources, found[index].hasMore, seen),
  );
}

/**
 * The graph around `root`. Depth 1: the root and what it was seen with, the strongest kept when
 * they are more than the node limit allows. Depth 2: each identifier of depth 1 expanded too,
 * the ones with fewest new links first, so the biggest hubs are the ones cut.
 */
export async function buildLinks(
  reader: LinkReader,
  viewer: LinksViewer,
  root: Identifier,
  depth: 1 | 2,
): Promise<LinksAnswer> {
  const rootKey = keyOf(root);
  const graph: Graph = {
    viewer,
    nodes: new Map([[rootKey, { node: identifierNode(root), identifier: root }]]),
    hiddenCount: 0,
  };
  const seen = new Map<number, Identifier[]>();
  const rootLimit = depth === 2 ? rootSourceLimitAtDepth2 : rootSourceLimit;
  const expansions = await expandAll(reader, viewer, [root], rootLimit, seen);
  admit(graph, candidatesOf(expansions[0]));

  if (depth === 2) {
    const firstHop = [...graph.nodes].flatMap(([key, { identifier }]) =>
      identifier && key !== rootKey ? [identifier] : [],
    );
    const share = Math.floor(secondHopSourceBudget / Math.max(1, firstHop.length));
    const limit = Math.min(rootSourceLimit, Math.max(minSourcesPerNode, share));
    const second = await expandAll(reader, viewer, firstHop, limit, seen);
    const offers = second.map((expansion) => {
      const candidates = candidatesOf(expansion);
      return { key: expansion.key, candidates, fresh: candidates.filter((c) => !graph.nodes.has(c.key)).length };
    });
    offers.sort((a, b) => a.fresh - b.fresh || a.key.localeCompare(b.key));
    for (const offer of offers) admit(graph, offer.candidates);
    expansions.push(...second);
  }

  const edges = edgesOf(graph, expansions);
  const degree = new Map<string, number>();
  for (const { from, to } of edges) {
    degree.set(from, (degree.get(from) ?? 0) + 1);
    degree.set(to, (degree.get(to) ?? 0) + 1);
  }
  for (const { node } of graph.nodes.values()) node.links = degree.get(node.id) ?? 0;
  // An expanded identifier counts all its links, shown or not: cut when some are not shown.
  for (const expansion of expansions) {
    const entry = graph.nodes.get(expansion.key);
    if (!entry) continue;
    const candidates = candidatesOf(expansion);
    entry.node.links = candidates.length;
    entry.node.cut = expansion.isCapped || candidates.some((c) => !graph.nodes.has(c.key));
  }
  const nodes = [...graph.nodes.values()].map(({ node }) => node);
  return { root: rootKey, nodes, edges, cut: nodes.some((node) => node.cut) };
}
