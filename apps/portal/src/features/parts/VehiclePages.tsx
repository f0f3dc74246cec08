import type { Modelo, Motor } from '@socios/api';
import { calendarDateOf, containsIgnoreCaseAndAccents, matchesYearFilter, YEAR_FILTER_MIN_CHARS } from '@socios/domain';
import { DataTable, type DataTableColumn, Spinner, Stack, Text, TextField, Toolbar } from '@socios/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { placeOf } from './paths';

/** The text filter of the model and engine tables: a name, or a year once 4 digits are typed (001 §5). */
function matches(text: string, name: string, from: string, to: string | null): boolean {
  const t = text.trim();
  if (/^\d+$/.test(t)) return t.length < YEAR_FILTER_MIN_CHARS || matchesYearFilter(t, from, to, calendarDateOf(new Date()));
  return containsIgnoreCaseAndAccents(name, t);
}

/**
 * /referencias/buscador/{fabId}: the maker's models (name or year filter); a row opens its engines. `?anyo=YYYY` (a
 * VIN's model year) starts the filter on that year.
 */
export function ModelsPage() {
  const { fabId } = placeOf(useParams());
  const [search] = useSearchParams();
  const models = useApiQuery('Tecdoc', 'GetModelosByIdFabricante', { id: fabId ?? 0 }, { select: (a) => a.valorRetorno, staleTime: 3_600_000 });
  const [text, setText] = useState(() => /^\d{4}$/.exec(search.get('anyo') ?? '')?.[0] ?? '');
  if (models.isPending) return <Spinner centered label="Cargando los modelos" />;
  if (models.isError) return <Text tone="danger">No ha sido posible obtener los modelos.</Text>;
  const columns: DataTableColumn<Modelo>[] = [
    { id: 'nombre', header: 'Modelo', cell: (m) => <Link to={`/referencias/buscador/${fabId}/${m.id}`}>{m.nombre}</Link>, grow: 3, minWidth: 200 },
    { id: 'fechaDesde', header: 'Desde', cell: (m) => m.fechaDesde, minWidth: 100 },
    { id: 'fechaHasta', header: 'Hasta', cell: (m) => m.fechaHasta ?? '—', minWidth: 100 },
  ];
  const shown = models.data.filter((m) => matches(text, m.nombre, m.fechaDesde, m.fechaHasta));
  return (
    <Stack gap={3}>
      <Toolbar>
        <TextField type="search" label="Filtrar modelos" placeholder="Nombre o año" value={text} onChange={(e) => setText(e.target.value)} />
      </Toolbar>
      <DataTable data={shown} columns={columns} label="Modelos" rowKey={(m) => m.id} emptyText="No hay resultados para la búsqueda" />
    </Stack>
  );
}

/** /referencias/buscador/{fabId}/{modId}: the model's engines (name, code or year filter); a row opens its groups. */
export function EnginesPage() {
  const { fabId, modId } = placeOf(useParams());
  const engines = useApiQuery(
    'Tecdoc',
    'GetMotorByIdFabricanteAndIdModelo',
    { fab: fabId ?? 0, model: modId ?? 0 },
    { select: (a) => a.valorRetorno, staleTime: 3_600_000 },
  );
  const [text, setText] = useState('');
  if (engines.isPending) return <Spinner centered label="Cargando los motores" />;
  if (engines.isError) return <Text tone="danger">No ha sido posible obtener los motores.</Text>;
  const columns: DataTableColumn<Motor>[] = [
    {
      id: 'nombreMotor',
      header: 'Motor',
      cell: (e) => <Link to={`/referencias/buscador/${fabId}/${modId}/${e.id}`}>{e.nombreMotor}</Link>,
      grow: 2,
      minWidth: 180,
    },
    { id: 'codeMotor', header: 'Código', cell: (e) => e.codeMotor, minWidth: 110 },
    { id: 'fechaDesde', header: 'Desde', cell: (e) => e.fechaDesde, minWidth: 90 },
    { id: 'fechaHasta', header: 'Hasta', cell: (e) => e.fechaHasta ?? '—', minWidth: 90 },
    { id: 'KW', header: 'KW', cell: (e) => e.KW, align: 'end', minWidth: 70 },
    { id: 'CV', header: 'CV', cell: (e) => e.CV, align: 'end', minWidth: 70 },
    { id: 'CC', header: 'CC', cell: (e) => e.CC ?? '—', align: 'end', minWidth: 80 },
  ];
  const shown = engines.data.filter((e) => matches(text, `${e.nombreMotor} ${e.codeMotor}`, e.fechaDesde, e.fechaHasta));
  return (
    <Stack gap={3}>
      <Toolbar>
        <TextField type="search" label="Filtrar motores" placeholder="Motor, código o año" value={text} onChange={(e) => setText(e.target.value)} />
      </Toolbar>
      <DataTable data={shown} columns={columns} label="Motores" rowKey={(e) => e.id} emptyText="No hay resultados para la búsqueda" />
    </Stack>
  );
}
