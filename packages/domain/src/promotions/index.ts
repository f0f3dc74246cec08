export * from './countries';
export * from './design';
export * from './campaignPeriod';
