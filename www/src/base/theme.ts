// The explorer's colours as data, light and dark: the canvases read them from here and the
// stylesheet gets them as custom properties set on the explorer's root, so no colour depends on
// a stylesheet loading. The four value classes are Okabe–Ito, distinguishable with the common
// colour-vision deficiencies.

/** The settings a person (or an embed's `theme` attribute) can choose. */
export const THEME_SETTINGS = ['auto', 'light', 'dark'] as const;

/** The themes by name. */
export type ThemeName = 'light' | 'dark';

/** A theme's colours, by name without the `--asg-` prefix. */
export type Theme = Readonly<Record<ColourName, string>>;

/** The names of a theme's colours (as the stylesheet's custom properties, without `--asg-`). */
export type ColourName =
  | 'w0'
  | 'w1'
  | 'w2'
  | 'w3'
  | 'bg'
  | 'cell-line'
  | 'page'
  | 'ink'
  | 'muted'
  | 'rule'
  | 'panel'
  | 'accent'
  | 'focus'
  | 'error'
  | 'ok'
  | 'warn'
  | 'label-bg'
  | 'gap0'
  | 'gap1'
  | 'gap2'
  | 'gap3'
  | 'gap4'
  | 'region0'
  | 'region1'
  | 'region2'
  | 'bar'
  | 'arc';

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  light: {
    w0: '#0072b2',
    w1: '#e69f00',
    w2: '#009e73',
    w3: '#cc79a7',
    bg: '#ffffff',
    'cell-line': '#ffffff',
    page: '#f6f6f3',
    ink: '#1c1e22',
    muted: '#5b606a',
    rule: '#d9dbe0',
    panel: '#ffffff',
    accent: '#0b5cab',
    focus: '#b35c00',
    error: '#b3261e',
    ok: '#1b7a3a',
    warn: '#8a5a00',
    'label-bg': 'rgba(255, 255, 255, 0.82)',
    gap0: '#b9bdc6',
    gap1: '#d55e00',
    gap2: '#56b4e9',
    gap3: '#332288',
    gap4: '#8a8f99',
    region0: '#eef3fb',
    region1: '#f3f3f3',
    region2: '#fbf1ea',
    bar: '#0072b2',
    arc: '#3b4250',
  },
  dark: {
    w0: '#56b4e9',
    w1: '#e69f00',
    w2: '#1fb58a',
    w3: '#d58ab5',
    bg: '#16181d',
    'cell-line': '#16181d',
    page: '#0f1115',
    ink: '#e8eaef',
    muted: '#a3a9b5',
    rule: '#343842',
    panel: '#181b21',
    accent: '#7cb8f2',
    focus: '#ffb35c',
    error: '#ff8a80',
    ok: '#7fd69b',
    warn: '#f0c060',
    'label-bg': 'rgba(22, 24, 29, 0.82)',
    gap0: '#4d525c',
    gap1: '#ff8a4c',
    gap2: '#56b4e9',
    gap3: '#e8e2ff',
    gap4: '#7b808a',
    region0: '#1a2433',
    region1: '#1e2026',
    region2: '#2b2119',
    bar: '#56b4e9',
    arc: '#c9ced8',
  },
};

/** The reader's system setting. */
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** 'light' or 'dark' for a setting: 'auto' follows the reader's system. */
export function resolveTheme(setting: string): ThemeName {
  if (setting === 'light' || setting === 'dark') return setting;
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
}

/** True for the name of a theme. */
function isThemeName(name: string | undefined): name is ThemeName {
  return name === 'light' || name === 'dark';
}

/** Puts theme `name`'s colours on `element` (as `--asg-…` custom properties) and marks it. */
export function applyTheme(element: HTMLElement, name: ThemeName): void {
  element.dataset.theme = name;
  for (const [key, value] of Object.entries(THEMES[name])) element.style.setProperty(`--asg-${key}`, value);
  element.style.colorScheme = name;
}

/**
 * A colour of the theme in force at `element` (that of its closest ancestor marked by
 * `applyTheme`, in its own tree), by name without the `--asg-` prefix.
 */
export function themeColour(element: Element, name: string): string | undefined {
  const marked = element.closest<HTMLElement>('[data-theme]');
  const theme = marked?.dataset.theme;
  const colours: Readonly<Record<string, string>> = THEMES[isThemeName(theme) ? theme : 'light'];
  return colours[name];
}

/** The system's interface fonts, for Latin letters, digits and symbols. */
const LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans"';
/** Fonts with the glyphs of Simplified Chinese, and of Japanese (whose kanji take other forms). */
const CHINESE = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Source Han Sans SC"';
const JAPANESE = '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", "Meiryo", "Source Han Sans JP"';

/**
 * The font stack of text drawn on the canvases in language `lang`: the interface font for Latin
 * text, then fonts that have the language's glyphs in their right forms, then any sans-serif.
 */
export function fontStack(lang: string): string {
  if (lang === 'ja') return `${LATIN}, ${JAPANESE}, ${CHINESE}, sans-serif`;
  return `${LATIN}, ${CHINESE}, ${JAPANESE}, sans-serif`;
}

/** A canvas font of `px` pixels (and a weight such as 600) for text in language `lang`. */
export function canvasFont(px: number, weight: number | '' = '', lang = 'en'): string {
  return `${weight ? `${weight} ` : ''}${px}px ${fontStack(lang)}`;
}
