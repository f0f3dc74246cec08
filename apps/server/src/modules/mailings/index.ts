// The mailings module (a campaign's send as a queued job, the record of mailings): what the rest of the server may use
// (the seed records the demo members' past mailings with the same queries).
export { campaignSendHandlers, mailingHandlers } from './handlers';
export { addressOf, campaignToSend, insertMailing, mailImage, recipientsOf } from './queries';
export {
  CAMPAIGN_SEND_DEFAULTS,
  CAMPAIGN_SEND_QUEUE,
  CampaignSender,
  type CampaignSendSettings,
  deliveryMessageId,
} from './send';
