/**
 * spec 02 §7 Annotations: GET /v1/annotations/annotations with layerIds (and, spec 02 §5, a
 * two-item time range), POST, PATCH /v1/annotations/annotations/{id} with name, text, anchorDate,
 * layerId, and DELETE. The dashboard reads the annotations of every layer for the range on screen
 * once; each time chart keeps those of the layers it shows (spec 02 §3 `layerIds`).
 */
import type { BodyOf } from '@sl/api-contract/client';
import { content } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

export type AnnotationBody = BodyOf<typeof content.createAnnotation>;
export type AnnotationPatch = BodyOf<typeof content.updateAnnotation>;

export const ANNOTATIONS_KEY = ['annotations'] as const;

export const annotationsQueryOptions = (layerIds: readonly number[], range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...ANNOTATIONS_KEY, 'list', { layerIds, range }] as const,
    queryFn: ({ signal }) =>
      apiClient.call(content.listAnnotations, {
        query: { layerIds: [...layerIds], timeRange: [range.from, range.to] },
        signal,
      }),
    select: (answer) => answer.data,
    // spec 02 §5: the API refuses an empty layerIds; with no layer there is nothing to ask.
    enabled: layerIds.length > 0,
  });

export function useSaveAnnotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnotationPatch }) =>
      id === null
        ? apiClient.call(content.createAnnotation, { body: body as AnnotationBody })
        : apiClient.call(content.updateAnnotation, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOTATIONS_KEY }),
  });
}

export function useDeleteAnnotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(content.deleteAnnotation, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANNOTATIONS_KEY }),
  });
}
