import { meetingListSchema, type Meeting } from '@platform/contract';
import { api } from '@/shared/api/api';

/** Every meetings list answers the same shape: only its address differs. */
export const fetchMeetings = async (path: string, signal?: AbortSignal): Promise<Meeting[]> => meetingListSchema.parse(await api.get(path, { signal })).meets;
