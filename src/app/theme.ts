import type { ThemeConfig } from 'antd';

/** The one antd theme of the product. */
const productTheme: ThemeConfig = {
  // One name for the theme's CSS variables wherever it renders: the page's built styles (rendered
  // on the server, where React names ids differently) then serve the application as they are.
  cssVar: { key: 'css-var-bidright' },
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    borderRadius: 6,
    // Readable secondary text (WCAG AA on white).
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6b6b6b',
    // A red that keeps white text on it and red text on white readable (WCAG AA, 4.5:1).
    colorError: '#c41d1f',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerPadding: '0 24px',
      bodyBg: '#f5f7fa',
      footerBg: '#0f1f33',
    },
    // A table's empty text is information, not a disabled control: secondary grey, readable.
    Table: { colorTextDisabled: '#595959' },
    // Tag texts of the light preset colours darkened to 4.5:1 on their tinted backgrounds.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      cyan7: '#006d75',
      green7: '#237804',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};

/**
 * Under test (jsdom) antd generates no styles: nothing is painted there, and thousands of injected
 * rules make every computed-style lookup of the DOM queries slow. Motion stays on: with antd's
 * motion token off, the bidder room's tests no longer saw its stream open. Production builds drop
 * this branch.
 */
const TEST = import.meta.env.MODE === 'test';

/**
 * A visitor who asked the system for less motion gets none: dialogs, drawers, menus and notices
 * appear and leave at once, and buttons send no click wave.
 */
export function themeFor(
  reducedMotion: boolean,
  test = TEST,
): {
  theme: ThemeConfig;
  wave: { disabled: boolean };
} {
  if (test) return { theme: { ...productTheme, zeroRuntime: true }, wave: { disabled: true } };
  if (!reducedMotion) return { theme: productTheme, wave: { disabled: false } };
  return {
    theme: { ...productTheme, token: { ...productTheme.token, motion: false } },
    wave: { disabled: true },
  };
}

const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The theme and click wave of this visit. */
export const { theme, wave } = themeFor(prefersReducedMotion);
