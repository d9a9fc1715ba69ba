import type { CompanyRole, Language, RegistrationBody } from '@platform/contract';
import type { SignUpDraft } from './draft';

/**
 * The `POST /api/v1/auth/registration` body of a draft: expertise only for experts, the brief
 * only for startups, the logo when one was uploaded. Validation is the contract's, not this.
 */
export function registrationBody(draft: SignUpDraft, language: Language): RegistrationBody {
  // A missing role is left for the contract's check to report, on the role step.
  const role = draft.role as CompanyRole;
  return {
    registrationToken: draft.registrationToken ?? '',
    role,
    password: draft.password,
    language,
    name: draft.name,
    surname: draft.surname,
    position: draft.position,
    company: draft.company,
    website: draft.website,
    description: draft.description,
    phone: draft.phone,
    agreement: draft.agreement as true,
    ...(role === 'expert' ? { expertIn: draft.expertIn } : {}),
    ...(role === 'startup'
      ? { brief: { country: draft.brief.country ?? 0, regions: draft.brief.regions, industries: draft.brief.industries, rounds: draft.brief.rounds } }
      : {}),
    ...(draft.logo ? { logo: { id: draft.logo.id } } : {}),
  };
}
