import { Alert, Box } from '@mantine/core';
import cytoscape, {
  type Core,
  type EdgeCollection,
  type EdgeSingular,
  type ElementDefinition,
  type StylesheetJson,
} from 'cytoscape';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elementBatches } from '../lib/graph-elements';
import { kindMarks, type NodeKind } from '../lib/kind-marks';

const kindStyles: StylesheetJson = (Object.entries(kindMarks) as [NodeKind, (typeof kindMarks)[NodeKind]][]).map(
  ([kind, mark]) => ({
    selector: `node[kind = "${kind}"]`,
    style: { 'background-color': mark.color, shape: mark.shape },
  }),
);

/**
 * Labels are drawn only while they are readable (`min-zoomed-font-size`): 500 nodes fitted in view
 * show shapes and colours, and zooming in brings the words back; drawing every label at every
 * frame was most of the cost of a large graph.
 */
const style: StylesheetJson = [
  {
    selector: 'node',
    style: {
      width: 26,
      height: 26,
      label: 'data(label)',
      'font-size': 10,
      color: '#212529',
      'text-valign': 'bottom',
      'text-margin-y': 4,
      'text-max-width': '150px',
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.85,
      'text-background-padding': '1px',
      'min-zoomed-font-size': 7,
      'border-width': 2,
      'border-color': '#ffffff',
    },
  },
  ...kindStyles,
  {
    selector: 'node[kind = "hidden"]',
    // Their label is a sentence: wrapped. Other labels are identifiers, short enough for one line
    // (wrapping every label cost a measurement of each word).
    style: {
      'border-style': 'dashed',
      'border-color': '#495057',
      color: '#495057',
      'font-style': 'italic',
      'text-wrap': 'wrap',
    },
  },
  { selector: 'node.cut', style: { 'border-style': 'double', 'border-width': 6, 'border-color': '#212529' } },
  {
    selector: 'node.root',
    style: {
      width: 42,
      height: 42,
      'font-size': 12,
      'font-weight': 'bold',
      'border-width': 3,
      'border-color': '#212529',
    },
  },
  { selector: 'node:selected', style: { 'overlay-color': '#f08c00', 'overlay-opacity': 0.35, 'overlay-padding': 7 } },
  {
    selector: 'edge',
    style: { width: 1.5, 'line-color': '#868e96', 'curve-style': 'straight' },
  },
  {
    // An edge's caption (its newest source and date) only on the edges of the selected node and the
    // one under the pointer: 500 captions overlapped one another, and measuring each for its box
    // was a large part of drawing the graph. Each is worded as it is shown (`captionEdges`).
    selector: 'edge.captioned',
    style: {
      label: 'data(label)',
      'font-size': 9,
      color: '#343a40',
      'line-color': '#495057',
      width: 2,
      'text-rotation': 'autorotate',
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.9,
      'text-background-padding': '1px',
      'z-index': 10,
    },
  },
];

/**
 * Fits the view to the nodes' places as laid out, with room for the labels under them. Cytoscape's
 * own `fit` measures every label for the bounding box first: 340 ms of one task for 500 nodes.
 */
function fitPositions(cy: Core, elements: ElementDefinition[]): void {
  const points = elements.flatMap((element) => (element.position ? [element.position] : []));
  if (points.length === 0) return;
  const margin = 60;
  const minX = Math.min(...points.map((p) => p.x)) - margin;
  const maxX = Math.max(...points.map((p) => p.x)) + margin;
  const minY = Math.min(...points.map((p) => p.y)) - margin;
  const maxY = Math.max(...points.map((p) => p.y)) + margin;
  const zoom = Math.min(1.5, cy.width() / (maxX - minX), cy.height() / (maxY - minY));
  cy.viewport({
    zoom,
    pan: { x: cy.width() / 2 - (zoom * (minX + maxX)) / 2, y: cy.height() / 2 - (zoom * (minY + maxY)) / 2 },
  });
}

/**
 * Cytoscape styles the elements it is given in one go: 1,000 elements (500 nodes and their edges)
 * held the main thread for over a second on the team's loaded two-core machine. In batches of this
 * size, one per frame, no task passed 200 ms (docs/decisions/0058-link-explorer-graph-library.md).
 */
const elementsPerBatch = 80;
/**
 * The first batch is smaller: the first frame styles and draws with Cytoscape's code still cold.
 * With 80 elements it took 51–89 ms of CPU in a profile on a loaded machine, the later frames 18–53
 * (most about 20); with 20 elements, 34–41.
 */
const firstBatchSize = 20;

type CaptionOf = (edgeId: string) => string;

