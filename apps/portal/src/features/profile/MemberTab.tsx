import { Card } from '@socios/ui';
import { useId, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { useMapTiles } from '../../app/mapTiles';
import { useUserConfig } from '../../app/session/SessionProvider';
import { keptImageId, MemberForm, type MemberFormValue, newImage } from './components';
import { imageUrl, useMember, useUpdateMember } from './data';
import { Loaded, SaveFooter, useSendChange } from './tabParts';
import { PROFILE_TEXTS } from './texts';

/**
 * 'Socio': the member company (001 §2.16, §6). Account administrators edit it with its logo ('Socio modificado con
 * éxito'; a refusal is the dialog 'Error al modificar el socio' with the server's text); everyone else sees the
 * company name, read-only.
 */
export function MemberTab() {
  // The form's map reads its tiles (MAP_TILE_URL) once, when it is made: the form waits for them.
  const mapTiles = useMapTiles();
  const formId = useId();
  const { usuario } = useUserConfig();
  const member = useMember();
  const update = useUpdateMember();
  const notify = useNotice();
  const [round, setRound] = useState(0);

  const send = useSendChange(update, { errorTitle: PROFILE_TEXTS.memberError });

  const save = async ({ logo, ...fields }: MemberFormValue) => {
    const socio = member.data;
    if (!socio) return;
    if (!(await send({ Accion: 1, SOC_ID: socio.SOC_ID, ...fields, SOC_ID_DOCUMENTO: keptImageId(logo), imagen: newImage(logo) }))) return;
    notify({ title: 'Socio', message: PROFILE_TEXTS.memberModified });
    setRound((r) => r + 1);
  };

  return (
    <Card title="Socio" headingLevel={2}>
      <Loaded
        data={mapTiles === undefined ? undefined : member.data}
        isError={member.isError}
        errorText="No se han podido cargar los datos del socio."
        loadingLabel="Cargando los datos del socio"
      >
        {(socio) => (
          <MemberForm
            key={`${socio.SOC_ID}-${round}`}
            id={formId}
            socio={socio}
            editable={usuario.USR_ADMINISTRAR_CUENTAS}
            imageUrl={imageUrl}
            onSubmit={save}
            mapTiles={mapTiles ?? null}
            busy={update.isPending}
            footer={<SaveFooter busy={update.isPending} />}
          />
        )}
      </Loaded>
    </Card>
  );
}
