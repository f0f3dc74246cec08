import type { VehiculoMatricula, VinDecodificado } from '@socios/api';
import { validVin } from '@socios/domain';
import { Button, ChevronLeftIcon, DataTable, type DataTableColumn, Dialog, Inline, Page, SearchIcon, Select, Text, TextField, Toolbar } from '@socios/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { apiKey, useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';
import { useUserConfig } from '../../app/session/SessionProvider';
import { Crumbs } from '../../app/shell/Crumbs';
import { enginePath, type PartsPlace, parentPath, placeOf } from './paths';

const StyledCrumbs = styled(Crumbs)`
  flex: 1;
  min-width: 0;
  font-size: inherit;
`;

/** The vehicles of a plate: every column inside the 700 px dialog (the years in one column, from–to). */
const PLATE_COLUMNS: DataTableColumn<VehiculoMatricula>[] = [
  { id: 'Descripcion', header: 'Vehículo', cell: (v) => v.Descripcion, grow: 2, minWidth: 150 },
  { id: 'Motor', header: 'Motor', cell: (v) => v.Motor, grow: 2, minWidth: 100 },
  { id: 'Combustible', header: 'Combustible', cell: (v) => v.Combustible ?? '(Sin especificar)', minWidth: 100 },
  { id: 'Anos', header: 'Años', cell: (v) => `${v.FDesde} – ${v.FHasta ?? ''}`.trim(), minWidth: 150 },
  { id: 'CC', header: 'CC', cell: (v) => v.CC ?? '—', align: 'end', minWidth: 60 },
  { id: 'Kw', header: 'KW', cell: (v) => v.Kw, align: 'end', minWidth: 52 },
];

/** The vehicles of a plate or VIN to choose from: each opens its engine's groups. */
function VehicleChoice({ title, list, onClose }: { title: string; list: VehiculoMatricula[] | null; onClose: () => void }) {
  return (
    <Dialog open={list !== null} onClose={onClose} title={title}>
      {list ? (
        <DataTable
          data={list}
          columns={PLATE_COLUMNS.map((c) =>
            c.id === 'Descripcion'
              ? {
                  ...c,
                  cell: (v: VehiculoMatricula) => (
                    <Link to={`/referencias/motor/${v.Id}`} onClick={onClose}>
                      {v.Descripcion}
                    </Link>
                  ),
                }
              : c,
          )}
          label="Vehículos encontrados"
          rowKey={(v) => v.Id}
          height={320}
        />
      ) : null}
    </Dialog>
  );
}

/** The plate box (BuscarMatricula): one vehicle opens its groups, several are listed to choose, none is said. */
function PlateSearch() {
  const navigate = useNavigate();
  const [plate, setPlate] = useState('');
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'none' } | { kind: 'several'; list: VehiculoMatricula[] }>({ kind: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = plate.replace(/[\s-]/g, '');
    if (text.length < 4) return;
    setState({ kind: 'busy' });
    try {
      const { ListaVehiculos } = await callApi('Matriculas', 'GetVehiculos', { plate: text });
      if (ListaVehiculos.length === 1) {
        setState({ kind: 'idle' });
        navigate(`/referencias/motor/${ListaVehiculos[0]!.Id}`);
      } else if (ListaVehiculos.length > 1) setState({ kind: 'several', list: ListaVehiculos });
      else setState({ kind: 'none' });
    } catch {
      setState({ kind: 'none' });
    }
  };
  return (
    <>
      <Inline as="form" align="end" wrap={false} shrink={false} onSubmit={submit} aria-label="Buscar por matrícula">
        <TextField label="Matrícula" placeholder="1234BBB" value={plate} onChange={(e) => setPlate(e.target.value.toUpperCase())} maxLength={12} />
        <Button type="submit" variant="secondary" startIcon={<SearchIcon size={16} />} disabled={state.kind === 'busy'}>
          Buscar
        </Button>
      </Inline>
      {state.kind === 'busy' ? <Text tone="muted">Buscando vehículos...</Text> : null}
      {state.kind === 'none' ? (
        <Text tone="danger" role="alert">
          No se han encontrado vehiculos con la matrícula especificada.
        </Text>
      ) : null}
      <VehicleChoice
        title={`Vehículos con la matrícula ${plate}`}
        list={state.kind === 'several' ? state.list : null}
        onClose={() => setState({ kind: 'idle' })}
      />
    </>
  );
}

