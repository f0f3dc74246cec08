import type { Usuario } from '@socios/api';
import { Chip, EditIcon, EmptyState, IconButton, Inline, ItemList, ItemListItem, MetaLines, Text, TrashIcon } from '@socios/ui';

export interface UserListProps {
  /** The member's users, by name. */
  users: readonly Usuario[];
  /** The logged-in user: marked 'Usted' and never offered for deletion (nobody deletes themselves, 001 §6). */
  currentUserId: number;
  /** Opens a user's edit form. */
  onEdit: (user: Usuario) => void;
  /** Asks to delete a user. */
  onDelete: (user: Usuario) => void;
}

/** Full name of a user: name and surnames. */
export const fullName = (u: Pick<Usuario, 'USR_NOMBRE' | 'USR_APELLIDOS'>) => [u.USR_NOMBRE, u.USR_APELLIDOS].filter(Boolean).join(' ');

/**
 * The member's users (001 §2.16, account administrators only): name, login and e-mail, 'Administrador' for account
 * administrators, with edit and delete buttons (no delete on one's own line).
 */
export function UserList({ users, currentUserId, onEdit, onDelete }: UserListProps) {
  if (users.length === 0) return <EmptyState title="No hay usuarios" />;
  return (
    <ItemList variant="joined" aria-label="Usuarios del socio">
      {users.map((u) => {
        const name = fullName(u);
        return (
          <ItemListItem key={u.USR_ID} aria-label={name}>
            <MetaLines wrap>
              <Inline gap={2}>
                <Text as="span" weight="bold">
                  {name}
                </Text>
                {u.USR_ID === currentUserId ? <Chip>Usted</Chip> : null}
                {u.USR_ADMINISTRAR_CUENTAS ? <Chip>Administrador</Chip> : null}
              </Inline>
              <span>Usuario: {u.USR_CLAVE}</span>
              <span>{u.USR_MAIL || 'Sin especificar'}</span>
            </MetaLines>
            <Inline gap={1} wrap={false} shrink={false}>
              <IconButton size="sm" label={`Editar ${name}`} icon={<EditIcon size={18} />} onClick={() => onEdit(u)} />
              {u.USR_ID === currentUserId ? null : <IconButton size="sm" label={`Borrar ${name}`} icon={<TrashIcon size={18} />} onClick={() => onDelete(u)} />}
            </Inline>
          </ItemListItem>
        );
      })}
    </ItemList>
  );
}
