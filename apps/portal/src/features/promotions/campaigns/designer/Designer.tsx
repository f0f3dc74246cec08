// 'Diseñar imagen' (001 §2.18, §7): the campaign image's designer, loaded as a chunk of its own the first time it
// opens (react-grid-layout comes with it). It starts on a choice (keep the campaign's design, a blank page or a
// template), then edits the page; 'Aceptar' has the server render the design and hands back the PNG and the lines.
import type { Imagen, Plantilla } from '@socios/api';
import { checkDesign, DESIGN_MESSAGES, type DesignFieldValues, type DesignLine } from '@socios/domain';
import { Button, Modal, Notice, Spinner, Stack, useIsMobile } from '@socios/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { EditStep } from './EditStep';
import { type AddableKind, addItem, blankDesign, designForEditing, type GridBox, pageOf, placeItem, updateItem } from './model';
import { ImageChoice, StartChoice } from './Steps';
import { failure, usePictureCache } from './usePictureCache';

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

  let body: ReactNode;
  if (step.kind === 'choose') {
    // 'Mantener' keeps what is on the page now: the lines being edited, else the campaign's stored design.
    const keep = lines.length > 0 ? lines : stored && stored.length > 0 ? stored : null;
    body = (
      <StartChoice
        keep={keep}
        templates={current === null && stored === null ? null : templates}
        previews={previews.pictures}
        onStart={start}
        onBlank={() => start(blankDesign())}
        onTemplate={(key) => void pickTemplate(key)}
      />
    );
  } else if (step.kind === 'image') {
    body = <ImageChoice images={images} thumbnails={thumbnails.pictures} onPick={pickImage} onBack={() => setStep({ kind: 'edit' })} />;
  } else {
    body = (
      <EditStep
        lines={lines}
        setLines={setLines}
        fields={fields}
        zoom={zoom}
        onZoom={setZoom}
        selected={selected}
        onSelect={setSelected}
        onAdd={(kind) => add(kind)}
        onGallery={openGallery}
        onPlace={place}
        imageUrls={thumbnails.pictures}
        onBrokenImage={(imageId) => setBrokenImages((prev) => (prev.has(imageId) ? prev : new Set(prev).add(imageId)))}
      />
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
