import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import {
  emptyQueueFilters,
  pageCount,
  queueParamsToSearch,
  queueRequest,
  readQueueParams,
  statusCounts,
  statusesOfType,
  withQueueFilter,
} from './queue-params';

const read = (search: string) => readQueueParams(new URLSearchParams(search));

describe('queue filters in the URL', () => {
  it('reads type, status and page', () => {
    expect(read('type=investor_pilot&status=searching&page=3')).toEqual({ type: 'investor_pilot', status: 'searching', page: 3 });
  });

  it('reads the expert tickets and their statuses', () => {
    expect(read('type=expert_duedill&status=due_in_due')).toEqual({ type: 'expert_duedill', status: 'due_in_due', page: 1 });
  });

  it('drops values the contract does not know, and bad pages', () => {
    expect(read('type=expert_work&status=due_pending&page=0')).toEqual(emptyQueueFilters);
    expect(read('type=&status=unknown&page=-2')).toEqual(emptyQueueFilters);
    expect(read('page=2.5')).toEqual(emptyQueueFilters);
    expect(read('page=abc')).toEqual(emptyQueueFilters);
  });

  it('writes only what differs from the defaults, so the bare queue is /manage', () => {
    expect(queueParamsToSearch(emptyQueueFilters)).toBe('');
    expect(paths.manage.queue(queueParamsToSearch(emptyQueueFilters))).toBe('/manage');
    expect(queueParamsToSearch({ type: null, status: 'registred', page: 1 })).toBe('status=registred');
    expect(queueParamsToSearch({ type: 'startup_pilot', status: 'deal', page: 2 })).toBe('type=startup_pilot&status=deal&page=2');
    expect(paths.manage.queue('status=deal')).toBe('/manage?status=deal');
  });

  it('round-trips through the URL', () => {
    const filters = { type: 'corporate_investment', status: 'waiting_confirm', page: 4 } as const;
    expect(read(queueParamsToSearch(filters))).toEqual(filters);
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withQueueFilter({ type: null, status: 'deal', page: 5 }, { status: 'success' })).toEqual({ type: null, status: 'success', page: 1 });
    expect(withQueueFilter({ type: 'startup_pilot', status: null, page: 2 }, { type: null })).toEqual({ type: null, status: null, page: 1 });
  });

  it('drops a status the chosen type never has, keeps one it has', () => {
    expect(withQueueFilter({ type: null, status: 'deal', page: 1 }, { type: 'expert_duedill' })).toEqual({ type: 'expert_duedill', status: null, page: 1 });
    expect(withQueueFilter({ type: null, status: 'due_in_due', page: 3 }, { type: 'expert_duedill' })).toEqual({
      type: 'expert_duedill',
      status: 'due_in_due',
      page: 1,
    });
    expect(withQueueFilter({ type: 'expert_duedill', status: 'due_cancel', page: 1 }, { type: 'investor_duedill' })).toEqual({
      type: 'investor_duedill',
      status: null,
      page: 1,
    });
    expect(withQueueFilter({ type: 'expert_duedill', status: 'due_cancel', page: 1 }, { type: null })).toEqual({ type: null, status: 'due_cancel', page: 1 });
  });

  it('lists the statuses of the chosen type', () => {
    expect(statusesOfType('expert_duedill')).toEqual([
      'due_wait_resp',
      'due_work_approval',
      'due_in_due',
      'due_accept_work',
      'due_change_req',
      'due_success',
      'due_cancel',
    ]);
    expect(statusesOfType('corporate_pilot')).toContain('waiting_confirm');
    expect(statusesOfType('corporate_pilot')).not.toContain('due_in_due');
    expect(statusesOfType(null)).toHaveLength(14);
  });
});

describe('queue request', () => {
  it('pages 20 at a time and sends only the set filters', () => {
    expect(queueRequest(emptyQueueFilters)).toEqual({ take: 20, skip: 0 });
    expect(queueRequest({ type: 'investor_duedill', status: 'cancelled', page: 3 })).toEqual({
      take: 20,
      skip: 40,
      type: 'investor_duedill',
      status: 'cancelled',
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('fills every status with its count, zero when the server has none, and sums them', () => {
    const { all, byStatus } = statusCounts({ registred: 3, success: 2, due_in_due: 4 }, statusesOfType('startup_pilot'));
    expect(all).toBe(5);
    expect(byStatus).toEqual({ registred: 3, signing_agreement: 0, searching: 0, waiting_confirm: 0, deal: 0, success: 2, cancelled: 0 });
    expect(statusCounts(undefined).all).toBe(0);
    expect(statusCounts({ registred: 3, due_in_due: 4 }).all).toBe(7);
    expect(statusCounts({ registred: 3, due_in_due: 4 }, statusesOfType('expert_duedill')).byStatus.due_in_due).toBe(4);
  });
});
