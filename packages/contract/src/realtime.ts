import { z } from 'zod';
import { sectionSettingsSchema, userEventsSchema } from './users.js';

const id = z.string();

/**
 * The socket events the server pushes (DOMAIN.md, Realtime), each with its payload. The server's
 * pushes are typed by it and the web subscribes to exactly these names. Payloads name what
 * changed; a client reads the changed data again through the API.
 */
export const realtimeEventSchemas = {
  /** An application's counters for the reader (new offers, answers, expert tickets). */
  userEvents: userEventsSchema,
  /** A conversation about an application got a post. */
  message: z.object({ id, ticketId: id.nullable() }),
  /** A conversation between a company and the platform got a post. */
  companyMessage: z.object({ id, ticketId: id.nullable() }),
  /** An offer was attached to an application. */
  offer: z.object({ ticketId: id, offerId: id.optional() }),
  /** An application was filed or moved. */
  ticket: z.object({ id, status: z.string().optional() }),
  /** A report's approval was revoked: the startup's passport, its shared reports and the report views read again. */
  report: z.object({ id, startupId: id }),
  /** A round or a backer moved, or a round has news. */
  crowdfunding: z.object({ id }),
  /** A pilot moved, an application to it came or was decided, a run started or ended. */
  pilot: z.object({ id }),
  /** A pilot the reader applied to was archived: its open page turns archived. */
  pilotArchived: z.object({ id }),
  /** A manager changed the account: its sections, its recommendations, its status. */
  account: z.object({ sectionSettings: sectionSettingsSchema.optional(), recommendations: z.literal(true).optional() }),
  /** Something new on a company's timeline (managers learn which companies). */
  timeline: z.object({ companyId: id.optional(), companyIds: z.array(id).optional() }),
} as const;

export type RealtimeEvent = keyof typeof realtimeEventSchemas;
export type RealtimePayload<E extends RealtimeEvent> = z.infer<(typeof realtimeEventSchemas)[E]>;
export const realtimeEvents = Object.keys(realtimeEventSchemas) as RealtimeEvent[];
