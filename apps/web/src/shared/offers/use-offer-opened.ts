import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateOfferViews } from './answer-interest';

/**
 * The server marks an offer seen when the offered profile is read with its `ticketId`; once that
 * answer is here, the offer cards and the "new offers" badges are read again.
 */
export function useOfferOpened(quoteId: string | null | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (quoteId) invalidateOfferViews(client);
  }, [quoteId, client]);
}
