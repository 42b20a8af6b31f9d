/**
 * The helper chat (spec 01 §3, §7 Helper): a chat started on the first question, questions
 * answered from the data, an answer asked again from the current data ("recover"), votes, the
 * caller's pinned questions, and the helper tab's default settings (PUT
 * accounts/preferences/ui/tabs/helper/default_settings, which answers the account).
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { configuration, session } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';

export type HelperMessage = ResponseOf<typeof configuration.askHelper>;
export type PinnedQuestion = ResponseOf<typeof configuration.listPinnedQuestions>['data'][number];
export type HelperSettings = BodyOf<typeof session.updateHelperDefaultSettings>['defaultSettings'];

export const helperQueries = {
  all: ['helper'] as const,
  pinned: () =>
    queryOptions({
      queryKey: [...helperQueries.all, 'pinned'],
      queryFn: ({ signal }) => apiClient.call(configuration.listPinnedQuestions, { signal }),
    }),
};

export const startChat = () => apiClient.call(configuration.createChat);

export const ask = (chatId: number, question: string) =>
  apiClient.call(configuration.askHelper, { params: { id: chatId }, body: { question } });

// Path parameters are named as the path writes them (spec 01 §7 {sessionId} is session_id here).
const messageParams = (m: HelperMessage) => ({ session_id: m.chatId, id: m.id });

export const recover = (m: HelperMessage) =>
  apiClient.call(configuration.recoverMessage, { params: messageParams(m) });

export const upVote = (m: HelperMessage) =>
  apiClient.call(configuration.upVoteMessage, { params: messageParams(m) });

export const downVote = (m: HelperMessage, reason: string) =>
  apiClient.call(configuration.downVoteMessage, {
    params: messageParams(m),
    body: reason.trim() ? { reason: reason.trim() } : {},
  });

const afterPinnedWrite = () => queryClient.invalidateQueries({ queryKey: [...helperQueries.all, 'pinned'] });

export const useSavePinned = () =>
  useMutation({
    mutationFn: ({ id, text }: { id: number | null; text: string }) =>
      id === null
        ? apiClient.call(configuration.createPinnedQuestion, { body: { text } })
        : apiClient.call(configuration.updatePinnedQuestion, { params: { id: String(id) }, body: { text } }),
    onSuccess: afterPinnedWrite,
  });

export const useDeletePinned = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiClient.call(configuration.deletePinnedQuestion, { params: { id: String(id) } }),
    onSuccess: afterPinnedWrite,
  });

export const useSaveHelperSettings = () =>
  useMutation({
    mutationFn: (defaultSettings: HelperSettings) =>
      apiClient.call(session.updateHelperDefaultSettings, { body: { defaultSettings } }),
    // The answer is the account: it is the current user from now on.
    onSuccess: (account) => currentUser.set(account),
  });
