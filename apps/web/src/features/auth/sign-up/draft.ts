import type { CompanyRole, UploadedFile } from '@platform/contract';
import type { KeyValueStorage } from '@/shared/lib/storage';

/** Every answer of the sign-up so far, in one place; each step reads and saves its part. */
export interface SignUpDraft {
  role: CompanyRole | null;
  email: string;
  /** Kept in memory only: a reload asks for it again, and nothing else. */
  password: string;
  /** When another code may be asked for (epoch ms); null before the first one. */
  resendAt: number | null;
  /** The proof of the verified e-mail and the address it proves. */
  registrationToken: string | null;
  verifiedEmail: string | null;
  name: string;
  surname: string;
  position: string;
  company: string;
  website: string;
  description: string;
  logo: UploadedFile | null;
  phone: string;
  expertIn: number[];
  brief: { country: number | null; regions: number[]; industries: number[]; rounds: number[] };
  agreement: boolean;
}

export const emptyDraft: SignUpDraft = {
  role: null,
  email: '',
  password: '',
  resendAt: null,
  registrationToken: null,
  verifiedEmail: null,
  name: '',
  surname: '',
  position: '',
  company: '',
  website: '',
  description: '',
  logo: null,
  phone: '',
  expertIn: [],
  brief: { country: null, regions: [], industries: [], rounds: [] },
  agreement: false,
};

export type DraftAction =
  | { type: 'save'; values: Partial<SignUpDraft> }
  /** A code was mailed to `email`: a proof for another address no longer counts. */
  | { type: 'codeSent'; email: string; resendAt: number }
  | { type: 'verified'; email: string; registrationToken: string }
  /** The server refused the proof (spent or expired): the e-mail must be confirmed again. */
  | { type: 'proofLost' }
  | { type: 'reset' };

export function draftReducer(draft: SignUpDraft, action: DraftAction): SignUpDraft {
  switch (action.type) {
    case 'save':
      return { ...draft, ...action.values };
    case 'codeSent': {
      const sameAddress = draft.verifiedEmail === action.email;
      return {
        ...draft,
        email: action.email,
        resendAt: action.resendAt,
        registrationToken: sameAddress ? draft.registrationToken : null,
        verifiedEmail: sameAddress ? draft.verifiedEmail : null,
        // An uploaded logo belongs to the proof it was sent with.
        logo: sameAddress ? draft.logo : null,
      };
    }
    case 'verified':
      return { ...draft, verifiedEmail: action.email, registrationToken: action.registrationToken };
    case 'proofLost':
      return { ...draft, registrationToken: null, verifiedEmail: null, logo: null, resendAt: null };
    case 'reset':
      return emptyDraft;
  }
}

/** True when the e-mail of the draft is the one its proof confirms. */
export function isEmailVerified(draft: SignUpDraft): boolean {
  return draft.registrationToken !== null && draft.verifiedEmail !== null && draft.verifiedEmail === draft.email;
}

/** The tab keeps the draft for reloads; the password never leaves memory. */
export function saveDraft(storage: KeyValueStorage, key: string, draft: SignUpDraft): void {
  const { password: _password, ...kept } = draft;
  storage.setItem(key, JSON.stringify(kept));
}

export function loadDraft(storage: KeyValueStorage, key: string): SignUpDraft {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return emptyDraft;
    const stored = parsed as Partial<SignUpDraft>;
    return { ...emptyDraft, ...stored, brief: { ...emptyDraft.brief, ...stored.brief }, password: '' };
  } catch {
    return emptyDraft;
  }
}

/** A code mailed to `email` a moment ago is still on its way: no new one is asked for yet. */
export function isCodeOnItsWay(draft: SignUpDraft, email: string, now: number = Date.now()): boolean {
  return draft.email === email && draft.resendAt !== null && draft.resendAt > now;
}