/** Words the edges' captions in the page's language, then shows them. */
function captionEdges(edges: EdgeCollection, captionOf: CaptionOf): void {
  edges.forEach((edge) => {
    const caption = captionOf(edge.id());
    // Unchanged data is not set again: setting it restyles the edge.
    if (edge.data('label') !== caption) edge.data('label', caption);
  });
  edges.addClass('captioned');
}

/** Selects the node (or none), its edges captioned. */
function selectNode(cy: Core, id: string | null, captionOf: CaptionOf): void {
  cy.batch(() => {
    cy.$(':selected').unselect();
    cy.edges('.captioned').removeClass('captioned');
    if (!id) return;
    const node = cy.$id(id);
    node.select();
    captionEdges(node.connectedEdges(), captionOf);
  });
}

/** Runs `callback` in a task after the next frame is drawn; the function returned cancels it. */
function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const nextFrame = () => new Promise<void>((resolve) => afterNextFrame(resolve));

interface LinksCanvasProps {
  elements: ElementDefinition[];
  /** An edge's caption by its element's id, worded only for the edges shown captioned. */
  captionOf: CaptionOf;
  selectedId: string | null;
  label: string;
  onSelect: (id: string | null) => void;
  /** The graph's instance while it is shown, for the PNG export. */
  onReady: (cy: Core | null) => void;
}

/** The graph drawn by Cytoscape.js in a canvas; a click on a node selects it, on the background clears. */
export function LinksCanvas({ elements, captionOf, selectedId, label, onSelect, onReady }: LinksCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [cy, setCy] = useState<Core | null>(null);
  const handlers = useRef({ onSelect, onReady, captionOf });
  const selected = useRef(selectedId);
  const [isUnavailable, setIsUnavailable] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    handlers.current = { onSelect, onReady, captionOf };
  }, [onSelect, onReady, captionOf]);

  useEffect(() => {
    let created: Core | null = null;
    // Created a frame after the answer's render, in a task of its own: building the renderer and its
    // stylesheet cost as much as that render, and the two in one task were the longest of a draw.
    const cancel = afterNextFrame(() => {
      try {
        created = cytoscape({
          container: container.current,
          style,
          minZoom: 0.02,
          maxZoom: 4,
          // Pans and zooms move a picture of the graph rather than redraw 500 nodes every frame.
          textureOnViewport: true,
          hideEdgesOnViewport: true,
          boxSelectionEnabled: false,
          selectionType: 'single',
        });
      } catch {
        // A browser without a 2D canvas (blocked for privacy, or too old): the list shows the same.
        setIsUnavailable(true);
        return;
      }
      const cy = created;
      cy.on('tap', 'node', (event) => handlers.current.onSelect(event.target.id() as string));
      cy.on('mouseover', 'edge', (event) => captionEdges(event.target as EdgeCollection, handlers.current.captionOf));
      cy.on('mouseout', 'edge', (event) => {
        const edge = event.target as EdgeSingular;
        if (edge.connectedNodes(':selected').length === 0) edge.removeClass('captioned');
      });
      cy.on('tap', (event) => {
        if (event.target === cy) handlers.current.onSelect(null);
      });
      setCy(cy);
      handlers.current.onReady(cy);
    });
    return () => {
      cancel();
      if (!created) return;
      handlers.current.onReady(null);
      created.destroy();
    };
  }, []);

  useEffect(() => {
    if (!cy) return;
    let isCancelled = false;
    const box = container.current;
    // Marked once every batch is in: the e2e and the bench wait for it.
    box?.setAttribute('data-drawn', 'false');
    cy.elements().remove();
    fitPositions(cy, elements);
    // Added a batch a frame: each batch's styles are one short task, and the graph grows ring by ring.
    void (async () => {
      for (const batch of elementBatches(elements, elementsPerBatch, firstBatchSize)) {
        // The first batch too waits a frame: the canvas's creation was a task of its own.
        await nextFrame();
        if (isCancelled) return;
        cy.add(batch);
        if (selected.current) selectNode(cy, selected.current, handlers.current.captionOf);
      }
      box?.setAttribute('data-drawn', 'true');
    })();
    return () => {
      isCancelled = true;
    };
  }, [cy, elements]);

  useEffect(() => {
    selected.current = selectedId;
    if (!cy) return;
    selectNode(cy, selectedId, handlers.current.captionOf);
  }, [cy, selectedId]);

  // The captions shown are worded again when their words change (another language).
  useEffect(() => {
    if (!cy) return;
    const shown = cy.edges('.captioned');
    if (shown.nonempty()) cy.batch(() => captionEdges(shown, captionOf));
  }, [cy, captionOf]);

  if (isUnavailable) {
    return (
      <Alert color="gray" variant="light">
        {t('links.graph_unavailable')}
      </Alert>
    );
  }
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-testid="links-graph"
      h={{ base: 420, md: 600 }}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
    />
  );
}
