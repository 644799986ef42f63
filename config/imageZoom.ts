import type {ZoomOptions} from 'medium-zoom';

/** The illustrations that open in a zoom on a click (src/clientModules/imageZoom.ts), and its look. */
export const imageZoom = {
  selector: '.markdown img',
  background: {light: 'rgba(255, 255, 255, 0.8)', dark: 'rgba(50, 50, 50, 0.8)'},
  options: {margin: 0} satisfies ZoomOptions,
};
