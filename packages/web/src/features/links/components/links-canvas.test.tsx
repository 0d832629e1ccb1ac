import { act, screen, waitFor } from '@testing-library/react';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLinksHub } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { graphElements } from '../lib/graph-elements';
import { graphOf } from '../lib/links-graph';
import { LinksCanvas } from './links-canvas';

// jsdom has no canvas: a stand-in for Cytoscape records what the explorer asks of it.
const added: ElementDefinition[][] = [];
const fakeCore = {
  on: vi.fn(),
  add: vi.fn((batch: ElementDefinition[]) => added.push(batch)),
  elements: () => ({ remove: vi.fn() }),
  width: () => 800,
  height: () => 600,
  viewport: vi.fn(),
  batch: (work: () => void) => work(),
  $: () => ({ unselect: vi.fn() }),
  edges: () => ({ removeClass: vi.fn() }),
  destroy: vi.fn(),
};
vi.mock('cytoscape', () => ({ default: vi.fn(() => fakeCore) }));

beforeEach(() => {
  added.length = 0;
  vi.mocked(cytoscape).mockClear();
});

describe('the links canvas', { timeout: 30_000 }, () => {
  it('builds the graph after the answer is shown, in a task of its own, then adds a small batch and larger ones', async () => {
    // 1 + 12 + 12 × 3 nodes and their edges: 97 elements
    const elements = graphElements(graphOf(buildLinksHub(12, 3)), (source) => source.date);
    const onReady = vi.fn<(cy: Core | null) => void>();
    act(() => {
      renderWithApp(
        <LinksCanvas elements={elements} selectedId={null} label="graph" onSelect={vi.fn()} onReady={onReady} />,
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
});
