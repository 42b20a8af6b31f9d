/**
 * spec 01 §7 Shared links: list (read via POST), open by code (read via POST), create, update;
 * and delete (decision record 014). The list is the dashboard's "Shared links" panel.
 */
import type { BodyOf } from '@sl/api-contract/client';
import { sharedLinks } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

export type SharedLinkBody = BodyOf<typeof sharedLinks.createSharedLink>;

const SHARED_LINKS_KEY = ['shared-links'] as const;

export const sharedLinksQueryOptions = () =>
  queryOptions({
    queryKey: [...SHARED_LINKS_KEY, 'list'] as const,
    queryFn: ({ signal }) => apiClient.call(sharedLinks.listSharedLinks, { body: {}, signal }),
  });

/** The link a viewer opens by its code (the client also sends the code as Shared-Link-Code). */
export const openSharedLinkQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...SHARED_LINKS_KEY, 'open', code] as const,
    queryFn: ({ signal }) =>
      apiClient.call(sharedLinks.openSharedLink, { params: { code }, body: {}, signal }),
    // A wrong or private code answers the same on a second try: say so at once.
    retry: false,
  });

export function useSaveSharedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SharedLinkBody }) =>
      id === null
        ? apiClient.call(sharedLinks.createSharedLink, { body })
        : apiClient.call(sharedLinks.updateSharedLink, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARED_LINKS_KEY }),
  });
}

export function useDeleteSharedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(sharedLinks.deleteSharedLink, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARED_LINKS_KEY }),
  });
}
