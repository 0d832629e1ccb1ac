import type { LinksGraph } from './links-graph';

export interface Point {
  x: number;
  y: number;
}

/** Least distance between two nodes on one ring, in model pixels: a node and a short label. */
const nodeSpacing = 56;
const ringGap = 150;

/**
 * A radial tree around the node asked about: each ring one step further, each node in the wedge of
 * the node it was reached from, wedges as wide as the leaves they hold. It is computed in one pass
 * (a few milliseconds for 500 nodes) instead of a force-directed layout, whose iterations over 500
 * nodes held the main thread for seconds (docs/decisions/0058-link-explorer-graph-library.md).
 */
export function radialLayout(graph: LinksGraph): Map<string, Point> {
  const order = new Map(graph.nodes.map((node, index) => [node.id, index]));
  const neighbours = new Map<string, string[]>(graph.nodes.map((node) => [node.id, []]));
  for (const edge of graph.edges) {
    neighbours.get(edge.from)?.push(edge.to);
    neighbours.get(edge.to)?.push(edge.from);
  }
  const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);

  // Breadth first from the root: each node hangs under the first node that reached it.
  const children = new Map<string, string[]>();
  const level = new Map<string, number>([[graph.root, 0]]);
  const visited: string[] = [graph.root];
  for (let i = 0; i < visited.length; i++) {
    const id = visited[i];
    const next = (neighbours.get(id) ?? []).filter((other) => !level.has(other)).sort(byOrder);
    for (const other of next) level.set(other, (level.get(id) ?? 0) + 1);
    children.set(id, next);
    visited.push(...next);
  }
  // A node no edge reaches (an answer should have none) still shows, on the first ring.
  const strays = graph.nodes.map((node) => node.id).filter((id) => !level.has(id));
  for (const id of strays) {
    level.set(id, 1);
    children.set(id, []);
  }
  children.set(graph.root, [...(children.get(graph.root) ?? []), ...strays]);
  visited.push(...strays);

  // Leaves under each node, children before parents (the reverse of the breadth-first order).
  const leaves = new Map<string, number>();
  for (let i = visited.length - 1; i >= 0; i--) {
    const kids = children.get(visited[i]) ?? [];
    leaves.set(visited[i], kids.length === 0 ? 1 : kids.reduce((sum, kid) => sum + (leaves.get(kid) ?? 1), 0));
  }

  const wedge = new Map<string, [number, number]>([[graph.root, [0, 2 * Math.PI]]]);
  const narrowest = new Map<number, number>();
  for (const id of visited) {
    const [start, end] = wedge.get(id) ?? [0, 2 * Math.PI];
    const kids = children.get(id) ?? [];
    const total = kids.reduce((sum, kid) => sum + (leaves.get(kid) ?? 1), 0);
    let from = start;
    for (const kid of kids) {
      const width = ((end - start) * (leaves.get(kid) ?? 1)) / total;
      wedge.set(kid, [from, from + width]);
      const kidLevel = level.get(kid) ?? 1;
      narrowest.set(kidLevel, Math.min(narrowest.get(kidLevel) ?? Infinity, width));
      from += width;
    }
  }

  // Each ring far enough out that its narrowest wedge still holds a node, and beyond the last ring.
  const radius = [0];
  const deepest = Math.max(0, ...level.values());
  for (let ring = 1; ring <= deepest; ring++) {
    radius.push(Math.max(radius[ring - 1] + ringGap, nodeSpacing / (narrowest.get(ring) ?? 2 * Math.PI)));
  }
  // Rings evenly apart: an outer ring crowded with a hub's leaves would otherwise leave the first
  // ring huddled around the middle.
  for (let ring = 1; ring < deepest; ring++) radius[ring] = Math.max(radius[ring], (radius[deepest] * ring) / deepest);

  const positions = new Map<string, Point>();
  for (const id of visited) {
    const [start, end] = wedge.get(id) ?? [0, 0];
    const angle = (start + end) / 2;
    const r = radius[level.get(id) ?? 0];
    // `+ 0` turns the root's -0 into 0.
    positions.set(id, { x: Math.round(r * Math.cos(angle)) + 0, y: Math.round(r * Math.sin(angle)) + 0 });
  }
  return positions;
}
