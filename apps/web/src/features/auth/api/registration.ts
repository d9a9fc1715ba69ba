import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema, tokenResponseSchema, verifyCodeResponseSchema, type RegistrationBody, type TokenResponse } from '@platform/contract';
import { api } from '@/shared/api/api';
import { uploadFile } from '@/shared/api/upload-file';

/** `POST /api/v1/auth/send-code/registration`: mails a 6-digit code (a registered e-mail gets the same answer, its owner a notice). */
export async function sendRegistrationCode(email: string) {
  return sendCodeResponseSchema.parse(await api.post('/api/v1/auth/send-code/registration', { email }, { token: null }));
}

/** `POST /api/v1/auth/verify-code/registration`: the code for the proof that finishing sign-up spends. */
export async function verifyRegistrationCode(values: { email: string; code: string }) {
  return verifyCodeResponseSchema.parse(await api.post('/api/v1/auth/verify-code/registration', values, { token: null }));
}

/** `POST /api/v1/auth/registration`: creates the account and answers its session token. */
export async function register(body: RegistrationBody): Promise<TokenResponse> {
  return tokenResponseSchema.parse(await api.post('/api/v1/auth/registration', body, { token: null }));
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode });
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** A logo sent before the account exists, with the proof of the verified e-mail. */
export function useUploadSignUpLogo() {
  return useMutation({
    mutationFn: ({ file, registrationToken }: { file: File; registrationToken: string }) => uploadFile('logo', file, { registrationToken }),
  });
}
