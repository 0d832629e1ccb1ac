import type { LinkNode } from '@cargo-sentry/contracts/identity-links/links';

export type NodeKind = LinkNode['kind'];

/** Cytoscape's names of the node shapes the explorer uses. */
export type NodeShape =
  | 'ellipse'
  | 'round-rectangle'
  | 'diamond'
  | 'triangle'
  | 'hexagon'
  | 'star'
  | 'pentagon'
  | 'octagon'
  | 'vee'
  | 'barrel';

/**
 * Each kind's colour and shape: the shape says the kind without the colour (WCAG 1.4.1), and the
 * legend names both. Colours are dark enough for the white outline and a light background.
 */
export const kindMarks: Record<NodeKind, { color: string; shape: NodeShape }> = {
  person: { color: '#1971c2', shape: 'ellipse' },
  phone: { color: '#2b8a3e', shape: 'round-rectangle' },
  passport: { color: '#9c36b5', shape: 'diamond' },
  licence: { color: '#d9480f', shape: 'vee' },
  plate: { color: '#0b7285', shape: 'hexagon' },
  vin: { color: '#5f3dc4', shape: 'triangle' },
  inn: { color: '#c2255c', shape: 'star' },
  ogrn: { color: '#5c940d', shape: 'pentagon' },
  ati_id: { color: '#8f5b00', shape: 'octagon' },
  hidden: { color: '#adb5bd', shape: 'barrel' },
};

const regular = (sides: number, turn = -Math.PI / 2) =>
  Array.from({ length: sides }, (_, i) => {
    const angle = turn + (2 * Math.PI * i) / sides;
    return [Math.cos(angle), Math.sin(angle)];
  });

const star = Array.from({ length: 10 }, (_, i) => {
  const angle = -Math.PI / 2 + (Math.PI * i) / 5;
  const r = i % 2 === 0 ? 1 : 0.45;
  return [r * Math.cos(angle), r * Math.sin(angle)];
});

/** The shapes as SVG polygons in a -1…1 box, for the legend (the graph draws them itself). */
const polygons: Partial<Record<NodeShape, number[][]>> = {
  diamond: regular(4),
  triangle: [
    [0, -1],
    [1, 1],
    [-1, 1],
  ],
  hexagon: regular(6, 0),
  star,
  pentagon: regular(5),
  octagon: regular(8, Math.PI / 8),
  vee: [
    [-1, -1],
    [0, -0.33],
    [1, -1],
    [0, 1],
  ],
};

/** An SVG `points` attribute for a shape drawn in a box of `size` pixels, or null for the rounded shapes. */
export function polygonPoints(shape: NodeShape, size: number): string | null {
  const points = polygons[shape];
  if (!points) return null;
  const half = size / 2;
  return points
    .map(([x, y]) => `${(half + x * (half - 1)).toFixed(1)},${(half + y * (half - 1)).toFixed(1)}`)
    .join(' ');
}
