import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { SpokesLoader } from '@/shared/ui/spokes-loader';

/** The product's indigo, lightest to darkest; shade 6 is the primary. */
const brand: MantineColorsTuple = ['#eef0ff', '#dde1fb', '#b8c0f3', '#919dec', '#707fe6', '#5b6ce2', '#3b4cca', '#3242b4', '#2a39a1', '#1f2d8e'];

/*
 * Mantine's grey, red, teal and grape with shades 6 to 9 darkened. Shade 6 is the colour of dimmed
 * text, error text and outline badges, and white text sits on it in filled buttons: Mantine's own
 * gives 2.5:1 to 4:1 against white, below the 4.5:1 WCAG 2.1 AA asks of normal text. Each shade 6
 * here gives at least 5:1 against white, and shade 9, the text of light badges on shade 1, at
 * least 7:1. Shades 0 to 5 stay Mantine's.
 */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#60676f', '#495057', '#343a40', '#212529'];
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#b02525', '#9c2121', '#861d1d'];
const teal: MantineColorsTuple = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#087f5b', '#07704f', '#066245', '#05543b'];
const grape: MantineColorsTuple = ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#9c36b5', '#862e9c', '#74268a', '#622078'];

/*
 * The other colours of avatars without a picture (shared/lib/avatar-color.ts) under the same rule:
 * a light avatar writes its initials in shade 9 on shade 1, where Mantine's orange, lime and
 * yellow give 2.7:1 to 3.6:1. Shades 6 to 9 are Mantine's darkened in lightness only, to 5:1
 * against white for shade 6 and 7:1 against shade 1 for shade 9.
 */
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#b15102', '#aa4705', '#9d3c08', '#8a2e0a'];
const cyan: MantineColorsTuple = ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#0f7988', '#0c6f7e', '#096473', '#085664'];
const pink: MantineColorsTuple = ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#d21d5c', '#bd265b', '#aa2151', '#8e1a42'];
const lime: MantineColorsTuple = ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#4e7912', '#466f0d', '#3d6409', '#385908'];
const violet: MantineColorsTuple = ['#f3f0ff', '#e5dbff', '#d0bfff', '#b197fc', '#9775fa', '#845ef7', '#774ef2', '#6c43e7', '#6039d7', '#4c309e'];
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#916603', '#8c5b00', '#854e00', '#7d4100'];

const fontFamily = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, system-ui, -apple-system, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, gray, red, teal, grape, orange, cyan, pink, lime, violet, yellow },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  // Spec part 2, section 9: mobile 0, tablet 640, laptop 1024, desktop 1344, wide 1680 (xs is a small phone).
  breakpoints: { xs: '30em', sm: '40em', md: '64em', lg: '84em', xl: '105em' },
  // Plain objects, not `Modal.extend(...)`: importing the components here would pull the modal
  // and its dependencies into the first bundle of every page.
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Mantine heads a dialog with a `header` element, which reads as a second banner landmark
    // next to the page's own: the dialog's title row is no landmark.
    Modal: { defaultProps: { centered: true, radius: 'lg', attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // A menu's only children are its items: Mantine's focus placeholder, a focusable element of
    // role presentation inside `role="menu"`, breaks that, so opening focuses the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A select's option list is built when it opens. Kept mounted (Mantine's default), every select
    // rendered its whole list hidden and had it positioned at once, which reads the page's computed
    // style: on `/manage` a forced style recalculation of the whole queue in the render that shows it
    // (docs/performance.md, "Select lists built on opening").
    Combobox: { defaultProps: { keepMounted: false } },
    // Every loader is the product's own, which turns a spoke at a time (shared/ui/spokes-loader).
    Loader: { defaultProps: { loaders: { spokes: SpokesLoader }, type: 'spokes' } },
    // Errors may list several field messages, one per line.
    Notification: { styles: { description: { whiteSpace: 'pre-line' } } },
  },
});
