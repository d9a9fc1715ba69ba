import { and, asc, eq } from 'drizzle-orm';
import type { ThreadKind } from '@platform/contract';
import type { Tx } from '../db/client.js';
import { threadPosts, threadReads, threads, tickets } from '../db/schema/index.js';

type DemoPost = { manager: boolean; text: string; hoursAgo: number };
type DemoThread = { title: string; posts: DemoPost[]; closed?: boolean; readByCompany?: boolean; startedByManager?: boolean };

const company = (text: string, hoursAgo: number): DemoPost => ({ manager: false, text, hoursAgo });
const manager = (text: string, hoursAgo: number): DemoPost => ({ manager: true, text, hoursAgo });

/** A company's threads in every state: waiting for the platform, answered and unread, answered and read, closed, started by a manager. */
const companyThreads: DemoThread[] = [
  { title: 'How is the success fee calculated?', posts: [company('Hello! Could you explain how the success fee is calculated for an investment round?', 20)] },
  {
    title: 'Updating our pitch deck',
    posts: [
      company('We have a new pitch deck. Should we replace the file in the profile or send it to you?', 50),
      manager('Replace it in the profile: investors always see the latest file. We will let the matched investors know.', 3),
    ],
  },
  {
    title: 'Profile review',
    readByCompany: true,
    posts: [
      company('Could a manager review our profile before we apply?', 96),
      manager('Your profile looks complete. Consider adding your latest revenue figures to the finance block.', 90),
    ],
  },
  {
    title: 'Invoice for the due diligence',
    closed: true,
    readByCompany: true,
    posts: [
      company('Please send the invoice for the due diligence to our finance team.', 240),
      manager('Sent to the address in your profile.', 230),
      company('Received, thank you!', 228),
    ],
  },
  {
    title: 'Welcome to the platform',
    startedByManager: true,
    posts: [manager('Welcome! Write here whenever you have a question; a manager usually answers within a few hours.', 6)],
  },
];

/** Threads on an application: waiting for the platform, answered and unread, closed. */
const ticketThreads: DemoThread[] = [
  { title: 'Timeline for the first candidates', posts: [company('When can we expect the first candidates on this application?', 10)] },
  {
    title: 'Clarifying the requirements',
    startedByManager: true,
    posts: [manager('Could you tell us which regions matter most for this application? It helps us rank candidates.', 8)],
  },
  {
    title: 'Changing the deadline',
    closed: true,
    readByCompany: true,
    posts: [company('Can we move the deadline by two weeks?', 200), manager('Done: the new date is in the application.', 196)],
  },
];

export type { DemoThread };

export async function seedThread(tx: Tx, kind: ThreadKind, companyId: string, ticketId: string | null, managerId: string, t: DemoThread) {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  const first = t.posts[0]!;
  const last = t.posts.at(-1)!;
  const firstAnswer = t.startedByManager ? undefined : t.posts.find((p) => p.manager);
  const waitingFrom = last.manager ? undefined : t.posts.slice(t.posts.findLastIndex((p) => p.manager) + 1)[0];
  const [thread] = await tx
    .insert(threads)
    .values({
      kind,
      companyId,
      ticketId,
      title: t.title,
      description: first.text,
      startedByManager: t.startedByManager ?? false,
      closed: t.closed ?? false,
      answered: !last.manager,
      lastPostAt: at(last.hoursAgo),
      lastPostPreview: last.text,
      waitingSince: waitingFrom ? at(waitingFrom.hoursAgo) : null,
      firstAnswerAt: firstAnswer ? at(firstAnswer.hoursAgo) : null,
      mailedAt: last.manager ? at(last.hoursAgo) : null,
      createdAt: at(first.hoursAgo),
      updatedAt: at(last.hoursAgo),
    })
    .returning({ id: threads.id });
  for (const p of t.posts) {
    await tx
      .insert(threadPosts)
      .values({ threadId: thread!.id, authorId: p.manager ? managerId : companyId, byManager: p.manager, text: p.text, createdAt: at(p.hoursAgo) });
  }
  if (t.readByCompany) await tx.insert(threadReads).values({ threadId: thread!.id, userId: companyId, readAt: at(last.hoursAgo - 1) });
}

/**
 * Threads in every state for each demo company: company threads for the startup and the expert
 * (the roles that have them), and threads on the oldest application of each client.
 */
export async function seedDemoThreads(tx: Tx, companies: { id: string; role: string }[], managerId: string) {
  for (const c of companies) {
    if (c.role === 'startup' || c.role === 'expert') {
      for (const t of companyThreads) await seedThread(tx, 'company', c.id, null, managerId, t);
    }
    if (c.role === 'expert') continue;
    const [ticket] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.ownerId, c.id)))
      .orderBy(asc(tickets.createdAt))
      .limit(1);
    if (!ticket) continue;
    for (const t of ticketThreads) await seedThread(tx, 'ticket', c.id, ticket.id, managerId, t);
  }
}
