import type { Usuario } from '@socios/api';
import { deleteConfirmation } from '@socios/domain';
import { Button, ConfirmDialog, Inline, Modal, PlusIcon, Spinner, Stack, Text } from '@socios/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotice } from '../../app/notice/NoticeProvider';
import { useUserConfig } from '../../app/session/SessionProvider';
import { fullName, UserForm, type UserFormValue, UserList } from './components';
import { failureText, imageUrl, useChangeUser, useMemberUsers, userChange } from './data';
import { PROFILE_TEXTS } from './texts';

const loadCommonCheck = () => import('@socios/domain/commonPasswords').then((m) => m.isCommonPassword);

type Editing = { user: Usuario | null } | null;

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
  const notify = useNotice();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Usuario | null>(null);

  /** Sends a change; true when the server took it (a refusal is shown in the Error dialog). */
  const send = async (body: Parameters<typeof change.mutateAsync>[0]): Promise<boolean> => {
    try {
      const answer = await change.mutateAsync(body);
      if (!answer.ok) {
        notify({ title: PROFILE_TEXTS.errorTitle, message: answer.mensajeError ?? '' });
        return false;
      }
      return true;
    } catch (err) {
      notify({ title: PROFILE_TEXTS.errorTitle, message: failureText(err) });
      return false;
    }
  };

  const save = async (value: UserFormValue) => {
    const user = editing?.user ?? null;
    if (!(await send(userChange(value, user)))) return;
    // The form closes before the success is told: one dialog at a time.
    setEditing(null);
    notify({ title: 'Usuarios', message: user ? PROFILE_TEXTS.userModified : PROFILE_TEXTS.userAdded });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // The confirmation closes at once; the outcome is told in its own dialog.
    setDeleting(null);
    if (await send({ Accion: 2, USR_ID: deleting.USR_ID })) notify({ title: 'Usuarios', message: PROFILE_TEXTS.userDeleted });
  };

  return (
    <Stack>
      <Inline justify="between">
        <Text size="sm" tone="muted" aria-live="polite">
          {users.data ? (users.data.length === 1 ? '1 usuario' : `${users.data.length} usuarios`) : ''}
        </Text>
        <Button startIcon={<PlusIcon size={16} />} onClick={() => setEditing({ user: null })}>
          Nuevo usuario
        </Button>
      </Inline>
      {users.data ? (
        <UserList
          users={users.data}
          currentUserId={usuario.USR_ID}
          onEdit={(u) => (u.USR_ID === usuario.USR_ID ? navigate('/perfil') : setEditing({ user: u }))}
          onDelete={setDeleting}
        />
      ) : users.isError ? (
        <Text tone="danger">No se han podido cargar los usuarios.</Text>
      ) : (
        <Spinner label="Cargando los usuarios" />
      )}
      {editing ? (
        <Modal
          open
          onClose={() => setEditing(null)}
          title={editing.user ? `Editar ${fullName(editing.user)}` : 'Nuevo usuario'}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
              <Button type="submit" form={formId} loading={change.isPending}>
                Aceptar
              </Button>
            </>
          }
        >
          <UserForm
            id={formId}
            user={editing.user}
            grantable={Permisos}
            imageUrl={imageUrl}
            loadCommonCheck={loadCommonCheck}
            onSubmit={save}
            busy={change.isPending}
          />
        </Modal>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Borrar usuario"
        message={deleting ? deleteConfirmation(fullName(deleting)) : ''}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
