import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  blockBodySchema,
  unblockBodySchema,
  companyAccountSchema,
  companyNoteBodySchema,
  okSchema,
  recommendationBodySchema,
  sectionSettingsSchema,
  signinLinkSentSchema,
  type BlockBody,
  type CompanyAccount,
  type RecommendationBody,
  type RecommendationCategory,
  type SectionSettings,
} from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { companyPath } from './get-company';
import { backofficeKeys, invalidateAfterAccountChange } from './keys';

export type SigninLinkSent = z.infer<typeof signinLinkSentSchema>;
export type NoteBody = z.infer<typeof companyNoteBodySchema>;

/**
 * A change that answers with the company's account: the page shows the answer at once, then
 * every list, timeline and the audit log read again.
 */
function useAccountMutation<Variables>(id: string, send: (variables: Variables) => Promise<CompanyAccount>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (account) => client.setQueryData(backofficeKeys.company(id), account),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}

const account = async (answer: Promise<unknown>) => companyAccountSchema.parse(await answer);

/** `POST …/block` or `…/unblock` with the reason. */
export function useBlockCompany(id: string, action: 'block' | 'unblock') {
  const schema = action === 'block' ? blockBodySchema : unblockBodySchema;
  return useAccountMutation(id, (body: BlockBody) => account(api.post(`${companyPath(id)}/${action}`, schema.parse(body))));
}

/** `PUT …/sections`: crowdfunding and pilots shown or hidden for the company. */
export function useSaveSections(id: string) {
  return useAccountMutation(id, (body: SectionSettings) => account(api.put(`${companyPath(id)}/sections`, sectionSettingsSchema.parse(body))));
}

/** `PUT …/recommendations/{category}` with the title and the text. */
export function useSaveRecommendation(id: string, category: RecommendationCategory) {
  return useAccountMutation(id, (body: RecommendationBody) =>
    account(api.put(`${companyPath(id)}/recommendations/${category}`, recommendationBodySchema.parse(body))),
  );
}

/** `DELETE …/recommendations/{category}`: the stock text is back in use. */
export function useRemoveRecommendation(id: string) {
  return useAccountMutation(id, (category: RecommendationCategory) => account(api.delete(`${companyPath(id)}/recommendations/${category}`)));
}

/** `POST …/signin-link`: a one-time link by mail, in the company's language. */
export function useSendSigninLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<SigninLinkSent> => signinLinkSentSchema.parse(await api.post(`${companyPath(id)}/signin-link`)),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}

/** `POST …/notes`: an internal comment on the company's timeline, for managers only. */
export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NoteBody) => okSchema.parse(await api.post(`${companyPath(id)}/notes`, companyNoteBodySchema.parse(body))),
    onSettled: () => invalidateAfterAccountChange(client),
  });
}
