import type { FichaVehiculo, GrupoMontaje } from '@socios/api';
import { canDrillOut, chooseShortcut, drillIn, drillOut, orUnspecified, START_NAVIGATION, visibleGroups } from '@socios/domain';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  Dialog,
  Facts,
  Fieldset,
  InfoIcon,
  Inline,
  ItemList,
  Spinner,
  Stack,
  Text,
  Toolbar,
} from '@socios/ui';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { enginePath, placeOf } from './paths';

/** The vehicle data sheet (Ficha del vehículo); what the catalogue does not know reads (Sin especificar). */
function DataSheet({ sheet }: { sheet: FichaVehiculo }) {
  const years = `${sheet.anyoDesde} – ${sheet.anyoHasta ?? 'hoy'}`;
  const rows: [string, string][] = [
    ['Vehículo', `${sheet.fabricante} ${sheet.modelo} ${sheet.motor}`],
    ['Años de construcción', years],
    ['Carrocería', orUnspecified(sheet.carroceria)],
    ['Tipo de tracción', orUnspecified(sheet.traccion)],
    ['Potencia', `${sheet.KW} KW / ${sheet.CV} CV`],
    ['Cilindrada', sheet.CC === null ? orUnspecified(null) : `${sheet.CC} cc`],
    ['Cilindros', orUnspecified(sheet.cilindros === null ? null : String(sheet.cilindros))],
    ['Válvulas', orUnspecified(sheet.valvulas === null ? null : String(sheet.valvulas))],
    ['Tipo de motor', orUnspecified(sheet.tipoMotor)],
    ['Combustible', orUnspecified(sheet.combustible)],
    ['Preparación de la mezcla', orUnspecified(sheet.combustion)],
    ['Número TecDoc', String(sheet.numeroTecDoc)],
    ['Códigos de motor', orUnspecified(sheet.codigosMotor.join(', ') || null)],
  ];
  return (
    <Facts density="comfortable" stackOnMobile>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/**
 * An engine's assembly groups (001 §2.10, §4): a level at a time — 'Sel' opens the group's articles, the arrow drills
 * in, the back arrow returns; shortcut buttons narrow the first level (with a cancel button); the vehicle's data sheet.
 */
export function GroupsPage() {
  const place = placeOf(useParams());
  const engineId = place.motId ?? 0;
  const [nav, setNav] = useState(START_NAVIGATION);
  const [sheetOpen, setSheetOpen] = useState(false);
  const groups = useApiQuery('Tecdoc', 'GetGruposByIdMotor', { engineId }, { select: (a) => a.valorRetorno, staleTime: 3_600_000 });
  const shortcut = useApiQuery(
    'Tecdoc',
    'GetGruposByIdMotorAndAtajo',
    { engineId, shortcutId: nav.shortcut ?? 0 },
    {
      select: (a) => new Set(a.valorRetorno.grupos.filter((g) => g.parentId1 === null).map((g) => g.id)),
      enabled: nav.shortcut !== null,
      staleTime: 3_600_000,
    },
  );
  const sheet = useApiQuery('Tecdoc', 'GetVehiculoDetalle', { engineId }, { select: (a) => a.valorRetorno, enabled: sheetOpen, staleTime: 3_600_000 });
  if (groups.isPending) return <Spinner centered label="Cargando los grupos" />;
  if (groups.isError) return <Text tone="danger">No ha sido posible obtener los grupos del vehículo.</Text>;
  const { grupos, atajos } = groups.data;
  if (grupos.length === 0) return <Text tone="muted">No se han encontrado articulos para el vehiculo seleccionado.</Text>;
  const shown = visibleGroups<GrupoMontaje>(grupos, nav, nav.shortcut === null ? null : (shortcut.data ?? new Set()));
  const current = grupos.find((g) => g.id === nav.stack.at(-1));
  const base = enginePath(place);
  return (
    <Stack gap={3}>
      <Toolbar>
        <Fieldset legend="Atajos" inline>
          {atajos.map((a) => (
            <Button
              key={a.shortCutIdField}
              variant={nav.shortcut === a.shortCutIdField ? 'primary' : 'secondary'}
              aria-pressed={nav.shortcut === a.shortCutIdField}
              onClick={() => setNav((n) => chooseShortcut(n, a.shortCutIdField))}
            >
              {a.shortCutNameField}
            </Button>
          ))}
          {nav.shortcut !== null ? (
            <Button variant="secondary" startIcon={<CloseIcon size={16} />} onClick={() => setNav((n) => chooseShortcut(n, null))}>
              Cancelar atajo
            </Button>
          ) : null}
        </Fieldset>
        <Button variant="secondary" startIcon={<InfoIcon size={16} />} onClick={() => setSheetOpen(true)}>
          Ficha del vehículo
        </Button>
      </Toolbar>
      <Toolbar>
        <Button
          variant="secondary"
          startIcon={<ChevronLeftIcon size={16} />}
          disabled={!canDrillOut(nav)}
          onClick={() => setNav(drillOut)}
          aria-label="Volver al nivel anterior"
        >
          Nivel anterior
        </Button>
        <Text as="h3" size="lg" weight="medium">
          {current ? [current.nivel_1, current.nivel_2, current.nivel_3, current.nivel_4].filter(Boolean).join(' › ') : 'Grupos de montaje'}
        </Text>
      </Toolbar>
      {nav.shortcut !== null && shortcut.isPending ? <Spinner label="Cargando el atajo" /> : null}
      <ItemList variant="boxed" aria-label="Grupos de montaje">
        {shown.map((g) => (
          <Inline as="li" key={g.id} justify="between" wrap={false}>
            <span>{g.label}</span>
            <Inline wrap={false} shrink={false}>
              <Link to={`${base}/${g.id}`} aria-label={`Ver artículos de ${g.label}`}>
                Sel
              </Link>
              {g.hasChilds ? (
                <Button
                  variant="secondary"
                  aria-label={`Abrir ${g.label}`}
                  startIcon={<ChevronRightIcon size={16} />}
                  onClick={() => setNav((n) => drillIn(n, g.id))}
                >
                  Abrir
                </Button>
              ) : null}
            </Inline>
          </Inline>
        ))}
      </ItemList>
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} title="Ficha del vehículo">
        {sheet.data ? <DataSheet sheet={sheet.data} /> : <Spinner label="Cargando la ficha" />}
      </Dialog>
    </Stack>
  );
}
