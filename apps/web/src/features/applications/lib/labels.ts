import type { FeedbackMethod } from './form-values';

/** Names of the contact methods: the same the filed form shows. */
export { feedbackMethodLabels as methodLabels } from '@/shared/filed-form/present';

/** Names of the contact field each method asks for. */
export const contactLabels = {
  email: 'applications.fields.contactEmail',
  phone: 'applications.fields.contactPhone',
  other: 'applications.fields.contactOther',
} as const satisfies Record<FeedbackMethod, string>;
