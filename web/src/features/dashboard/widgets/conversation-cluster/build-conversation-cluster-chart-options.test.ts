import { describe, expect, it } from 'vitest';
import {
  buildConversationClusterChartOptions,
  type ClustersData,
} from './build-conversation-cluster-chart-options.ts';

describe('buildConversationClusterChartOptions', () => {
  it('names actionable clusters as such and splits each by sentiment', () => {
    const data: ClustersData = {
      total: 30,
      clusters: [
        {
          id: 1,
          name: 'login',
          count: 20,
          positive: 2,
          neutral: 3,
          negative: 15,
          actionable: true,
          keywords: ['down'],
        },
        {
          id: 2,
          name: 'price',
          count: 10,
          positive: 4,
          neutral: 4,
          negative: 2,
          actionable: false,
          keywords: [],
        },
      ],
    };
    const options = buildConversationClusterChartOptions(data);
    expect(options.xAxis).toMatchObject({ categories: ['login (actionable)', 'price'] });
    expect(((options.series ?? [])[2] as { data: number[] }).data).toEqual([15, 2]);
  });
});
