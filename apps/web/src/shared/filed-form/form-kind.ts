import type { ClientTicketType } from '@platform/contract';

/** The five forms of spec part 2 ("Application forms"); due diligence has one form for every client. */
export type FormKind = 'startupInvestment' | 'startupPilot' | 'dueDiligence' | 'foundationInvestment' | 'foundationPilot';
export type ServiceKind = 'investment' | 'pilot' | 'duedill';

export const formKinds: readonly FormKind[] = ['startupInvestment', 'startupPilot', 'dueDiligence', 'foundationInvestment', 'foundationPilot'];

/** `startup_pilot` → `pilot`. */
export function serviceOf(type: ClientTicketType): ServiceKind {
  return type.slice(type.indexOf('_') + 1) as ServiceKind;
}

export function formKindOf(type: ClientTicketType): FormKind {
  const service = serviceOf(type);
  if (service === 'duedill') return 'dueDiligence';
  if (type.startsWith('startup_')) return service === 'investment' ? 'startupInvestment' : 'startupPilot';
  return service === 'investment' ? 'foundationInvestment' : 'foundationPilot';
}
