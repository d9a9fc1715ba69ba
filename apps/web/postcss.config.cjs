// Breakpoints mirror the Mantine theme (spec: mobile 0, tablet 640, laptop 1024, desktop 1344, wide 1680).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '30em',
        'mantine-breakpoint-sm': '40em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '84em',
        'mantine-breakpoint-xl': '105em',
      },
    },
  },
};
