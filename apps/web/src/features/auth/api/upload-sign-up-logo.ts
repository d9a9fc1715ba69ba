import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/shared/api/upload-file';

/** A logo sent before the account exists, with the proof of the verified e-mail. */
export function useUploadSignUpLogo() {
  return useMutation({
    mutationFn: ({ file, registrationToken }: { file: File; registrationToken: string }) => uploadFile('logo', file, { registrationToken }),
  });
}
