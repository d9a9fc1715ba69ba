/**
 * A company's timeline, newest first. With `companyId` a manager reads that company's
 * (`GET /api/v1/manager/companies/{id}/timeline`, internal comments included); without it a
 * company reads its own (`GET /api/v1/user/timeline`).
 */
export function CompanyTimeline(_props: { companyId?: string }) {
  return null;
}
