import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  okSchema,
  ownerPilotListSchema,
  pilotCardSchema,
  type ApplicantDecision,
  type PilotCard,
  type PilotCardBody,
  type PilotOutcomeBody,
  type PilotStart,
} from '@platform/contract';
import type { z } from 'zod';
import { api } from '@/shared/api/api';
import { offsetPaging } from '@/shared/lists/offset-pages';

export type OwnerRole = 'corporate' | 'investor';
export type OwnerPilotList = z.infer<typeof ownerPilotListSchema>;
export type OwnerPilotItem = OwnerPilotList['pilots'][number];

/** Every pilot query starts with `pilots`, so a `pilot` socket event makes them all stale. */
export const ownerPilotKeys = {
  all: ['pilots', 'owner'] as const,
  list: (role: OwnerRole) => ['pilots', 'owner', role, 'list'] as const,
  card: (role: OwnerRole, id: string) => ['pilots', 'owner', role, 'card', id] as const,
};

const seg = encodeURIComponent;

/** `GET /api/v1/{role}/pilot_dashboard_list?take&skip&order_by&order_dir`: newest first. */
export async function listOwnerPilots(role: OwnerRole, skip: number, signal?: AbortSignal): Promise<OwnerPilotList> {
  const answer = await api.get(`/api/v1/${role}/pilot_dashboard_list`, {
    query: { take: PAGE_SIZE, skip, order_by: 'created_at', order_dir: 'desc' },
    signal,
  });
  return ownerPilotListSchema.parse(answer);
}

export function useOwnerPilots(role: OwnerRole) {
  return useInfiniteQuery({
    queryKey: ownerPilotKeys.list(role),
    queryFn: ({ pageParam, signal }) => listOwnerPilots(role, pageParam, signal),
    ...offsetPaging((page: OwnerPilotList) => page.pilots),
  });
}

export function useOwnerPilot(role: OwnerRole, id: string) {
  return useQuery({
    queryKey: ownerPilotKeys.card(role, id),
    queryFn: async ({ signal }) => pilotCardSchema.parse(await api.get(`/api/v1/${role}/pilot_dashboard_list/${seg(id)}`, { signal })),
  });
}

function useOwnerMutation<T>(role: OwnerRole, call: (body: T) => Promise<PilotCard | void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ownerPilotKeys.all }),
  });
}

/** `POST /api/v1/{role}/pilot_dashboard_card`: submitted for moderation. */
export function useCreatePilot(role: OwnerRole) {
  return useOwnerMutation(role, async (body: PilotCardBody) => pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_card`, body)));
}

/** `POST /api/v1/{role}/pilot_dashboard_card/{id}/archive`. */
export function useArchivePilot(role: OwnerRole, id: string) {
  return useOwnerMutation(role, async (_: void) => {
    okSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_card/${seg(id)}/archive`, {}));
  });
}

/** Shortlist an applicant, or decline it with a structured reason. */
export function useDecideApplicant(role: OwnerRole, id: string) {
  return useOwnerMutation(role, async ({ applicationId, body }: { applicationId: string; body: ApplicantDecision }) => {
    okSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${seg(id)}/applicants/${seg(applicationId)}`, body));
  });
}

/** Start the pilot with a shortlisted applicant and its success contract. */
export function useStartPilot(role: OwnerRole, id: string) {
  return useOwnerMutation(role, async (body: PilotStart) => pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${seg(id)}/run`, body)));
}

/** Record the outcome with the KPI values reached. */
export function useRecordOutcome(role: OwnerRole, id: string) {
  return useOwnerMutation(role, async (body: PilotOutcomeBody) =>
    pilotCardSchema.parse(await api.post(`/api/v1/${role}/pilot_dashboard_list/${seg(id)}/run/outcome`, body)),
  );
}
