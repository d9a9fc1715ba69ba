import { MESSAGE_FILES_MAX, postBodySchema, threadCreateBodySchema } from '@platform/contract';
import { z } from 'zod';

/**
 * The forms of the messages screens, checked by the contract's own rules for the subject and the
 * text; the form holds picked files, which are uploaded and sent by id only on submit.
 */
const pickedFiles = z.array(z.instanceof(File)).max(MESSAGE_FILES_MAX);

export const newThreadFormSchema = threadCreateBodySchema.pick({ title: true, text: true }).extend({ files: pickedFiles });
/** A reply has no subject: the form's empty one is kept as it is. */
export const replyFormSchema = postBodySchema.pick({ text: true }).extend({ title: z.string(), files: pickedFiles });

export type ComposeValues = z.infer<typeof newThreadFormSchema>;

export const emptyCompose = (): ComposeValues => ({ title: '', text: '', files: [] });
