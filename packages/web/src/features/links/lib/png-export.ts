import type { Core } from 'cytoscape';

/** The longer side of an exported PNG at most: 4096 px of a 500-node graph is 64 MB of canvas, not 1 GB. */
export const pngMaxSide = 4096;
/** Twice the screen's size for a graph that fits: its labels stay sharp when zoomed. */
const pngPreferredScale = 2;

/**
 * The scale of the graph's PNG: twice its size, unless its longer side would pass `pngMaxSide`.
 * Cytoscape ignores `maxWidth`/`maxHeight` once `scale` is given: `scale: 2` alone made a
 * 500-node graph a 16058×15744 PNG of 34 MB, drawn and encoded in one long main-thread task.
 */
export function pngScale(box: { w: number; h: number }): number {
  // Cytoscape sizes the canvas from the rounded-up box.
  return Math.min(pngPreferredScale, pngMaxSide / Math.ceil(box.w), pngMaxSide / Math.ceil(box.h));
}

/** The whole graph as drawn, on white, as a PNG of at most `pngMaxSide` on its longer side. */
export function graphPng(cy: Core): Promise<Blob> {
  return cy.png({
    output: 'blob-promise',
    bg: '#ffffff',
    full: true,
    scale: pngScale(cy.elements().boundingBox()),
    // Ignored beside `scale` but for one thing: with a maximum given, Cytoscape does not multiply
    // the scale by the screen's pixel ratio (a 2× screen would double the bound).
    maxWidth: pngMaxSide,
    maxHeight: pngMaxSide,
  });
}
