import { Box, type MantineLoaderComponent } from '@mantine/core';
import classes from './spokes-loader.module.css';

/**
 * The product's loader, set for every Mantine `Loader` (and so every button's loading state) in the
 * theme. Mantine passes its root class, the `--loader-size` and `--loader-color` variables and the
 * ref (a plain prop since React 19).
 */
export const SpokesLoader: MantineLoaderComponent = ({ className, ...others }) => (
  <Box component="span" className={className ? `${classes.spokes} ${className}` : classes.spokes} {...others} />
);
