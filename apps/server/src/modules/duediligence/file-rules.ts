import { and, eq, exists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { expertDuedills, reportFiles, reports, tickets } from '../../db/schema/index.js';
import { one, type ReadRule, type ReadRules } from '../files/index.js';

const clientTicket = alias(tickets, 'client_ticket');

/** An approved report's files, with the report: for the client whose application it answers. */
const approvedReportFile: ReadRule = (db, reader, fileId) =>
  exists(
    db
      .select(one)
      .from(reportFiles)
      .innerJoin(reports, eq(reports.id, reportFiles.reportId))
      .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
      .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
      .where(and(eq(reportFiles.fileId, fileId), eq(reports.status, 'approved'), eq(clientTicket.ownerId, reader.id))),
  );

/** Who reads a report's files. */
export const reportFileRules: ReadRules = { report: [approvedReportFile] };
