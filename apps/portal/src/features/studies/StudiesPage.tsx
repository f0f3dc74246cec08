import { Page, Stepper } from '@socios/ui';
import { type BrandSelection, StudySelector, type StudyOption, type StudyViewRequest } from './components';
import { useState } from 'react';
import { useStudies } from './data';
import { StudyView } from './StudyView';

const STEPS = ['Seleccionar estudio', 'Opciones del estudio', 'Estudio'] as const;

/**
 * The market studies page (spec 000 §2, §4): step 1 the list, step 2 the options of the chosen study, step 3 the
 * study view. 'Seleccionar nuevo estudio' resets everything. The spec's 'Nuevo Estudio' button has no behaviour
 * at present: the list shows it disabled.
 */
export function StudiesPage() {
  const studies = useStudies();
  const [chosen, setChosen] = useState<StudyOption | null>(null);
  const [view, setView] = useState<StudyViewRequest | null>(null);
  const step = view ? 2 : chosen ? 1 : 0;

  const reset = () => {
    setView(null);
    setChosen(null);
  };

  return (
    <Page gap={5}>
      <Stepper steps={STEPS} current={step} label="Pasos del estudio de mercado" />
      {view ? (
        <StudyView
          study={view.study}
          selections={view.selections}
          maximos={view.maximos}
          onSelectionsChange={(selections: readonly BrandSelection[]) => setView({ ...view, selections })}
          onReset={reset}
        />
      ) : (
        <StudySelector
          studies={studies.data ?? []}
          loading={studies.isFetching}
          onRefresh={() => void studies.refetch()}
          chosen={chosen}
          onChoose={setChosen}
          onView={setView}
        />
      )}
    </Page>
  );
}
