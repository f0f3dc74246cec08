import { PROMOTION_MESSAGES } from '@socios/domain';
import { describe, expect, it } from 'vitest';
import { type SendCalls, sendCampaign } from './data';

/** Fake calls that record what was sent. */
function calls(groups: { GRT_ID: number; INCLUIDO: boolean }[], answer: { ok: boolean; mensajeError?: string | null } = { ok: true }) {
  const sent: { camId: number; grupos: string }[] = [];
  const fake: SendCalls = {
    loadGroups: async () => groups,
    send: async (camId, grupos) => {
      sent.push({ camId, grupos });
      return answer;
    },
  };
  return { fake, sent };
}

describe('sendCampaign (001 §5, §8)', () => {
  it('refuses without groups flagged INCLUIDO and sends nothing', async () => {
    const { fake, sent } = calls([
      { GRT_ID: 3, INCLUIDO: false },
      { GRT_ID: 7, INCLUIDO: false },
    ]);
    await expect(sendCampaign(12, fake)).resolves.toEqual({ ok: false, title: 'Envío', message: PROMOTION_MESSAGES.noGroupsToSend });
    expect(sent).toEqual([]);
  });

  it('sends the included groups as a comma-joined list and says the send started', async () => {
    const { fake, sent } = calls([
      { GRT_ID: 3, INCLUIDO: true },
      { GRT_ID: 5, INCLUIDO: false },
      { GRT_ID: 7, INCLUIDO: true },
    ]);
    await expect(sendCampaign(12, fake)).resolves.toEqual({ ok: true, message: 'El proceso de envío ha sido iniciado' });
    expect(sent).toEqual([{ camId: 12, grupos: '3,7' }]);
  });

  it("shows the server's refusal text", async () => {
    const { fake } = calls([{ GRT_ID: 3, INCLUIDO: true }], { ok: false, mensajeError: 'La campaña no existe' });
    await expect(sendCampaign(12, fake)).resolves.toEqual({ ok: false, title: 'Error', message: 'La campaña no existe' });
  });
});
