/** Custom topics (spec 02 §7 GET, POST /v1/topics; PUT, DELETE /v1/topics/{id}). */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { topics } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Topic = ResponseOf<typeof topics.listTopics>[number];
export type TopicInput = BodyOf<typeof topics.updateTopic>;

export const topicQueries = {
  all: ['topics'] as const,
  list: () =>
    queryOptions({
      queryKey: [...topicQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(topics.listTopics, { query: {}, signal }),
    }),
};

// The dashboard's topics widget counts these too, so every write refreshes everything under 'topics'.
const afterWrite = () => queryClient.invalidateQueries({ queryKey: topicQueries.all });

export const useSaveTopic = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TopicInput }) =>
      id === null
        ? apiClient.call(topics.createTopic, { body })
        : apiClient.call(topics.updateTopic, { params: { id }, body }),
    onSuccess: afterWrite,
  });

export const useDeleteTopic = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(topics.deleteTopic, { params: { id } }),
    onSuccess: afterWrite,
  });
