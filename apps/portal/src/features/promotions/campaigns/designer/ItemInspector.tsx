import { DESIGN_FIELD_LABELS, DESIGN_FIELDS, DESIGN_FONT_SIZES, DESIGN_TEXT_MAX, type DesignAlign, type DesignField, type DesignLine } from '@socios/domain';
import { Button, Checkbox, FieldGrid, FormField, Inline, Select, Stack, Text, TextArea, TextField, TrashIcon } from '@socios/ui';
import styled from 'styled-components';
import { type GridBox, KIND_LABELS, type StackPlace } from './model';

/** Props of ItemInspector. */
export interface ItemInspectorProps {
  /** The selected item. */
  line: DesignLine;
  /** Its parent's size in grid units (the limits of its box). */
  parent: Pick<DesignLine, 'w' | 'h'>;
  /** Changes fields of the item. */
  onChange: (patch: Partial<Omit<DesignLine, 'id' | 'id_padre' | 'tipo'>>) => void;
  /** Moves or resizes it. */
  onPlace: (box: GridBox) => void;
  /** Removes it (and what it holds). */
  onRemove: () => void;
  /** Opens the gallery to change an image item's picture. */
  onChooseImage: () => void;
  /** Brings the item in front of its siblings or sends it behind them. */
  onRestack: (where: StackPlace) => void;
}

const ALIGNMENTS: readonly { value: DesignAlign; label: string }[] = [
  { value: 'left', label: 'Izquierda' },
  { value: 'center', label: 'Centro' },
  { value: 'right', label: 'Derecha' },
];

const StyledColour = styled.input`
  width: 100%;
  height: ${({ theme }) => theme.size.control.sm};
  padding: 0;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

/** A whole number typed in a box, or null while the box holds no number. */
const numberOf = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A '#rrggbb' colour chooser with its label. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (colour: string) => void }) {
  return (
    <FormField label={label} fullWidth>
      {(control) => <StyledColour type="color" value={value} onChange={(e) => onChange(e.target.value)} {...control} />}
    </FormField>
  );
}

/**
 * The selected item's properties (001 §2.18 'Diseñar imagen'): place and size in grid cells, and by kind the text or
 * the campaign field it shows, its colour, background, font size, bold and alignment, or the gallery image; the
 * delete button. Every control is a labelled form field, so the designer can be used from the keyboard alone.
 */
export function ItemInspector({ line, parent, onChange, onPlace, onRemove, onChooseImage, onRestack }: ItemInspectorProps) {
  const isPage = line.id_padre === null;
  const box = (key: keyof GridBox, text: string) => {
    const n = numberOf(text);
    if (n !== null) onPlace({ x: line.x, y: line.y, w: line.w, h: line.h, [key]: n });
  };
  return (
    <Stack gap={3} aria-label={`Propiedades: ${KIND_LABELS[line.tipo]}`} role="group">
      <Text as="h3" size="md">
        {isPage ? 'Página' : `${KIND_LABELS[line.tipo]} ${line.id}`}
      </Text>
      {isPage ? null : (
        <>
          <FieldGrid columns={2} gap={2}>
            <TextField label="Columna" type="number" min={0} max={parent.w - line.w} value={line.x} onChange={(e) => box('x', e.target.value)} fullWidth />
            <TextField label="Fila" type="number" min={0} max={parent.h - line.h} value={line.y} onChange={(e) => box('y', e.target.value)} fullWidth />
          </FieldGrid>
          <FieldGrid columns={2} gap={2}>
            <TextField label="Ancho" type="number" min={1} max={parent.w} value={line.w} onChange={(e) => box('w', e.target.value)} fullWidth />
            <TextField label="Alto" type="number" min={1} max={parent.h} value={line.h} onChange={(e) => box('h', e.target.value)} fullWidth />
          </FieldGrid>
        </>
      )}
      {line.tipo === 'texto' ? (
        <>
          <Select
            label="Campo de la campaña"
            placeholder="Texto fijo"
            options={DESIGN_FIELDS.map((f) => ({ value: f, label: DESIGN_FIELD_LABELS[f] }))}
            value={line.campo ?? ''}
            onChange={(e) => onChange({ campo: e.target.value === '' ? null : (e.target.value as DesignField) })}
            fullWidth
          />
          <FormField label="Texto" hint={line.campo ? 'Se muestra cuando la campaña no tiene ese campo.' : undefined} fullWidth>
            {(control) => (
              <TextArea size="md" maxLength={DESIGN_TEXT_MAX} value={line.texto ?? ''} onChange={(e) => onChange({ texto: e.target.value })} {...control} />
            )}
          </FormField>
          <FieldGrid columns={2} gap={2}>
            <TextField
              label="Tamaño"
              type="number"
              min={DESIGN_FONT_SIZES.min}
              max={DESIGN_FONT_SIZES.max}
              value={line.tamano ?? 16}
              onChange={(e) => {
                const n = numberOf(e.target.value);
                if (n !== null) onChange({ tamano: Math.min(Math.max(n, DESIGN_FONT_SIZES.min), DESIGN_FONT_SIZES.max) });
              }}
              fullWidth
            />
            <ColourField label="Color del texto" value={line.color ?? '#000000'} onChange={(color) => onChange({ color })} />
          </FieldGrid>
          <Select
            label="Alineación"
            options={ALIGNMENTS}
            value={line.alineacion}
            onChange={(e) => onChange({ alineacion: e.target.value as DesignAlign })}
            fullWidth
          />
          <Checkbox label="Negrita" checked={line.negrita} onChange={(e) => onChange({ negrita: e.target.checked })} />
        </>
      ) : null}
      {line.tipo === 'imagen' ? (
        <Button variant="secondary" onClick={onChooseImage}>
          Cambiar imagen
        </Button>
      ) : null}
      {line.tipo === 'imagen' ? null : (
        <>
          <Checkbox label="Con fondo" checked={line.fondo !== null} onChange={(e) => onChange({ fondo: e.target.checked ? '#ffffff' : null })} />
          {line.fondo !== null ? <ColourField label="Color de fondo" value={line.fondo} onChange={(fondo) => onChange({ fondo })} /> : null}
        </>
      )}
      {isPage ? null : (
        <>
          <Inline gap={2}>
            <Button size="sm" variant="secondary" onClick={() => onRestack('front')}>
              Traer al frente
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onRestack('back')}>
              Enviar al fondo
            </Button>
          </Inline>
          <Button variant="danger" startIcon={<TrashIcon size={16} />} onClick={onRemove}>
            Eliminar elemento
          </Button>
        </>
      )}
    </Stack>
  );
}
