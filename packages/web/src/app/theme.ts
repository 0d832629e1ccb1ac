import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A calm slate blue; shade 7 keeps white text above 4.5:1 contrast.
const brand: MantineColorsTuple = [
  '#eef3fa',
  '#dce5f2',
  '#b5c9e4',
  '#8babd6',
  '#6892ca',
  '#5282c3',
  '#4579c1',
  '#3567aa',
  '#2c5b98',
  '#1e4e87',
];

/**
 * Light variants (badges of check results, statuses in tables) write shade 6 on a 10 % tint of
 * the same colour: below WCAG AA's 4.5:1 for green, orange, yellow and red. Their text takes the
 * darkest shade, darkened further (green 9 alone reaches only ~4:1 on its tint).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = darken(input.theme.colors[parsed.color][9], 0.3);
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Light alerts tint their title with the alert colour, which fails AA contrast on the tint.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
  },
});

/** Darker "dimmed" text and a body tint so secondary text passes WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#545c66',
    '--mantine-color-placeholder': '#6b7480',
    '--mantine-color-body': '#ffffff',
  },
  dark: {},
});
