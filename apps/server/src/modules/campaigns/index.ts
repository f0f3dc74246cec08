// The campaigns module (campaigns, their groups and designs, the templates): what the rest of the server may use
// (the seed stores the demo templates and campaigns with the same queries; the send reads a campaign's design).
export {
  CAMPAIGN_TEXT_MAX,
  campaignGroupHandlers,
  campaignHandlers,
  campaignLineHandlers,
  copyName,
  templateHandlers,
  templateLineHandlers,
} from './handlers';
export { CAMPAIGN_IMAGE_MESSAGES, type CampaignImage, checkCampaignImage } from './image';
export {
  type CampaignRecord,
  campaignLines,
  insertCampaign,
  insertTemplate,
  setCampaignLines,
  setGroupsOfCampaign,
  templateLines,
} from './queries';
