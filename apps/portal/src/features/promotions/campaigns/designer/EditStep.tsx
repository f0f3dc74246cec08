// The designer's editing step: the add buttons and the zoom, the page (DesignCanvas) and, beside it, the chosen
// item's properties (ItemInspector) with bring to front / send to back.
import { DESIGN_COLUMNS, DESIGN_FIELD_LABELS, DESIGN_ROWS, DESIGN_ZOOMS, type DesignFieldValues, type DesignLine } from '@socios/domain';
import { Button, Inline, PlusIcon, Select, Split, Stack, Text } from '@socios/ui';
import styled from 'styled-components';
import { DesignCanvas } from './DesignCanvas';
import { ItemInspector } from './ItemInspector';
import { type AddableKind, type GridBox, itemName, removeItem, restackItem, updateItem } from './model';

/** Props of EditStep. */
export interface EditStepProps {
  /** The design being edited. */
  lines: DesignLine[];
  /** Replaces the design (an edit of the inspector, a removal, a restacking). */
  setLines: (update: (prev: DesignLine[]) => DesignLine[]) => void;
  /** The campaign's texts that bound texts show. */
  fields: DesignFieldValues;
  /** The page's zoom, and its change. */
  zoom: number;
  onZoom: (zoom: number) => void;
  /** The selected item's id, and its change. */
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** Adds an item of a kind (an image opens the gallery instead). */
  onAdd: (kind: Exclude<AddableKind, 'imagen'>) => void;
  /** Opens the gallery to add an image ('add') or to change an image item's picture (its id). */
  onGallery: (target: 'add' | number) => void;
  /** Moves or resizes an item. */
  onPlace: (id: number, box: GridBox) => void;
  /** The gallery images' data URLs by id ('' when one could not be read). */
  imageUrls: ReadonlyMap<number, string>;
  /** A gallery image's data could not be drawn. */
  onBrokenImage: (imageId: number) => void;
}

const StyledScroller = styled.div`
  overflow: auto;
  max-height: calc(100vh - ${({ theme }) => theme.spacing(72)});
  min-height: ${({ theme }) => theme.size.scrollArea.md};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const fieldLabel = (campo: keyof typeof DESIGN_FIELD_LABELS) => DESIGN_FIELD_LABELS[campo];

/** The page being designed with its tools: add, zoom, select, drag, resize, edit, restack and remove items. */
export function EditStep(props: EditStepProps) {
  const { lines, setLines, selected, onSelect } = props;
  const selectedLine = lines.find((l) => l.id === selected) ?? null;
  const parent = selectedLine?.id_padre == null ? null : lines.find((l) => l.id === selectedLine.id_padre);
  return (
    <Stack gap={3}>
      <Inline gap={2} align="end">
        <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => props.onAdd('texto')}>
          Añadir texto
        </Button>
        <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => props.onAdd('caja')}>
          Añadir caja
        </Button>
        <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => props.onGallery('add')}>
          Añadir imagen
        </Button>
        <Select
          label="Zoom"
          labelHidden
          options={DESIGN_ZOOMS.map((z) => ({ value: String(z), label: `Zoom ${Math.round(z * 100)} %` }))}
          value={String(props.zoom)}
          onChange={(e) => props.onZoom(Number(e.target.value))}
        />
      </Inline>
      <Split layout="mainPanel">
        <StyledScroller>
          <DesignCanvas {...props} />
        </StyledScroller>
        <Stack gap={3}>
          <Select
            label="Elemento"
            placeholder="Ninguno"
            options={lines.map((l) => ({ value: String(l.id), label: l.id_padre === null ? 'Página' : itemName(l, fieldLabel) }))}
            value={selected === null ? '' : String(selected)}
            onChange={(e) => onSelect(e.target.value === '' ? null : Number(e.target.value))}
            fullWidth
          />
          {selectedLine ? (
            <ItemInspector
              key={selectedLine.id}
              line={selectedLine}
              parent={parent ?? { w: DESIGN_COLUMNS, h: DESIGN_ROWS }}
              onChange={(patch) => setLines((prev) => updateItem(prev, selectedLine.id, patch))}
              onPlace={(box) => props.onPlace(selectedLine.id, box)}
              onRemove={() => {
                setLines((prev) => removeItem(prev, selectedLine.id));
                onSelect(null);
              }}
              onChooseImage={() => props.onGallery(selectedLine.id)}
              onRestack={(where) => {
                const restacked = restackItem(lines, selectedLine.id, where);
                setLines(() => restacked.lines);
                onSelect(restacked.id);
              }}
            />
          ) : (
            <Text size="sm" tone="muted">
              Seleccione un elemento de la página para cambiar su texto, colores o tamaño. Las flechas lo mueven y Mayús + flechas cambian su tamaño.
            </Text>
          )}
        </Stack>
      </Split>
    </Stack>
  );
}
