import { PROMOTION_MESSAGES } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { planSend, type SendCalls, sendQuestion, sendTest, startSend } from './data';

/** Fake calls that record what was counted, sent and tested. */
function calls(
  groups: { GRT_ID: number; INCLUIDO: boolean }[],
  answer: { ok: boolean; mensajeError?: string | null } = { ok: true },
  count: { TALLERES: number; CORREOS: number } | null = { TALLERES: 4, CORREOS: 5 },
) {
  const counted: string[] = [];
  const sent: { camId: number; grupos: string }[] = [];
  const tested: number[] = [];
  const fake: SendCalls = {
    loadGroups: async () => groups,
    count: async (_camId, grupos) => {
      counted.push(grupos);
      return count ? { ok: true, valorRetorno: count } : { ok: false, mensajeError: PROMOTION_MESSAGES.campaignSilenced, valorRetorno: null };
    },
    send: async (camId, grupos) => {
      sent.push({ camId, grupos });
      return answer;
    },
    test: async (camId) => {
      tested.push(camId);
      return { ok: true, valorRetorno: 'ana@recambiosdemo.es' };
    },
  };
  return { fake, counted, sent, tested };
}

describe('planSend, startSend (001 §5, §8; a send asks first)', () => {
  it('refuses without groups flagged INCLUIDO and counts or sends nothing', async () => {
    const { fake, counted, sent } = calls([
      { GRT_ID: 3, INCLUIDO: false },
      { GRT_ID: 7, INCLUIDO: false },
    ]);
    await expect(planSend(12, fake)).resolves.toEqual({ ok: false, title: 'Envío', message: PROMOTION_MESSAGES.noGroupsToSend });
    expect(counted).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('counts the included groups first and sends nothing until confirmed', async () => {
    const { fake, counted, sent } = calls([
      { GRT_ID: 3, INCLUIDO: true },
      { GRT_ID: 5, INCLUIDO: false },
      { GRT_ID: 7, INCLUIDO: true },
    ]);
    await expect(planSend(12, fake)).resolves.toEqual({ ok: true, grupos: '3,7', workshops: 4, addresses: 5 });
    expect(counted).toEqual(['3,7']);
    expect(sent).toEqual([]);
    await expect(startSend(12, '3,7', fake)).resolves.toEqual({ ok: true, message: 'El proceso de envío ha sido iniciado' });
    expect(sent).toEqual([{ camId: 12, grupos: '3,7' }]);
  });

  it("shows the server's refusal of the count or of the send", async () => {
    const silenced = calls([{ GRT_ID: 3, INCLUIDO: true }], { ok: true }, null);
    await expect(planSend(12, silenced.fake)).resolves.toEqual({ ok: false, title: 'Envío', message: PROMOTION_MESSAGES.campaignSilenced });
    const { fake } = calls([{ GRT_ID: 3, INCLUIDO: true }], { ok: false, mensajeError: 'La campaña no existe' });
    await expect(startSend(12, '3', fake)).resolves.toEqual({ ok: false, title: 'Error', message: 'La campaña no existe' });
  });

  it('says where the test e-mail went', async () => {
    const { fake, tested, sent } = calls([{ GRT_ID: 3, INCLUIDO: true }]);
    await expect(sendTest(12, fake)).resolves.toEqual({ ok: true, message: 'Se ha enviado una prueba a ana@recambiosdemo.es' });
    expect(tested).toEqual([12]);
    expect(sent).toEqual([]);
  });

  it('asks with the count, singular or plural', () => {
    expect(sendQuestion('Frenos', 12, 14)).toBe('Se enviará a 12 talleres (14 direcciones de correo) la campaña Frenos. ¿Desea enviarla?');
    expect(sendQuestion('Frenos', 1, 1)).toBe('Se enviará a 1 taller (1 dirección de correo) la campaña Frenos. ¿Desea enviarla?');
  });
});
