// The dashboard's charts in one chunk, loaded once after the figures show: recharts is most of the screen's
// weight, and one load (not one per chart) leaves a single late import for a test or a slow network to await.
export { DailyVisitsChart } from './daily-visits-chart.js';
export { DownloadsSection } from './downloads-section.js';
