import type { TokenApi } from '@socios/api';
import { useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { ApiTokens } from './components';
import { failureText, useApiTokens, useCreateApiToken, useRevokeApiToken } from './data';
import { DeleteConfirm, Loaded, useSendChange } from './tabParts';
import { PROFILE_TEXTS } from './texts';

/** The API's reference page, served by our server. */
export const API_DOCS_HREF = '/api/docs';

/**
 * 'Acceso API': the user's personal API tokens (for the member's shop system). A new token is shown once; a revoke is
 * asked first and counts at once on the server.
 */
export function ApiAccessTab() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const notify = useNotice();
  const sendRevoke = useSendChange(revoke);
  const [revoking, setRevoking] = useState<TokenApi | null>(null);

  const onCreate = async (input: { nombre: string; alcance: string; dias: number }) => {
    try {
      const answer = await create.mutateAsync(input);
      if (!answer.ok || !answer.valorRetorno) {
        notify({ title: PROFILE_TEXTS.errorTitle, message: answer.mensajeError ?? '' });
        return null;
      }
      return answer.valorRetorno.TOKEN;
    } catch (err) {
      notify({ title: PROFILE_TEXTS.errorTitle, message: failureText(err) });
      return null;
    }
  };

  const confirmRevoke = async () => {
    const token = revoking;
    setRevoking(null);
    if (token && (await sendRevoke({ id: token.ID }))) notify({ title: 'Acceso API', message: `Token «${token.NOMBRE}» revocado.` });
  };

  return (
    <Loaded data={tokens.data} isError={tokens.isError} errorText="No se han podido cargar los tokens de API." loadingLabel="Cargando los tokens de API">
      {(data) => (
        <>
          <ApiTokens tokens={data} onCreate={onCreate} onRevoke={setRevoking} busy={create.isPending} docsHref={API_DOCS_HREF} />
          <DeleteConfirm
            title="Revocar token"
            message={revoking ? `¿Revocar el token «${revoking.NOMBRE}»? El sistema que lo use dejará de tener acceso en ese momento.` : null}
            onConfirm={() => void confirmRevoke()}
            onCancel={() => setRevoking(null)}
          />
        </>
      )}
    </Loaded>
  );
}
