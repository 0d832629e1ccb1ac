import type { LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import { describe, expect, it, vi } from 'vitest';
import { buildLinksAnswer, buildLinksHub, buildPhoneLinksAnswer } from '@/test/factories';
import { edgeCaption, edgeCaptionOf, elementBatches, graphElements } from './graph-elements';
import { canExpand, graphOf, isGraphFull, linksOfNode, mergeAnswer, mergedNodeLimit } from './links-graph';
import { radialLayout } from './radial-layout';

const describeSource = (source: { kind: string; date: string }) => `${source.kind} ${source.date}`;

describe('the links graph', () => {
  it('holds the first answer with its root expanded', () => {
    const graph = graphOf(buildLinksAnswer());
    expect(graph.root).toBe('plate:А123ВС77');
    expect(graph.nodes).toHaveLength(5);
    expect(graph.edges).toHaveLength(4);
    expect(graph.expanded).toEqual(['plate:А123ВС77']);
  });

  it('merges an expansion: new nodes and edges added, a known link gains the new sources once, newest first', () => {
    const graph = mergeAnswer(graphOf(buildLinksAnswer()), buildPhoneLinksAnswer());
    expect(graph.nodes.map((node) => node.id).sort()).toEqual(
      [
        'hidden:1@plate:А123ВС77',
        'hidden:1@phone:+79123456789',
        'person:иванов|петр||',
        'phone:+79123456789',
        'plate:А123ВС77',
        'vin:XTA21099012345678',
        'vin:XTA21099087654321',
      ].sort(),
    );
    const plateToPhone = graph.edges.filter(
      (edge) => [edge.from, edge.to].includes('phone:+79123456789') && [edge.from, edge.to].includes('plate:А123ВС77'),
    );
    expect(plateToPhone).toHaveLength(1);
    expect(plateToPhone[0].sources.map((source) => source.id)).toEqual(['9002', '9001']);
    expect(graph.expanded).toEqual(['plate:А123ВС77', 'phone:+79123456789']);
  });

  it('keeps two answers’ hidden nodes apart: each numbers its own from 1', () => {
    const graph = mergeAnswer(graphOf(buildLinksAnswer()), buildPhoneLinksAnswer());
    const hidden = graph.nodes.filter((node) => node.kind === 'hidden');
    expect(hidden).toHaveLength(2);
    expect(linksOfNode(graph, 'hidden:1@phone:+79123456789').map((link) => link.other.id)).toEqual([
      'phone:+79123456789',
    ]);
  });

  it('lets a node be expanded once, and never a hidden one', () => {
    const graph = graphOf(buildLinksAnswer());
    const byId = (id: string) => graph.nodes.find((node) => node.id === id)!;
    expect(canExpand(graph, byId('phone:+79123456789'))).toBe(true);
    expect(canExpand(graph, byId('plate:А123ВС77'))).toBe(false);
    expect(canExpand(graph, byId('hidden:1@plate:А123ВС77'))).toBe(false);
  });

  it('keeps a node cut until it is expanded itself, and the answer cut once any answer was', () => {
    const hub = buildLinksAnswer({ cut: true });
    hub.nodes[3] = { ...hub.nodes[3], cut: true };
    const graph = graphOf(hub);
    expect(graph.cut).toBe(true);
    expect(graph.nodes.find((node) => node.id === 'phone:+79123456789')?.cut).toBe(true);
    const expanded = mergeAnswer(graph, buildPhoneLinksAnswer());
    expect(expanded.nodes.find((node) => node.id === 'phone:+79123456789')?.cut).toBe(false);
    expect(expanded.cut).toBe(true);
    const stillCut = mergeAnswer(graphOf(buildLinksAnswer()), {
      ...buildPhoneLinksAnswer(),
      nodes: buildPhoneLinksAnswer().nodes.map((node) =>
        node.id === 'plate:А123ВС77' ? { ...node, cut: true } : node,
      ),
    });
    expect(stillCut.nodes.find((node) => node.id === 'plate:А123ВС77')?.cut).toBe(true);
  });
});

describe('the merged graph’s cap', () => {
  /** An expansion of driver 0 of the hub: `count` plates nothing else has. */
  const expansionOfDriver = (count: number): LinksAnswer => {
    const root = 'person:водитель|0||';
    const nodes: LinksAnswer['nodes'] = [
      { id: root, kind: 'person', label: 'Водитель 0', value: 'водитель|0||', links: count, cut: false },
    ];
    const edges: LinksAnswer['edges'] = [];
    for (let i = 0; i < count; i++) {
      const id = `plate:Х${String(i).padStart(3, '0')}ХХ99`;
      nodes.push({ id, kind: 'plate', label: id.slice(6), value: id.slice(6), links: 1, cut: false });
      edges.push({
        from: root,
        to: id,
        sources: [{ kind: 'incident', id: String(i), date: '2026-11-01', own: true, link: null }],
      });
    }
    return { root, nodes, edges, cut: false };
  };

  it('keeps what was shown and leaves the newest nodes out past the limit, the expanded node marked cut', () => {
    const first = graphOf(buildLinksHub(100, 5));
    expect(first.nodes).toHaveLength(601);
    const graph = mergeAnswer(first, expansionOfDriver(499));
    expect(graph.nodes).toHaveLength(mergedNodeLimit);
    expect(graph.capped).toBe(true);
    expect(graph.nodes.slice(0, 601)).toEqual(
      first.nodes.map((node) => (node.id === 'person:водитель|0||' ? { ...node, links: 499, cut: true } : node)),
    );
    const ids = new Set(graph.nodes.map((node) => node.id));
    expect(graph.edges.every((edge) => ids.has(edge.from) && ids.has(edge.to))).toBe(true);
    // full: nothing more is expanded
    expect(isGraphFull(graph)).toBe(true);
    expect(canExpand(graph, graph.nodes[5])).toBe(false);
  });

  it('is not capped under the limit', () => {
    const graph = mergeAnswer(graphOf(buildLinksHub(10, 5)), expansionOfDriver(20));
    expect(graph.capped).toBe(false);
    expect(isGraphFull(graph)).toBe(false);
  });
});

describe('the graph elements', () => {
  it('gives each node its kind, and marks the root, the cut and the hidden nodes', () => {
    const answer = buildLinksAnswer();
    answer.nodes[2] = { ...answer.nodes[2], cut: true };
    const elements = graphElements(graphOf(answer));
    const nodes = elements.filter((element) => element.group === 'nodes');
    expect(nodes.map((node) => [node.data.id, node.data.kind, node.classes])).toEqual([
      ['plate:А123ВС77', 'plate', 'root expanded'],
      ['vin:XTA21099012345678', 'vin', ''],
      ['vin:XTA21099087654321', 'vin', 'cut'],
      ['phone:+79123456789', 'phone', ''],
      ['hidden:1@plate:А123ВС77', 'hidden', ''],
    ]);
    expect(nodes[4].data.label).toBe('другое лицо (проверка другой компании, 12.11.2026)');
  });

  it('words no edge caption while building the elements', () => {
    const graph = graphOf(buildLinksHub(45, 10));
    const wordSource = vi.fn(describeSource);
    const elements = graphElements(graph);
    edgeCaptionOf(graph, wordSource);
    const edges = elements.filter((element) => element.group === 'edges');
    expect(edges).toHaveLength(495);
    expect(edges.every((edge) => edge.data.label === undefined)).toBe(true);
    expect(wordSource).not.toHaveBeenCalled();
  });

  it("captions an edge, when asked by its element's id, with its newest source and date and how many more it has", () => {
    const graph = graphOf(buildLinksAnswer());
    const wordSource = vi.fn(describeSource);
    const captionOf = edgeCaptionOf(graph, wordSource);
    const edges = graphElements(graph).filter((element) => element.group === 'edges');
    expect(edges.map((edge) => [edge.data.source, edge.data.target, captionOf(edge.data.id!)])).toEqual([
      ['plate:А123ВС77', 'vin:XTA21099012345678', 'incident 2026-10-02'],
      ['plate:А123ВС77', 'vin:XTA21099087654321', 'incident 2026-11-01 +1'],
      ['plate:А123ВС77', 'phone:+79123456789', 'ticket 2026-11-20'],
      ['plate:А123ВС77', 'hidden:1@plate:А123ВС77', 'ticket 2026-11-12'],
    ]);
    expect(wordSource).toHaveBeenCalledTimes(4);
    expect(captionOf('edge-9')).toBe('');
    expect(captionOf('plate:А123ВС77')).toBe('');
    expect(edgeCaption(graphOf(buildPhoneLinksAnswer()).edges[0], describeSource)).toBe('ticket 2026-11-25 +1');
  });
});

describe('the element batches', () => {
  it('adds the nodes from the middle outwards, then the edges, each batch at most the size asked', () => {
    const elements = graphElements(graphOf(buildLinksHub(3, 2)));
    const batches = elementBatches(elements, 4);
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 4, 3]);
    const added = batches.flat();
    expect(added[0].data.id).toBe('phone:+79000000000');
    expect(added.slice(1, 4).every((element) => element.data.id?.startsWith('person:'))).toBe(true);
    expect(added.slice(0, 10).every((element) => element.group === 'nodes')).toBe(true);
    expect(added.slice(10).every((element) => element.group === 'edges')).toBe(true);
  });

  it('makes the first batch as small as asked, the others as large', () => {
    const elements = graphElements(graphOf(buildLinksHub(3, 2)));
    expect(elementBatches(elements, 4, 2).map((batch) => batch.length)).toEqual([2, 4, 4, 4, 4, 1]);
    expect(elementBatches(elements, 4, 40).map((batch) => batch.length)).toEqual([19]);
    expect(elementBatches([], 4, 2)).toEqual([]);
  });
});

