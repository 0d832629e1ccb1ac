import { act, screen, waitFor } from '@testing-library/react';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLinksHub } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { graphElements } from '../lib/graph-elements';
import { graphOf } from '../lib/links-graph';
import { LinksCanvas } from './links-canvas';

// jsdom has no canvas: a stand-in for Cytoscape records what the explorer asks of it, and keeps
// the edges' data and classes.
const added: ElementDefinition[][] = [];
interface EdgeState {
  source: string;
  target: string;
  label?: string;
  captioned: boolean;
}
const edgeState = new Map<string, EdgeState>();
const edgeCollection = (ids: string[]) => ({
  forEach: (each: (edge: { id: () => string; data: (key: string, value?: string) => unknown }) => void) =>
    ids.forEach((id) =>
      each({
        id: () => id,
        data: (key: string, value?: string) => {
          const edge = edgeState.get(id)!;
          if (value === undefined) return key === 'label' ? edge.label : undefined;
          edge.label = value;
          return undefined;
        },
      }),
    ),
  addClass: vi.fn(() => ids.forEach((id) => (edgeState.get(id)!.captioned = true))),
  removeClass: vi.fn(() => ids.forEach((id) => (edgeState.get(id)!.captioned = false))),
  nonempty: () => ids.length > 0,
});
const edgeIds = (keep: (edge: EdgeState) => boolean) =>
  [...edgeState].filter(([, edge]) => keep(edge)).map(([id]) => id);
const fakeCore = {
  on: vi.fn(),
  add: vi.fn((batch: ElementDefinition[]) => {
    added.push(batch);
    for (const element of batch) {
      if (element.group !== 'edges') continue;
      const { id, source, target } = element.data as { id: string; source: string; target: string };
      edgeState.set(id, { source, target, captioned: false });
    }
  }),
  elements: () => ({ remove: vi.fn(() => edgeState.clear()) }),
  width: () => 800,
  height: () => 600,
  viewport: vi.fn(),
  batch: (work: () => void) => work(),
  $: () => ({ unselect: vi.fn() }),
  $id: (id: string) => ({
    select: vi.fn(),
    connectedEdges: () => edgeCollection(edgeIds((edge) => edge.source === id || edge.target === id)),
  }),
  edges: (selector?: string) => edgeCollection(edgeIds((edge) => (selector === '.captioned' ? edge.captioned : true))),
  destroy: vi.fn(),
};
vi.mock('cytoscape', () => ({ default: vi.fn(() => fakeCore) }));

beforeEach(() => {
  added.length = 0;
  edgeState.clear();
  fakeCore.on.mockClear();
  vi.mocked(cytoscape).mockClear();
});

describe('the links canvas', { timeout: 30_000 }, () => {
  it('builds the graph after the answer is shown, in a task of its own, then adds a small batch and larger ones', async () => {
    // 1 + 12 + 12 × 3 nodes and their edges: 97 elements
    const elements = graphElements(graphOf(buildLinksHub(12, 3)));
    const onReady = vi.fn<(cy: Core | null) => void>();
    act(() => {
      renderWithApp(
        <LinksCanvas
          elements={elements}
          captionOf={(id) => id}
          selectedId={null}
          label="graph"
          onSelect={vi.fn()}
          onReady={onReady}
        />,
      );
    });
    // the render's task is over and Cytoscape is not built yet: its renderer costs as much as the render
    expect(screen.getByTestId('links-graph')).toBeInTheDocument();
    expect(cytoscape).not.toHaveBeenCalled();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(fakeCore));
    expect(cytoscape).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('links-graph')).toHaveAttribute('data-drawn', 'true'));
    expect(added.map((batch) => batch.length)).toEqual([20, 77]);
    expect(added[0][0].data.id, 'the middle first').toBe('phone:+79000000000');
  });

  it("words the captions of the selected node's edges and of the edge under the pointer alone, again in another language", async () => {
    const graph = graphOf(buildLinksHub(12, 3));
    const elements = graphElements(graph);
    const captionOf = vi.fn((id: string) => `caption of ${id}`);
    const driver = graph.nodes.find((node) => node.id.startsWith('person:'))!.id;
    let setCaptionOf!: (captionOf: (id: string) => string) => void;
    function Harness() {
      const [words, setWords] = useState<(id: string) => string>(() => captionOf);
      setCaptionOf = (next) => setWords(() => next);
      return (
        <LinksCanvas
          elements={elements}
          captionOf={words}
          selectedId={driver}
          label="graph"
          onSelect={vi.fn()}
          onReady={vi.fn()}
        />
      );
    }
    act(() => {
      renderWithApp(<Harness />);
    });
    await waitFor(() => expect(screen.getByTestId('links-graph')).toHaveAttribute('data-drawn', 'true'));
    const ofDriver = edgeIds((edge) => edge.source === driver || edge.target === driver);
    expect(ofDriver).toHaveLength(4);
    expect(edgeIds((edge) => edge.captioned)).toEqual(ofDriver);
    expect(new Set(captionOf.mock.calls.map(([id]) => id))).toEqual(new Set(ofDriver));
    expect(edgeState.get(ofDriver[0])!.label).toBe(`caption of ${ofDriver[0]}`);
    expect(edgeIds((edge) => edge.label !== undefined)).toEqual(ofDriver);

    // the pointer over another edge words that one
    const [, , onMouseOver] = fakeCore.on.mock.calls.find(([name]) => name === 'mouseover') as unknown as [
      string,
      string,
      (event: { target: unknown }) => void,
    ];
    const other = edgeIds((edge) => !edge.captioned)[0];
    captionOf.mockClear();
    act(() => onMouseOver({ target: edgeCollection([other]) }));
    expect(captionOf.mock.calls).toEqual([[other]]);
    expect(edgeState.get(other)).toMatchObject({ label: `caption of ${other}`, captioned: true });

    // another language: the captions shown are worded again, no other
    const inEnglish = vi.fn((id: string) => `in English ${id}`);
    act(() => setCaptionOf(inEnglish));
    await waitFor(() => expect(edgeState.get(other)!.label).toBe(`in English ${other}`));
    expect(new Set(inEnglish.mock.calls.map(([id]) => id))).toEqual(new Set([...ofDriver, other]));
  });
});
