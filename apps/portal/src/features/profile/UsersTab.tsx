import type { Usuario } from '@socios/api';
import { deleteConfirmation } from '@socios/domain';
import { Stack } from '@socios/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../app/FormModal';
import { useUserConfig } from '../../app/session/SessionProvider';
import { fullName, UserForm, type UserFormValue, UserList } from './components';
import { imageUrl, useChangeUser, useMemberUsers, userChange } from './data';
import { DeleteConfirm, ListHeader, Loaded, useListEditing } from './tabParts';
import { PROFILE_TEXTS } from './texts';

const loadCommonCheck = () => import('@socios/domain/commonPasswords').then((m) => m.isCommonPassword);

/**
 * 'Usuarios' (account administrators, 001 §2.16, §6): the member's users; add one ('Nuevo usuario'), edit one with
 * its permission checkboxes (only the flags the administrator holds can be switched), delete one after confirming.
 * One's own line opens 'Mis datos' instead (one's own permissions are not edited here, and nobody deletes themselves).
 */
export function UsersTab() {
  const formId = useId();
  const { usuario, Permisos } = useUserConfig();
  const users = useMemberUsers(true);
  const change = useChangeUser();
  const navigate = useNavigate();
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useListEditing<Usuario, Parameters<typeof change.mutateAsync>[0]>(
    change,
    'Usuarios',
  );

  const saveForm = (value: UserFormValue) => {
    const user = editing?.record ?? null;
    return save(userChange(value, user), user ? PROFILE_TEXTS.userModified : PROFILE_TEXTS.userAdded);
  };

  return (
    <Stack>
      <ListHeader count={users.data?.length} one="usuario" many="usuarios" addLabel="Nuevo usuario" onAdd={() => setEditing({ record: null })} />
      <Loaded data={users.data} isError={users.isError} errorText="No se han podido cargar los usuarios." loadingLabel="Cargando los usuarios">
        {(data) => (
          <UserList
            users={data}
            currentUserId={usuario.USR_ID}
            onEdit={(u) => (u.USR_ID === usuario.USR_ID ? navigate('/perfil') : setEditing({ record: u }))}
            onDelete={setDeleting}
          />
        )}
      </Loaded>
      {editing ? (
        <FormModal
          title={editing.record ? `Editar ${fullName(editing.record)}` : 'Nuevo usuario'}
          formId={formId}
          busy={change.isPending}
          onClose={() => setEditing(null)}
        >
          <UserForm
            id={formId}
            user={editing.record}
            grantable={Permisos}
            imageUrl={imageUrl}
            loadCommonCheck={loadCommonCheck}
            onSubmit={saveForm}
            busy={change.isPending}
          />
        </FormModal>
      ) : null}
      <DeleteConfirm
        title="Borrar usuario"
        message={deleting ? deleteConfirmation(fullName(deleting)) : null}
        onConfirm={() => void confirmDelete((user) => ({ Accion: 2, USR_ID: user.USR_ID }), PROFILE_TEXTS.userDeleted)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
