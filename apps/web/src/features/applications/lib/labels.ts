import type { FeedbackMethod } from './form-values';

/** Names of the contact methods, and of the contact field each method asks for. */
export const methodLabels = {
  email: 'applications.fields.methodEmail',
  phone: 'applications.fields.methodPhone',
  other: 'applications.fields.methodOther',
} as const satisfies Record<FeedbackMethod, string>;

export const contactLabels = {
  email: 'applications.fields.contactEmail',
  phone: 'applications.fields.contactPhone',
  other: 'applications.fields.contactOther',
} as const satisfies Record<FeedbackMethod, string>;
