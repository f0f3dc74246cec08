import type { Usuario } from '@socios/api';
import { Chip, EditIcon, EmptyState, IconButton, Inline, Text, TrashIcon } from '@socios/ui';
import styled from 'styled-components';

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

const StyledList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  & + & {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

const StyledLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    overflow-wrap: anywhere;
  }
`;

/** Full name of a user: name and surnames. */
export const fullName = (u: Pick<Usuario, 'USR_NOMBRE' | 'USR_APELLIDOS'>) => [u.USR_NOMBRE, u.USR_APELLIDOS].filter(Boolean).join(' ');

/**
 * The member's users (001 §2.16, account administrators only): name, login and e-mail, 'Administrador' for account
 * administrators, with edit and delete buttons (no delete on one's own line).
 */
export function UserList({ users, currentUserId, onEdit, onDelete }: UserListProps) {
  if (users.length === 0) return <EmptyState title="No hay usuarios" />;
  return (
    <StyledList aria-label="Usuarios del socio">
      {users.map((u) => {
        const name = fullName(u);
        return (
          <StyledItem key={u.USR_ID} aria-label={name}>
            <StyledLines>
              <Inline gap={2}>
                <Text as="span" weight="bold">
                  {name}
                </Text>
                {u.USR_ID === currentUserId ? <Chip>Usted</Chip> : null}
                {u.USR_ADMINISTRAR_CUENTAS ? <Chip>Administrador</Chip> : null}
              </Inline>
              <span>Usuario: {u.USR_CLAVE}</span>
              <span>{u.USR_MAIL || 'Sin especificar'}</span>
            </StyledLines>
            <Inline gap={1} wrap={false} shrink={false}>
              <IconButton size="sm" label={`Editar ${name}`} icon={<EditIcon size={18} />} onClick={() => onEdit(u)} />
              {u.USR_ID === currentUserId ? null : <IconButton size="sm" label={`Borrar ${name}`} icon={<TrashIcon size={18} />} onClick={() => onDelete(u)} />}
            </Inline>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
