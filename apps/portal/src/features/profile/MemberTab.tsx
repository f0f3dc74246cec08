import { Button, Card, Inline, Spinner, Text } from '@socios/ui';
import { useId, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { useUserConfig } from '../../app/session/SessionProvider';
import { keptImageId, MemberForm, type MemberFormValue, newImage } from './components';
import { failureText, imageUrl, useMember, useUpdateMember } from './data';
import { MAP_TILES } from './mapTiles';
import { PROFILE_TEXTS } from './texts';

/**
 * 'Socio': the member company (001 §2.16, §6). Account administrators edit it with its logo ('Socio modificado con
 * éxito'; a refusal is the dialog 'Error al modificar el socio' with the server's text); everyone else sees the
 * company name, read-only.
 */
export function MemberTab() {
  const formId = useId();
  const { usuario } = useUserConfig();
  const member = useMember();
  const update = useUpdateMember();
  const notify = useNotice();
  const [round, setRound] = useState(0);

  const save = async ({ logo, ...fields }: MemberFormValue) => {
    const socio = member.data;
    if (!socio) return;
    try {
      const answer = await update.mutateAsync({
        Accion: 1,
        SOC_ID: socio.SOC_ID,
        ...fields,
        SOC_ID_DOCUMENTO: keptImageId(logo),
        imagen: newImage(logo),
      });
      if (!answer.ok) {
        notify({ title: PROFILE_TEXTS.memberError, message: answer.mensajeError ?? '' });
        return;
      }
      notify({ title: 'Socio', message: PROFILE_TEXTS.memberModified });
      setRound((r) => r + 1);
    } catch (err) {
      notify({ title: PROFILE_TEXTS.memberError, message: failureText(err) });
    }
  };

  return (
    <Card title="Socio" headingLevel={2}>
      {member.data ? (
        <MemberForm
          key={`${member.data.SOC_ID}-${round}`}
          id={formId}
          socio={member.data}
          editable={usuario.USR_ADMINISTRAR_CUENTAS}
          imageUrl={imageUrl}
          onSubmit={save}
          mapTiles={MAP_TILES}
          busy={update.isPending}
          footer={
            <Inline justify="end">
              <Button type="submit" loading={update.isPending}>
                Guardar cambios
              </Button>
            </Inline>
          }
        />
      ) : member.isError ? (
        <Text tone="danger">No se han podido cargar los datos del socio.</Text>
      ) : (
        <Spinner label="Cargando los datos del socio" />
      )}
    </Card>
  );
}
