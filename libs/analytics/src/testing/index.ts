export { FixedContentCounts, InMemoryDailySalts, InMemoryPageViews, RecordedAudioRequestWrites, TabledCountries, TabledUserAgents } from './in-memory-analytics.js';
export { ManualBufferTimers } from './manual-buffer-timers.js';
export { anAudioRequest, aRecordedPageView, aVisitor, timesOf } from './analytics.mothers.js';
export { pageViewsContract } from './page-views.contract.js';
// The platform's test kit, through this one: the domain's specs import only from their own package.
export { fieldErrorsFor } from '@harmony/platform/testing';
export { InMemoryPeriodTraffic } from './in-memory-period-traffic.js';
