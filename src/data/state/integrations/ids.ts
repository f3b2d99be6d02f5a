import { randomBytes } from 'node:crypto';

/** Public ids of the integration objects: a readable prefix and 16 url-safe random characters. */
const randomPart = () => randomBytes(12).toString('base64url');

export const newWebhookId = (): string => `wh_${randomPart()}`;
export const newDeliveryId = (): string => `dlv_${randomPart()}`;
export const newWatchlistId = (): string => `wl_${randomPart()}`;
export const newAlertRuleId = (): string => `alr_${randomPart()}`;
export const newFiringId = (): string => `fir_${randomPart()}`;
