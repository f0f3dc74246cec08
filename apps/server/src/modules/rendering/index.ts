// The rendering module (a campaign design to a PNG with satori and resvg): what the rest of the server may use.
export { promoRenderingHandlers } from './handlers';
export { DESIGN_DEFAULT_FONT_SIZE, DESIGN_FONT_FAMILY, renderDesign } from './render';
