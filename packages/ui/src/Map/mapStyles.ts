import styled from 'styled-components';

/**
 * The box a map lives in, sized by its owner, with Leaflet's controls, popups and our markers in the theme's colours
 * (Leaflet's own stylesheet gives the layout of panes and controls; these rules only recolour and reshape).
 */
export const StyledMapBox = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.primarySubtle};
  ${({ theme }) => theme.media.mobile} {
    height: ${({ $height }) => Math.round($height * 0.75)}px;
  }

  .leaflet-container {
    width: 100%;
    height: 100%;
    background: ${({ theme }) => theme.color.primarySubtle};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .leaflet-container:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.insetOffset};
  }
  /* Leaflet draws its zoom glyphs in 'Lucida Console', Monaco, monospace and the popup's close cross in Tahoma,
     Verdana, sans-serif: whatever the machine has. Our font instead. */
  .leaflet-bar a,
  .leaflet-container a.leaflet-popup-close-button {
    font-family: ${({ theme }) => theme.font.family};
  }
  .leaflet-bar a {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
  }
  .leaflet-bar a:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  .leaflet-bar a:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
  }
  .leaflet-popup-content-wrapper,
  .leaflet-popup-tip {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  .leaflet-popup-content-wrapper {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .leaflet-popup-content {
    margin: ${({ theme }) => theme.spacing(3, 4)};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  .leaflet-container a.leaflet-popup-close-button {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Leaflet's own rule (.leaflet-container .leaflet-control-attribution) is white; the credit follows the theme. */
  .leaflet-container .leaflet-control-attribution {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
  }

  /* Names of the offline base map: a town is a dot with its name to the right (clear of a pin on the same place), a
     province a name centred on it; a halo of the land's colour keeps a limit under them from cutting a letter. */
  .socios-map-label {
    pointer-events: none;
  }
  .socios-map-label--town::before {
    content: '';
    position: absolute;
    width: ${({ theme }) => theme.spacing(1.5)};
    height: ${({ theme }) => theme.spacing(1.5)};
    transform: translate(-50%, -50%);
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.textMuted};
  }
  .socios-map-label span {
    position: absolute;
    left: ${({ theme }) => theme.spacing(4)};
    transform: translateY(-50%);
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-shadow:
      0 0 ${({ theme }) => theme.spacing(0.5)} ${({ theme }) => theme.color.surface},
      0 0 ${({ theme }) => theme.spacing(0.5)} ${({ theme }) => theme.color.surface},
      0 0 ${({ theme }) => theme.spacing(0.5)} ${({ theme }) => theme.color.surface};
  }
  .socios-map-label--province span {
    left: 0;
    transform: translate(-50%, -50%);
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xxs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  .socios-marker,
  .socios-cluster {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    border: ${({ theme }) => theme.borderWidth.medium} solid ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.md};
    cursor: pointer;
  }
  .socios-marker:focus-visible,
  .socios-cluster:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
  .socios-marker {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  .socios-marker--member {
    background: ${({ theme }) => theme.color.primary};
  }
  .socios-marker--pointOfSale {
    background: ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.sm};
    transform-origin: center;
  }
  .socios-marker--pin {
    background: ${({ theme }) => theme.color.danger};
    cursor: grab;
  }
  .socios-cluster {
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primaryActive};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The element Leaflet draws a map in: the whole of its box. */
export const StyledMapCanvas = styled.div`
  position: absolute;
  inset: 0;
`;

/** A line over the map's bottom-left corner (legend, state of the outlines). */
export const StyledMapNote = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.spacing(2)};
  bottom: ${({ theme }) => theme.spacing(2)};
  z-index: 500;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  max-width: calc(100% - ${({ theme }) => theme.spacing(4)});
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A control over the map's top-right corner. */
export const StyledMapAction = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  right: ${({ theme }) => theme.spacing(2)};
  z-index: 500;
`;

/** Shown over a map whose country outlines could not be fetched. */
export const OUTLINES_FAILED = 'No se han podido cargar los contornos del mapa.';

/** A warning line over the map's top centre. */
export const StyledMapFailure = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.spacing(2)};
  left: 50%;
  z-index: 500;
  transform: translateX(-50%);
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
