import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The product's indigo, lightest to darkest; shade 6 is the primary. */
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dde1fb',
  '#b8c0f3',
  '#919dec',
  '#707fe6',
  '#5b6ce2',
  '#3b4cca',
  '#3242b4',
  '#2a39a1',
  '#1f2d8e',
];

const fontFamily =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, system-ui, -apple-system, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
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
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    // Errors may list several field messages, one per line.
    Notification: { styles: { description: { whiteSpace: 'pre-line' } } },
  },
});
