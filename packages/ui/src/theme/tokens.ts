/**
 * Design tokens. The light value set is the base; `darkColors` overrides only colour.
 * The theme contract in `contract.css.ts` is derived from the shape of these objects,
 * so a token added here appears in both themes and as a `--wg-…` CSS variable.
 *
 * The colours are product-neutral roles (surface, text, accent, status). A product state takes
 * the role it means: an empty pantry item is `danger.soft`, a low one `warning.soft`, a grocery
 * item in the cart `success.text`. No token is named after a screen.
 */
export const lightColors = {
  surface: {
    canvas: '#f7f4ec',
    raised: '#fffdf7',
    sunken: '#ede8db',
    overlay: '#fffdf7',
  },
  text: {
    primary: '#1f2a1f',
    secondary: '#4a5647',
    inverse: '#fffdf7',
    link: '#2f6b32',
  },
  border: {
    subtle: '#ddd6c4',
    strong: '#707b69',
    focus: '#2f6b32',
  },
  accent: {
    solid: '#2f6b32',
    solidHover: '#245427',
    onSolid: '#ffffff',
    soft: '#e1ecd9',
    text: '#2a5f2d',
  },
  success: { solid: '#2e6b3a', soft: '#dcefdc', text: '#1f5a2b' },
  warning: { solid: '#8a5a00', soft: '#fbedc9', text: '#6d4700' },
  danger: { solid: '#b3261e', solidHover: '#8f1d17', soft: '#fbe1dd', text: '#9a2019' },
  info: { solid: '#1f5f8b', soft: '#dcebf5', text: '#1b5278' },
} as const;

type ColorShape = {
  readonly [K in keyof typeof lightColors]: {
    readonly [P in keyof (typeof lightColors)[K]]: string;
  };
};

export const darkColors: ColorShape = {
  surface: {
    canvas: '#141a14',
    raised: '#1d251d',
    sunken: '#101510',
    overlay: '#222b22',
  },
  text: {
    primary: '#ecefe6',
    secondary: '#b9c2b2',
    inverse: '#141a14',
    link: '#9ed39a',
  },
  border: {
    subtle: '#334033',
    strong: '#7d8c78',
    focus: '#9ed39a',
  },
  accent: {
    solid: '#8fcf8a',
    solidHover: '#a7dca3',
    onSolid: '#102010',
    soft: '#25382a',
    text: '#9ed39a',
  },
  success: { solid: '#8fcf8a', soft: '#1f3323', text: '#a7dca3' },
  warning: { solid: '#e8b860', soft: '#3a2e14', text: '#f0c978' },
  danger: { solid: '#f08a80', solidHover: '#f5a59d', soft: '#3d1f1c', text: '#f5a59d' },
  info: { solid: '#8cc4ec', soft: '#16293a', text: '#a6d2f2' },
};

export const staticTokens = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '14px', full: '9999px' },
  font: {
    body: "'Nunito Sans Variable', 'Nunito Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
    heading: "'Fraunces Variable', 'Fraunces', Georgia, 'Times New Roman', serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(20, 30, 20, 0.12)',
    md: '0 4px 12px rgba(20, 30, 20, 0.14)',
    lg: '0 12px 32px rgba(20, 30, 20, 0.2)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    toast: '1300',
    tooltip: '1400',
  },
} as const;

/** Breakpoints are media-query inputs, not CSS variables. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
