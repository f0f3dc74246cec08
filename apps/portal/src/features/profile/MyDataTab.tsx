import { Card, Stack } from '@socios/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotice } from '../../app/notice/NoticeProvider';
import { callApi } from '../../app/query/callApi';
import { useSession } from '../../app/session/SessionProvider';
import { PasswordRecovery, UserForm, type UserFormValue } from './components';
import { imageUrl, sendRecovery, useChangeUser, useOwnUser, userChange } from './data';
import { Loaded, SaveFooter, useSendChange } from './tabParts';
import { PROFILE_TEXTS } from './texts';

/** The common-password list, loaded when a password is being set (it is large). */
const loadCommonCheck = () => import('@socios/domain/commonPasswords').then((m) => m.isCommonPassword);

/**
 * 'Mis datos': the user's own data, photo and password (001 §2.16, §5), and the password recovery form. After a
 * save that changes the password the user is logged out and in again with the new credentials (001 §4): the server
 * has ended the user's other sessions, and this one starts afresh. A save without a new password only reloads the
 * session's configuration (the name in the header): the password needed to log in again is not known then.
 */
export function MyDataTab() {
  const formId = useId();
  const own = useOwnUser();
  const change = useChangeUser();
  const { login, refresh } = useSession();
  const notify = useNotice();
  const navigate = useNavigate();
  // A saved form starts again from the stored data (and empty password fields).
  const [round, setRound] = useState(0);

  const send = useSendChange(change, {
    refusalTitle: (message) => (message === PROFILE_TEXTS.wrongPasswordText ? PROFILE_TEXTS.wrongPasswordTitle : PROFILE_TEXTS.errorTitle),
  });

  const save = async (value: UserFormValue) => {
    const user = own.data;
    if (!user) return;
    if (!(await send(userChange(value, user)))) return;
    notify({ title: 'Mi Perfil', message: PROFILE_TEXTS.userModified });
    setRound((r) => r + 1);
    if (value.USR_PWD) {
      // Log out and in again with the new credentials. The session state is left as it is in between (the shell
      // would otherwise show the login screen for a moment); login() replaces it with the new configuration.
      await callApi('Login', 'SalirAplicacion', undefined).catch(() => undefined);
      const again = await login(value.USR_CLAVE, value.USR_PWD);
      if (!again.ok) {
        notify({ title: PROFILE_TEXTS.errorTitle, message: PROFILE_TEXTS.reloginFailed });
        navigate('/logout');
      }
    } else {
      await refresh();
    }
  };

  return (
    <Stack>
      <Card title="Mis datos" headingLevel={2}>
        <Loaded data={own.data} isError={own.isError} errorText="No se han podido cargar sus datos." loadingLabel="Cargando sus datos">
          {(user) => (
            <UserForm
              key={`${user.USR_ID}-${round}`}
              id={formId}
              user={user}
              own
              imageUrl={imageUrl}
              loadCommonCheck={loadCommonCheck}
              onSubmit={save}
              busy={change.isPending}
              footer={<SaveFooter busy={change.isPending} />}
            />
          )}
        </Loaded>
      </Card>
      <Card title="Recuperar contraseña" headingLevel={2}>
        {own.data ? <PasswordRecovery defaultEmail={own.data.USR_MAIL} onSend={sendRecovery} /> : null}
      </Card>
    </Stack>
  );
}
