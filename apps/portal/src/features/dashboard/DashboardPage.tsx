import type { BloqueDisposicion } from '@socios/api';
import { Button, type DashboardBlock, DashboardGrid, EditBar, EditIcon } from '@socios/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiKey, useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';
import { ConsumptionBlock } from './ConsumptionBlocks';
import { FavouriteDocumentsBlock, FavouriteNewsBlock, FavouriteSuppliersBlock } from './FavouriteBlocks';
import { MemberBlock, WelcomeBlock } from './MemberBlocks';

const LAYOUT_KEY = apiKey('Usuarios', 'GetDisposicion');

/**
 * The dashboard (spec 000 §2): consumption blocks (individual, group, country; only with Consumos), favourite
 * news, suppliers and documents, and a compact welcome and member block. The member can rearrange and resize the
 * blocks; the layout is stored for the user on the server.
 */
export function DashboardPage() {
  const config = useUserConfig();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // Without a stored layout the default one is shown: nothing to tell the user.
  const stored = useApiQuery('Usuarios', 'GetDisposicion', undefined, { select: (a) => a.valorRetorno, errors: 'handled' });
  const save = useApiMutation('Usuarios', 'GuardarDisposicion', {
    invalidates: [],
    onSuccess: (_a, input) => queryClient.setQueryData(LAYOUT_KEY, { ok: true, mensajeError: null, valorRetorno: input.disposicion }),
  });

  const consumos = config.Permisos.Consumos;
  const blocks = useMemo<DashboardBlock[]>(
    () => [
      { id: 'hola', title: 'Hola', content: <WelcomeBlock />, defaultLayout: { x: 0, y: 0, w: 4, h: 5 } },
      { id: 'empresa', title: 'Su empresa', content: <MemberBlock />, defaultLayout: { x: 4, y: 0, w: 4, h: 5 } },
      { id: 'noticias', title: 'Noticias favoritas', content: <FavouriteNewsBlock />, defaultLayout: { x: 8, y: 0, w: 4, h: 5 } },
      ...(consumos
        ? (['I', 'G', 'P'] as const).map((kind, i) => ({
            id: `consumo${kind}`,
            title: ['Consumo individual', 'Consumo del grupo', 'Consumo del país'][i] ?? '',
            content: <ConsumptionBlock kind={kind} country={config.pais} />,
            defaultLayout: { x: i * 4, y: 5, w: 4, h: 9 },
          }))
        : []),
      { id: 'proveedores', title: 'Proveedores favoritos', content: <FavouriteSuppliersBlock />, defaultLayout: { x: 0, y: 14, w: 6, h: 7 } },
      { id: 'documentos', title: 'Documentos favoritos', content: <FavouriteDocumentsBlock />, defaultLayout: { x: 6, y: 14, w: 6, h: 7 } },
    ],
    [consumos, config.pais],
  );

  return (
    <>
      <EditBar hint={editing ? 'Arrastre los bloques por su barra superior y cambie su tamaño desde la esquina inferior derecha.' : undefined}>
        <Button
          variant={editing ? 'primary' : 'secondary'}
          size="sm"
          startIcon={<EditIcon size={16} />}
          aria-pressed={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {editing ? 'Terminar de organizar' : 'Organizar bloques'}
        </Button>
      </EditBar>
      <DashboardGrid
        blocks={blocks}
        layout={stored.data?.lg ?? null}
        editing={editing}
        onLayoutChange={(lg: BloqueDisposicion[]) => save.mutate({ disposicion: { lg } })}
      />
    </>
  );
}
