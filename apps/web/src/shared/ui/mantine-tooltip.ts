// Mantine's tooltip on its own, for hover-tooltip.tsx to load where a pointer can hover.
export { Tooltip } from '@mantine/core';