describe('the radial layout', () => {
  it('puts the root in the middle and each ring further out', () => {
    const graph = graphOf(buildLinksHub(3, 2));
    const positions = radialLayout(graph);
    const distance = (id: string) => Math.hypot(positions.get(id)!.x, positions.get(id)!.y);
    expect(positions.get(graph.root)).toEqual({ x: 0, y: 0 });
    const firstRing = distance('person:водитель|0||');
    expect(firstRing).toBeGreaterThan(0);
    expect(distance('plate:А000ВС0')).toBeGreaterThan(firstRing);
  });

  it('places 500 nodes apart from each other, in a few milliseconds', () => {
    const graph = graphOf(buildLinksHub(45, 10));
    expect(graph.nodes).toHaveLength(496);
    const started = performance.now();
    const positions = radialLayout(graph);
    const elapsed = performance.now() - started;
    expect(positions.size).toBe(496);
    const points = [...positions.values()];
    let closest = Infinity;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        closest = Math.min(closest, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
      }
    }
    expect(closest).toBeGreaterThanOrEqual(50);
    // Generous for a shared machine: the point is that it is one pass, not a simulation.
    expect(elapsed).toBeLessThan(100);
  });

  it('still places a node that no edge reaches', () => {
    const answer = buildLinksAnswer();
    answer.nodes.push({
      id: 'inn:7707083893',
      kind: 'inn',
      label: '7707083893',
      value: '7707083893',
      links: 0,
      cut: false,
    });
    expect(radialLayout(graphOf(answer)).has('inn:7707083893')).toBe(true);
  });
});
