import { useState } from 'react';
import styled from 'styled-components';
import { ComparedBrandsTable } from './ComparedBrandsTable';
import { type BrandSelection, initialSelections, type StudyOption, type StudyViewRequest } from './types';
import { Button, Checkbox, IconButton, Inline, PlusIcon, RefreshIcon, Spinner, Stack, SummaryTable, Text } from '@socios/ui';

export interface StudySelectorProps {
  /** The studies (step 1). */
  studies: readonly StudyOption[];
  /** The list is loading (first load or refresh). */
  loading?: boolean;
  /** Reloads the list (the refresh button). */
  onRefresh: () => void;
  /** The study chosen (step 2), or null for the list (step 1). */
  chosen: StudyOption | null;
  /** Called with a study when the user picks it, or null for 'Seleccionar otro'. */
  onChoose: (study: StudyOption | null) => void;
  /** 'Visualizar estudio': the study, the selections and the maximums flag. */
  onView: (request: StudyViewRequest) => void;
  /** Initial options of step 2 (when coming back to a study); every brand with its first tariff otherwise. */
  initial?: { selections: readonly BrandSelection[]; maximos: boolean };
}

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;
  text-decoration: underline;
  &:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;

function StudyList({ studies, loading, onRefresh, onChoose }: Pick<StudySelectorProps, 'studies' | 'loading' | 'onRefresh' | 'onChoose'>) {
  return (
    <Stack as="section" gap={3} aria-labelledby="estudios-lista">
      <Inline justify="between">
        <Text as="h2" size="lg" id="estudios-lista">
          Estudios disponibles
        </Text>
        <Inline gap={2} justify="end" align="stretch">
          {/* The spec names 'Nuevo Estudio' and says it does nothing at present: shown, and disabled so it says so. */}
          <Button variant="secondary" startIcon={<PlusIcon size={16} />} disabled title="Próximamente">
            Nuevo Estudio
          </Button>
          <IconButton label="Actualizar lista de estudios" variant="secondary" icon={<RefreshIcon size={18} />} onClick={onRefresh} disabled={loading} />
        </Inline>
      </Inline>
      {loading ? <Spinner centered label="Cargando estudios" /> : null}
      {!loading ? (
        <SummaryTable
          columns={[
            { key: 'brand', title: 'Marca', cell: (study) => study.nombreMarca },
            {
              key: 'description',
              title: 'Descripción',
              fit: 'wrap',
              cell: (study) => (
                <StyledLinkButton type="button" onClick={() => onChoose(study)}>
                  {study.descripcion}
                </StyledLinkButton>
              ),
            },
            { key: 'compared', title: 'Marcas comparadas', fit: 'wrap', cell: (study) => study.marcasComparadas.map((b) => b.nombreMarcaComp).join(', ') },
          ]}
          rows={studies}
          rowKey={(study) => String(study.id)}
        />
      ) : null}
    </Stack>
  );
}

function StudyOptions({ study, initial, onChoose, onView }: { study: StudyOption } & Pick<StudySelectorProps, 'initial' | 'onChoose' | 'onView'>) {
  const [selections, setSelections] = useState<readonly BrandSelection[]>(() => initial?.selections ?? initialSelections(study));
  const [maximos, setMaximos] = useState(initial?.maximos ?? false);
  const none = !selections.some((s) => s.incluida);
  return (
    <Stack as="section" gap={3} aria-labelledby="estudio-opciones">
      <Text as="h2" size="lg" id="estudio-opciones">
        {study.descripcion}
      </Text>
      <Stack gap={4}>
        <Checkbox label="Realizar estudios a máximos" checked={maximos} onChange={() => setMaximos(!maximos)} />
        <Text>
          Marca a comparar: <strong>{study.nombreMarca}</strong> ({study.nombreProveedor})
        </Text>
        <ComparedBrandsTable brands={study.marcasComparadas} selections={selections} onChange={setSelections} />
        <Inline gap={2} justify="end" align="stretch">
          <Button variant="secondary" onClick={() => onChoose(null)}>
            Seleccionar otro
          </Button>
          <Button disabled={none} title={none ? 'Seleccione al menos una marca' : undefined} onClick={() => onView({ study, selections, maximos })}>
            Visualizar estudio
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

/**
 * The market-study selector (spec 000 §2, §4): step 1 lists the studies (brand, description, compared brands) with
 * a refresh button; choosing one goes to step 2, its options: 'Realizar estudios a máximos', the brand to compare
 * with its supplier, the compared brands (select checkbox, brand, supplier, tariff; all included with their first
 * tariff), 'Seleccionar otro' back to the list and 'Visualizar estudio'. The spec's 'Nuevo Estudio' button has no
 * behaviour, so it is left out.
 */
export function StudySelector({ studies, loading = false, onRefresh, chosen, onChoose, onView, initial }: StudySelectorProps) {
  if (!chosen) return <StudyList studies={studies} loading={loading} onRefresh={onRefresh} onChoose={onChoose} />;
  return <StudyOptions key={chosen.id} study={chosen} initial={initial} onChoose={onChoose} onView={onView} />;
}
