import type { TokenApi } from '@socios/api';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MIN_DAYS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  API_TOKEN_TEXTS,
  type ApiTokenInput,
  apiTokenProblem,
  formatGroupDateTime,
} from '@socios/domain';
import { Button, Card, DataTable, type DataTableColumn, Facts, Inline, ItemList, ItemListItem, Select, Stack, Text, TextField, useIsMobile } from '@socios/ui';
import { type FormEvent, useState } from 'react';

export interface ApiTokensProps {
  /** The user's tokens (never the tokens themselves: only their listing). */
  tokens: readonly TokenApi[];
  /** Creates a token; resolves to the token to show once, or null when it was refused (the caller tells why). */
  onCreate: (input: ApiTokenInput) => Promise<string | null>;
  /** Asks to revoke a token. */
  onRevoke: (token: TokenApi) => void;
  /** A creation is being sent. */
  busy?: boolean;
  /** Address of the API's reference page. */
  docsHref: string;
}

/** Lifetime offered by the form, in days. */
const DEFAULT_DAYS = 90;

const scopeOptions = API_TOKEN_SCOPES.map((s) => ({ value: s, label: API_TOKEN_SCOPE_LABELS[s] }));

const scopeOf = (t: TokenApi) => (t.ALCANCE === 'pedidos' ? 'Pedidos' : 'Lectura');
const lastUseOf = (t: TokenApi) => (t.ULTIMO_USO ? formatGroupDateTime(t.ULTIMO_USO) : 'Nunca');
const expiryOf = (t: TokenApi) => `${formatGroupDateTime(t.CADUCA)}${t.CADUCADO ? ' (caducado)' : ''}`;

const columns: DataTableColumn<TokenApi>[] = [
  { id: 'nombre', header: 'Nombre', cell: (t) => t.NOMBRE, grow: 2 },
  { id: 'alcance', header: 'Alcance', cell: scopeOf },
  { id: 'creado', header: 'Creado', cell: (t) => formatGroupDateTime(t.CREADO), minWidth: 140 },
  { id: 'uso', header: 'Último uso', cell: lastUseOf, minWidth: 140 },
  { id: 'caduca', header: 'Caduca', cell: expiryOf, minWidth: 160 },
];

/** The tokens as blocks (a phone): nothing of a token is off screen. */
function TokenCards({ tokens, onRevoke }: { tokens: readonly TokenApi[]; onRevoke: (token: TokenApi) => void }) {
  if (tokens.length === 0) return <Text tone="muted">No tiene tokens de API.</Text>;
  return (
    <ItemList variant="boxed" aria-label="Tokens de API">
      {tokens.map((t) => (
        <ItemListItem key={t.ID} aria-label={t.NOMBRE}>
          <strong>{t.NOMBRE}</strong>
          <Button size="sm" variant="secondary" onClick={() => onRevoke(t)} aria-label={`Revocar ${t.NOMBRE}`}>
            Revocar
          </Button>
          <Facts density="tight" size="sm">
            <dt>Alcance</dt>
            <dd>{scopeOf(t)}</dd>
            <dt>Caduca</dt>
            <dd>{expiryOf(t)}</dd>
            <dt>Creado</dt>
            <dd>{formatGroupDateTime(t.CREADO)}</dd>
            <dt>Último uso</dt>
            <dd>{lastUseOf(t)}</dd>
          </Facts>
        </ItemListItem>
      ))}
    </ItemList>
  );
}

/**
 * 'Acceso API' of Mi Perfil: the user's personal API tokens for the member's shop system (name, scope, created, last
 * used, expiry), a form that creates one (name, scope, 1–365 days; the domain's rules and texts) and shows it once,
 * and a revoke button per token.
 */
export function ApiTokens({ tokens, onCreate, onRevoke, busy = false, docsHref }: ApiTokensProps) {
  const [nombre, setNombre] = useState('');
  const [alcance, setAlcance] = useState<string>('lectura');
  const [dias, setDias] = useState(String(DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const phone = useIsMobile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { nombre, alcance, dias: dias.trim() === '' ? Number.NaN : Number(dias) };
    const found = apiTokenProblem(input);
    setProblem(found);
    if (found) return;
    const token = await onCreate(input);
    if (token) {
      setCreated(token);
      setNombre('');
    }
  };

  const withRevoke: DataTableColumn<TokenApi>[] = [
    ...columns,
    {
      id: 'revocar',
      header: 'Acciones',
      cell: (t) => (
        <Button size="sm" variant="secondary" onClick={() => onRevoke(t)} aria-label={`Revocar ${t.NOMBRE}`}>
          Revocar
        </Button>
      ),
      minWidth: 120,
    },
  ];

  return (
    <Stack>
      <Text>
        Un token personal deja que el sistema de gestión de su empresa consulte el portal (y, con alcance «Pedidos», realice pedidos) en su nombre, con sus
        mismos permisos. Envíelo en la cabecera <code>Authorization: Bearer</code>.{' '}
        <a href={docsHref} target="_blank" rel="noopener">
          Documentación de la API
        </a>
      </Text>
      {created ? (
        <Card title="Token creado">
          <Stack>
            <Text tone="danger" role="status">
              {API_TOKEN_TEXTS.shownOnce}
            </Text>
            <TextField label="Token" value={created} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Inline justify="end">
              <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(created)}>
                Copiar
              </Button>
              <Button onClick={() => setCreated(null)}>Hecho</Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
      <Card title="Nuevo token">
        <form onSubmit={submit} noValidate aria-label="Nuevo token">
          <Stack>
            <Inline align="end">
              <TextField label="Nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} />
              <Select label="Alcance" options={scopeOptions} value={alcance} onChange={(e) => setAlcance(e.target.value)} />
              <TextField
                label="Duración (días)"
                type="number"
                inputMode="numeric"
                min={API_TOKEN_MIN_DAYS}
                max={API_TOKEN_MAX_DAYS}
                value={dias}
                onChange={(e) => setDias(e.target.value)}
              />
              <Button type="submit" loading={busy}>
                Crear token
              </Button>
            </Inline>
            {problem ? (
              <Text tone="danger" role="alert">
                {problem}
              </Text>
            ) : null}
          </Stack>
        </form>
      </Card>
      {phone ? (
        <TokenCards tokens={tokens} onRevoke={onRevoke} />
      ) : (
        <DataTable
          label="Tokens de API"
          data={tokens}
          columns={withRevoke}
          rowKey={(t) => t.ID}
          height={Math.min(360, 56 + tokens.length * 48)}
          emptyText="No tiene tokens de API."
        />
      )}
    </Stack>
  );
}
