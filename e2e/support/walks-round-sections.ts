import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';
import { walkRoundQuestions } from './walks-round-questions.js';
import { walkRoundRoom } from './walks-round-room.js';
import { walkReconfirmRound } from './walks-round-terms.js';

/**
 * What a round's readers do around it beyond its view: the backers' room and reporting, the
 * questions and answers, and for a backer asked to, the reconfirmation after a change of terms.
 */
export async function walkRoundSections(walk: PageWalk, request: APIRequestContext, token: string, role: 'startup' | 'investor'): Promise<void> {
  await walkRoundRoom(walk, request, token, role);
  await walkRoundQuestions(walk, request, role);
  if (role === 'investor') await walkReconfirmRound(walk, request, token);
}
