import { PASSWORD_MAX, PASSWORD_MIN } from '@platform/contract/basics';
import { message as m, type FormFieldRule } from './form-field-error';

// Apart from the other account rules: the log-in form loads the contract only when it validates,
// and these need no more of it than its basics.

export const emailRule: FormFieldRule = {
  required: m('validation.emailRequired'),
  format: m('validation.emailNotCorrect'),
  tooShort: m('validation.emailNotCorrect'),
  tooLong: m('validation.emailNotCorrect'),
};

export const passwordRule: FormFieldRule = {
  required: m('validation.passwordRequired'),
  tooShort: m('validation.passwordTooShort', { min: PASSWORD_MIN }),
  tooLong: m('validation.passwordTooLong', { max: PASSWORD_MAX }),
};
