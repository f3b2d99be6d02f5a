import { alertTools } from './integrations/alerts.js';
import { triggerTools } from './integrations/triggers.js';
import { watchlistTools } from './integrations/watchlists.js';
import { webhookTools } from './integrations/webhooks.js';

/** Webhooks, automation triggers, watchlists and alerts. */
export const integrationTools = [...webhookTools, ...triggerTools, ...watchlistTools, ...alertTools];
