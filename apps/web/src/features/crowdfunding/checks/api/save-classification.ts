import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classificationBodySchema, classificationStateSchema, type ClassificationBody } from '@platform/contract';
import { api } from '@/shared/api/api';
import { uploadFile } from '@/shared/api/upload-file';
import { checksKeys } from './keys';

export type DeclarationToSave = Omit<ClassificationBody, 'evidence'> & { files: File[] };

/**
 * `PUT /api/v1/foundation/classification`: the evidence is uploaded first, one file after another,
 * then the figures with the files' ids. A file already sent by an earlier, refused save is attached
 * again rather than sent twice.
 */
export function useSaveClassification() {
  const client = useQueryClient();
  const [uploaded] = useState(() => new WeakMap<File, string>());
  return useMutation({
    mutationFn: async ({ files, ...figures }: DeclarationToSave) => {
      const evidence: string[] = [];
      for (const file of files) {
        const id = uploaded.get(file) ?? (await uploadFile('classification_evidence', file)).id;
        uploaded.set(file, id);
        evidence.push(id);
      }
      const body = classificationBodySchema.parse({ ...figures, evidence });
      return classificationStateSchema.parse(await api.put('/api/v1/foundation/classification', body));
    },
    // A new declaration changes the class, so the limit too, and the knowledge test's simulation.
    onSuccess: (state) => {
      client.setQueryData(checksKeys.classification, state);
      void client.invalidateQueries({ queryKey: checksKeys.limits });
      void client.invalidateQueries({ queryKey: checksKeys.knowledgeTest });
    },
  });
}
