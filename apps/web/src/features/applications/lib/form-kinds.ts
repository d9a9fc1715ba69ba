import {
  clientTicketTypes,
  dueDiligenceFormSchema,
  foundationInvestmentFormSchema,
  foundationPilotFormSchema,
  startupInvestmentFormSchema,
  startupPilotFormSchema,
  type ClientTicketType,
  type FilePurpose,
  type Role,
} from '@platform/contract';
import { serviceOf, type FormKind, type ServiceKind } from '@/shared/filed-form/form-kind';

// The form kinds live in shared/: the manager's ticket page shows filed forms too.
export { formKindOf, serviceOf, type FormKind, type ServiceKind } from '@/shared/filed-form/form-kind';

export const serviceKinds: readonly ServiceKind[] = ['investment', 'pilot', 'duedill'];

export const isClientTicketType = (value: unknown): value is ClientTicketType =>
  typeof value === 'string' && (clientTicketTypes as readonly string[]).includes(value);

/** The application types a role files, in the order of its service cards. */
export function creatableTypes(role: Role): ClientTicketType[] {
  if (role !== 'startup' && role !== 'investor' && role !== 'corporate') return [];
  return serviceKinds.map((service) => `${role}_${service}` as ClientTicketType);
}

/** Whether the role may file this type: a startup files startup types, a fund or corporate its own. */
export function canCreate(role: Role, appTypeId: string | undefined): appTypeId is ClientTicketType {
  return isClientTicketType(appTypeId) && creatableTypes(role).includes(appTypeId);
}

/** Where a type's form is sent (spec part 2, section 7; due diligence of funds: DOMAIN.md). */
export function formEndpoint(type: ClientTicketType): string {
  const side = type.startsWith('startup_') ? 'startup' : 'foundation';
  switch (serviceOf(type)) {
    case 'investment':
      return `/api/v1/${side}/investment/investment_form`;
    case 'pilot':
      return `/api/v1/${side}/pilot/pilot_form`;
    case 'duedill':
      return `/api/v1/${side}/duedill/due_dill_form`;
  }
}

/** The contract schema the server checks each form with; the web checks with the same one. */
export const formSchemas = {
  startupInvestment: startupInvestmentFormSchema,
  startupPilot: startupPilotFormSchema,
  dueDiligence: dueDiligenceFormSchema,
  foundationInvestment: foundationInvestmentFormSchema,
  foundationPilot: foundationPilotFormSchema,
} as const;

/** Option lists a form loads with `GET …_form`, and the answer's key that holds each. */
export type OptionField = 'goals' | 'task_class' | 'type_of_due_dill';
export function optionFieldOf(kind: FormKind): OptionField | null {
  if (kind === 'startupInvestment') return 'goals';
  if (kind === 'startupPilot') return 'task_class';
  if (kind === 'dueDiligence') return 'type_of_due_dill';
  return null;
}
export const optionAnswerKey: Record<OptionField, 'goals' | 'task_class' | 'types'> = { goals: 'goals', task_class: 'task_class', type_of_due_dill: 'types' };

/** File fields of the forms with the upload purpose the server expects for each. */
export const fileFieldPurposes = {
  unit_economy: 'unit_economy',
  pitch_presentation: 'pitch_deck',
  financial_model: 'financial_model',
  task_file: 'task_description',
  product_presentation_files: 'pilot_product_presentation',
} as const satisfies Record<string, FilePurpose>;
export type FileFieldName = keyof typeof fileFieldPurposes;
