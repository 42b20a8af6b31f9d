/**
 * spec 02 §7 Annotations, the layers: GET /v1/annotations/layers, POST, PATCH and DELETE
 * /v1/annotations/layers/{id}, and GET /v1/annotations/layers_properties (the 12-colour palette of
 * spec 02 §9 with the colours already taken). Every layer write also invalidates the annotations:
 * deleting a layer deletes its annotations, and a recoloured layer redraws its marks.
 */
import type { BodyOf } from '@sl/api-contract/client';
import { content } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { ANNOTATIONS_KEY } from './annotations.ts';

export type LayerBody = BodyOf<typeof content.createLayer>;
export type LayerPatch = BodyOf<typeof content.updateLayer>;

export const LAYERS_KEY = ['annotation-layers'] as const;

export const layersQueryOptions = () =>
  queryOptions({
    queryKey: [...LAYERS_KEY, 'list'] as const,
    queryFn: ({ signal }) => apiClient.call(content.listLayers, { signal }),
    select: (answer) => answer.data,
  });

export const layerPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: [...LAYERS_KEY, 'properties'] as const,
    queryFn: ({ signal }) => apiClient.call(content.layerProperties, { signal }),
    select: (answer) => answer.layerProperties,
  });

function useInvalidateLayers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LAYERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ANNOTATIONS_KEY }),
    ]);
}

export function useSaveLayer() {
  const invalidate = useInvalidateLayers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LayerPatch }) =>
      id === null
        ? apiClient.call(content.createLayer, { body: body as LayerBody })
        : apiClient.call(content.updateLayer, { params: { id: String(id) }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteLayer() {
  const invalidate = useInvalidateLayers();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(content.deleteLayer, { params: { id: String(id) } }),
    onSuccess: invalidate,
  });
}