/**
 * The VIN box (beyond the spec): 17 characters with their check digit, checked before asking. A registered vehicle
 * with that chassis number opens its groups (or is chosen among several); otherwise the maker the VIN's WMI belongs
 * to opens its models with the VIN's model year, or what was read is said.
 */
function VinSearch() {
  const navigate = useNavigate();
  const [vin, setVin] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'invalid' } | { kind: 'unknown'; read: VinDecodificado } | { kind: 'several'; list: VehiculoMatricula[] }
  >({ kind: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validVin(vin);
    if (!valid) return setState({ kind: 'invalid' });
    setState({ kind: 'busy' });
    try {
      const { valorRetorno: read } = await callApi('Tecdoc', 'GetVehiculoByVin', { vin: valid });
      if (read.vehiculos.length === 1) {
        setState({ kind: 'idle' });
        navigate(`/referencias/motor/${read.vehiculos[0]!.Id}`);
      } else if (read.vehiculos.length > 1) setState({ kind: 'several', list: read.vehiculos });
      else if (read.idFabricante !== null) {
        setState({ kind: 'idle' });
        navigate(`/referencias/buscador/${read.idFabricante}${read.anyoModelo ? `?anyo=${read.anyoModelo}` : ''}`);
      } else setState({ kind: 'unknown', read });
    } catch {
      setState({ kind: 'invalid' });
    }
  };
  return (
    <>
      <Inline as="form" align="end" wrap={false} shrink={false} onSubmit={submit} aria-label="Buscar por VIN">
        <TextField label="VIN" placeholder="17 caracteres" value={vin} onChange={(e) => setVin(e.target.value.toUpperCase())} maxLength={20} />
        <Button type="submit" variant="secondary" startIcon={<SearchIcon size={16} />} disabled={state.kind === 'busy'}>
          Buscar
        </Button>
      </Inline>
      {state.kind === 'invalid' ? (
        <Text tone="danger" role="alert">
          El VIN no es válido: son 17 caracteres (sin I, O ni Q) y el noveno es su dígito de control.
        </Text>
      ) : null}
      {state.kind === 'unknown' ? (
        <Text tone="muted" role="status">
          {`VIN ${state.read.VIN}: el fabricante ${state.read.WMI} no está en el catálogo${state.read.anyoModelo ? ` (año modelo ${state.read.anyoModelo})` : ''}.`}
        </Text>
      ) : null}
      <VehicleChoice title={`Vehículos con el VIN ${vin}`} list={state.kind === 'several' ? state.list : null} onClose={() => setState({ kind: 'idle' })} />
    </>
  );
}

/**
 * The last 10 vehicles the user opened (beyond the spec; kept on the server): each engine opened is noted once, and
 * choosing one in the list opens its groups.
 */
function RecentVehicles({ motId }: { motId: number | undefined }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const recent = useApiQuery('Tecdoc', 'GetVehiculosRecientes', undefined, { select: (a) => a.valorRetorno, errors: 'handled' });
  const { mutate } = useApiMutation('Tecdoc', 'AddVehiculoReciente', {
    invalidates: [],
    errors: 'handled',
    onSuccess: (answer) => client.setQueryData(apiKey('Tecdoc', 'GetVehiculosRecientes'), answer),
  });
  useEffect(() => {
    if (motId) mutate({ idMotor: motId });
  }, [motId, mutate]);
  const list = (recent.data ?? []).filter((v) => v.idMotor !== motId);
  if (list.length === 0) return null;
  return (
    <Select
      label="Vehículos recientes"
      placeholder="Elija un vehículo"
      value=""
      options={list.map((v) => ({ value: String(v.idMotor), label: `${v.fabricante} ${v.modelo} · ${v.motor}` }))}
      onChange={(e) => e.target.value && navigate(`/referencias/motor/${e.target.value}`)}
    />
  );
}

/** One crumb of the car breadcrumb: a link up the tree, or the text of where the user is. */
interface Crumb {
  label: string;
  to?: string;
}

/**
 * The car breadcrumb of every buscador and motor path (001 §2.10): maker, model, engine, chassis number (when known)
 * and assembly group. An engine's page names its car by the engine; the maker's and model's pages by the catalogue's
 * lists (the same queries their pages ask, so they come from the cache).
 */
