import { describe, expect, it } from 'vitest';
import {
  buildNetworkBreakdownChartOptions,
  type NetworksData,
} from './build-network-breakdown-chart-options.ts';

describe('buildNetworkBreakdownChartOptions', () => {
  it('names networks by their product names and splits each by sentiment', () => {
    const data: NetworksData = {
      total: 30,
      networks: [
        { socialType: 'twitter', count: 20, positive: 5, neutral: 10, negative: 5 },
        { socialType: 'googlePlay', count: 10, positive: 3, neutral: 3, negative: 4 },
      ],
    };
    const options = buildNetworkBreakdownChartOptions(data);
    expect(options.xAxis).toMatchObject({ categories: ['X', 'Google Play'] });
    expect(((options.series ?? [])[0] as { data: number[] }).data).toEqual([5, 3]);
  });
});
