import { ApiProperty } from '@nestjs/swagger';
import { ANALYTICS_PERIODS, DEVICE_TYPES, LISTENING_APPS, type DownloadDashboard } from '../../domain/index.js';

export class DownloadDashboardPeriodResponse {
  @ApiProperty({ enum: ANALYTICS_PERIODS }) name!: string;
  @ApiProperty({ example: '2026-10-29' }) firstDay!: string;
  @ApiProperty({ example: '2026-11-27' }) lastDay!: string;
}

export class DownloadDashboardDayResponse {
  @ApiProperty({ example: '2026-11-27' }) date!: string;
  @ApiProperty({ example: 42 }) downloads!: number;
  @ApiProperty({ type: [Number], description: 'Episodes released that day: the chart marks them.' }) releases!: number[];
}

export class DownloadDashboardMilestonesResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'Downloads on its release day (day 1); null before it has lived it.' }) d1!: number | null;
  @ApiProperty({ type: Number, nullable: true }) d3!: number | null;
  @ApiProperty({ type: Number, nullable: true }) d7!: number | null;
  @ApiProperty({ type: Number, nullable: true }) d30!: number | null;
  @ApiProperty({ type: Number, nullable: true }) d90!: number | null;
}

export class DownloadDashboardEpisodeResponse {
  @ApiProperty({ example: 4 }) episodeId!: number;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-01' }) releaseDay!: string | null;
  @ApiProperty({ description: 'Downloads within the period.' }) inPeriod!: number;
  @ApiProperty() allTime!: number;
  @ApiProperty({ type: DownloadDashboardMilestonesResponse, description: 'Downloads within 1, 3, 7, 30 and 90 days of its release.' }) milestones!: DownloadDashboardMilestonesResponse;
  @ApiProperty({ type: [Number], description: 'Cumulative downloads at the end of each of its first 30 days, as far as it has lived.' }) cumulative!: number[];
}

export class DownloadDashboardAppResponse {
  @ApiProperty({ enum: LISTENING_APPS }) app!: string;
  @ApiProperty() downloads!: number;
}

export class DownloadDashboardCountryResponse {
  @ApiProperty({ type: String, nullable: true, example: 'AU', description: "ISO 3166-1 alpha-2 code, looked up from the listener's address (which is not kept); null when the address placed nowhere." })
  country!: string | null;
  @ApiProperty() downloads!: number;
}

export class DownloadDashboardDeviceResponse {
  @ApiProperty({ enum: DEVICE_TYPES, nullable: true, description: 'From the user agent (not kept); a podcast app of no known device counts as mobile; null when the user agent tells nothing.' })
  device!: string | null;
  @ApiProperty() downloads!: number;
}

export class DownloadDashboardMonthlyListenersResponse {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ description: "Distinct listeners who downloaded in the month, by a hash under the month's own random key, destroyed when the month ends." }) listeners!: number;
  @ApiProperty({ description: 'True for the month still running: the count so far.' }) soFar!: boolean;
}

export class DownloadDashboardResponse {
  @ApiProperty({ type: DownloadDashboardPeriodResponse }) period!: DownloadDashboardPeriodResponse;
  @ApiProperty() total!: number;
  @ApiProperty({ type: [DownloadDashboardDayResponse] }) byDay!: DownloadDashboardDayResponse[];
  @ApiProperty({ type: [DownloadDashboardEpisodeResponse], description: 'Newest release first.' }) byEpisode!: DownloadDashboardEpisodeResponse[];
  @ApiProperty({ type: [Number], description: 'The newest episodes, for the pacing chart.' }) pacingEpisodeIds!: number[];
  @ApiProperty({ type: [DownloadDashboardAppResponse] }) byApp!: DownloadDashboardAppResponse[];
  @ApiProperty({ type: [DownloadDashboardCountryResponse], description: "The listeners' countries: downloads in the period, most first (not placed last among equals)." })
  countries!: DownloadDashboardCountryResponse[];
  @ApiProperty({ type: [DownloadDashboardDeviceResponse], description: "The listeners' kinds of device: downloads in the period, most first." })
  devices!: DownloadDashboardDeviceResponse[];
  @ApiProperty({
    type: [DownloadDashboardMonthlyListenersResponse],
    description: 'Unique listeners of each calendar month the period touches, oldest first; the current month so far. Before this was counted (or before any download), 0.',
  })
  monthlyUniqueListeners!: DownloadDashboardMonthlyListenersResponse[];
}

export const toDownloadDashboardResponse = (dashboard: DownloadDashboard): DownloadDashboardResponse => ({
  period: { ...dashboard.period },
  total: dashboard.total,
  byDay: dashboard.byDay.map((day) => ({ ...day, releases: [...day.releases] })),
  byEpisode: dashboard.byEpisode.map(({ milestones, cumulative, ...episode }) => ({
    ...episode,
    milestones: { d1: milestones[1], d3: milestones[3], d7: milestones[7], d30: milestones[30], d90: milestones[90] },
    cumulative: [...cumulative],
  })),
  pacingEpisodeIds: [...dashboard.pacingEpisodeIds],
  byApp: dashboard.byApp.map((app) => ({ ...app })),
  countries: dashboard.countries.map((country) => ({ ...country })),
  devices: dashboard.devices.map((device) => ({ ...device })),
  monthlyUniqueListeners: dashboard.monthlyUniqueListeners.map((month) => ({ ...month })),
});