function CarCrumbs({ place }: { place: PartsPlace }) {
  const { fabId, modId, motId, grpId } = place;
  const vehicle = useApiQuery(
    'Tecdoc',
    'GetVehiculoByCodigoTecDoc',
    { engineId: motId ?? 0 },
    {
      select: (a) => a.valorRetorno,
      staleTime: 600_000,
      enabled: motId !== undefined,
    },
  );
  const makers = useApiQuery('Tecdoc', 'GetFabricantesVehiculos_Inicial', undefined, {
    select: (a) => a.valorRetorno,
    staleTime: 3_600_000,
    enabled: motId === undefined && fabId !== undefined,
  });
  const models = useApiQuery(
    'Tecdoc',
    'GetModelosByIdFabricante',
    { id: fabId ?? 0 },
    {
      select: (a) => a.valorRetorno,
      staleTime: 3_600_000,
      enabled: motId === undefined && modId !== undefined,
    },
  );
  const groups = useApiQuery(
    'Tecdoc',
    'GetGruposByIdMotor',
    { engineId: motId ?? 0 },
    {
      select: (a) => a.valorRetorno.grupos,
      staleTime: 3_600_000,
      enabled: motId !== undefined && grpId !== undefined,
    },
  );
  const crumbs: Crumb[] = [];
  const v = vehicle.data;
  if (v) {
    crumbs.push({ label: v.fabricante, to: `/referencias/buscador/${v.idFabricante}` });
    crumbs.push({ label: v.modelo, to: `/referencias/buscador/${v.idFabricante}/${v.idModelo}` });
    crumbs.push({ label: v.motor, to: enginePath(place) });
    if (v.bastidor) crumbs.push({ label: `Bastidor ${v.bastidor}` });
  } else if (motId === undefined) {
    const maker = makers.data?.find((f) => f.id === fabId);
    if (maker) crumbs.push({ label: maker.nombre, to: `/referencias/buscador/${maker.id}` });
    const model = models.data?.find((m) => m.id === modId);
    if (maker && model) crumbs.push({ label: model.nombre, to: `/referencias/buscador/${maker.id}/${model.id}` });
  }
  const group = grpId !== undefined ? groups.data?.find((g) => g.id === grpId) : undefined;
  if (v && group) crumbs.push({ label: group.label });
  if (crumbs.length === 0) return <StyledCrumbs aria-label="Vehículo" />;
  return (
    <StyledCrumbs aria-label="Vehículo">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.to ?? `${i}-${c.label}`}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>}
          </li>
        ))}
      </ol>
    </StyledCrumbs>
  );
}

/**
 * The parts area's header (001 §2.10): the back button (disabled on the makers page), the plate box (with
 * BuscarMatricula) or the car breadcrumb on an engine's pages, and the reference search (Enter searches); beyond the
 * spec, the VIN box and the user's recent vehicles.
 */
export function PartsLayout() {
  const params = useParams();
  const place = placeOf(params);
  const navigate = useNavigate();
  const { Permisos } = useUserConfig();
  const [reference, setReference] = useState(place.referencia ?? '');
  const parent = parentPath(place);
  const search = (e: FormEvent) => {
    e.preventDefault();
    const text = reference.trim();
    if (text.length >= 2) navigate(`/referencias/${encodeURIComponent(text)}`);
  };
  return (
    <Page>
      <Toolbar gap={3}>
        <Button variant="secondary" startIcon={<ChevronLeftIcon size={16} />} disabled={parent === null} onClick={() => parent && navigate(parent)}>
          Atrás
        </Button>
        {place.fabId || place.motId ? <CarCrumbs place={place} /> : Permisos.BuscarMatricula ? <PlateSearch /> : null}
        {place.motId ? null : <VinSearch />}
        <RecentVehicles motId={place.motId} />
        <Inline as="form" align="end" wrap={false} shrink={false} onSubmit={search} aria-label="Buscar por referencia">
          <TextField type="search" label="Referencia" placeholder="Referencia o número OE" value={reference} onChange={(e) => setReference(e.target.value)} />
          <Button type="submit" variant="secondary" startIcon={<SearchIcon size={16} />}>
            Buscar
          </Button>
        </Inline>
      </Toolbar>
      <Outlet />
    </Page>
  );
}
