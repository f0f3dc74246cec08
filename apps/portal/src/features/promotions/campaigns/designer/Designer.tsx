// 'Diseñar imagen' (001 §2.18, §7): the campaign image's designer, loaded as a chunk of its own the first time it
// opens (react-grid-layout comes with it). It starts on a choice (keep the campaign's design, a blank page or a
// template), then edits the page; 'Aceptar' has the server render the design and hands back the PNG and the lines.
import type { Imagen, Plantilla } from '@socios/api';
import {
  checkDesign,
  DESIGN_MESSAGES,
  DESIGN_COLUMNS,
  DESIGN_FIELD_LABELS,
  DESIGN_ROWS,
  DESIGN_ZOOMS,
  type DesignFieldValues,
  type DesignLine,
} from '@socios/domain';
import { Button, Inline, Modal, Notice, PlusIcon, Select, Spinner, Stack, Text, useIsMobile } from '@socios/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { DesignCanvas } from './DesignCanvas';
import { ItemInspector } from './ItemInspector';
import {
  type AddableKind,
  addItem,
  blankDesign,
  designForEditing,
  type GridBox,
  itemName,
  pageOf,
  placeItem,
  removeItem,
  restackItem,
  updateItem,
} from './model';
import { imageChoices, PictureChoices, templateChoices } from './Pickers';

/** Where the designer reads and renders: the calls, given by the page (or fakes in stories). */
export interface DesignerSource {
  /** The campaign's stored design (CampanasRegistros); [] for a new campaign or one without a design. */
  loadCampaignDesign: () => Promise<DesignLine[]>;
  /** The templates (Plantillas/GetPagina). */
  loadTemplates: () => Promise<Plantilla[]>;
  /** A template's preview as a data URL (Plantillas/GetImagen). */
  loadTemplatePreview: (id: number) => Promise<string>;
  /** A template's lines (PlantillasRegistros/GetPagina). */
  loadTemplateDesign: (id: number) => Promise<DesignLine[]>;
  /** The gallery the member may use (Imagenes/getImagenes). */
  loadImages: () => Promise<Imagen[]>;
  /** A gallery image as a data URL (Imagenes/GetImagenBase64). */
  loadImage: (id: number) => Promise<string>;
  /** Renders the design with the campaign's texts to a PNG data URL (RenderizadoPromo/screenshotPromo). */
  render: (lines: DesignLine[], fields: DesignFieldValues) => Promise<string>;
}

/** What 'Aceptar' hands back: the design's lines and its rendered PNG as a data URL. */
export interface DesignResult {
  lines: DesignLine[];
  image: string;
}

/** Props of Designer. */
export interface DesignerProps {
  /** The design being edited in the campaign form (after an earlier 'Aceptar'), or null to offer the stored one. */
  current: DesignLine[] | null;
  /** The campaign's texts (as typed in the form) that bound texts show. */
  fields: DesignFieldValues;
  /** The calls. */
  source: DesignerSource;
  /** The design is accepted and rendered. */
  onAccept: (result: DesignResult) => void;
  /** Closes without changing anything. */
  onCancel: () => void;
}

type Step = { kind: 'choose' } | { kind: 'edit' } | { kind: 'image'; target: 'add' | number };

const StyledWorkspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ theme }) => theme.size.thumbnail.md};
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledScroller = styled.div`
  overflow: auto;
  max-height: calc(100vh - ${({ theme }) => theme.spacing(72)});
  min-height: ${({ theme }) => theme.size.scrollArea.md};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const fieldLabel = (campo: keyof typeof DESIGN_FIELD_LABELS) => DESIGN_FIELD_LABELS[campo];

/** Loads data URLs by id on demand and keeps them (template previews, gallery thumbnails). */
function usePictureCache(load: (id: number) => Promise<string>) {
  const [pictures, setPictures] = useState<ReadonlyMap<number, string>>(new Map());
  const asked = useRef(new Set<number>());
  const ensure = (ids: readonly number[]) => {
    for (const id of ids) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      load(id).then(
        (url) => setPictures((prev) => new Map(prev).set(id, url)),
        // A picture that cannot be read shows an empty frame ('' ) instead of loading forever.
        () => setPictures((prev) => new Map(prev).set(id, '')),
      );
    }
  };
  return { pictures, ensure };
}

/** Spanish text of a failure (the api client's errors carry the server's message). */
const failure = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Error de servidor');

/**
 * The designer in a modal: first the choice of a starting design, then the page on a 24-column grid at a zoom with
 * add (text, box, gallery image), select, drag, resize and the selected item's properties; 'Aceptar' checks the
 * design (`checkDesign`), has it rendered and hands back lines and PNG.
 */
export default function Designer({ current, fields, source, onAccept, onCancel }: DesignerProps) {
  const isMobile = useIsMobile();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [lines, setLines] = useState<DesignLine[]>(current ?? []);
  const [stored, setStored] = useState<DesignLine[] | null>(current);
  const [templates, setTemplates] = useState<Plantilla[] | null>(null);
  const [images, setImages] = useState<Imagen[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number>(isMobile ? 0.5 : 0.75);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previews = usePictureCache(source.loadTemplatePreview);
  const thumbnails = usePictureCache(source.loadImage);
  /** Gallery images whose data the browser could not draw. */
  const [brokenImages, setBrokenImages] = useState<ReadonlySet<number>>(new Set());

  // The choice step needs the stored design (unless the form already holds one) and the templates with previews.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the designer opens
  useEffect(() => {
    let live = true;
    if (current === null) {
      source.loadCampaignDesign().then(
        (design) => live && setStored(design),
        () => live && setStored([]),
      );
    }
    source.loadTemplates().then(
      (list) => {
        if (!live) return;
        setTemplates(list);
        previews.ensure(list.map((t) => t.PLTPRO_ID));
      },
      (err) => {
        if (!live) return;
        setTemplates([]);
        setProblem(failure(err));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // Gallery images the design names are shown on the page.
  const namedImages = useMemo(() => [...new Set(lines.flatMap((l) => (l.tipo === 'imagen' && l.imagen !== null ? [l.imagen] : [])))], [lines]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: ensure() is stable in effect (it only asks once per id)
  useEffect(() => thumbnails.ensure(namedImages), [namedImages]);

  const start = (design: DesignLine[]) => {
    setLines(designForEditing(design));
    setSelected(null);
    setProblem(null);
    setStep({ kind: 'edit' });
  };

  const pickTemplate = async (key: string) => {
    const id = Number(key.slice(1));
    setBusy(true);
    try {
      start(await source.loadTemplateDesign(id));
    } catch (err) {
      setProblem(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const openGallery = (target: 'add' | number) => {
    setStep({ kind: 'image', target });
    if (images === null) {
      source.loadImages().then(
        (list) => {
          setImages(list);
          thumbnails.ensure(list.map((i) => i.IMG_ID));
        },
        (err) => {
          setImages([]);
          setProblem(failure(err));
        },
      );
    } else {
      thumbnails.ensure(images.map((i) => i.IMG_ID));
    }
  };

  const page = pageOf(lines);
  const selectedLine = lines.find((l) => l.id === selected) ?? null;
  /** New items go into the selected box, else onto the page. */
  const targetParent = selectedLine?.tipo === 'caja' ? selectedLine.id : (page?.id ?? 1);

  const add = (kind: AddableKind, imageId: number | null = null) => {
    const next = addItem(lines, kind, targetParent, imageId);
    setLines(next.lines);
    setSelected(next.id);
  };

  const pickImage = (key: string) => {
    if (step.kind !== 'image') return;
    const id = Number(key);
    if (step.target === 'add') add('imagen', id);
    else setLines(updateItem(lines, step.target, { imagen: id }));
    setStep({ kind: 'edit' });
  };

  const place = (id: number, box: GridBox) => setLines((prev) => placeItem(prev, id, box));

  const accept = async () => {
    // A gallery image that could not be loaded here would be saved and mailed broken: refused until it is replaced.
    const broken = lines.find((l) => l.tipo === 'imagen' && l.imagen !== null && (thumbnails.pictures.get(l.imagen) === '' || brokenImages.has(l.imagen)));
    const wrong = broken ? DESIGN_MESSAGES.brokenImage(broken.id) : checkDesign(lines);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const image = await source.render(lines, fields);
      onAccept({ lines, image });
    } catch (err) {
      setProblem(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const parentOfSelected = selectedLine?.id_padre == null ? null : lines.find((l) => l.id === selectedLine.id_padre);

  let body: ReactNode;
  if (step.kind === 'choose') {
    // 'Mantener' keeps what is on the page now: the lines being edited, else the campaign's stored design.
    const keep = lines.length > 0 ? lines : stored && stored.length > 0 ? stored : null;
    body = (
      <Stack gap={4}>
        <Text>Elija el diseño del que partir.</Text>
        <Inline gap={2}>
          {keep ? (
            <Button variant="secondary" onClick={() => start(keep)}>
              Mantener el diseño actual
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => start(blankDesign())}>
            Página en blanco
          </Button>
        </Inline>
        {templates === null || (current === null && stored === null) ? (
          <Spinner label="Cargando plantillas" centered />
        ) : (
          <PictureChoices
            label="Plantillas"
            choices={templateChoices(templates, previews.pictures)}
            onPick={(key) => void pickTemplate(key)}
            empty="No hay plantillas."
          />
        )}
      </Stack>
    );
  } else if (step.kind === 'image') {
    body = (
      <Stack gap={4}>
        <Text>Elija una imagen de la galería.</Text>
        {images === null ? (
          <Spinner label="Cargando imágenes" centered />
        ) : (
          <PictureChoices
            label="Imágenes de la galería"
            choices={imageChoices(images, thumbnails.pictures)}
            onPick={pickImage}
            empty="No hay imágenes en la galería. Añádalas en Imagenes."
          />
        )}
        <div>
          <Button variant="secondary" onClick={() => setStep({ kind: 'edit' })}>
            Volver al diseño
          </Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={3}>
        <Inline gap={2} align="end">
          <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => add('texto')}>
            Añadir texto
          </Button>
          <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => add('caja')}>
            Añadir caja
          </Button>
          <Button size="sm" variant="secondary" startIcon={<PlusIcon size={14} />} onClick={() => openGallery('add')}>
            Añadir imagen
          </Button>
          <Select
            label="Zoom"
            labelHidden
            options={DESIGN_ZOOMS.map((z) => ({ value: String(z), label: `Zoom ${Math.round(z * 100)} %` }))}
            value={String(zoom)}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </Inline>
        <StyledWorkspace>
          <StyledScroller>
            <DesignCanvas
              lines={lines}
              fields={fields}
              zoom={zoom}
              selected={selected}
              onSelect={setSelected}
              onPlace={place}
              imageUrls={thumbnails.pictures}
              onBrokenImage={(imageId) => setBrokenImages((prev) => (prev.has(imageId) ? prev : new Set(prev).add(imageId)))}
            />
          </StyledScroller>
          <Stack gap={3}>
            <Select
              label="Elemento"
              placeholder="Ninguno"
              options={lines.map((l) => ({ value: String(l.id), label: l.id_padre === null ? 'Página' : itemName(l, fieldLabel) }))}
              value={selected === null ? '' : String(selected)}
              onChange={(e) => setSelected(e.target.value === '' ? null : Number(e.target.value))}
              fullWidth
            />
            {selectedLine ? (
              <ItemInspector
                key={selectedLine.id}
                line={selectedLine}
                parent={parentOfSelected ?? { w: DESIGN_COLUMNS, h: DESIGN_ROWS }}
                onChange={(patch) => setLines((prev) => updateItem(prev, selectedLine.id, patch))}
                onPlace={(box) => place(selectedLine.id, box)}
                onRemove={() => {
                  setLines((prev) => removeItem(prev, selectedLine.id));
                  setSelected(null);
                }}
                onChooseImage={() => openGallery(selectedLine.id)}
                onRestack={(where) => {
                  const restacked = restackItem(lines, selectedLine.id, where);
                  setLines(restacked.lines);
                  setSelected(restacked.id);
                }}
              />
            ) : (
              <Text size="sm" tone="muted">
                Seleccione un elemento de la página para cambiar su texto, colores o tamaño. Las flechas lo mueven y
                Mayús + flechas cambian su tamaño.
              </Text>
            )}
          </Stack>
        </StyledWorkspace>
      </Stack>
    );
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title="Diseñar imagen"
      closeOnBackdropClick={false}
      footer={
        <>
          {step.kind === 'edit' ? (
            <Button variant="ghost" onClick={() => setStep({ kind: 'choose' })}>
              Cambiar plantilla
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          {step.kind === 'edit' ? (
            <Button onClick={() => void accept()} loading={busy}>
              Aceptar
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap={3}>
        {problem ? (
          <Notice tone="warning" role="alert">
            {problem}
          </Notice>
        ) : null}
        {busy && step.kind !== 'edit' ? <Spinner label="Cargando" /> : null}
        {body}
      </Stack>
    </Modal>
  );
}
