import { useQuery } from '@tanstack/react-query';
import { verifyAnswerSchema, type VerifyAnswer } from '@platform/contract';
import { api } from '@/shared/api/api';
import { ResponseStatusError } from '@/shared/api/errors';

/**
 * `GET /api/v1/reports/verify/{sha256}` (public): the approved report version with this
 * fingerprint, or null when none has it (404).
 */
export async function verifyReport(sha256: string, signal?: AbortSignal): Promise<VerifyAnswer | null> {
  try {
    return verifyAnswerSchema.parse(await api.get(`/api/v1/reports/verify/${encodeURIComponent(sha256)}`, { signal, token: null }));
  } catch (err) {
    if (err instanceof ResponseStatusError && err.status === 404) return null;
    throw err;
  }
}

export const verifyKeys = { of: (sha256: string) => ['verify-report', sha256] as const };

/** The check of one fingerprint; nothing is asked while there is none. */
export const useVerifyReport = (sha256: string | null) =>
  useQuery({
    queryKey: verifyKeys.of(sha256 ?? ''),
    queryFn: ({ signal }) => verifyReport(sha256!, signal),
    enabled: sha256 !== null,
    // A revocation can come at any moment: a check is always asked afresh.
    staleTime: 0,
    retry: false,
  });
