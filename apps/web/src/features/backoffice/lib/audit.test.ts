import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { auditParamsToSearch } from '@/shared/lib/audit-link';
import { auditRequest, isAuditFiltered, readAuditParams } from './audit';

const none = { entity: null, entityId: null, actorId: null, companyId: null, action: null, page: 1 };
const manager = '0b7a3c1e-4f5d-4a6b-8c9d-0e1f2a3b4c5d';
const company = '1c8b4d2f-5a6e-4b7c-9d0e-1f2a3b4c5d6e';

describe('audit log filters in the URL', () => {
  it('reads the manager, the company and the action; drops ids that are not ids', () => {
    expect(readAuditParams(new URLSearchParams(`actorId=${manager}&companyId=${company.toUpperCase()}&action=company.block`))).toEqual({
      ...none,
      actorId: manager,
      companyId: company,
      action: 'company.block',
    });
    expect(readAuditParams(new URLSearchParams('actorId=me&companyId=42&action=%20'))).toEqual(none);
  });

  it('writes the link a company page gives to its audit log, and asks the server for the same', () => {
    expect(paths.manage.audit(auditParamsToSearch({ companyId: company }))).toBe(`/manage/audit?companyId=${company}`);
    const filters = { ...none, actorId: manager, companyId: company, action: 'company.block', page: 2 };
    expect(readAuditParams(new URLSearchParams(auditParamsToSearch(filters)))).toEqual(filters);
    expect(auditRequest(filters)).toEqual({ take: 20, skip: 20, actor_id: manager, company_id: company, action: 'company.block' });
    expect(isAuditFiltered(none)).toBe(false);
    expect(isAuditFiltered({ ...none, action: 'x' })).toBe(true);
  });

  it('reads kind, id and page; drops unknown kinds', () => {
    expect(readAuditParams(new URLSearchParams('entity=ticket&entityId=%20abc%20&page=2'))).toEqual({ ...none, entity: 'ticket', entityId: 'abc', page: 2 });
    expect(readAuditParams(new URLSearchParams('entity=planet&entityId='))).toEqual(none);
  });

  it('cuts an id to what the server accepts', () => {
    expect(readAuditParams(new URLSearchParams(`entityId=${'x'.repeat(150)}`)).entityId).toHaveLength(100);
  });

  it('writes the link a ticket page gives to its own actions', () => {
    const search = auditParamsToSearch({ entity: 'ticket', entityId: 't-1', page: 1 });
    expect(paths.manage.audit(search)).toBe('/manage/audit?entity=ticket&entityId=t-1');
    expect(paths.manage.audit(auditParamsToSearch(none))).toBe('/manage/audit');
  });

  it('pages 20 at a time with only the set filters', () => {
    expect(auditRequest(none)).toEqual({ take: 20, skip: 0 });
    expect(auditRequest({ ...none, entity: 'user', entityId: 'u', page: 2 })).toEqual({ take: 20, skip: 20, entity: 'user', entity_id: 'u' });
  });
});
