import type { SigninMethod } from '@platform/contract';
import { eventRecorder } from '../../platform/events/record.js';
import type { Effects, Handlers } from '../../platform/events/types.js';
import { newSigninLetter } from './letters.js';

export type SigninEvents = {
  /** A success from a device the account had never signed in from (not its very first sign-in). */
  'signin.new_device': { userId: string; device: string; ipMasked: string | null; method: SigninMethod; at: string };
};

export const recordSigninEvent = eventRecorder<SigninEvents>();

/** A sign-in from a new device: a letter to the account, in its language, from the one pipeline. */
export const signinHandlers: Handlers<SigninEvents> = {
  'signin.new_device'(event, { publicUrl }): Effects {
    return {
      letters: [{ key: 'new-device', to: { userId: event.userId }, render: newSigninLetter({ ...event, url: `${publicUrl}/cabinet/settings` }) }],
    };
  },
};
