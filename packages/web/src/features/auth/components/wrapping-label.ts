/** Button styles that let a long label wrap at 375 px instead of being cut off (Russian runs long). */
export const wrappingLabel = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;
