import { CreateAnalyticsTables1795700000000 } from './1795700000000-create-analytics-tables.js';
import { CreateAudioRequestTables1796200000000 } from './1796200000000-create-audio-request-tables.js';
import { AddPageViewSourcesAndClients1797000000000 } from './1797000000000-add-page-view-sources-and-clients.js';
import { AddListenerCountriesDevicesAndMonthlyListeners1797410000000 } from './1797410000000-add-listener-countries-devices-and-monthly-listeners.js';
import { AddVisitRollups1797600000000 } from './1797600000000-add-visit-rollups.js';

/**
 * Analytics' tables. The first two were made when analytics was part of the audience context: the classes keep
 * their names and timestamps, which databases record in their migrations table (renamed, each would run again
 * on a table that exists). They touch no audience table, so they run in any order relative to audience's.
 */
export const analyticsMigrations = [
  CreateAnalyticsTables1795700000000,
  CreateAudioRequestTables1796200000000,
  AddPageViewSourcesAndClients1797000000000,
  AddListenerCountriesDevicesAndMonthlyListeners1797410000000,
  AddVisitRollups1797600000000,
];
